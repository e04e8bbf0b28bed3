import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/app.ts';
import type { Database, DialectName } from '../../src/db/database.ts';
import type { CheckoutOptions } from '../../src/modules/shop/checkout-module.ts';
import { createVisitorIdentity, VISITOR_COOKIE } from '../../src/modules/shop/visitor-identity.ts';
import { freshDatabase } from './databases.ts';

/** An app with a known secret, so a test can sign visitor cookies as the browser would hold them. */
export interface ShopTestApp {
  app: Awaited<ReturnType<typeof buildApp>>['app'];
  database: Database;
  secret: string;
  close(): Promise<void>;
}

export async function createShopTestApp(
  dialect: DialectName,
  options: { now?: () => number; checkout?: CheckoutOptions; database?: Database } = {},
): Promise<ShopTestApp> {
  const database = options.database ?? (await freshDatabase(dialect));
  const secret = randomBytes(32).toString('hex');
  const { app } = await buildApp({
    config: { logLevel: 'silent', trustProxy: undefined },
    database,
    nonceSecret: secret,
    now: options.now,
    shop: options.checkout ? { checkout: options.checkout } : {},
  });
  return {
    app,
    database,
    secret,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}

/** A new visitor's id and its signed cookie header (`sw_visitor=<id>.<signature>`), as the server sets it. */
export function visitorCookie(secret: string): { id: string; cookie: string } {
  const identity = createVisitorIdentity({ secret });
  let header = '';
  const id = identity.ensure(
    { headers: {}, protocol: 'http' } as never,
    {
      header(_name: string, value: string) {
        header = value.split(';')[0] ?? '';
      },
    } as never,
  );
  if (!header.startsWith(`${VISITOR_COOKIE}=`)) throw new Error('no visitor cookie was set');
  return { id, cookie: header };
}

let slugCounter = 0;

/** A product row as the catalogue stores it; published simple product unless told otherwise. */
export async function seedProduct(
  database: Database,
  product: {
    title: string;
    priceMinor: number;
    salePriceMinor?: number | null;
    stock?: number | null;
    status?: 'published' | 'draft';
    type?: 'simple' | 'grouped';
    kind?: 'product' | 'post';
  },
): Promise<number> {
  const at = new Date('2026-01-01T00:00:00Z').toISOString();
  const { id } = await database.db
    .insertInto('content_items')
    .values({
      kind: product.kind ?? 'product',
      status: product.status ?? 'published',
      slug: `product-${++slugCounter}-${randomBytes(3).toString('hex')}`,
      title: product.title,
      excerpt: '',
      content: '',
      search_body: product.title,
      author: '',
      language: 'en',
      password_protected: 0,
      featured_media_id: null,
      menu_order: 0,
      source_key: null,
      published_at: at,
      modified_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if ((product.kind ?? 'product') === 'product')
    await database.db
      .insertInto('products')
      .values({
        item_id: id,
        product_type: product.type ?? 'simple',
        parent_id: null,
        sku: `SKU-${id}`,
        price_minor: product.priceMinor,
        sale_price_minor: product.salePriceMinor ?? null,
        currency: 'GBP',
        stock_status: product.stock === 0 ? 'outofstock' : 'instock',
        stock_quantity: product.stock === undefined ? 50 : product.stock,
        low_stock_threshold: null,
        gallery: '[]',
        short_description: '',
      })
      .execute();
  return id;
}

/** Puts a product in a visitor's cart, as the cart helper's add-to-cart stores it. */
export async function seedCartLine(
  database: Database,
  visitorId: string,
  productId: number,
  quantity: number,
) {
  const at = new Date('2026-01-01T00:00:00Z').toISOString();
  await database.db
    .insertInto('shop_visitors')
    .values({ id: visitorId, created_at: at, last_write_at: at })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await database.db
    .insertInto('shop_cart_lines')
    .values({ visitor_id: visitorId, product_id: productId, quantity, added_at: at })
    .execute();
}

export const newIdempotencyKey = () => randomBytes(16).toString('hex');

/** The checkout form's fields for a pickup order paid on collection. */
export function checkoutFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '023 9200 0000',
    fulfilment: 'pickup',
    payment_method: 'collection',
    idempotency_key: newIdempotencyKey(),
    ...overrides,
  };
}

/** POSTs the checkout form as a browser (form-encoded), with a visitor cookie when given. */
export async function postCheckout(
  app: ShopTestApp['app'],
  fields: Record<string, string>,
  options: { cookie?: string; json?: boolean } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/checkout',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json ? { accept: 'application/json' } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

export async function stockOf(database: Database, productId: number): Promise<number | null> {
  const row = await database.db
    .selectFrom('products')
    .select('stock_quantity')
    .where('item_id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.stock_quantity === null ? null : Number(row.stock_quantity);
}

export async function countRows(database: Database, table: 'shop_orders' | 'shop_order_lines' | 'outbox') {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
