import { createHash, createHmac, randomBytes } from 'node:crypto';

/** SHA-256 (hex) of a token: what the database keeps, so a copy of it opens no link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as links carry it: 43 base64url characters. Anything else is refused before a lookup. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The newsletter's link tokens. A confirmation token is random and used once. An unsubscribe token is
 * derived from the server secret (a key for this use only), the list and the address, so every mail to
 * a subscriber carries the same working link; the database keeps its hash to find the row. Changing
 * NONCE_SECRET ends the unsubscribe links already mailed (docs/operations.md).
 */
export function createNewsletterTokens(secret: string) {
  const key = createHmac('sha256', secret).update('site-widgets newsletter unsubscribe').digest();
  return {
    newConfirmToken: () => randomBytes(32).toString('base64url'),
    unsubscribeToken: (listId: string, email: string) =>
      createHmac('sha256', key).update(`${listId}\n${email}`).digest('base64url'),
  };
}

export type NewsletterTokens = ReturnType<typeof createNewsletterTokens>;
