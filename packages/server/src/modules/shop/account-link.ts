import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailKeyOf } from './order-records.ts';

/** How long an "e-mail me a link to my orders" link works; default 60 minutes. */
export const DEFAULT_ACCOUNT_LINK_MINUTES = 60;

export type AccountLinkCheck = { ok: true; email: string } | { ok: false; reason: 'expired' | 'invalid' };

export interface AccountLinks {
  /** The token of a link to the orders placed with `email`, valid for the configured minutes. */
  issue(email: string): string;
  check(token: unknown): AccountLinkCheck;
}

/**
 * Signed, expiring tokens for "e-mail me a link to my orders" (issue 15 item 6): `<expiry>.<e-mail,
 * base64url>.<HMAC-SHA256>`, with a key derived from the server secret for this use only. Nothing is
 * stored: a token is good until it expires (a link is sent only to the address it names).
 */
export function createAccountLinks(options: {
  secret: string;
  minutes?: number;
  now: () => number;
}): AccountLinks {
  const key = createHmac('sha256', options.secret).update('site-widgets order link').digest();
  const minutes = options.minutes ?? DEFAULT_ACCOUNT_LINK_MINUTES;
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(email) {
      const expires = Math.floor(options.now() / 1000) + minutes * 60;
      const payload = `${expires}.${Buffer.from(emailKeyOf(email)).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    check(token) {
      if (typeof token !== 'string' || token.length > 600) return { ok: false, reason: 'invalid' };
      const match = /^(\d{1,12})\.([\w-]{1,400})\.([\w-]{43})$/.exec(token);
      if (!match) return { ok: false, reason: 'invalid' };
      const [, expires = '0', encoded = '', signature = ''] = match;
      const expected = Buffer.from(sign(`${expires}.${encoded}`));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return { ok: false, reason: 'invalid' };
      if (Number(expires) * 1000 <= options.now()) return { ok: false, reason: 'expired' };
      return { ok: true, email: Buffer.from(encoded, 'base64url').toString('utf8') };
    },
  };
}
