import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_FIELDS,
  CHECKOUT_MESSAGES,
  type CheckoutAnswer,
} from '@site-widgets/contract/shop/checkout-fields.ts';
import { IDEMPOTENCY_KEY } from '@site-widgets/core/shop/checkout-details.ts';
import { CheckoutPage, OrderPage } from '@site-widgets/site';
import type { CheckoutFormProps } from '@site-widgets/widgets/shop/checkout/checkout-props.ts';
import { renderCheckoutWidget } from '@site-widgets/widgets/shop/checkout/server.tsx';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { readFields } from '../ajax/read-fields.ts';
import { renderSitePage } from '../site/site-page.ts';
import { sameSiteForm } from './cart/cart-cookie.ts';
import { type CheckoutService, PAYMENT_CALLBACK_PATH } from './checkout-service.ts';
import { checkoutSummary, unorderableCartTitles } from './checkout-summary.ts';
import type { OrderRepository } from './order-repository.ts';
import { orderViewOf } from './order-view.ts';
import type { ShopContext } from './shop-module.ts';

export interface CheckoutRoutesDeps {
  context: ShopContext;
  orders: OrderRepository;
  checkout: CheckoutService;
  originOf: (request: FastifyRequest) => string;
}

const ORDER_NUMBER = /^HH-[0-9A-Z]{8}$/;
const newKey = () => randomBytes(16).toString('hex');

/** A script's post (the checkout widget) asks for JSON; a plain form post gets pages and redirects. */
const wantsJson = (request: FastifyRequest) => /application\/json/.test(request.headers.accept ?? '');

/**
 * `/checkout` (issue 15 item 5): GET shows the form with the cart's summary; POST places the order
 * (docs/api.md "Checkout"). `/checkout/order/{number}` is the buyer's confirmation (this browser's
 * orders only); `/checkout/payment/callback` is the card provider's signed webhook.
 */
export function registerCheckoutRoutes(app: FastifyInstance, deps: CheckoutRoutesDeps) {
  const { context, orders, checkout } = deps;
  const pageVars = () => ({
    ajaxurl: '/wp-admin/admin-ajax.php',
    nonce: context.nonces.issue(PAGE_NONCE_SCOPE),
    pageId: 40,
  });
  const methods = checkout.adapters.map((adapter) => ({
    value: adapter.method,
    label: adapter.label,
    hint: adapter.hint,
  }));
  const formOrigins = checkout.adapters.flatMap((adapter) =>
    adapter.formOrigin ? [adapter.formOrigin] : [],
  );

  const html = (reply: FastifyReply, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');

  /** A card provider's page is where a placed order may be redirected: the form may go there. */
  function allowFormOrigins(reply: FastifyReply) {
    if (!formOrigins.length) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header(
        'content-security-policy',
        policy.replace("form-action 'self'", `form-action 'self' ${formOrigins.join(' ')}`),
      );
  }

  async function sendCheckoutPage(
    request: FastifyRequest,
    reply: FastifyReply,
    state: Pick<CheckoutFormProps, 'values' | 'errors' | 'message' | 'idempotencyKey'>,
    status = 200,
  ) {
    const visitorId = context.identity.read(request);
    const summary = visitorId
      ? await checkoutSummary(context.database.db, visitorId, context.pricing)
      : undefined;
    // A line that cannot be ordered is named at once (placing the order would refuse it by name).
    const [unorderable] = visitorId
      ? await unorderableCartTitles(context.database.db, visitorId, context.pricing)
      : [];
    const message = state.message || (unorderable ? CHECKOUT_MESSAGES.unavailable(unorderable) : '');
    allowFormOrigins(reply);
    const formHtml = summary
      ? renderCheckoutWidget({ action: '/checkout', methods, summary, ...state, message })
      : undefined;
    return html(reply, status).send(
      renderSitePage(
        createElement(CheckoutPage, {
          pageVars: pageVars(),
          formHtml,
          notice: message || CHECKOUT_MESSAGES.cartEmpty,
        }),
      ),
    );
  }

  app.get('/checkout', async (request, reply) =>
    sendCheckoutPage(request, reply, {
      values: { fulfilment: 'pickup', payment_method: methods[0]?.value ?? '' },
      errors: {},
      message: '',
      idempotencyKey: newKey(),
    }),
  );

  app.post('/checkout', async (request, reply) => {
    // A post another site made the browser send never reaches the order (the SameSite=Lax cookie
    // already leaves its visitor without a cart; this says so plainly).
    if (!sameSiteForm(request))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('This form may only be sent from this site.');
    const fields = await readFields(request);
    const visitorId = context.identity.read(request);
    const outcome = visitorId
      ? await checkout.place({ visitorId, fields, origin: deps.originOf(request) })
      : ({ kind: 'invalid', message: CHECKOUT_MESSAGES.cartEmpty, errors: {}, values: {} } as const);
    if (wantsJson(request)) {
      const answer: CheckoutAnswer =
        outcome.kind === 'placed'
          ? { success: true, data: { order_number: outcome.order.number, redirect: outcome.redirect } }
          : { success: false, data: { message: outcome.message, errors: outcome.errors } };
      return reply
        .code(outcome.kind === 'placed' ? 200 : 422)
        .header('cache-control', 'no-store')
        .send(answer);
    }
    if (outcome.kind === 'placed') return reply.code(303).redirect(outcome.redirect);
    const key = fields[CHECKOUT_FIELDS.idempotencyKey] ?? '';
    return sendCheckoutPage(
      request,
      reply,
      {
        values: outcome.values,
        errors: outcome.errors,
        message: outcome.message,
        // Nothing was stored: the same key still stands for this form's one order.
        idempotencyKey: IDEMPOTENCY_KEY.test(key) ? key : newKey(),
      },
      422,
    );
  });

  /** The order, when it is this browser's; anyone else is told there is no such page. */
  async function ownOrder(request: FastifyRequest<{ Params: { number: string } }>) {
    const { number } = request.params;
    const visitorId = context.identity.read(request);
    if (!visitorId || !ORDER_NUMBER.test(number)) return undefined;
    const order = await orders.findByNumber(number);
    return order?.visitorId === visitorId ? order : undefined;
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Not found');

  app.get(
    '/checkout/order/:number',
    async (request: FastifyRequest<{ Params: { number: string } }>, reply) => {
      const order = await ownOrder(request);
      if (!order) return notFound(reply);
      allowFormOrigins(reply);
      return html(reply).send(
        renderSitePage(
          createElement(OrderPage, { pageVars: pageVars(), order: orderViewOf(order), message: '' }),
        ),
      );
    },
  );

  app.post(
    '/checkout/order/:number/pay',
    async (request: FastifyRequest<{ Params: { number: string } }>, reply) => {
      const order = await ownOrder(request);
      if (!order) return notFound(reply);
      const started = await checkout.pay(order, deps.originOf(request));
      if ('redirect' in started) return reply.code(303).redirect(started.redirect);
      allowFormOrigins(reply);
      return html(reply, 503).send(
        renderSitePage(
          createElement(OrderPage, {
            pageVars: pageVars(),
            order: orderViewOf(order),
            message: started.message,
          }),
        ),
      );
    },
  );

  // The provider's callback is checked over its exact bytes, so this route reads its body as text.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(PAYMENT_CALLBACK_PATH, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const accepted = await checkout.settle(body, request.headers, deps.originOf(request));
      return reply
        .code(accepted ? 200 : 400)
        .send(accepted ? { received: true } : { received: false, error: 'invalid signature or body' });
    });
  });
}
