import {
  GRID_CONTENT_KIND,
  type GridImageView,
  type GridItemView,
  type GridOrder,
  type GridOwnerSettings,
} from '@site-widgets/contract';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { matchesWords } from '../../db/full-text.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { MEDIA_PATH } from './media-store.ts';
import { productViewOf } from './product-view.ts';
import { itemPath } from './search-service.ts';

type Db = Kysely<DatabaseSchema>;
type Scope = { c: DatabaseSchema['content_items'] } & DatabaseSchema;

/** What one grid read asks for: the owner's settings plus the visitor's offset and allowed filter. */
export interface GridQuery {
  owner: GridOwnerSettings;
  /** A term slug of the owner's taxonomy (already checked against the allowed terms), or '' for all. */
  filter: string;
  offset: number;
  limit: number;
  /** Words every item must match in the full-text index (db/full-text.ts); empty = no text filter. */
  words?: readonly string[];
  /**
   * The loop filter's conditions (issue 14 item 6), already checked against the owner's taxonomies:
   * AND = every term, OR = any term, NOT = none of the terms. They only narrow the owner's query.
   */
  termFilters?: readonly GridTermFilter[];
}

export interface GridTermFilter {
  taxonomy: string;
  join: 'AND' | 'OR' | 'NOT';
  terms: readonly string[];
}

/**
 * Only what a visitor may see (spec 001 §1, issue 11): published, not password-protected items of the
 * kind the grid kind fixes, in the owner's terms when the owner limited them, under the chosen term.
 */
function visibleItems(
  db: Db,
  dialect: DialectName,
  query: Pick<GridQuery, 'owner' | 'filter' | 'words' | 'termFilters'>,
) {
  const { owner, filter } = query;
  let builder = db
    .selectFrom('content_items as c')
    .where('c.kind', '=', GRID_CONTENT_KIND[owner.kind])
    .where('c.status', '=', 'published')
    .where('c.password_protected', '=', 0);
  const inTerms =
    (slugs: readonly string[], taxonomy = owner.taxonomy) =>
    (eb: ExpressionBuilder<Scope, 'c'>) =>
      eb.exists(
        eb
          .selectFrom('item_terms as it')
          .innerJoin('terms as t', 't.id', 'it.term_id')
          .select('it.item_id')
          .whereRef('it.item_id', '=', 'c.id')
          .where('t.taxonomy', '=', taxonomy)
          .where('t.slug', 'in', slugs),
      );
  if (owner.terms.length > 0) builder = builder.where(inTerms(owner.terms));
  if (filter) builder = builder.where(inTerms([filter]));
  for (const termFilter of query.termFilters ?? []) {
    if (termFilter.terms.length === 0) continue;
    if (termFilter.join === 'OR') builder = builder.where(inTerms(termFilter.terms, termFilter.taxonomy));
    else if (termFilter.join === 'NOT')
      builder = builder.where((eb) => eb.not(inTerms(termFilter.terms, termFilter.taxonomy)(eb)));
    else for (const term of termFilter.terms) builder = builder.where(inTerms([term], termFilter.taxonomy));
  }
  const words = query.words ?? [];
  if (words.length > 0) {
    // Narrows only: the owner's conditions above still hold (issue 11 item 6, the product search box).
    builder = builder.where('c.id', 'in', (eb) =>
      eb
        .selectFrom('content_items')
        .select('content_items.id')
        .where(matchesWords(dialect, 'content', sql.ref<number>('content_items.id'), words)),
    );
  }
  if (owner.kind === 'product-grid') {
    // A product item without its product row is not a product a visitor can be shown.
    builder = builder.where((eb) =>
      eb.exists(eb.selectFrom('products as p').select('p.item_id').whereRef('p.item_id', '=', 'c.id')),
    );
  }
  if (owner.kind === 'media-grid') {
    builder = builder.where((eb) =>
      eb.exists(eb.selectFrom('media_files as mf').select('mf.item_id').whereRef('mf.item_id', '=', 'c.id')),
    );
  }
  return builder;
}

// biome-ignore lint/suspicious/noExplicitAny: the ordered builder's row type is whatever the caller selected.
function ordered<Q extends SelectQueryBuilder<Scope, 'c', any>>(builder: Q, order: GridOrder): Q {
  switch (order) {
    case 'oldest':
      return builder.orderBy('c.published_at', 'asc').orderBy('c.id', 'asc') as Q;
    case 'title':
      return builder.orderBy('c.title', 'asc').orderBy('c.id', 'asc') as Q;
    case 'menu-order':
      return builder.orderBy('c.menu_order', 'asc').orderBy('c.id', 'asc') as Q;
    case 'price-low':
    case 'price-high': {
      const price = sql`(select coalesce(p.sale_price_minor, p.price_minor) from products p where p.item_id = c.id)`;
      const direction = order === 'price-low' ? 'asc' : 'desc';
      return builder.orderBy(price, direction).orderBy('c.id', 'asc') as Q;
    }
    default:
      return builder.orderBy('c.published_at', 'desc').orderBy('c.id', 'desc') as Q;
  }
}

