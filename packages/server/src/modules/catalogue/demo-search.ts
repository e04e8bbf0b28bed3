import type { LiveSearchSettings } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createCatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import { HEADER_SEARCH_NAME } from './search-page-route.ts';

/** The shop page's product search box (a live-search record for products only). */
export const SHOP_SEARCH_NAME = 'Shop search';

/** Top-level terms of the given taxonomies that hold content, in name order (at most `limit`). */
async function topCategories(db: Kysely<DatabaseSchema>, taxonomies: string[], limit: number) {
  const rows = await db
    .selectFrom('terms')
    .select('slug')
    .where('taxonomy', 'in', taxonomies)
    .where('depth', '=', 0)
    .where('id', 'in', (eb) => eb.selectFrom('item_terms').select('term_id'))
    .orderBy('name')
    .limit(limit)
    .execute();
  return [...new Set(rows.map((row) => row.slug))];
}

/**
 * The demo's search widget records (run after the content seed, so their categories exist): the
 * header's box over posts, pages and products, and the shop's over products. Records already there
 * (by name) are left as the owner set them.
 */
export async function seedDemoSearch(db: Kysely<DatabaseSchema>): Promise<void> {
  const widgets = createCatalogueWidgetRepository(db);
  const names = new Set((await widgets.list()).map((record) => record.name));
  if (!names.has(HEADER_SEARCH_NAME)) {
    const settings: LiveSearchSettings = {
      kind: 'live-search',
      kinds: ['post', 'page', 'product'],
      maxResults: 10,
      allowPasswordProtected: false,
      categories: await topCategories(db, ['category', 'product_cat'], 8),
      resultsPath: '/search',
    };
    await widgets.insert(HEADER_SEARCH_NAME, settings);
  }
  if (!names.has(SHOP_SEARCH_NAME)) {
    const settings: LiveSearchSettings = {
      kind: 'live-search',
      kinds: ['product'],
      maxResults: 12,
      allowPasswordProtected: false,
      categories: await topCategories(db, ['product_cat'], 8),
      resultsPath: '/search',
    };
    await widgets.insert(SHOP_SEARCH_NAME, settings);
  }
}
