import { NONCE_LIFETIME_MS, type NonceService } from './nonce.ts';

/**
 * Form tokens (issue 4, minimum time-to-submit): a nonce whose scope names one review form. A nonce is
 * `expiry.signature` with the expiry 24 h after issue, so the issue time is the expiry minus that:
 * signed, stateless, valid on every instance that shares NONCE_SECRET. The page renderer and the
 * form-token route both call `issueFormToken`.
 */
const scopeOf = (formId: number) => `review-form:${formId}`;

export function issueFormToken(nonces: NonceService, formId: number): string {
  return nonces.issue(scopeOf(formId));
}

/** What a token says: refused for a reason, or accepted. */
export type FormTokenCheck = 'missing' | 'invalid' | 'expired' | 'too-fast' | 'ok';

/**
 * Accepts a token signed for this form, at least `minSeconds` old and under 24 h old. The age check uses
 * the same clock as the nonce service, so tests can move time.
 */
export function checkFormToken(
  nonces: NonceService,
  formId: number,
  token: string | undefined,
  minSeconds: number,
  now: () => number,
): FormTokenCheck {
  if (!token) return 'missing';
  const match = /^([0-9a-z]{1,12})\.[\w-]{43}$/.exec(token);
  if (!match?.[1]) return 'invalid';
  const expiry = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(expiry)) return 'invalid';
  if (expiry < now()) return 'expired';
  if (!nonces.verify(scopeOf(formId), token)) return 'invalid';
  const issuedAt = expiry - NONCE_LIFETIME_MS;
  // A token "issued" in the future was signed by an instance whose clock runs ahead: allow 60 s of skew.
  if (issuedAt > now() + 60_000) return 'invalid';
  return now() - issuedAt < minSeconds * 1000 ? 'too-fast' : 'ok';
}
