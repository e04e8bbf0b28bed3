import {
  ADD_TO_CART_ACTION,
  type AddToCartAnswer,
  addToCartFieldsSchema,
  type CartFragments,
  type CartView,
  NONCE_FIELD,
  REFRESH_FRAGMENTS_ACTION,
  readAddToCartFields,
  refreshFragmentsFieldsSchema,
} from '@site-widgets/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineAction, PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { fieldError } from '../../ajax/ajax-route.ts';
import type { ShopContext } from '../shop-module.ts';
import { setCartHashCookie } from './cart-cookie.ts';
import { registerCartPages } from './cart-pages-routes.ts';
import { type CartRepository, type CartVisitor, createCartRepository } from './cart-repository.ts';
import { createCartService } from './cart-service.ts';
import { cartViewOf, fragmentsOf } from './cart-view.ts';

/** A CartVisitor that remembers the id `create` made. */
export interface TrackedVisitor extends CartVisitor {
  /** The cookie's id, or the one created for this answer's write; null when nothing was written. */
  current(): string | null;
}

/** The cart's parts every route and action shares. */
export interface CartParts {
  context: ShopContext;
  repository: CartRepository;
  service: ReturnType<typeof createCartService>;
  /** The visitor for a change: the cookie's id, or a new one set on the answer when a write happens. */
  visitorFor(request: FastifyRequest, reply: FastifyReply): TrackedVisitor;
  /** After a write: keeps the visitor's records alive and sets the cart-hash cookie; the new fragments. */
  afterChange(request: FastifyRequest, reply: FastifyReply, visitor: TrackedVisitor): Promise<CartFragments>;
  /** The visitor's cart as shown (empty for a visitor without a cookie). */
  cartOf(visitorId: string | null): Promise<CartView>;
}

function createCartParts(context: ShopContext): CartParts {
  const repository = createCartRepository(context.database.db);
  const service = createCartService(repository);
  const cartOf = async (visitorId: string | null) =>
    cartViewOf(visitorId ? await repository.lines(visitorId) : [], context.pricing);
  return {
    context,
    repository,
    service,
    cartOf,
    visitorFor(request, reply) {
      const id = context.identity.read(request);
      let created: string | null = null;
      return {
        id,
        create: () => {
          created = context.identity.ensure(request, reply);
          return created;
        },
        current: () => id ?? created,
      };
    },
    async afterChange(request, reply, visitor) {
      const visitorId = visitor.current();
      if (visitorId) await context.visitors.touch(visitorId, new Date(context.now()));
      const answer = fragmentsOf(await cartOf(visitorId));
      setCartHashCookie(request, reply, answer.cart_hash, context.identity.days);
      return answer;
    },
  };
}

/**
 * Issue 15 items 3–5 (cart part): `wpr_addons_add_cart_single_product`, `woocommerce_get_refreshed_fragments`,
 * the /cart page and its no-script forms. Returns the ajax actions.
 */
export function registerCart(app: FastifyInstance, context: ShopContext) {
  const parts = createCartParts(context);
  registerCartPages(app, parts);
  return [
    defineAction({
      name: ADD_TO_CART_ACTION,
      fields: addToCartFieldsSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: ['nonce', NONCE_FIELD],
      async handle(fields, { request, reply }) {
        const parsed = readAddToCartFields(fields);
        if (!parsed.ok)
          return fieldError(
            400,
            'SW_BAD_FIELD',
            parsed.field,
            `${ADD_TO_CART_ACTION}: ${parsed.field}: ${parsed.message}`,
          );
        const visitor = parts.visitorFor(request, reply);
        const outcome = await parts.service.add(visitor, new Date(context.now()), parsed.value);
        if (!outcome.ok) {
          const body: AddToCartAnswer = { notices: outcome.notices, error: true };
          if (outcome.productUrl) body.product_url = outcome.productUrl;
          return { kind: 'json', body };
        }
        const fresh = await parts.afterChange(request, reply, visitor);
        const body: AddToCartAnswer = {
          notices: [],
          error: false,
          fragments: fresh.fragments,
          cart_hash: fresh.cart_hash,
        };
        return { kind: 'json', body };
      },
    }),
    defineAction({
      name: REFRESH_FRAGMENTS_ACTION,
      fields: refreshFragmentsFieldsSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: ['nonce', NONCE_FIELD],
      async handle(_fields, { request }) {
        // A read: never sets the visitor cookie. (The hash cookie is the client's to compare.)
        return { kind: 'json', body: fragmentsOf(await parts.cartOf(context.identity.read(request))) };
      },
    }),
  ];
}
