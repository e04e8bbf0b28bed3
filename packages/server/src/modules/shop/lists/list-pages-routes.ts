import {
  COMPARE_PAGE_ID,
  COMPARE_PAGE_PATH,
  type ShopListName,
  WISHLIST_PAGE_ID,
  WISHLIST_PAGE_PATH,
} from '@site-widgets/contract';
import { ShopListPage } from '@site-widgets/site';
import { WishlistTableMarkup } from '@site-widgets/widgets/shop/wishlist-page/WishlistTableMarkup.tsx';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { renderSitePage } from '../../site/site-page.ts';
import type { ShopContext } from '../shop-module.ts';
import { compareTableHtml } from './list-actions.ts';
import { createListRepository } from './list-repository.ts';
import { wishlistItemOf } from './list-views.ts';

const PAGES: Array<{ path: string; list: ShopListName; pageId: number }> = [
  { path: WISHLIST_PAGE_PATH, list: 'wishlist', pageId: WISHLIST_PAGE_ID },
  { path: COMPARE_PAGE_PATH, list: 'compare', pageId: COMPARE_PAGE_ID },
];

/**
 * `/wishlist` and `/compare`: the visitor's own list, read from their cookie (never set here), so the
 * page is complete without script. Private to the visitor: never stored by a shared cache.
 */
export function registerListPages(app: FastifyInstance, context: ShopContext) {
  const lists = createListRepository(context.database.db, context.database.dialect);
  for (const page of PAGES) {
    app.get(page.path, async (request, reply) => {
      const items = await lists.items(context.identity.read(request), page.list);
      const tableHtml =
        page.list === 'compare'
          ? compareTableHtml(items)
          : renderToStaticMarkup(
              createElement(WishlistTableMarkup, { items: items.map((item) => wishlistItemOf(item)) }),
            );
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('vary', 'cookie');
      return renderSitePage(
        createElement(ShopListPage, {
          pageVars: {
            ajaxurl: '/wp-admin/admin-ajax.php',
            nonce: context.nonces.issue(PAGE_NONCE_SCOPE),
            pageId: page.pageId,
          },
          list: page.list,
          tableHtml,
        }),
      );
    });
  }
}
