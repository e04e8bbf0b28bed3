import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { ContentTransferRecord } from './content-record.ts';
import { fromMinorUnits } from './money.ts';
import { TAXONOMY_OF_COLUMN, TERM_COLUMNS } from './term-paths.ts';

const BATCH = 500;

/**
 * Every item as an import record (same columns, same notation), so an export imported again yields
 * the same catalogue: source keys kept, term paths written from the root, money in major units.
 * Reads in id order, a batch at a time, so a large catalogue is never held whole.
 */
export async function* exportContent(db: Kysely<DatabaseSchema>): AsyncGenerator<ContentTransferRecord> {
  const terms = new Map(
    (await db.selectFrom('terms').select(['id', 'taxonomy', 'name', 'parent_id']).execute()).map((term) => [
      term.id,
      term,
    ]),
  );
  const pathOf = (termId: number): string => {
    const names: string[] = [];
    for (let term = terms.get(termId); term && names.length < 8; term = terms.get(term.parent_id ?? -1))
      names.unshift(term.name);
    return names.join(' > ');
  };
  let afterId = 0;
  for (;;) {
    const items = await db
      .selectFrom('content_items')
      .leftJoin('content_items as featured', 'featured.id', 'content_items.featured_media_id')
      .leftJoin('media_files', 'media_files.item_id', 'content_items.id')
      .leftJoin('products', 'products.item_id', 'content_items.id')
      .leftJoin('content_items as parent', 'parent.id', 'products.parent_id')
      .selectAll('content_items')
      .select([
        'featured.source_key as featured_key',
        'media_files.file_name',
        'media_files.alt',
        'media_files.caption',
        'products.product_type',
        'products.sku',
        'products.price_minor',
        'products.sale_price_minor',
        'products.currency',
        'products.stock_status',
        'products.stock_quantity',
        'products.low_stock_threshold',
        'products.gallery',
        'products.short_description',
        'parent.source_key as parent_key',
      ])
      .where('content_items.id', '>', afterId)
      .orderBy('content_items.id')
      .limit(BATCH)
      .execute();
    if (!items.length) return;
    afterId = items[items.length - 1]?.id ?? afterId;
    const ids = items.map((item) => item.id);
    const links = await db
      .selectFrom('item_terms')
      .select(['item_id', 'term_id'])
      .where('item_id', 'in', ids)
      .execute();
    const galleryIds = items.flatMap((item) => JSON.parse(item.gallery ?? '[]') as number[]);
    const galleryKeys = new Map(
      galleryIds.length
        ? (
            await db
              .selectFrom('content_items')
              .select(['id', 'source_key'])
              .where('id', 'in', galleryIds)
              .execute()
          ).map((row) => [row.id, row.source_key ?? ''])
        : [],
    );
    for (const item of items) {
      const itemTerms = links.filter((link) => link.item_id === item.id).map((link) => link.term_id);
      const column = (taxonomy: string) =>
        itemTerms
          .filter((termId) => terms.get(termId)?.taxonomy === taxonomy)
          .map(pathOf)
          .sort()
          .join('|');
      const currency = item.currency ?? '';
      const isProduct = item.kind === 'product';
      yield {
        sourceKey: item.source_key ?? `${item.kind}:${item.slug}`,
        kind: item.kind,
        status: item.status,
        slug: item.slug,
        title: item.title,
        excerpt: item.excerpt,
        content: item.content,
        author: item.author,
        language: item.language,
        passwordProtected: item.password_protected ? 'yes' : 'no',
        menuOrder: String(item.menu_order),
        publishedAt: item.published_at,
        ...(Object.fromEntries(
          TERM_COLUMNS.map((name) => [name, column(TAXONOMY_OF_COLUMN[name])]),
        ) as Record<(typeof TERM_COLUMNS)[number], string>),
        featuredMedia: item.featured_key ?? '',
        file: item.file_name ?? '',
        alt: item.alt ?? '',
        caption: item.caption ?? '',
        productType: item.product_type ?? '',
        parent: item.parent_key ?? '',
        sku: item.sku ?? '',
        price: isProduct && item.price_minor !== null ? fromMinorUnits(item.price_minor, currency) : '',
        salePrice:
          isProduct && item.sale_price_minor !== null && item.sale_price_minor !== undefined
            ? fromMinorUnits(item.sale_price_minor, currency)
            : '',
        currency,
        stockStatus: item.stock_status ?? '',
        stockQuantity:
          item.stock_quantity === null || item.stock_quantity === undefined
            ? ''
            : String(item.stock_quantity),
        lowStockThreshold:
          item.low_stock_threshold === null || item.low_stock_threshold === undefined
            ? ''
            : String(item.low_stock_threshold),
        gallery: (JSON.parse(item.gallery ?? '[]') as number[])
          .map((id) => galleryKeys.get(id) ?? '')
          .filter(Boolean)
          .join('|'),
        shortDescription: item.short_description ?? '',
      };
    }
  }
}
