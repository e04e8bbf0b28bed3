import type { TAXONOMY_LIST_TAXONOMIES } from '@site-widgets/contract';
import { type TaxonomyTerm, taxonomyTree } from '@site-widgets/core/content/taxonomy-tree.ts';
import { ExplorePage } from '@site-widgets/site';
import { renderCodeWidget } from '@site-widgets/widgets/content/code/server.tsx';
import { renderContactButtonsWidget } from '@site-widgets/widgets/content/contact-buttons/server.tsx';
import { renderFloatingBarWidget } from '@site-widgets/widgets/content/floating-bar/server.tsx';
import { renderContentNavMenuWidget } from '@site-widgets/widgets/content/nav-menu/server.tsx';
import { renderProgressTrackerWidget } from '@site-widgets/widgets/content/progress-tracker/server.tsx';
import { renderTaxonomyListWidget } from '@site-widgets/widgets/content/taxonomy-list/server.tsx';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createElement } from 'react';
import type { ContentKind, DatabaseSchema } from '../../db/schema.ts';
import type { NonceService } from '../../security/nonce.ts';
import { PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import { termCounts } from '../catalogue/term-counts.ts';
import { renderSitePage } from '../site/site-page.ts';
import { DEMO_MEGA_MENU_ITEM_ID } from './demo-navmisc.ts';

/** Where each taxonomy's terms are listed (the grids' deep link `#filter:{slug}`, spec 001 §2). */
const LISTING: Record<(typeof TAXONOMY_LIST_TAXONOMIES)[number], { kind: ContentKind; href: string }> = {
  category: { kind: 'post', href: '/journal' },
  post_tag: { kind: 'post', href: '/journal' },
  product_cat: { kind: 'product', href: '/shop' },
  product_tag: { kind: 'product', href: '/shop' },
  media_category: { kind: 'media', href: '/gallery' },
};

/** A taxonomy's terms with their counts, nested (to 4 levels), as the taxonomy list shows them. */
export async function taxonomyTerms(
  db: Kysely<DatabaseSchema>,
  taxonomy: (typeof TAXONOMY_LIST_TAXONOMIES)[number],
) {
  const listing = LISTING[taxonomy];
  const counts = await termCounts(db, listing.kind, taxonomy);
  const terms: TaxonomyTerm[] = counts.map((term) => ({
    id: term.id,
    parentId: term.parentId,
    name: term.name,
    slug: term.slug,
    count: term.count,
    href: `${listing.href}#filter:${encodeURIComponent(term.slug)}`,
  }));
  return taxonomyTree(terms);
}

/** The "embed our widgets" snippet the code highlight colours. */
export const EMBED_SNIPPET = `<!-- Once per page, before </body> -->
<script type="module" src="https://harbourandhearth.example/assets/loader.js" async></script>

<!-- Where the reviews should be -->
<div data-widget="review-list"
     data-template="1"
     data-per-row="3"
     data-rows="2"
     data-load-more="button">
  <a href="https://harbourandhearth.example/reviews">Read our reviews</a>
</div>`;

/**
 * `/explore` (issue 16, T7): the add-on menu with a mega-menu item, the journal's and the shop's
 * taxonomy lists with counts, the code highlight, contact buttons, a floating bar and the progress
 * tracker. Rendered per request (its counts follow the catalogue).
 */
export function registerExplorePage(
  app: FastifyInstance,
  deps: { db: Kysely<DatabaseSchema>; nonces: NonceService },
) {
  app.get('/explore', async (_request, reply) => {
    const [topics, shelves] = await Promise.all([
      taxonomyTerms(deps.db, 'category'),
      taxonomyTerms(deps.db, 'product_cat'),
    ]);
    const menuHtml = renderContentNavMenuWidget({
      label: 'Café',
      currentHref: '/explore',
      items: [
        {
          href: '/#menu',
          label: 'Menu',
          megaMenuItemId: DEMO_MEGA_MENU_ITEM_ID,
          children: [
            { href: '/#breakfast', label: 'Breakfast' },
            { href: '/#lunch', label: 'Lunch' },
            { href: '/#cakes', label: 'Cakes' },
          ],
        },
        {
          href: '/journal',
          label: 'Journal',
          children: topics.slice(0, 6).map((term) => ({ href: term.href, label: term.name })),
        },
        {
          href: '/shop',
          label: 'Shop',
          children: shelves.slice(0, 6).map((term) => ({ href: term.href, label: term.name })),
        },
        { href: '/story', label: 'Our story' },
        { href: '/explore', label: 'Explore' },
      ],
    });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    return renderSitePage(
      createElement(ExplorePage, {
        pageVars: {
          ajaxurl: '/wp-admin/admin-ajax.php',
          nonce: deps.nonces.issue(PAGE_NONCE_SCOPE),
          pageId: 41,
        },
        menuHtml,
        journalTopicsHtml: renderTaxonomyListWidget('category', { terms: topics, label: 'Journal topics' }),
        shopCategoriesHtml: renderTaxonomyListWidget('product_cat', {
          terms: shelves,
          label: 'Shop categories',
        }),
        codeHtml: renderCodeWidget({ language: 'html', code: EMBED_SNIPPET, caption: 'The embed snippet' }),
        contactButtonsHtml: renderContactButtonsWidget({
          phone: '023 9282 0458',
          email: 'hello@harbourandhearth.example',
          whatsapp: '+44 7700 900458',
          map: 'https://www.openstreetmap.org/?mlat=50.7930&mlon=-1.1060#map=18/50.7930/-1.1060',
        }),
        floatingBarHtml: renderFloatingBarWidget({
          text: 'Sunday roast is back from 12 noon.',
          link: '/contact',
          linkText: 'Book a table',
          barId: 'sunday-roast',
        }),
        progressTrackerHtml: renderProgressTrackerWidget({ target: 'main' }),
      }),
    );
  });
}
