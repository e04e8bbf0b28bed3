import type { CatalogueItemView, GridImageView, ItemTermView } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { imageOf } from './grid-repository.ts';
import { productViewOf } from './product-view.ts';
import { sanitiseContent } from './sanitise.ts';

type Db = Kysely<DatabaseSchema>;
export type ItemPageKind = CatalogueItemView['kind'];

/** The longest slug looked up; anything longer is no item's (slugify cuts at 200). */
export const MAX_ITEM_SLUG_LENGTH = 200;
/** No slug holds control, format, private-use or lone surrogate characters (PostgreSQL refuses NUL). */
const UNSLUGGABLE = /[\p{C}\s]/u;

/** Which taxonomies are an item's categories and tags, and where a category is listed. */
const TAXONOMIES = {
  post: { categories: 'category', tags: 'post_tag', listing: '/journal' },
  product: { categories: 'product_cat', tags: 'product_tag', listing: '/shop' },
  media: { categories: 'media_category', tags: '', listing: '/gallery' },
} as const;

/** The visible media items among `ids`, as pictures, in the order of `ids`. */
async function picturesOf(db: Db, ids: readonly number[]): Promise<GridImageView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('content_items as m')
    .innerJoin('media_files as mf', 'mf.item_id', 'm.id')
    .select(['m.id', 'm.title', 'mf.file_name', 'mf.width', 'mf.height', 'mf.alt', 'mf.renditions'])
    .where('m.id', 'in', [...ids])
    .where('m.kind', '=', 'media')
    .where('m.status', '=', 'published')
    .where('m.password_protected', '=', 0)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, imageOf(row, row.title)]));
  return ids.flatMap((id) => {
    const image = byId.get(id);
    return image ? [image] : [];
  });
}

function galleryIds(json: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0).slice(0, 50);
  } catch {
    return [];
  }
}

/**
 * Single item pages (issue 11): an item by kind and slug, only when a visitor may see it (published,
 * not password-protected). Anything else is `undefined`, the same as an unknown slug, so a page cannot
 * tell a draft from nothing.
 */
export function createItemRepository(db: Db) {
  return {
    async find(kind: ItemPageKind, slug: string): Promise<CatalogueItemView | undefined> {
      if (slug.length === 0 || slug.length > MAX_ITEM_SLUG_LENGTH || UNSLUGGABLE.test(slug)) return undefined;
      const row = await db
        .selectFrom('content_items as c')
        .leftJoin('products as p', 'p.item_id', 'c.id')
        .leftJoin('media_files as mf', 'mf.item_id', 'c.id')
        .select([
          'c.id',
          'c.slug',
          'c.title',
          'c.excerpt',
          'c.content',
          'c.author',
          'c.published_at',
          'c.featured_media_id',
          'p.item_id as product_id',
          'p.product_type',
          'p.sku',
          'p.price_minor',
          'p.sale_price_minor',
          'p.currency',
          'p.stock_status',
          'p.stock_quantity',
          'p.low_stock_threshold',
          'p.gallery',
          'p.short_description',
          'mf.item_id as media_id',
          'mf.file_name',
          'mf.width',
          'mf.height',
          'mf.alt',
          'mf.caption',
          'mf.renditions',
        ])
        .where('c.kind', '=', kind)
        .where('c.slug', '=', slug)
        .where('c.status', '=', 'published')
        .where('c.password_protected', '=', 0)
        .executeTakeFirst();
      if (!row) return undefined;
      if (kind === 'product' && row.product_id === null) return undefined;
      if (kind === 'media' && row.media_id === null) return undefined;

      const taxonomies = TAXONOMIES[kind];
      const terms = await db
        .selectFrom('item_terms as it')
        .innerJoin('terms as t', 't.id', 'it.term_id')
        .select(['t.taxonomy', 't.slug', 't.name'])
        .where('it.item_id', '=', row.id)
        .orderBy('t.name')
        .execute();
      const termsIn = (taxonomy: string, listed: boolean): ItemTermView[] =>
        terms
          .filter((term) => term.taxonomy === taxonomy)
          .map((term) => ({
            slug: term.slug,
            name: term.name,
            // The page's grid filters by its categories only; a tag there would open an empty grid.
            href: listed ? `${taxonomies.listing}#filter:${encodeURIComponent(term.slug)}` : undefined,
          }));

      let image: GridImageView | null = null;
      let gallery: GridImageView[] = [];
      if (kind === 'media') {
        image = imageOf(row, row.title);
      } else if (kind === 'product') {
        const ids = galleryIds(row.gallery);
        const pictures = await picturesOf(db, row.featured_media_id ? [row.featured_media_id, ...ids] : ids);
        image = pictures[0] ?? null;
        gallery = pictures.slice(1).filter((picture) => picture.full !== image?.full);
      } else if (row.featured_media_id) {
        image = (await picturesOf(db, [row.featured_media_id]))[0] ?? null;
      }

      const item: CatalogueItemView = {
        id: row.id,
        kind,
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        publishedAt: row.published_at,
        author: row.author,
        // Sanitised again on the way out: the stored HTML is trusted only as far as this sanitiser goes.
        contentHtml: sanitiseContent(row.content),
        image,
        gallery,
        categories: termsIn(taxonomies.categories, true),
        tags: taxonomies.tags ? termsIn(taxonomies.tags, false) : [],
      };
      if (kind === 'media') item.caption = row.caption ?? '';
      const product = kind === 'product' ? productViewOf(row) : undefined;
      if (product) item.product = { ...product, shortDescription: row.short_description ?? '' };
      return item;
    },
  };
}

export type ItemRepository = ReturnType<typeof createItemRepository>;
