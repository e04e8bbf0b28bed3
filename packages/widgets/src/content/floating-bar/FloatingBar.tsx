import { sanitiseUrl } from '@site-widgets/core/security/url-sanitiser.ts';
import { useEffect, useState } from 'react';

export interface FloatingBarProps {
  /** The bar's message (text). */
  text: string;
  position?: 'top' | 'bottom' | undefined;
  link?: string | undefined;
  linkText?: string | undefined;
  /** Names the bar so a close is remembered in this browser (local storage); default not kept. */
  barId?: string | undefined;
}

const storageKey = (barId: string) => `sw-floating-bar-closed:${barId}`;

/**
 * A floating bar (issue 16): a message and a call to action fixed to the window's top or bottom, over
 * the page (it takes no room, so nothing shifts when it goes), with a close button. A named bar stays
 * closed in this browser.
 */
export function FloatingBar({
  text,
  position = 'bottom',
  link,
  linkText = 'Find out more',
  barId,
}: FloatingBarProps) {
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!barId) return;
    try {
      if (window.localStorage.getItem(storageKey(barId)) === '1') setClosed(true);
    } catch {
      // Storage refused (private mode): the bar shows.
    }
  }, [barId]);
  const close = () => {
    setClosed(true);
    if (!barId) return;
    try {
      window.localStorage.setItem(storageKey(barId), '1');
    } catch {
      // Not kept; closed for this page view.
    }
  };
  return (
    <aside
      className={`sw-floating-bar sw-floating-bar--${position}`}
      aria-label="Announcement"
      data-state={closed ? 'closed' : 'open'}
      hidden={closed}
    >
      <p className="sw-floating-bar__text">{text}</p>
      {link && (
        <a className="sw-floating-bar__link" href={sanitiseUrl(link)}>
          {linkText}
        </a>
      )}
      <button
        type="button"
        className="sw-floating-bar__close"
        aria-label="Close announcement"
        onClick={close}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </aside>
  );
}
