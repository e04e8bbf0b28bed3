import type { ReviewFloatAttributes } from '@site-widgets/contract/reviews/float-attributes.ts';
import type { FloatPosition } from '@site-widgets/contract/reviews/get-float.ts';
import type { ReviewView } from '@site-widgets/contract/reviews/review.ts';

export interface ReviewFloatSettings {
  floatId: number;
  templateId: number;
  position: FloatPosition;
  delayMs: number;
  autoCloseMs: number;
  firstVisitHide: boolean;
}

export interface ReviewFloatProps {
  settings: ReviewFloatSettings;
  /** Review 0, as the server rendered it (a server-rendered float). */
  initial?: ReviewView | null;
  /** Review 0 as sanitised HTML (a float on a plain HTML page fetched it with `wprp_get_float`). */
  initialHtml?: string;
}

export function reviewFloatSettings(attributes: ReviewFloatAttributes): ReviewFloatSettings {
  return {
    floatId: attributes.float,
    templateId: attributes.template,
    position: attributes.position ?? 'right',
    delayMs: attributes.delay ?? 3000,
    autoCloseMs: attributes.autoClose ?? 0,
    firstVisitHide: attributes.firstVisitHide ?? false,
  };
}

/** The data attributes (without `data-`) that place a float with these settings. */
export function reviewFloatAttributes(settings: ReviewFloatSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    float: String(settings.floatId),
    template: String(settings.templateId),
    position: settings.position,
    delay: String(settings.delayMs),
  };
  if (settings.autoCloseMs > 0) attributes['auto-close'] = String(settings.autoCloseMs);
  if (settings.firstVisitHide) attributes['first-visit-hide'] = 'yes';
  return attributes;
}

/** The `wprp_get_float` fields for review `startOffset` of this float (spec 000 §7 call 4). */
export function floatFields(settings: ReviewFloatSettings, startOffset: number): Record<string, string> {
  return {
    fid: String(settings.floatId),
    wtfid: String(settings.templateId),
    wtftype: 'pop',
    innerdivonly: 'yes',
    startoffset: String(startOffset),
  };
}
