import { safeUrl } from '@site-widgets/core/security/safe-url.ts';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Stars } from '../review-card/Stars.tsx';
import { ReviewList } from '../review-list/ReviewList.tsx';
import { BadgePanel } from './BadgePanel.tsx';
import { useFloatPresence } from './float-services.ts';
import { openBadgeLink } from './open-link.ts';
import { reservePageEnd } from './page-end-room.ts';
import { badgePanelListSettings, type ReviewBadgeProps } from './settings.ts';

/**
 * A review badge (spec 000 §2, §4): a template's average and count, floating in at a corner or placed
 * in the page. A click follows a link, or opens a slide-out or pop-up panel with the reviews.
 */
export function ReviewBadge({ settings, summary, panel }: ReviewBadgeProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement>(null);
  const panelId = `${useId().replace(/:/g, '')}-panel`;
  const hydrated = useHydrated();
  const floating = settings.position !== 'inline';
  const { presence, status } = useFloatPresence(floating ? settings : null, rootRef);
  const [open, setOpen] = useState(false);
  const hasPanel = (settings.click === 'slideout' || settings.click === 'popup') && panel !== undefined;

  // A badge with an open panel stays: its auto-close waits.
  useEffect(() => {
    if (!presence) return;
    if (open) presence.hold('paused');
    else presence.release('paused');
  }, [presence, open]);

  // A floating badge that is in keeps room at the page's end (issue 9: it must not cover the last controls).
  useEffect(() => {
    const box = rootRef.current?.querySelector<HTMLElement>('.sw-badge-root__box');
    return floating && status === 'shown' && box ? reservePageEnd(box) : undefined;
  }, [floating, status]);

  const closePanel = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) openerRef.current?.focus();
  }, []);

  const average = summary.aggregate.average;
  const content = (
    <>
      <span className="sw-badge__heading">{settings.heading}</span>
      <span className="sw-badge__score">
        <span className="sw-badge__average">{average.toFixed(1)}</span>
        <span className="sw-visually-hidden"> out of 5</span>
        <span aria-hidden="true">
          {Math.round(average) > 0 && <Stars rating={Math.round(average)} recommendation={null} />}
        </span>
      </span>
      <span className="sw-badge__count">
        {summary.total} {summary.total === 1 ? 'review' : 'reviews'}
      </span>
    </>
  );

  let badge: ReactNode;
  if (settings.click === 'url') {
    const url = safeUrl(settings.link);
    const follow = (event: { preventDefault(): void }) => {
      event.preventDefault();
      openBadgeLink(settings.link, settings.newTab, window);
    };
    badge = url ? (
      <a
        ref={(node) => {
          openerRef.current = node;
        }}
        className="sw-badge"
        href={url}
        target={settings.newTab ? '_blank' : undefined}
        rel={settings.newTab ? 'noopener' : undefined}
        onClick={follow}
      >
        {content}
      </a>
    ) : (
      <button type="button" className="sw-badge" onClick={follow}>
        {content}
      </button>
    );
  } else if (hasPanel) {
    badge = (
      <button
        ref={(node) => {
          openerRef.current = node;
        }}
        type="button"
        className="sw-badge"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {content}
      </button>
    );
  } else {
    badge = <div className="sw-badge">{content}</div>;
  }

  return (
    <div
      ref={rootRef}
      className="sw-badge-root"
      data-position={settings.position}
      data-state={floating ? status : 'shown'}
      data-click={settings.click}
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div className="sw-badge-root__box">
        {badge}
        {floating && (
          <button
            type="button"
            className="sw-badge__close"
            aria-label={`Close ${settings.heading}`}
            onClick={() => {
              setOpen(false);
              presence?.close();
            }}
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {hasPanel && panel && (
        <BadgePanel
          id={panelId}
          kind={settings.click === 'popup' ? 'popup' : 'slideout'}
          open={open}
          onClose={closePanel}
          heading={settings.heading}
          side={settings.position === 'left' ? 'left' : 'right'}
          opener={openerRef}
        >
          <ReviewList settings={badgePanelListSettings(settings.templateId)} initial={panel} />
        </BadgePanel>
      )}
    </div>
  );
}
