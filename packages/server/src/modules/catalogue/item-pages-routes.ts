import { ItemPage } from '@site-widgets/site';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createElement } from 'react';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { PostActions } from '../content/post-actions.ts';
import { withContentGallery } from '../content/post-gallery.ts';
import { createAddToCartRenderer } from '../shop/cart/add-to-cart-renderer.ts';
import { renderSitePage } from '../site/site-page.ts';
import { createItemRepository, type ItemPageKind, MAX_ITEM_SLUG_LENGTH } from './item-repository.ts';

const SITE_NAME = 'Harbour & Hearth Café';
/** The longest meta description written; search engines show about this much. */
const MAX_DESCRIPTION_LENGTH = 160;

/** Where each kind's pages live (the links grid cards and search results make: search-service itemPath). */
const LISTINGS: Array<{ kind: ItemPageKind; href: string; name: string; pageId: number }> = [
  { kind: 'post', href: '/journal', name: 'Journal', pageId: 23 },
  { kind: 'product', href: '/shop', name: 'Shop', pageId: 24 },
  { kind: 'media', href: '/gallery', name: 'Gallery', pageId: 25 },
];

function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  if (characters.length <= MAX_DESCRIPTION_LENGTH) return flat;
  return `${characters
    .slice(0, MAX_DESCRIPTION_LENGTH - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * `/journal/{slug}`, `/shop/{slug}`, `/gallery/{slug}` (issue 11): a published, not password-protected
 * item's own page. A draft, private, password-protected or unknown slug is handed to the site's one
 * not-found handler, so its answer is byte for byte the answer for any unknown address.
 */
export function registerItemPages(
  app: FastifyInstance,
  deps: {
    db: Kysely<DatabaseSchema>;
    nonces: NonceService;
    /** Issue 16: the like and share buttons under a journal post (content module). */
    postActions?: PostActions;
  },
) {
  const items = createItemRepository(deps.db);
  // Issue 15: a product page's add-to-cart form.
  const addToCart = createAddToCartRenderer(deps.db);
  for (const listing of LISTINGS) {
    app.get<{ Params: { slug: string } }>(`${listing.href}/:slug`, async (request, reply) => {
      const slug = request.params.slug;
      const found =
        typeof slug === 'string' && slug.length <= MAX_ITEM_SLUG_LENGTH
          ? await items.find(listing.kind, slug)
          : undefined;
      if (!found) return reply.callNotFound();
      // Issue 16: a post's gallery figures become its featured-media gallery.
      const item = withContentGallery(found);
      const canonical = `${listing.href}/${encodeURIComponent(item.slug)}`;
      const postActionsHtml = await deps.postActions?.(request, item, canonical);
      const addToCartHtml = item.kind === 'product' ? await addToCart(item.slug) : undefined;
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return renderSitePage(
        createElement(ItemPage, {
          pageVars: {
            ajaxurl: '/wp-admin/admin-ajax.php',
            nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
            pageId: listing.pageId,
          },
          item,
          title: `${item.title} — ${SITE_NAME}`,
          description: shortened(item.excerpt || item.title),
          canonical,
          listingHref: listing.href,
          listingName: listing.name,
          postActionsHtml,
          addToCartHtml,
        }),
      );
    });
  }
}
