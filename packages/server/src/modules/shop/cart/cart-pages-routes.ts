import { MAX_CART_LINES, MAX_CART_QUANTITY, readAddToCartFields } from '@site-widgets/contract';
import { CartPage } from '@site-widgets/site';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { renderSitePage } from '../../site/site-page.ts';
import { sameSiteForm } from './cart-cookie.ts';
import type { CartParts } from './cart-module.ts';

/** Where the cart page lives, and where its no-script forms post. */
export const CART_PATH = '/cart';
export const CART_ADD_PATH = '/cart/add';
export const CART_UPDATE_PATH = '/cart/update';
export const CART_REMOVE_PATH = '/cart/remove';

/** A form body as flat strings; a repeated or non-text field is refused (undefined). */
function flatFields(body: unknown): Record<string, string> | undefined {
  if (!body || typeof body !== 'object') return {};
  const fields: Record<string, string> = Object.create(null);
  let count = 0;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string' || ++count > MAX_CART_LINES + 10) return undefined;
    fields[name] = value;
  }
  return fields;
}

/** `quantity[id]` fields of the cart page's update form; undefined when one is not a quantity. */
function cartQuantities(fields: Record<string, string>): Map<number, number> | undefined {
  const quantities = new Map<number, number>();
  for (const [name, value] of Object.entries(fields)) {
    const match = /^quantity\[(\d{1,9})\]$/.exec(name);
    if (!match) continue;
    const text = value.trim();
    if (!/^\d{1,9}$/.test(text) || Number(text) > MAX_CART_QUANTITY) return undefined;
    quantities.set(Number(match[1]), Number(text));
  }
  return quantities;
}

/**
 * `/cart` (issue 15 item 5, the cart page): the visitor's lines with quantity fields and remove buttons,
 * totals from `cartTotals`, and a link to /checkout. Its forms are plain POSTs that redirect back (303),
 * so it works without JavaScript; a refused change shows the page again with the notice (409).
 */
export function registerCartPages(app: FastifyInstance, parts: CartParts) {
  const { context } = parts;

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    notices: string[] = [],
    status = 200,
  ) {
    const cart = await parts.cartOf(context.identity.read(request));
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderSitePage(
      createElement(CartPage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: context.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: 30,
        },
        cart,
        notices,
        paths: { update: CART_UPDATE_PATH, remove: CART_REMOVE_PATH },
      }),
    );
  }

  /** Checks a form post; answers the refusal itself and returns undefined when it is one. */
  function formFields(request: FastifyRequest, reply: FastifyReply): Record<string, string> | undefined {
    if (!sameSiteForm(request)) {
      reply.code(403).type('text/plain; charset=utf-8').send('This form may only be sent from this site.');
      return undefined;
    }
    const fields = flatFields(request.body);
    if (!fields) {
      reply.code(400).type('text/plain; charset=utf-8').send('The form could not be read.');
      return undefined;
    }
    return fields;
  }

  app.get(CART_PATH, async (request, reply) => sendPage(request, reply));

  app.post(CART_ADD_PATH, async (request, reply) => {
    const fields = formFields(request, reply);
    if (!fields) return reply;
    const parsed = readAddToCartFields(fields);
    if (!parsed.ok) return sendPage(request, reply, [`${parsed.field}: ${parsed.message}`], 400);
    const visitor = parts.visitorFor(request, reply);
    const outcome = await parts.service.add(visitor, new Date(context.now()), parsed.value);
    if (!outcome.ok) {
      if (outcome.productUrl) return reply.redirect(outcome.productUrl, 303);
      return sendPage(request, reply, outcome.notices, 409);
    }
    await parts.afterChange(request, reply, visitor);
    return reply.redirect(CART_PATH, 303);
  });

  app.post(CART_UPDATE_PATH, async (request, reply) => {
    const fields = formFields(request, reply);
    if (!fields) return reply;
    const quantities = cartQuantities(fields);
    if (!quantities)
      return sendPage(request, reply, [`Please enter a quantity between 0 and ${MAX_CART_QUANTITY}.`], 400);
    const visitor = parts.visitorFor(request, reply);
    if (!visitor.id) return reply.redirect(CART_PATH, 303);
    const outcome = await parts.service.update(visitor, new Date(context.now()), quantities);
    if (!outcome.ok) return sendPage(request, reply, outcome.notices, 409);
    await parts.afterChange(request, reply, visitor);
    return reply.redirect(CART_PATH, 303);
  });

  app.post(CART_REMOVE_PATH, async (request, reply) => {
    const fields = formFields(request, reply);
    if (!fields) return reply;
    const id = (fields.product_id ?? '').trim();
    if (!/^\d{1,9}$/.test(id)) return sendPage(request, reply, ['product_id: must be a product id'], 400);
    const visitor = parts.visitorFor(request, reply);
    if (!visitor.id) return reply.redirect(CART_PATH, 303);
    await parts.service.remove(visitor, new Date(context.now()), Number(id));
    await parts.afterChange(request, reply, visitor);
    return reply.redirect(CART_PATH, 303);
  });
}
