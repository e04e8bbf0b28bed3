import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { matchesWords, matchRank, preparePostgresQuery } from '../../db/full-text.ts';
import type { ContentKind, DatabaseSchema } from '../../db/schema.ts';

/** What one search may reach, decided on the server from the widget's stored settings (search-scope.ts). */
export interface SearchScope {
  kinds: readonly ContentKind[];
  /** Password-protected items too (the caller shows their title only). */
  includePasswordProtected: boolean;
  /** Only items with this term (slug) … */
  categorySlug?: string;
  /** … in one of these taxonomies. */
  taxonomies?: readonly string[];
  /** Only items with an image (their featured media, or a media item's own file). */
  requireImage: boolean;
}

export interface SearchHit {
  id: number;
  kind: ContentKind;
  slug: string;
  title: string;
  excerpt: string;
  searchBody: string;
  passwordProtected: boolean;
  /** The image's file, size, alt and renditions JSON: the featured media's, or a media item's own. */
  image: { fileName: string; width: number; height: number; alt: string; renditions: string } | null;
  product: { priceMinor: number; salePriceMinor: number | null; currency: string } | null;
}

/**
 * The live search's reads: published items of the scope's kinds matching every word on the full-text
 * index (db/full-text.ts), best match first. Drafts and private items are never read.
 */
export function createSearchRepository(db: Kysely<DatabaseSchema>, dialect: DialectName) {
  const id = sql.ref<number>('content_items.id');

  function matching(words: readonly string[], scope: SearchScope, prepared: string | undefined) {
    let query = db
      .selectFrom('content_items')
      .leftJoin('media_files as featured', 'featured.item_id', 'content_items.featured_media_id')
      .leftJoin('media_files as own', 'own.item_id', 'content_items.id')
      .where('content_items.status', '=', 'published')
      .where('content_items.kind', 'in', [...scope.kinds])
      .where(matchesWords(dialect, 'content', id, words, prepared));
    if (!scope.includePasswordProtected) query = query.where('content_items.password_protected', '=', 0);
    if (scope.requireImage)
      query = query.where((eb) =>
        eb.or([eb('featured.item_id', 'is not', null), eb('own.item_id', 'is not', null)]),
      );
    if (scope.categorySlug !== undefined) {
      const slug = scope.categorySlug;
      const taxonomies = scope.taxonomies;
      query = query.where('content_items.id', 'in', (eb) => {
        let terms = eb
          .selectFrom('item_terms')
          .innerJoin('terms', 'terms.id', 'item_terms.term_id')
          .select('item_terms.item_id')
          .where('terms.slug', '=', slug);
        if (taxonomies?.length) terms = terms.where('terms.taxonomy', 'in', [...taxonomies]);
        return terms;
      });
    }
    return query;
  }

  return {
    /** The offered categories' names, in the order given; slugs without a term are left out. */
    async categories(slugs: readonly string[]): Promise<Array<{ slug: string; name: string }>> {
      if (slugs.length === 0) return [];
      const rows = await db
        .selectFrom('terms')
        .select(['slug', 'name'])
        .where('slug', 'in', [...slugs])
        .orderBy('id')
        .execute();
      const names = new Map<string, string>();
      for (const row of rows) if (!names.has(row.slug)) names.set(row.slug, row.name);
      return slugs.flatMap((slug) => {
        const name = names.get(slug);
        return name === undefined ? [] : [{ slug, name }];
      });
    },

    async search(
      words: readonly string[],
      scope: SearchScope,
      limit: number,
      offset: number,
    ): Promise<{ hits: SearchHit[]; total: number }> {
      if (words.length === 0 || scope.kinds.length === 0) return { hits: [], total: 0 };
      const prepared = dialect === 'postgres' ? await preparePostgresQuery(db, words) : undefined;
      const [rows, count] = await Promise.all([
        matching(words, scope, prepared)
          .leftJoin('products', 'products.item_id', 'content_items.id')
          .select([
            'content_items.id',
            'content_items.kind',
            'content_items.slug',
            'content_items.title',
            'content_items.excerpt',
            'content_items.search_body',
            'content_items.password_protected',
            'featured.file_name as featured_file',
            'featured.width as featured_width',
            'featured.height as featured_height',
            'featured.alt as featured_alt',
            'featured.renditions as featured_renditions',
            'own.file_name as own_file',
            'own.width as own_width',
            'own.height as own_height',
            'own.alt as own_alt',
            'own.renditions as own_renditions',
            'products.price_minor',
            'products.sale_price_minor',
            'products.currency',
          ])
          .orderBy(matchRank(dialect, 'content', id, words, prepared), 'desc')
          .orderBy('content_items.published_at', 'desc')
          .orderBy('content_items.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching(words, scope, prepared)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirst(),
      ]);
      const hits = rows.map((row): SearchHit => {
        const own = row.kind === 'media' && row.own_file !== null;
        const file = own ? row.own_file : row.featured_file;
        return {
          id: row.id,
          kind: row.kind,
          slug: row.slug,
          title: row.title,
          excerpt: row.excerpt,
          searchBody: row.search_body,
          passwordProtected: row.password_protected === 1,
          image:
            file === null
              ? null
              : {
                  fileName: file,
                  width: Number((own ? row.own_width : row.featured_width) ?? 0),
                  height: Number((own ? row.own_height : row.featured_height) ?? 0),
                  alt: (own ? row.own_alt : row.featured_alt) ?? '',
                  renditions: (own ? row.own_renditions : row.featured_renditions) ?? '[]',
                },
          product:
            row.price_minor === null || row.currency === null
              ? null
              : {
                  priceMinor: Number(row.price_minor),
                  salePriceMinor: row.sale_price_minor === null ? null : Number(row.sale_price_minor),
                  currency: row.currency,
                },
        };
      });
      return { hits, total: Number(count?.total ?? 0) };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
