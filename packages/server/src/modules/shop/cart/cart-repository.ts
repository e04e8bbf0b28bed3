import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';

type Db = Kysely<DatabaseSchema>;

/** A product as the cart may sell it: only published, not password-protected products have a row. */
export interface CartProduct {
  id: number;
  slug: string;
  title: string;
  productType: 'simple' | 'grouped';
  parentId: number | null;
  priceMinor: number;
  salePriceMinor: number | null;
  currency: string;
  stockStatus: 'instock' | 'outofstock' | 'onbackorder';
  /** Units left; null when the shop does not track them. */
  stockQuantity: number | null;
  /** At or under this many left the product is low in stock; null: never. */
  lowStockThreshold: number | null;
}

/** The visitor a change is for: the cookie's id, or none yet and how to get one when a write happens. */
export interface CartVisitor {
  id: string | null;
  /** Sets the visitor cookie on the answer and returns its new id; called only for a write. */
  create(): string;
}

/** One line of a visitor's cart with its product as the rows say now (never as a browser said). */
export interface CartLine {
  product: CartProduct;
  quantity: number;
}

const productColumns = [
  'c.id',
  'c.slug',
  'c.title',
  'p.product_type',
  'p.parent_id',
  'p.price_minor',
  'p.sale_price_minor',
  'p.currency',
  'p.stock_status',
  'p.stock_quantity',
  'p.low_stock_threshold',
] as const;

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  product_type: 'simple' | 'grouped';
  parent_id: number | null;
  price_minor: number;
  sale_price_minor: number | null;
  currency: string;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  stock_quantity: number | null;
  low_stock_threshold: number | null;
}

function productOf(row: ProductRow): CartProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    productType: row.product_type,
    parentId: row.parent_id,
    priceMinor: Number(row.price_minor),
    salePriceMinor: row.sale_price_minor === null ? null : Number(row.sale_price_minor),
    currency: row.currency,
    stockStatus: row.stock_status,
    stockQuantity: row.stock_quantity === null ? null : Number(row.stock_quantity),
    lowStockThreshold: row.low_stock_threshold === null ? null : Number(row.low_stock_threshold),
  };
}

function visibleProducts(db: Db) {
  return db
    .selectFrom('content_items as c')
    .innerJoin('products as p', 'p.item_id', 'c.id')
    .select(productColumns)
    .where('c.kind', '=', 'product')
    .where('c.status', '=', 'published')
    .where('c.password_protected', '=', 0);
}

/**
 * The cart lines of `shop_cart_lines` (issue 15 item 3), per visitor id from the signed cookie. Every
 * statement is Kysely with bound values; a line never outlives its product's visibility on a read.
 */
export function createCartRepository(db: Db) {
  return {
    /** A product a visitor may buy or see, or undefined (unknown, draft, private, a post's id). */
    async product(id: number): Promise<CartProduct | undefined> {
      const row = await visibleProducts(db).where('c.id', '=', id).executeTakeFirst();
      return row ? productOf(row) : undefined;
    },

    /** A visible product by its slug (the product page's form). */
    async productBySlug(slug: string): Promise<CartProduct | undefined> {
      const row = await visibleProducts(db).where('c.slug', '=', slug).executeTakeFirst();
      return row ? productOf(row) : undefined;
    },

    /** A grouped product's visible children, in menu order. */
    async children(parentId: number): Promise<CartProduct[]> {
      const rows = await visibleProducts(db)
        .where('p.parent_id', '=', parentId)
        .orderBy('c.menu_order')
        .orderBy('c.id')
        .execute();
      return rows.map(productOf);
    },

    /** The visitor's lines whose product is still visible, oldest first. */
    async lines(visitorId: string): Promise<CartLine[]> {
      const rows = await db
        .selectFrom('shop_cart_lines as l')
        .innerJoin('content_items as c', 'c.id', 'l.product_id')
        .innerJoin('products as p', 'p.item_id', 'c.id')
        .select([...productColumns, 'l.quantity'])
        .where('l.visitor_id', '=', visitorId)
        .where('c.kind', '=', 'product')
        .where('c.status', '=', 'published')
        .where('c.password_protected', '=', 0)
        .orderBy('l.added_at')
        .orderBy('l.product_id')
        .execute();
      return rows.map((row) => ({ product: productOf(row), quantity: Number(row.quantity) }));
    },

    /**
     * Applies `decide` to the visitor's current quantities inside one transaction and writes what it
     * returns (quantity 0 removes the line): a refused change writes nothing.
     */
    async change<T>(
      visitor: CartVisitor,
      now: Date,
      decide: (current: ReadonlyMap<number, number>) => { writes: Map<number, number>; result: T },
    ): Promise<T> {
      return db.transaction().execute(async (trx) => {
        const rows = visitor.id
          ? await trx
              .selectFrom('shop_cart_lines')
              .select(['product_id', 'quantity'])
              .where('visitor_id', '=', visitor.id)
              .execute()
          : [];
        const current = new Map(rows.map((row) => [Number(row.product_id), Number(row.quantity)]));
        const { writes, result } = decide(current);
        if (writes.size === 0) return result;
        // The cookie is set only now, on a write that happens (issue 15 item 1: first write only).
        const visitorId = visitor.id ?? visitor.create();
        const at = now.toISOString();
        for (const [productId, quantity] of writes) {
          if (quantity <= 0) {
            await trx
              .deleteFrom('shop_cart_lines')
              .where('visitor_id', '=', visitorId)
              .where('product_id', '=', productId)
              .execute();
          } else if (current.has(productId)) {
            await trx
              .updateTable('shop_cart_lines')
              .set({ quantity })
              .where('visitor_id', '=', visitorId)
              .where('product_id', '=', productId)
              .execute();
          } else {
            await trx
              .insertInto('shop_cart_lines')
              .values({ visitor_id: visitorId, product_id: productId, quantity, added_at: at })
              // A first line written twice at once (two tabs) ends at the later quantity, not a 500.
              .onConflict((conflict) =>
                conflict.columns(['visitor_id', 'product_id']).doUpdateSet({ quantity }),
              )
              .execute();
          }
        }
        return result;
      });
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
