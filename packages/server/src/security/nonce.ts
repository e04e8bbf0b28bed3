import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** How long a nonce is accepted: 24 h, like WordPress's two 12-hour ticks. */
export const NONCE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface NonceService {
  issue(scope: string): string;
  verify(scope: string, token: string | undefined): boolean;
}

/**
 * Stateless nonces: `expiry.signature`, where the signature is HMAC-SHA256 over scope and expiry.
 * Any server instance with the same secret verifies any other's nonce; nothing is stored.
 */
export function createNonceService(secret: string, now: () => number = Date.now): NonceService {
  const sign = (scope: string, expiry: number) =>
    createHmac('sha256', secret).update(`${scope}|${expiry}`).digest('base64url');
  return {
    issue(scope) {
      const expiry = now() + NONCE_LIFETIME_MS;
      return `${expiry.toString(36)}.${sign(scope, expiry)}`;
    },
    verify(scope, token) {
      if (typeof token !== 'string' || token.length > 200) return false;
      const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(token);
      if (!match?.[1] || !match[2]) return false;
      const expiry = Number.parseInt(match[1], 36);
      // No nonce is issued further ahead than its lifetime: a later expiry is forged or from a clock
      // gone wrong, and is refused like an expired one.
      const current = now();
      if (!Number.isSafeInteger(expiry) || expiry < current || expiry > current + NONCE_LIFETIME_MS) {
        return false;
      }
      const expected = Buffer.from(sign(scope, expiry));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The configured secret, or one generated on first start and kept (mode 600) in the data directory. */
export function loadNonceSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'nonce-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another instance wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}
