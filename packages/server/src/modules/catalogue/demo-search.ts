import type { LiveSearchSettings } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createCatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import { HEADER_SEARCH_NAME } from './search-page-route.ts';

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
 * The demo's search widget record (run after the content seed, so its categories exist): the
 * header's box over posts, pages and products. The shop's search box is its grid's own
 * (`data-search="yes"`, grid-search.ts), not a record. A record already there (by name) is left as
 * the owner set it.
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
}
