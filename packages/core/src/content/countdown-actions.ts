import type { CountdownAction } from '@site-widgets/contract/content/timer-attributes.ts';

/** spec 001 §8: what is logged when a redirect's address is not http or https. */
export const INVALID_URL_SCHEME = 'Invalid URL scheme';
export const INVALID_URL = 'Invalid URL';

/**
 * spec 001 §5: a countdown's redirect is followed only when its scheme is http or https (a site-relative
 * address resolves against the page, so it is one). Anything else logs 'Invalid URL scheme' (or 'Invalid
 * URL' when it cannot be read) and yields null: no navigation.
 */
export function redirectTarget(
  url: string | undefined,
  base: string,
  log: (message: string) => void,
): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    log(INVALID_URL);
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    log(INVALID_URL_SCHEME);
    return null;
  }
  return parsed.href;
}

/** What the view shows once a countdown reached zero. */
export interface CountdownEndView {
  timerHidden: boolean;
  elementHidden: boolean;
  messageShown: boolean;
  templateShown: boolean;
  /** Where to go, already checked; null: stay. */
  redirectTo: string | null;
}

/**
 * spec 001 §4, §6: at zero the countdown runs its configured actions, except in the editor (the
 * active-editor body class), where it only stops at zero.
 */
export function countdownEndView(
  actions: readonly CountdownAction[],
  options: {
    inEditor: boolean;
    redirectUrl: string | undefined;
    base: string;
    log: (message: string) => void;
  },
): CountdownEndView {
  const runs = (action: CountdownAction) => !options.inEditor && actions.includes(action);
  return {
    timerHidden: runs('hide-timer'),
    elementHidden: runs('hide-element'),
    messageShown: runs('message'),
    templateShown: runs('load-template'),
    redirectTo: runs('redirect') ? redirectTarget(options.redirectUrl, options.base, options.log) : null,
  };
}
