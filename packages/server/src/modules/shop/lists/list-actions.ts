import {
  COMPARE_EMPTY_TEXT,
  COMPARE_PAGE_ID,
  COMPARE_REMOVE_TEXT,
  type CountCompareAnswer,
  type CountWishlistAnswer,
  countCompareRequestSchema,
  countWishlistRequestSchema,
  LIST_ACTIONS,
  LIST_FULL_MESSAGES,
  type ListChangeAnswer,
  listGridCheckRequestSchema,
  listProductRequestSchema,
  type PageContentAnswer,
  pageContentRequestSchema,
  type ShopListName,
  UNKNOWN_PRODUCT_MESSAGE,
  type UpdateMiniCompareAnswer,
  type UpdateMiniWishlistAnswer,
  WISHLIST_PAGE_ID,
} from '@site-widgets/contract';
import { CompareTableMarkup } from '@site-widgets/widgets/shop/compare-page/CompareTableMarkup.tsx';
import { WishlistTableMarkup } from '@site-widgets/widgets/shop/wishlist-page/WishlistTableMarkup.tsx';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type AjaxAnswer, defineAction, PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import type { ShopContext } from '../shop-module.ts';
import { createListRepository, type ListProductRow } from './list-repository.ts';
import { type AddToCartLabels, compareColumnOf, wishlistItemOf } from './list-views.ts';
import { setListsMarkerCookie } from './lists-cookie.ts';

/** Every list call takes the page nonce as `nonce` (the original's name) or our `wpfb_nonce`. */
const NONCE_FIELDS = ['nonce', 'wpfb_nonce'] as const;

const json = (body: unknown, status = 200): AjaxAnswer => ({ kind: 'json', status, body });

export interface CompareTexts extends AddToCartLabels {
  remove_text?: string | undefined;
  compare_empty_text?: string | undefined;
}

/** The compare table's HTML for these products (escaped by React; no visitor text reaches it raw). */
export function compareTableHtml(products: ListProductRow[], texts: CompareTexts = {}): string {
  return renderToStaticMarkup(
    createElement(CompareTableMarkup, {
      products: products.map((product) => compareColumnOf(product, texts)),
      removeText: texts.remove_text ?? COMPARE_REMOVE_TEXT,
      emptyText: texts.compare_empty_text ?? COMPARE_EMPTY_TEXT,
    }),
  );
}

/**
 * spec 001 §7, the wishlist and compare calls (issue 15 item 2). Reads use the visitor's cookie if it
 * is valid and never set one; writes set it (first write) and keep the visitor's records alive.
 */
