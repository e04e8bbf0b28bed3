import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runOrdersCommand } from '../src/cli/orders.ts';
import { DIALECTS } from './support/databases.ts';
import {
  checkoutFields,
  createShopTestApp,
  postCheckout,
  type ShopTestApp,
  seedCartLine,
  seedProduct,
  stockOf,
  visitorCookie,
} from './support/shop-checkout.ts';

function collector() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

describe.each(DIALECTS)('npm run orders on %s', (dialect) => {
  let shop: ShopTestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  /** Two orders: one pickup, one delivery by a buyer whose name carries a terminal escape. */
  async function start() {
    shop = await createShopTestApp(dialect);
    const beans = await seedProduct(shop.database, { title: 'Harbour Blend', priceMinor: 950, stock: 10 });
    const numbers: string[] = [];
    for (const fields of [
      checkoutFields(),
      checkoutFields({
        name: 'Eve \u001b[31mRed',
        fulfilment: 'delivery',
        address: '1 Broad Street, "Flat 2"',
        town: 'Portsmouth',
        postcode: 'PO1 2AB',
      }),
    ]) {
      const visitor = visitorCookie(shop.secret);
      await seedCartLine(shop.database, visitor.id, beans, 2);
      numbers.push(
        (await postCheckout(shop.app, fields, { cookie: visitor.cookie, json: true })).json().data
          .order_number,
      );
    }
    return { ...shop, beans, numbers };
  }

  async function run(argv: string[]) {
    if (!shop) throw new Error('start first');
    const stdout = collector();
    const stderr = collector();
    const code = await runOrdersCommand(argv, {
      stdout: stdout.stream,
      stderr: stderr.stream,
      database: shop.database,
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  }

  it('lists every order with its total, and shows one with no terminal escape in it', async () => {
    const { numbers } = await start();
    const list = await run(['list']);
    expect(list.code).toBe(0);
    const rows = list.stdout.trim().split('\n');
    expect(rows.map((row) => row.split('\t')[0])).toEqual(numbers);
    expect(rows[0]).toContain('collection/due');
    expect(rows[0]).toContain('£19.00');
    const show = await run(['show', numbers[1] ?? '']);
    // The checkout keeps control characters out of stored text; the CLI escapes any that got in.
    expect(show.stdout).toContain('Eve [31mRed');
    expect(show.stdout).not.toContain('\u001b');
    expect(show.stdout).toContain('2 × Harbour Blend');
    expect(show.stdout).toContain('Delivery: 1 Broad Street, "Flat 2", Portsmouth, PO1 2AB');
  });

  it('exports CSV (a row per line, money as the owner writes it) and JSON without visitor ids', async () => {
    const { numbers } = await start();
    const csv = await run(['export']);
    const [header, first, second] = csv.stdout.trim().split('\r\n');
    expect(header).toBe(
      'number,created_at,status,payment_method,payment_status,name,email,phone,fulfilment,address,town,postcode,currency,order_total,product_id,sku,title,quantity,unit_price,line_total',
    );
    expect(first).toContain(`${numbers[0]},`);
    expect(first).toContain(',19.00,');
    expect(second).toContain('"1 Broad Street, ""Flat 2"""');
    const json = JSON.parse((await run(['export', '--format', 'json'])).stdout);
    expect(json.map((order: { number: string }) => order.number)).toEqual(numbers);
    expect(json[0].visitorId).toBeUndefined();
    expect(json[0].lines).toEqual([
      {
        productId: expect.any(Number),
        title: 'Harbour Blend',
        sku: expect.any(String),
        unitPriceMinor: 950,
        quantity: 2,
        lineTotalMinor: 1900,
      },
    ]);
  });

  it('marks an order; cancelling gives its stock back once', async () => {
    const { numbers, database, beans } = await start();
    expect(await stockOf(database, beans)).toBe(6);
    expect((await run(['mark', numbers[0] ?? '', 'ready'])).stdout).toContain('placed → ready');
    expect((await run(['mark', numbers[0] ?? '', 'cancelled'])).code).toBe(0);
    expect((await run(['mark', numbers[0] ?? '', 'cancelled'])).code).toBe(0);
    expect(await stockOf(database, beans)).toBe(8);
    expect((await run(['show', numbers[0] ?? ''])).stdout).toContain('Status: cancelled');
  });

  it('answers usage errors with 2 and unknown orders with 1', async () => {
    await start();
    expect((await run([])).code).toBe(2);
    expect((await run(['mark', 'HH-00000000', 'shipped'])).code).toBe(2);
    expect((await run(['export', '--format', 'xml'])).code).toBe(2);
    const missing = await run(['show', 'HH-00000000']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('no order "HH-00000000"');
  });
});