interface Rendition {
  name?: string;
  width?: number;
  height?: number;
  file_name?: string;
}

export function imageOf(
  row: {
    file_name: string | null;
    width: number | null;
    height: number | null;
    alt: string | null;
    renditions: string | null;
  },
  fallbackAlt: string,
): GridImageView | null {
  if (!row.file_name || !row.width || !row.height) return null;
  let renditions: Rendition[] = [];
  try {
    const parsed: unknown = JSON.parse(row.renditions ?? '[]');
    if (Array.isArray(parsed)) renditions = parsed as Rendition[];
  } catch {
    renditions = [];
  }
  const medium = renditions.find((r) => r.name === 'medium' && r.file_name && r.width && r.height);
  return {
    src: `${MEDIA_PATH}${medium?.file_name ?? row.file_name}`,
    full: `${MEDIA_PATH}${row.file_name}`,
    alt: row.alt ?? fallbackAlt,
    width: medium?.width ?? row.width,
    height: medium?.height ?? row.height,
  };
}

/** The grid reads (issue 11 item 5): one page of visible items and their count, on either database. */
export function createGridRepository(db: Db, dialect: DialectName) {
  return {
    async count(query: Pick<GridQuery, 'owner' | 'filter' | 'words' | 'termFilters'>): Promise<number> {
      const row = await visibleItems(db, dialect, query)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async page(query: GridQuery): Promise<GridItemView[]> {
      if (query.limit <= 0) return [];
      const { owner } = query;
      // The picture: a media item's own file; a post's or product's featured media, only when that media
      // item is itself visible.
      const rows = await ordered(
        visibleItems(db, dialect, query)
          .leftJoin('content_items as fm', (join) =>
            join
              .onRef('fm.id', '=', owner.kind === 'media-grid' ? 'c.id' : 'c.featured_media_id')
              .on('fm.kind', '=', 'media')
              .on('fm.status', '=', 'published')
              .on('fm.password_protected', '=', 0),
          )
          .leftJoin('media_files as mf', 'mf.item_id', 'fm.id')
          .leftJoin('products as p', 'p.item_id', 'c.id')
          .select([
            'c.id',
            'c.slug',
            'c.title',
            'c.excerpt',
            'c.published_at',
            'c.author',
            'mf.file_name',
            'mf.width',
            'mf.height',
            'mf.alt',
            'mf.caption',
            'mf.renditions',
            'p.product_type',
            'p.sku',
            'p.price_minor',
            'p.sale_price_minor',
            'p.currency',
            'p.stock_status',
            'p.stock_quantity',
            'p.low_stock_threshold',
          ]),
        owner.order,
      )
        .limit(query.limit)
        .offset(query.offset)
        .execute();
      if (rows.length === 0) return [];
      const terms = await db
        .selectFrom('item_terms as it')
        .innerJoin('terms as t', 't.id', 'it.term_id')
        .select(['it.item_id', 't.slug', 't.name'])
        .where('t.taxonomy', '=', owner.taxonomy)
        .where(
          'it.item_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('t.name')
        .execute();
      const termsOf = new Map<number, Array<{ slug: string; name: string }>>();
      for (const term of terms) {
        const list = termsOf.get(term.item_id) ?? [];
        list.push({ slug: term.slug, name: term.name });
        termsOf.set(term.item_id, list);
      }
      return rows.map((row) => {
        const item: GridItemView = {
          id: row.id,
          title: row.title,
          excerpt: row.excerpt,
          publishedAt: row.published_at,
          author: row.author,
          image: imageOf(row, row.title),
          terms: termsOf.get(row.id) ?? [],
        };
        // Posts and products have their own page (item-pages-routes.ts); pictures open in the lightbox.
        if (owner.kind !== 'media-grid') item.href = itemPath(GRID_CONTENT_KIND[owner.kind], row.slug);
        if (owner.kind === 'media-grid') item.caption = row.caption ?? '';
        if (owner.kind === 'product-grid') {
          const product = productViewOf(row);
          if (product) item.product = product;
        }
        return item;
      });
    },

    /** Which of these slugs exist as terms of these taxonomies (the loop filter's request, issue 14). */
    async existingTerms(
      taxonomies: readonly string[],
      slugs: readonly string[],
    ): Promise<Array<{ taxonomy: string; slug: string }>> {
      if (taxonomies.length === 0 || slugs.length === 0) return [];
      return db
        .selectFrom('terms')
        .select(['taxonomy', 'slug'])
        .where('taxonomy', 'in', [...taxonomies])
        .where('slug', 'in', [...slugs])
        .execute();
    },
  };
}

export type GridRepository = ReturnType<typeof createGridRepository>;
