import { LIST_LIMITS, type ShopListName } from '@site-widgets/contract';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../../db/database.ts';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { imageOf } from '../../catalogue/grid-repository.ts';

type Db = Kysely<DatabaseSchema>;

/** A product on a list, with what the mini panels, the wishlist page and the compare table show. */
export interface ListProductRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: { src: string; width: number; height: number; alt: string } | null;
  productType: 'simple' | 'grouped';
  sku: string;
  priceMinor: number;
  salePriceMinor: number | null;
  currency: string;
  stockStatus: 'instock' | 'outofstock' | 'onbackorder';
  stockQuantity: number | null;
  lowStockThreshold: number | null;
  shortDescription: string;
  categories: string[];
}

export type AddOutcome = 'added' | 'present' | 'full';

/**
 * Wishlist and compare lists (issue 15 item 2), kept per visitor in `shop_list_items`. Only published
 * products with a product record are ever added or shown: a product unpublished later drops out of
 * every read, and does not count.
 */
export function createListRepository(db: Db, dialect: DialectName) {
  /** Published, visible products among `ids`, in the order of `ids`. */
  async function products(ids: readonly number[], executor: Db = db): Promise<ListProductRow[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .selectFrom('content_items as c')
      .innerJoin('products as p', 'p.item_id', 'c.id')
      .leftJoin('content_items as m', (join) =>
        join
          .onRef('m.id', '=', 'c.featured_media_id')
          .on('m.kind', '=', 'media')
          .on('m.status', '=', 'published'),
      )
      .leftJoin('media_files as mf', 'mf.item_id', 'm.id')
      .select([
        'c.id',
        'c.slug',
        'c.title',
        'c.excerpt',
        'p.product_type',
        'p.sku',
        'p.price_minor',
        'p.sale_price_minor',
        'p.currency',
        'p.stock_status',
        'p.stock_quantity',
        'p.low_stock_threshold',
        'p.short_description',
        'mf.file_name',
        'mf.width',
        'mf.height',
        'mf.alt',
        'mf.renditions',
      ])
      .where('c.id', 'in', [...ids])
      .where('c.kind', '=', 'product')
      .where('c.status', '=', 'published')
      .where('c.password_protected', '=', 0)
      .execute();
    const terms = await executor
      .selectFrom('item_terms as it')
      .innerJoin('terms as t', 't.id', 'it.term_id')
      .select(['it.item_id', 't.name'])
      .where('it.item_id', 'in', [...ids])
      .where('t.taxonomy', '=', 'product_cat')
      .orderBy('t.name')
      .execute();
    const byId = new Map(
      rows.map((row): [number, ListProductRow] => {
        const image = imageOf(row, row.title);
        return [
          row.id,
          {
            id: row.id,
            slug: row.slug,
            title: row.title,
            excerpt: row.excerpt,
            image: image && { src: image.src, width: image.width, height: image.height, alt: image.alt },
            productType: row.product_type,
            sku: row.sku,
            priceMinor: row.price_minor,
            salePriceMinor: row.sale_price_minor,
            currency: row.currency,
            stockStatus: row.stock_status,
            stockQuantity: row.stock_quantity,
            lowStockThreshold: row.low_stock_threshold,
            shortDescription: row.short_description,
            categories: terms.filter((term) => term.item_id === row.id).map((term) => term.name),
          },
        ];
      }),
    );
    return ids.flatMap((id) => {
      const product = byId.get(id);
      return product ? [product] : [];
    });
  }

  /** The ids on a visitor's list, oldest first (including products since unpublished). */
  async function storedIds(trx: Db, visitorId: string, list: ShopListName): Promise<number[]> {
    const rows = await trx
      .selectFrom('shop_list_items')
      .select('product_id')
      .where('visitor_id', '=', visitorId)
      .where('list', '=', list)
      .orderBy('added_at')
      .orderBy('product_id')
      .execute();
    return rows.map((row) => row.product_id);
  }

  return {
    products: (ids: readonly number[]) => products(ids),

    /** The visible products on a visitor's list, oldest first. */
    async items(visitorId: string | null, list: ShopListName): Promise<ListProductRow[]> {
      if (!visitorId) return [];
      return products(await storedIds(db, visitorId, list));
    },

    /** The ids of the visible products on a visitor's list. */
    async ids(visitorId: string | null, list: ShopListName): Promise<number[]> {
      if (!visitorId) return [];
      return (await products(await storedIds(db, visitorId, list))).map((product) => product.id);
    },

    /** Whether a published product is on the visitor's list. */
    async has(visitorId: string | null, list: ShopListName, productId: number): Promise<boolean> {
      if (!visitorId) return false;
      const row = await db
        .selectFrom('shop_list_items')
        .select('product_id')
        .where('visitor_id', '=', visitorId)
        .where('list', '=', list)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return row !== undefined && (await products([productId])).length === 1;
    },

    /**
     * Adds a product, up to the list's limit (LIST_LIMITS). The visitor's row is locked on PostgreSQL
     * (SQLite runs one write transaction at a time), so two adds at once cannot pass the limit together.
     * The caller has checked that the product is published and touched the visitor.
     */
    async add(visitorId: string, list: ShopListName, productId: number, now: Date): Promise<AddOutcome> {
      return db.transaction().execute(async (trx) => {
        if (dialect === 'postgres') {
          await trx
            .selectFrom('shop_visitors')
            .select('id')
            .where('id', '=', visitorId)
            .forUpdate()
            .execute();
        }
        const ids = await storedIds(trx, visitorId, list);
        if (ids.includes(productId)) return 'present';
        // Products since unpublished do not hold a place: they are dropped to make room.
        if (ids.length >= LIST_LIMITS[list]) {
          const visible = new Set((await products(ids, trx)).map((product) => product.id));
          const stale = ids.filter((id) => !visible.has(id));
          if (ids.length - stale.length >= LIST_LIMITS[list]) return 'full';
          await trx
            .deleteFrom('shop_list_items')
            .where('visitor_id', '=', visitorId)
            .where('list', '=', list)
            .where('product_id', 'in', stale)
            .execute();
        }
        await trx
          .insertInto('shop_list_items')
          .values({ visitor_id: visitorId, list, product_id: productId, added_at: now.toISOString() })
          .onConflict((conflict) => conflict.columns(['visitor_id', 'list', 'product_id']).doNothing())
          .execute();
        return 'added';
      });
    },

    async remove(visitorId: string, list: ShopListName, productId: number): Promise<void> {
      await db
        .deleteFrom('shop_list_items')
        .where('visitor_id', '=', visitorId)
        .where('list', '=', list)
        .where('product_id', '=', productId)
        .execute();
    },
  };
}

export type ListRepository = ReturnType<typeof createListRepository>;
