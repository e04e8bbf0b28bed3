import {
  CHECKOUT_FIELDS,
  CHECKOUT_MESSAGES,
  type CheckoutFieldName,
} from '@site-widgets/contract/shop/checkout-fields.ts';
import {
  type CheckoutErrors,
  checkCheckoutDetails,
  IDEMPOTENCY_KEY,
} from '@site-widgets/core/shop/checkout-details.ts';
import { orderConfirmationMail } from './order-mail.ts';
import type { Order } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';
import { type PaymentAdapter, PaymentUnavailable } from './payments/payment-adapter.ts';
import type { ShopContext } from './shop-module.ts';

export type CheckoutOutcome =
  | { kind: 'invalid'; message: string; errors: CheckoutErrors; values: Record<string, string> }
  | { kind: 'placed'; order: Order; redirect: string };

export interface CheckoutService {
  readonly adapters: readonly PaymentAdapter[];
  place(request: {
    visitorId: string;
    fields: Record<string, string>;
    origin: string;
  }): Promise<CheckoutOutcome>;
  /** Starts (again) the card payment of a pending order: the provider's page to go to. */
  pay(order: Order, origin: string): Promise<{ redirect: string } | { message: string }>;
  /** The provider's signed callback; false when no adapter accepts it. */
  settle(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
    origin: string,
  ): Promise<boolean>;
}

export const orderPath = (order: Pick<Order, 'number'>) => `/checkout/order/${order.number}`;
export const PAYMENT_CALLBACK_PATH = '/checkout/payment/callback';

/**
 * Issue 15 item 5: the checkout. Checks the buyer's details, places the visitor's cart as one order
 * (order-repository.ts), then starts the payment: nothing more for pay on collection, the provider's
 * hosted page for a card.
 */
export function createCheckoutService(
  context: ShopContext,
  orders: OrderRepository,
  adapters: readonly PaymentAdapter[],
): CheckoutService {
  const methods = adapters.map((adapter) => adapter.method);
  const adapterOf = (method: string) => adapters.find((adapter) => adapter.method === method);
  const urlsOf = (order: Order, origin: string) => ({
    returnUrl: `${origin}${orderPath(order)}`,
    callbackUrl: `${origin}${PAYMENT_CALLBACK_PATH}`,
  });

  async function start(order: Order, adapter: PaymentAdapter, origin: string) {
    const started = await adapter.start(order, urlsOf(order, origin));
    if (started.kind === 'done') return orderPath(order);
    await orders.setPaymentReference(order.id, started.reference, new Date(context.now()));
    return started.url;
  }

  return {
    adapters,
    async place({ visitorId, fields, origin }) {
      const checked = checkCheckoutDetails(fields, methods);
      const values = checked.ok ? { ...fields } : checked.values;
      const key = fields[CHECKOUT_FIELDS.idempotencyKey] ?? '';
      if (!IDEMPOTENCY_KEY.test(key))
        return { kind: 'invalid', message: CHECKOUT_MESSAGES.formExpired, errors: {}, values };
      if (!checked.ok)
        return { kind: 'invalid', message: CHECKOUT_MESSAGES.fixErrors, errors: checked.errors, values };
      const adapter = adapterOf(checked.details.paymentMethod);
      if (!adapter) throw new Error('checked payment method without an adapter');
      const now = new Date(context.now());
      const outcome = await orders.place({
        visitorId,
        idempotencyKey: key,
        details: checked.details,
        pricing: context.pricing,
        paymentStatus: adapter.initialStatus,
        now,
        mailsFor: (order) =>
          order.paymentStatus === 'due' ? [orderConfirmationMail(order, `${origin}${orderPath(order)}`)] : [],
      });
      if (outcome.kind === 'refused')
        return { kind: 'invalid', message: outcome.message, errors: {}, values };
      const { order } = outcome;
      if (outcome.repeated || order.paymentStatus !== 'pending')
        return { kind: 'placed', order, redirect: orderPath(order) };
      try {
        return { kind: 'placed', order, redirect: await start(order, adapter, origin) };
      } catch (error) {
        if (!(error instanceof PaymentUnavailable)) throw error;
        await orders.withdraw(order);
        const errors: Partial<Record<CheckoutFieldName, string>> = {
          payment_method: CHECKOUT_MESSAGES.paymentUnavailable,
        };
        return { kind: 'invalid', message: CHECKOUT_MESSAGES.paymentUnavailable, errors, values };
      }
    },
    async pay(order, origin) {
      const adapter = adapterOf(order.paymentMethod);
      if (!adapter || order.paymentStatus !== 'pending' || order.status === 'cancelled')
        return { redirect: orderPath(order) };
      try {
        return { redirect: await start(order, adapter, origin) };
      } catch (error) {
        if (!(error instanceof PaymentUnavailable)) throw error;
        return { message: CHECKOUT_MESSAGES.paymentUnavailable };
      }
    },
    async settle(rawBody, headers, origin) {
      for (const adapter of adapters) {
        const callback = adapter.readCallback?.(rawBody, headers);
        if (!callback) continue;
        await orders.settlePayment(callback.reference, callback.outcome, new Date(context.now()), (order) => [
          orderConfirmationMail(order, `${origin}${orderPath(order)}`),
        ]);
        return true;
      }
      return false;
    },
  };
}
