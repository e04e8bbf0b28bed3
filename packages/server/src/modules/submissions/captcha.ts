/** What the captcha service said about one answer. */
export type CaptchaVerdict = 'passed' | 'failed' | 'unavailable';

export interface CaptchaVerifier {
  verify(answer: string, clientIp: string): Promise<CaptchaVerdict>;
}

export interface CaptchaOptions {
  /** The siteverify address (Turnstile: https://challenges.cloudflare.com/turnstile/v0/siteverify). */
  verifyUrl: string;
  secret: string;
  /** Give up after this long; default 5000 ms. */
  timeoutMs?: number;
  /** Injected in tests; default the global fetch. */
  fetch?: typeof fetch;
}

/**
 * A siteverify client. Turnstile, reCAPTCHA and hCaptcha share the protocol: POST form-encoded
 * `secret`, `response` and `remoteip`; the JSON answer's `success` is the verdict. A network failure,
 * a time-out or an answer that is not that JSON is `unavailable`, never `passed`.
 */
export function createCaptchaVerifier(options: CaptchaOptions): CaptchaVerifier {
  const fetchImpl = options.fetch ?? fetch;
  return {
    async verify(answer, clientIp) {
      try {
        const response = await fetchImpl(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: answer, remoteip: clientIp }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) return 'unavailable';
        const json: unknown = await response.json();
        if (!json || typeof json !== 'object' || typeof (json as { success?: unknown }).success !== 'boolean')
          return 'unavailable';
        return (json as { success: boolean }).success ? 'passed' : 'failed';
      } catch {
        return 'unavailable';
      }
    },
  };
}
