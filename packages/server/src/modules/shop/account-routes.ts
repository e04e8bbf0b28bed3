import { isEmailAddress } from '@site-widgets/core/shop/checkout-details.ts';
import { MyAccountPage, type MyAccountPageProps } from '@site-widgets/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { readFields } from '../ajax/read-fields.ts';
import { enqueueMail } from '../outbox/outbox-repository.ts';
import { renderSitePage } from '../site/site-page.ts';
import { createRateLimitCounter, type RateLimitRule } from '../submissions/rate-limit.ts';
import type { AccountLinks } from './account-link.ts';
import { sameSiteForm } from './cart/cart-cookie.ts';
import { orderLinkMail } from './order-mail.ts';
import { emailKeyOf } from './order-records.ts';
import type { OrderRepository } from './order-repository.ts';
import { orderViewOf } from './order-view.ts';
import type { ShopContext } from './shop-module.ts';

export interface AccountRoutesDeps {
  context: ShopContext;
  orders: OrderRepository;
  links: AccountLinks;
  linkMinutes: number;
  originOf: (request: FastifyRequest) => string;
  /** Link requests per client address; default 10 per hour. */
  perClient?: RateLimitRule;
  /** Link requests per e-mail address; default 3 per hour. */
  perEmail?: RateLimitRule;
}

export const ACCOUNT_MESSAGES = {
  emailMissing: 'Enter the e-mail address you ordered with.',
  emailInvalid: 'Enter an e-mail address like name@example.com.',
  /** The same words whether or not the address has orders: the page never tells. */
  linkSent: (minutes: number) =>
    `If there are orders placed with that address, we have e-mailed it a link to them. The link works for ${minutes} minutes.`,
  tooMany: (minutes: number) => `You have asked for several links already. Try again in ${minutes} minutes.`,
  linkExpired: 'This link has expired. Ask for a new one below.',
  linkInvalid: 'This link is not valid. Ask for a new one below.',
} as const;

class TooMany extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many link requests');
  }
}

/**
 * `/my-account` (issue 15 item 6): this browser's orders (by the visitor cookie); `POST /my-account/link`
 * e-mails a signed, expiring link (rate-limited per client and per address, never saying whether the
 * address has orders); `/my-account/orders?token=` shows the orders of the address the link names.
 */
export function registerAccountRoutes(app: FastifyInstance, deps: AccountRoutesDeps) {
  const { context, orders, links } = deps;
  const perClient = deps.perClient ?? { limit: 10, windowSeconds: 3600 };
  const perEmail = deps.perEmail ?? { limit: 3, windowSeconds: 3600 };
  const counter = createRateLimitCounter(context.database.db);

  const send = (reply: FastifyReply, props: Omit<MyAccountPageProps, 'pageVars'>, status = 200) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSitePage(
          createElement(MyAccountPage, {
            pageVars: {
              ajaxurl: '/wp-admin/admin-ajax.php',
              nonce: context.nonces.issue(PAGE_NONCE_SCOPE),
              pageId: 41,
            },
            ...props,
          }),
        ),
      );

  const browserOrders = async (request: FastifyRequest) => {
    const visitorId = context.identity.read(request);
    return visitorId ? (await orders.listForVisitor(visitorId)).map(orderViewOf) : [];
  };

  app.get('/my-account', async (request, reply) =>
    send(reply, {
      orders: await browserOrders(request),
      source: 'browser',
      notice: '',
      emailError: '',
      emailValue: '',
    }),
  );

  app.get(
    '/my-account/orders',
    async (request: FastifyRequest<{ Querystring: Record<string, string | undefined> }>, reply) => {
      // The token is in this page's address: it is never sent on as a referrer.
      reply.header('referrer-policy', 'no-referrer');
      const checked = links.check(request.query.token);
      if (!checked.ok)
        return send(
          reply,
          {
            orders: await browserOrders(request),
            source: 'browser',
            notice:
              checked.reason === 'expired' ? ACCOUNT_MESSAGES.linkExpired : ACCOUNT_MESSAGES.linkInvalid,
            emailError: '',
            emailValue: '',
          },
          checked.reason === 'expired' ? 410 : 400,
        );
      return send(reply, {
        orders: (await orders.listForEmail(checked.email)).map(orderViewOf),
        source: 'email',
        notice: '',
        emailError: '',
        emailValue: '',
      });
    },
  );

  app.post('/my-account/link', async (request, reply) => {
    if (!sameSiteForm(request))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('This form may only be sent from this site.');
    const fields = await readFields(request);
    const email = (fields.email ?? '').trim();
    const base = { orders: await browserOrders(request), source: 'browser' as const, emailValue: email };
    if (!email || email.length > 254 || !isEmailAddress(email))
      return send(
        reply,
        {
          ...base,
          notice: '',
          emailError: email ? ACCOUNT_MESSAGES.emailInvalid : ACCOUNT_MESSAGES.emailMissing,
        },
        422,
      );
    const now = context.now();
    try {
      await context.database.db.transaction().execute(async (trx) => {
        for (const [bucket, rule] of [
          [`order-link-client|${request.ip}`, perClient],
          [`order-link-email|${emailKeyOf(email)}`, perEmail],
        ] as const) {
          const decision = await counter.count(trx, bucket, rule, now);
          if (!decision.allowed) throw new TooMany(decision.retryAfterSeconds);
        }
        if (await orders.hasOrdersForEmail(email, trx)) {
          const link = `${deps.originOf(request)}/my-account/orders?token=${links.issue(email)}`;
          await enqueueMail(trx, orderLinkMail(email, link, deps.linkMinutes), new Date(now));
        }
      });
    } catch (error) {
      if (!(error instanceof TooMany)) throw error;
      reply.header('retry-after', String(error.retryAfterSeconds));
      return send(
        reply,
        {
          ...base,
          notice: ACCOUNT_MESSAGES.tooMany(Math.ceil(error.retryAfterSeconds / 60)),
          emailError: '',
        },
        429,
      );
    }
    return send(reply, {
      ...base,
      emailValue: '',
      notice: ACCOUNT_MESSAGES.linkSent(deps.linkMinutes),
      emailError: '',
    });
  });
}
