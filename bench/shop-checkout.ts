// npm run bench:shop-checkout [-- --duration 10 --connections 20 --databases sqlite,postgres]
// Issue 15 item 5: placed orders per second through `POST /checkout` (JSON answer), on SQLite and
// PostgreSQL. Each request is a different shopper (a visitor with one line in their cart, seeded before
// the run) with a new idempotency key; every order re-prices the line, takes stock with the conditional
// UPDATE, writes the order, its line and the confirmation mail and empties the cart in one transaction.
// All orders are for one product, so they contend for one row: the worst case. Prints figures;
// asserts nothing. SQLite's figures depend on the disk's fsync (synchronous=FULL).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../packages/server/src/db/database.ts';
import { createVisitorIdentity } from '../packages/server/src/modules/shop/visitor-identity.ts';
import { startDemoServer } from '../scripts/demo-server.ts';
// @ts-expect-error: plain .mjs helper shared with the test suite
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    databases: { type: 'string', default: 'sqlite,postgres' },
    shoppers: { type: 'string', default: '20000' },
  },
});

const secret = randomBytes(32).toString('hex');
const identity = createVisitorIdentity({ secret });

/** A new shopper's id and signed cookie, as the server would set it. */
function newShopper(): { id: string; cookie: string } {
  let cookie = '';
  const id = identity.ensure(
    { headers: {}, protocol: 'http' } as never,
    {
      header(_name: string, value: string) {
        cookie = value.split(';')[0] ?? '';
      },
    } as never,
  );
  return { id, cookie };
}

/** Seeds `count` shoppers with one of the demo's first in-stock product each; stock made ample. */
async function seedShoppers(databaseUrl: string, count: number) {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const product = await database.db
      .selectFrom('products')
      .innerJoin('content_items', 'content_items.id', 'products.item_id')
      .select('products.item_id')
      .where('content_items.status', '=', 'published')
      .where('products.product_type', '=', 'simple')
      .where('products.stock_status', '=', 'instock')
      .orderBy('products.item_id')
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('products')
      .set({ stock_quantity: 1_000_000_000 })
      .where('item_id', '=', product.item_id)
      .execute();
    const shoppers = Array.from({ length: count }, newShopper);
    const at = new Date().toISOString();
    for (let start = 0; start < shoppers.length; start += 500) {
      const batch = shoppers.slice(start, start + 500);
      await database.db
        .insertInto('shop_visitors')
        .values(batch.map((shopper) => ({ id: shopper.id, created_at: at, last_write_at: at })))
        .execute();
      await database.db
        .insertInto('shop_cart_lines')
        .values(
          batch.map((shopper) => ({
            visitor_id: shopper.id,
            product_id: product.item_id,
            quantity: 1,
            added_at: at,
          })),
        )
        .execute();
    }
    return shoppers;
  } finally {
    await database.destroy();
  }
}

const checkoutBody = () =>
  new URLSearchParams({
    name: 'Bench Shopper',
    email: 'bench@example.test',
    phone: '023 9282 0458',
    fulfilment: 'pickup',
    payment_method: 'collection',
    idempotency_key: randomBytes(16).toString('hex'),
  }).toString();

const rows: string[][] = [];
for (const dialect of values.databases.split(',')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-checkout-'));
  let cluster: { url: string; stop(): void } | undefined;
  let databaseUrl = path.join(dataDir, 'site-widgets.sqlite');
  if (dialect === 'postgres') {
    cluster = await startThrowawayPostgres();
    databaseUrl = cluster?.url ?? '';
  }
  try {
    const server = await startDemoServer({
      env: {
        DATABASE_URL: dialect === 'postgres' ? databaseUrl : '',
        SEED_DEMO: 'yes',
        NONCE_SECRET: secret,
      },
      dataDir,
    });
    try {
      const shoppers = await seedShoppers(databaseUrl, Number(values.shoppers));
      let next = 0;
      let placed = 0;
      const result = await autocannon({
        url: server.url,
        duration: Number(values.duration),
        connections: Number(values.connections),
        requests: [
          {
            method: 'POST',
            path: '/checkout',
            setupRequest: (request) => ({
              ...request,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                accept: 'application/json',
                cookie: shoppers[next++ % shoppers.length]?.cookie ?? '',
              },
              body: checkoutBody(),
            }),
            onResponse: (status, body) => {
              if (status === 200 && body.includes('"order_number"')) placed++;
            },
          },
        ],
      });
      rows.push([
        dialect,
        (placed / Number(values.duration)).toFixed(0),
        result.latency.p50.toFixed(1),
        result.latency.p99.toFixed(1),
        String(result.non2xx + result.errors),
        next > shoppers.length ? 'yes (raise --shoppers)' : 'no',
      ]);
    } finally {
      await server.stop();
    }
  } finally {
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('\ndatabase | orders placed per second | p50 ms | p99 ms | failed | ran out of shoppers');
for (const row of rows) console.log(row.join(' | '));