export function listActions(context: ShopContext) {
  const lists = createListRepository(context.database.db, context.database.dialect);

  const gridCheck = (name: string, list: ShopListName) =>
    defineAction({
      name,
      fields: listGridCheckRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(_fields, { request }) {
        return json(await lists.ids(context.identity.read(request), list));
      },
    });

  const check = (name: string, list: ShopListName) =>
    defineAction({
      name,
      fields: listProductRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, { request }) {
        return json(await lists.has(context.identity.read(request), list, fields.product_id));
      },
    });

  /** After a change: the marker cookie says whether either list holds a product (lists-cookie.ts). */
  async function markLists(request: FastifyRequest, reply: FastifyReply, visitorId: string) {
    const [wishlist, compare] = await Promise.all([
      lists.ids(visitorId, 'wishlist'),
      lists.ids(visitorId, 'compare'),
    ]);
    setListsMarkerCookie(request, reply, wishlist.length + compare.length > 0, context.identity.days);
  }

  const add = (name: string, list: ShopListName) =>
    defineAction({
      name,
      fields: listProductRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, { request, reply }) {
        // Checked before the cookie is set: a refused add leaves a new visitor without one.
        const [product] = await lists.products([fields.product_id]);
        if (!product) {
          const body: ListChangeAnswer = {
            success: false,
            data: { message: UNKNOWN_PRODUCT_MESSAGE, code: 'SW_UNKNOWN_PRODUCT' },
          };
          return json(body, 404);
        }
        const visitorId = context.identity.ensure(request, reply);
        const now = new Date(context.now());
        await context.visitors.touch(visitorId, now);
        const outcome = await lists.add(visitorId, list, product.id, now);
        if (outcome === 'full') {
          const body: ListChangeAnswer = {
            success: false,
            data: { message: LIST_FULL_MESSAGES[list], code: 'SW_LIST_FULL' },
          };
          return json(body, 409);
        }
        await markLists(request, reply, visitorId);
        const body: ListChangeAnswer = {
          success: true,
          data: {
            product_id: product.id,
            product_title: product.title,
            count: (await lists.ids(visitorId, list)).length,
          },
        };
        return json(body);
      },
    });

  const remove = (name: string, list: ShopListName) =>
    defineAction({
      name,
      fields: listProductRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, { request, reply }) {
        // Removing needs no published product (an unpublished one must still be removable), and a
        // visitor without a cookie has nothing to remove: no cookie is set for them.
        const existing = context.identity.read(request);
        let title = '';
        if (existing) {
          const visitorId = context.identity.ensure(request, reply);
          await context.visitors.touch(visitorId, new Date(context.now()));
          await lists.remove(visitorId, list, fields.product_id);
          await markLists(request, reply, visitorId);
          title = (await lists.products([fields.product_id]))[0]?.title ?? '';
        }
        const body: ListChangeAnswer = {
          success: true,
          data: {
            product_id: fields.product_id,
            product_title: title,
            count: (await lists.ids(existing, list)).length,
          },
        };
        return json(body);
      },
    });

  return [
    gridCheck(LIST_ACTIONS.checkWishlistGrid, 'wishlist'),
    gridCheck(LIST_ACTIONS.checkCompareGrid, 'compare'),
    check(LIST_ACTIONS.checkWishlist, 'wishlist'),
    check(LIST_ACTIONS.checkCompare, 'compare'),
    add(LIST_ACTIONS.addToWishlist, 'wishlist'),
    remove(LIST_ACTIONS.removeFromWishlist, 'wishlist'),
    add(LIST_ACTIONS.addToCompare, 'compare'),
    remove(LIST_ACTIONS.removeFromCompare, 'compare'),
    defineAction({
      name: LIST_ACTIONS.countWishlist,
      fields: countWishlistRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, { request }) {
        const items = await lists.items(context.identity.read(request), 'wishlist');
        const body: CountWishlistAnswer = {
          wishlist_items: items.map((product) => wishlistItemOf(product, fields)),
          wishlist_count: items.length,
        };
        return json(body);
      },
    }),
    defineAction({
      name: LIST_ACTIONS.countCompare,
      fields: countCompareRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, { request }) {
        const items = await lists.items(context.identity.read(request), 'compare');
        const body: CountCompareAnswer = {
          compare_table: compareTableHtml(items, fields),
          compare_count: items.length,
        };
        return json(body);
      },
    }),
    defineAction({
      name: LIST_ACTIONS.updateMiniWishlist,
      fields: listProductRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, { request }) {
        const visitorId = context.identity.read(request);
        const items = await lists.items(visitorId, 'wishlist');
        const product = items.find((item) => item.id === fields.product_id);
        const body: UpdateMiniWishlistAnswer = {
          wishlist_count: items.length,
          product: product ? wishlistItemOf(product) : null,
        };
        return json(body);
      },
    }),
    defineAction({
      name: LIST_ACTIONS.updateMiniCompare,
      fields: listProductRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(_fields, { request }) {
        const body: UpdateMiniCompareAnswer = {
          compare_count: (await lists.ids(context.identity.read(request), 'compare')).length,
        };
        return json(body);
      },
    }),
    defineAction({
      name: LIST_ACTIONS.pageContent,
      fields: pageContentRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, { request }) {
        // Only our own lists' pages: the content is the visitor's own compare table or wishlist; no
        // other page id is ever looked up, so no draft or private page can be read through this call.
        const visitorId = context.identity.read(request);
        if (fields.wpr_compare_page_id === COMPARE_PAGE_ID) {
          const content = compareTableHtml(await lists.items(visitorId, 'compare'));
          return json({ success: true, data: { content } } satisfies PageContentAnswer);
        }
        if (fields.wpr_compare_page_id === WISHLIST_PAGE_ID) {
          const items = (await lists.items(visitorId, 'wishlist')).map((product) => wishlistItemOf(product));
          const content = renderToStaticMarkup(createElement(WishlistTableMarkup, { items }));
          return json({ success: true, data: { content } } satisfies PageContentAnswer);
        }
        const body: PageContentAnswer = {
          success: false,
          data: { message: 'This page has no list content.', code: 'SW_UNKNOWN_PAGE' },
        };
        return json(body, 404);
      },
    }),
  ];
}
