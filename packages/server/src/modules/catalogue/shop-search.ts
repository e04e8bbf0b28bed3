import { liveSearchSettingsSchema } from '@site-widgets/contract';
import { renderLiveSearchWidget } from '@site-widgets/widgets/catalogue/live-search/server.tsx';
import { liveSearchSettings } from '@site-widgets/widgets/catalogue/live-search/settings.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { createCatalogueWidgetRepository } from './catalogue-widget-repository.ts';
import { SHOP_SEARCH_NAME } from './demo-search.ts';

/**
 * The shop's product search box (issue 11 item 6, "product filters search box"): the live search over
 * the stored record named SHOP_SEARCH_NAME, products only, with the record's product categories.
 * Undefined when the owner has no such record.
 */
export async function renderShopSearch(db: Kysely<DatabaseSchema>): Promise<string | undefined> {
  for (const record of await createCatalogueWidgetRepository(db).list()) {
    if (record.name !== SHOP_SEARCH_NAME) continue;
    const parsed = liveSearchSettingsSchema.safeParse(record.settings);
    if (!parsed.success) continue;
    const slugs = parsed.data.categories;
    const terms = slugs.length
      ? await db
          .selectFrom('terms')
          .select(['slug', 'name'])
          .where('taxonomy', '=', 'product_cat')
          .where('slug', 'in', slugs)
          .execute()
      : [];
    const names = new Map(terms.map((term) => [term.slug, term.name]));
    return renderLiveSearchWidget({
      settings: liveSearchSettings(
        {
          searchId: record.id,
          postType: 'product',
          taxonomy: 'product_cat',
          results: Math.min(6, parsed.data.maxResults),
          label: 'Search the shop',
          placeholder: 'Search beans, kit, gift cards…',
        },
        parsed.data.resultsPath,
      ),
      categories: slugs.flatMap((slug) => {
        const name = names.get(slug);
        return name === undefined ? [] : [{ slug, name }];
      }),
    });
  }
  return undefined;
}
