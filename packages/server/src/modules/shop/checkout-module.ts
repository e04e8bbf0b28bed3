import type { FastifyInstance } from 'fastify';
import { requestOrigin } from '../forms/actions.ts';
import type { RateLimitRule } from '../submissions/rate-limit.ts';
import { createAccountLinks, DEFAULT_ACCOUNT_LINK_MINUTES } from './account-link.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerCheckoutRoutes } from './checkout-routes.ts';
import { createCheckoutService } from './checkout-service.ts';
import { createOrderRepository } from './order-repository.ts';
import { createPayOnCollection } from './payments/pay-on-collection.ts';
import type { PaymentAdapter } from './payments/payment-adapter.ts';
import type { ShopContext } from './shop-module.ts';

/** The checkout's and my-account's settings (`AppDeps.shop.checkout`). */
export interface CheckoutOptions {
  /** Payment methods besides the built-in pay on collection (the card adapter when configured). */
  payments?: PaymentAdapter[];
  /** The origin of links in mail and of payment return URLs (PUBLIC_ORIGIN); default the request's. */
  publicOrigin?: string;
  /** Minutes an e-mailed "my orders" link works; default 60 (SHOP_ORDER_LINK_MINUTES). */
  accountLinkMinutes?: number;
  /** "E-mail me a link" requests per client address and per e-mail address. */
  accountLinkPerClient?: RateLimitRule;
  accountLinkPerEmail?: RateLimitRule;
}

/**
 * Issue 15 items 5 and 6: `/checkout`, the order pages, the card provider's callback and `/my-account`.
 * Pages and routes only: the checkout has no ajax action (the form posts to `/checkout`).
 */
export function registerCheckout(
  app: FastifyInstance,
  context: ShopContext,
  secret: string,
  options: CheckoutOptions = {},
) {
  const orders = createOrderRepository(context.database.db);
  const checkout = createCheckoutService(context, orders, [
    createPayOnCollection(),
    ...(options.payments ?? []),
  ]);
  const origin = options.publicOrigin;
  const originOf = origin ? () => origin : requestOrigin;
  const linkMinutes = options.accountLinkMinutes ?? DEFAULT_ACCOUNT_LINK_MINUTES;
  registerCheckoutRoutes(app, { context, orders, checkout, originOf });
  registerAccountRoutes(app, {
    context,
    orders,
    links: createAccountLinks({ secret, minutes: linkMinutes, now: context.now }),
    linkMinutes,
    originOf,
    ...(options.accountLinkPerClient ? { perClient: options.accountLinkPerClient } : {}),
    ...(options.accountLinkPerEmail ? { perEmail: options.accountLinkPerEmail } : {}),
  });
}
