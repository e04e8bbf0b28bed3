import type {
  PopupBrowser,
  PopupDevice,
  PopupSource,
} from '@site-widgets/contract/builder/popup-settings.ts';

/** spec 001 §9: width above 1024 px is desktop, above 768 px tablet, otherwise mobile. */
export function deviceForWidth(width: number): PopupDevice {
  if (width > 1024) return 'desktop';
  if (width > 768) return 'tablet';
  return 'mobile';
}

/** The browser named by a user-agent string; checked in an order where each token is unambiguous. */
export function browserFromUserAgent(userAgent: string): PopupBrowser | 'other' {
  if (/\bEdg(?:e|A|iOS)?\//.test(userAgent)) return 'edge';
  if (/\b(?:OPR|Opera)\//.test(userAgent)) return 'opera';
  if (/\b(?:MSIE |Trident\/)/.test(userAgent)) return 'ie';
  if (/\b(?:Firefox|FxiOS)\//.test(userAgent)) return 'firefox';
  if (/\b(?:Chrome|CriOS|Chromium)\//.test(userAgent)) return 'chrome';
  if (/\bSafari\//.test(userAgent)) return 'safari';
  return 'other';
}

/**
 * spec 001 §5: the five search engines a "search" referrer starts with. The spec names five without
 * listing them; these are the five the builder's own list holds.
 */
export const SEARCH_ENGINES = ['google', 'bing', 'yahoo', 'yandex', 'baidu'] as const;

/**
 * Where the visitor came from: internal (the referrer's host is the site's), search (the referrer's host
 * starts with a search engine's name, after an optional `www.`/`search.`), external (any other, and a
 * visit without a referrer, which came from outside the site).
 */
export function referrerSource(referrer: string, siteHost: string): PopupSource {
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return 'external';
  }
  if (host === siteHost.toLowerCase()) return 'internal';
  const bare = host.replace(/^(?:www|search)\./, '');
  if (SEARCH_ENGINES.some((engine) => bare.startsWith(`${engine}.`))) return 'search';
  return 'external';
}
