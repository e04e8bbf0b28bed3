import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext } from 'playwright-core';
import {
  createVisitorIdentity,
  VISITOR_COOKIE,
} from '../../packages/server/src/modules/shop/visitor-identity.ts';
import { baseUrl, dataDir } from './browser.ts';

/** The demo server's secret: NONCE_SECRET when set, else the file the server wrote in its data dir. */
function demoSecret(): string {
  return process.env.NONCE_SECRET || fs.readFileSync(path.join(dataDir(), 'nonce-secret'), 'utf8').trim();
}

/** Opens the demo database for a write (the server has it open too: WAL, with a busy timeout). */
export function openDemoDatabase(): Database.Database {
  const db = new Database(path.join(dataDir(), 'site-widgets.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** A published simple product of the demo shop with at least `stock` counted in stock. */
export function demoProductInStock(stock = 5): { id: number; title: string; slug: string; stock: number } {
  const db = openDemoDatabase();
  try {
    const row = db
      .prepare(
        `select item.id as id, item.title as title, item.slug as slug, product.stock_quantity as stock
         from content_items item join products product on product.item_id = item.id
         where item.kind = 'product' and item.status = 'published' and item.password_protected = 0
           and product.product_type = 'simple' and product.stock_status = 'instock'
           and product.stock_quantity >= ? order by item.id limit 1`,
      )
      .get(stock) as { id: number; title: string; slug: string; stock: number } | undefined;
    if (!row) throw new Error('the demo shop has no product in stock');
    return row;
  } finally {
    db.close();
  }
}

export function stockOfDemoProduct(productId: number): number {
  const db = openDemoDatabase();
  try {
    return (
      db.prepare('select stock_quantity from products where item_id = ?').get(productId) as {
        stock_quantity: number;
      }
    ).stock_quantity;
  } finally {
    db.close();
  }
}

/**
 * A shopper with `lines` in their cart, as the cart's add-to-cart would leave them: the visitor and cart
 * rows written into the demo database, and the visitor's signed `sw_visitor` cookie set in `context`.
 */
export async function shopperWithCart(
  context: BrowserContext,
  lines: Array<{ productId: number; quantity: number }>,
): Promise<{ visitorId: string }> {
  let cookie = '';
  const visitorId = createVisitorIdentity({ secret: demoSecret() }).ensure(
    { headers: {}, protocol: 'http' } as never,
    {
      header(_name: string, value: string) {
        cookie = value.split(';')[0] ?? '';
      },
    } as never,
  );
  const now = new Date().toISOString();
  const db = openDemoDatabase();
  try {
    db.prepare('insert into shop_visitors (id, created_at, last_write_at) values (?, ?, ?)').run(
      visitorId,
      now,
      now,
    );
    const insert = db.prepare(
      'insert into shop_cart_lines (visitor_id, product_id, quantity, added_at) values (?, ?, ?, ?)',
    );
    for (const line of lines) insert.run(visitorId, line.productId, line.quantity, now);
  } finally {
    db.close();
  }
  await context.addCookies([
    {
      name: VISITOR_COOKIE,
      value: cookie.slice(VISITOR_COOKIE.length + 1),
      url: baseUrl(),
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return { visitorId };
}
