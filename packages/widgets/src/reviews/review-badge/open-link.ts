import {
  BADGE_EMPTY_LINK_MESSAGE,
  BADGE_POPUP_BLOCKED_MESSAGE,
} from '@site-widgets/contract/reviews/badge-attributes.ts';
import { safeUrl } from '@site-widgets/core/security/safe-url.ts';

/** The browser functions a link click needs; tests pass their own. */
export interface LinkWindow {
  open(url: string, target: string): { opener: unknown } | null;
  alert(message: string): void;
  location: { assign(url: string): void };
}

/**
 * spec 000 §2 badge click `url`: opens the link in this tab or a new one. An empty link (or one that
 * is not http(s) or site-relative) says 'Please enter a Link to URL value.'; a new tab the browser
 * blocked (window.open answered null) says 'Please allow popups for this website'.
 */
export function openBadgeLink(link: string, newTab: boolean, browser: LinkWindow): void {
  const url = safeUrl(link);
  if (!url) {
    browser.alert(BADGE_EMPTY_LINK_MESSAGE);
    return;
  }
  if (!newTab) {
    browser.location.assign(url);
    return;
  }
  const opened = browser.open(url, '_blank');
  if (!opened) {
    browser.alert(BADGE_POPUP_BLOCKED_MESSAGE);
    return;
  }
  // The new page must not reach back into this one (what rel=noopener does for links).
  opened.opener = null;
}
