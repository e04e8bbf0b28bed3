import type { PaymentMethodName } from '@site-widgets/contract/shop/checkout-fields.ts';
import type { Order, PaymentStatus } from '../order-records.ts';

/** Where a provider sends the buyer back, and where it calls us. All absolute URLs of this site. */
export interface PaymentUrls {
  /** The order's page: the buyer lands here after paying (or giving up). */
  returnUrl: string;
  /** The signed webhook (`POST /checkout/payment/callback`). */
  callbackUrl: string;
}

/** What starting a payment did: nothing more to do, or send the buyer to the provider's page. */
export type PaymentStart = { kind: 'done' } | { kind: 'redirect'; url: string; reference: string };

/** The provider's signed word on a payment, read from its callback. */
export interface PaymentCallback {
  reference: string;
  outcome: 'paid' | 'failed';
}

/**
 * One way to pay (issue 15 item 5). The checkout places the order first (stock taken, in one
 * transaction), then calls `start`. A card number never passes through our server: a card adapter
 * sends the buyer to its provider's hosted page and learns the outcome from a signed callback.
 */
export interface PaymentAdapter {
  method: PaymentMethodName;
  /** The choice's label on the checkout form. */
  label: string;
  /** One line under the label. */
  hint: string;
  /** The order's payment status when it is placed. */
  initialStatus: PaymentStatus;
  /** An origin the checkout form may post to and be redirected to (CSP form-action), if any. */
  formOrigin?: string;
  start(order: Order, urls: PaymentUrls): Promise<PaymentStart>;
  /** Reads and checks a callback; null when it is not this provider's or its signature is wrong. */
  readCallback?(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentCallback | null;
}

/** Raised by `start` when the provider could not be reached or refused: the order is cancelled. */
export class PaymentUnavailable extends Error {}
