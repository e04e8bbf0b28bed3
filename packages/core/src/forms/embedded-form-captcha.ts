import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: the captcha is polled every 100 ms for its token. */
export const CAPTCHA_POLL_MS = 100;
/** How long an invisible captcha may stay pending before the submission goes without a token. */
export const CAPTCHA_PENDING_LIMIT_MS = 120_000;

/**
 * spec 001 §4: an invisible captcha is pending until a response token exists. Resolves to the token as
 * soon as `readToken` returns one (checked at once, then every 100 ms), or to '' after `limitMs`, when
 * the server refuses the submission with its captcha message. `cancel()` stops the polling.
 */
export function waitForCaptchaToken(
  readToken: () => string,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
  limitMs = CAPTCHA_PENDING_LIMIT_MS,
): { token: Promise<string>; cancel(): void } {
  let handle: unknown;
  let cancelled = false;
  let finish: (token: string) => void = () => {};
  const token = new Promise<string>((resolve) => {
    finish = resolve;
  });
  let waited = 0;
  const poll = () => {
    if (cancelled) return;
    const value = readToken();
    if (value !== '' || waited >= limitMs) {
      finish(value);
      return;
    }
    waited += CAPTCHA_POLL_MS;
    handle = clock.setTimeout(poll, CAPTCHA_POLL_MS);
  };
  poll();
  return {
    token,
    cancel() {
      cancelled = true;
      clock.clearTimeout(handle);
      finish('');
    },
  };
}
