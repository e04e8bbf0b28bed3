import type {
  BadgePosition,
  ReviewBadgeAttributes,
} from '@site-widgets/contract/reviews/badge-attributes.ts';
import type { FloatClickAction } from '@site-widgets/contract/reviews/get-float.ts';
import type { ReviewAggregate } from '@site-widgets/contract/reviews/load-more.ts';
import type { ReviewListProps } from '../review-list/ReviewList.tsx';

export interface ReviewBadgeSettings {
  templateId: number;
  /** Its id in the session's floats memory. */
  floatId: number;
  click: FloatClickAction;
  link: string;
  newTab: boolean;
  position: BadgePosition;
  delayMs: number;
  autoCloseMs: number;
  firstVisitHide: boolean;
  heading: string;
}

export interface ReviewBadgeProps {
  settings: ReviewBadgeSettings;
  /** The template's average and count, the same numbers its review list shows. */
  summary: { aggregate: ReviewAggregate; total: number };
  /** The first page of the panel's review list (slideout and popup only). */
  panel?: ReviewListProps['initial'];
}

export const DEFAULT_BADGE_DELAY_MS = 3000;

/** The panel's list: one review a row, three to a page, with a load-more button. */
export function badgePanelListSettings(templateId: number): ReviewListProps['settings'] {
  return { templateId, perRow: 1, rows: 3, loadMore: 'button', readMore: 'inline' };
}

/** Settings from data attributes, with the defaults docs/embed.md states. */
export function reviewBadgeSettings(attributes: ReviewBadgeAttributes): ReviewBadgeSettings {
  return {
    templateId: attributes.template,
    floatId: attributes.float ?? attributes.template,
    click: attributes.click ?? 'none',
    link: attributes.link ?? '',
    newTab: attributes.newTab ?? false,
    position: attributes.position ?? 'right',
    delayMs: attributes.delay ?? DEFAULT_BADGE_DELAY_MS,
    autoCloseMs: attributes.autoClose ?? 0,
    firstVisitHide: attributes.firstVisitHide ?? false,
    heading: attributes.heading ?? 'Our reviews',
  };
}

/** The data attributes (without `data-`) that place a badge with these settings. */
export function reviewBadgeAttributes(settings: ReviewBadgeSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    template: String(settings.templateId),
    float: String(settings.floatId),
    click: settings.click,
    position: settings.position,
    heading: settings.heading,
  };
  if (settings.click === 'url') {
    attributes.link = settings.link;
    attributes['new-tab'] = settings.newTab ? 'yes' : 'no';
  }
  if (settings.position !== 'inline') {
    attributes.delay = String(settings.delayMs);
    if (settings.autoCloseMs > 0) attributes['auto-close'] = String(settings.autoCloseMs);
    if (settings.firstVisitHide) attributes['first-visit-hide'] = 'yes';
  }
  return attributes;
}
