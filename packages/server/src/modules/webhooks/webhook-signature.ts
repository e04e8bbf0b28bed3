import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * X-Webhook-Signature: `sha256=` and the hex HMAC-SHA256, keyed with WEBHOOK_SECRET, of the
 * X-Webhook-Timestamp value, a dot, and the body exactly as sent. Signing the timestamp with the body
 * lets a receiver refuse an old request replayed by someone who saw it.
 */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** What a receiver does (docs/operations.md): recompute and compare in constant time. */
export function verifyWebhookSignature(
  secret: string,
  timestamp: string,
  body: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
