/** A longer header is not a Retry-After any server sends; it is ignored rather than parsed. */
const RETRY_AFTER_MAX_LENGTH = 64;

/** delta-seconds (RFC 9110 §10.2.3): digits only. */
const DELTA_SECONDS = /^\d+$/;

/** IMF-fixdate (RFC 9110 §5.6.7), the HTTP-date form servers send: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/**
 * The wait a receiver asked for in its Retry-After header, in ms from `now` (0 for a date gone by), or
 * undefined when there is none or it does not parse: seconds, or an IMF-fixdate. The obsolete date
 * forms (RFC 850, asctime) are not read; the delivery then simply waits its own backoff. The caller
 * bounds the result (a receiver may ask for years).
 */
export function retryAfterMs(header: string | undefined, now: Date): number | undefined {
  if (header === undefined || header.length > RETRY_AFTER_MAX_LENGTH) return undefined;
  const value = header.trim();
  if (DELTA_SECONDS.test(value)) return Number(value) * 1000;
  if (!IMF_FIXDATE.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now.getTime()) : undefined;
}
