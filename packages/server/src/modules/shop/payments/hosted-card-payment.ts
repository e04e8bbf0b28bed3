import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentAdapter } from './payment-adapter.ts';
import { PaymentUnavailable } from './payment-adapter.ts';

/** The card provider's settings (docs/operations.md "Card payments"): PAYMENT_PROVIDER_URL and friends. */
export interface HostedCardPaymentOptions {
  /** The provider's API base, http(s); sessions are created at `${apiUrl}/sessions`. */
  apiUrl: string;
  /** Sent as `Authorization: Bearer …` when creating a session. */
  apiKey: string;
  /** The shared secret of the callback signature. */
  webhookSecret: string;
  /** How old a signed callback may be; default 300 s. */
  toleranceSeconds?: number;
  /** How long to wait for the provider; default 10 s. */
  timeoutMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** The callback's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const PAYMENT_SIGNATURE_HEADER = 'x-payment-signature';

/** Signs a callback body as the provider does (for the fake provider in tests and for docs). */
export function signPaymentCallback(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${digest}`;
}

const httpUrl = (value: unknown): URL | null => {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

/**
 * Card payment on the provider's hosted page. `start` creates a payment session over HTTP
 * (`POST {apiUrl}/sessions` with the amount, the order number and our return and callback URLs) and
 * answers its `url`; the buyer pays there. The provider then POSTs a signed JSON callback
 * `{ "session_id", "status": "paid" | "failed" }`. Only the amount and the order number leave us.
 */
export function createHostedCardPayment(options: HostedCardPaymentOptions): PaymentAdapter {
  const api = httpUrl(options.apiUrl);
  if (!api) throw new Error('PAYMENT_PROVIDER_URL must be an http(s) address');
  const base = api.href.replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const tolerance = options.toleranceSeconds ?? 300;
  return {
    method: 'card',
    label: 'Pay by card now',
    hint: 'You will pay on our payment provider’s secure page; we never see your card number.',
    initialStatus: 'pending',
    formOrigin: api.origin,
    async start(order, urls) {
      let answer: unknown;
      try {
        const response = await doFetch(`${base}/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            amount_minor: order.totalMinor,
            currency: order.currency,
            reference: order.number,
            return_url: urls.returnUrl,
            callback_url: urls.callbackUrl,
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
        if (!response.ok) throw new PaymentUnavailable(`provider answered ${response.status}`);
        answer = await response.json();
      } catch (error) {
        if (error instanceof PaymentUnavailable) throw error;
        throw new PaymentUnavailable(error instanceof Error ? error.message : String(error));
      }
      const session = answer as { id?: unknown; url?: unknown };
      const url = httpUrl(session.url);
      if (typeof session.id !== 'string' || !/^[\w-]{1,200}$/.test(session.id) || !url)
        throw new PaymentUnavailable('provider answered without a session id and http(s) url');
      return { kind: 'redirect', url: url.href, reference: session.id };
    },
    readCallback(rawBody, headers) {
      const header = headers[PAYMENT_SIGNATURE_HEADER];
      if (typeof header !== 'string' || header.length > 200) return null;
      const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header);
      if (!match) return null;
      const [, stamp = '0', given = ''] = match;
      if (Math.abs(now() / 1000 - Number(stamp)) > tolerance) return null;
      const expected = signPaymentCallback(options.webhookSecret, rawBody, Number(stamp)).slice(-64);
      if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const { session_id: reference, status } = (body ?? {}) as { session_id?: unknown; status?: unknown };
      if (typeof reference !== 'string' || (status !== 'paid' && status !== 'failed')) return null;
      return { reference, outcome: status };
    },
  };
}
