import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import {
  checkoutFields,
  countRows,
  createShopTestApp,
  newIdempotencyKey,
  postCheckout,
  type ShopTestApp,
  seedCartLine,
  seedProduct,
  stockOf,
  visitorCookie,
} from './support/shop-checkout.ts';

describe.each(DIALECTS)('checkout on %s', (dialect) => {
  let shop: ShopTestApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  async function start() {
    shop = await createShopTestApp(dialect);
    return shop;
  }

  it('shows the empty-cart notice, and sets no cookie, to a visitor who never used the shop', async () => {
    const { app } = await start();
    const page = await app.inject({ method: 'GET', url: '/checkout' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your cart is empty.');
    expect(page.body).not.toContain('Place order');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('renders the form with the cart priced from the product rows and a fresh idempotency key', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    const beans = await seedProduct(database, {
      title: 'Harbour Blend',
      priceMinor: 950,
      salePriceMinor: 800,
    });
    await seedCartLine(database, visitor.id, beans, 2);
    const page = await app.inject({ method: 'GET', url: '/checkout', headers: { cookie: visitor.cookie } });
    expect(page.body).toContain('2 × Harbour Blend');
    expect(page.body).toContain('£16.00');
    expect(page.body).toMatch(/name="idempotency_key" value="[0-9a-f]{32}"/);
    expect(page.body).toContain('Place order');
  });

  it('answers per-field messages for missing and malformed details and writes nothing', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    const beans = await seedProduct(database, { title: 'Harbour Blend', priceMinor: 950, stock: 5 });
    await seedCartLine(database, visitor.id, beans, 1);
    const answer = await postCheckout(
      app,
      {
        name: '',
        email: 'not-an-address',
        phone: '12',
        fulfilment: 'delivery',
        payment_method: 'bitcoin',
        idempotency_key: newIdempotencyKey(),
      },
      { cookie: visitor.cookie, json: true },
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      success: false,
      data: {
        message: 'Check the details marked below.',
        errors: {
          name: 'Enter your name.',
          email: 'Enter an e-mail address like name@example.com.',
          phone: 'Enter a phone number of 7 to 15 digits (spaces, +, - and brackets are fine).',
          address: 'Enter the delivery address.',
          town: 'Enter the town.',
          postcode: 'Enter the postcode.',
          payment_method: 'Choose how to pay.',
        },
      },
    });
    expect(await countRows(database, 'shop_orders')).toBe(0);
    expect(await stockOf(database, beans)).toBe(5);
  });

  it('re-renders the page without JavaScript with the messages under the fields and the same key', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    const beans = await seedProduct(database, { title: 'Harbour Blend', priceMinor: 950 });
    await seedCartLine(database, visitor.id, beans, 1);
    const key = newIdempotencyKey();
    const page = await postCheckout(app, checkoutFields({ email: '', idempotency_key: key }), {
      cookie: visitor.cookie,
    });
    expect(page.statusCode).toBe(422);
    expect(page.body).toContain('Enter your e-mail address.');
    expect(page.body).toContain(`value="${key}"`);
    expect(page.body).toContain('value="Ada Lovelace"');
  });

  it('refuses a form without a valid idempotency key', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    await seedCartLine(
      database,
      visitor.id,
      await seedProduct(database, { title: 'Beans', priceMinor: 900 }),
      1,
    );
    for (const key of ['', 'abc', 'G'.repeat(32), `${'a'.repeat(32)}\n`]) {
      const answer = await postCheckout(app, checkoutFields({ idempotency_key: key }), {
        cookie: visitor.cookie,
        json: true,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json().data.message).toBe(
        'This checkout form has expired. Check your details and place the order again.',
      );
    }
    expect(await countRows(database, 'shop_orders')).toBe(0);
  });

  it('places the order: re-priced lines, stock taken, cart emptied, confirmation in the outbox', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    const beans = await seedProduct(database, {
      title: 'Harbour Blend',
      priceMinor: 950,
      salePriceMinor: 800,
      stock: 10,
    });
    const mug = await seedProduct(database, { title: 'Quay Mug', priceMinor: 1200, stock: null });
    await seedCartLine(database, visitor.id, beans, 3);
    await seedCartLine(database, visitor.id, mug, 1);
    // Tampered prices, totals and quantities in the post are not read.
    const answer = await postCheckout(
      app,
      checkoutFields({
        fulfilment: 'delivery',
        address: '1 Broad Street',
        town: 'Portsmouth',
        postcode: 'po1 2ab',
        price: '1',
        total: '0',
        'quantity[1]': '1000',
        unit_price_minor: '0',
      }),
      { cookie: visitor.cookie },
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toMatch(/^\/checkout\/order\/HH-[0-9A-Z]{8}$/);
    const order = await database.db.selectFrom('shop_orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      visitor_id: visitor.id,
      payment_method: 'collection',
      payment_status: 'due',
      status: 'placed',
      fulfilment: 'delivery',
      postcode: 'PO1 2AB',
      email_key: 'ada@example.com',
    });
    // 3 × £8.00 + £12.00 = £36.00 < £40: delivery £4.50; VAT included: 4050 × 2000 / 12000 = 675.
    expect(Number(order.subtotal_minor)).toBe(3600);
    expect(Number(order.delivery_minor)).toBe(450);
    expect(Number(order.total_minor)).toBe(4050);
    expect(Number(order.tax_minor)).toBe(675);
    const lines = await database.db
      .selectFrom('shop_order_lines')
      .selectAll()
      .orderBy('product_id')
      .execute();
    expect(lines.map((line) => [line.title, Number(line.unit_price_minor), Number(line.quantity)])).toEqual([
      ['Harbour Blend', 800, 3],
      ['Quay Mug', 1200, 1],
    ]);
    expect(await stockOf(database, beans)).toBe(7);
    expect(await stockOf(database, mug)).toBeNull();
    expect(await database.db.selectFrom('shop_cart_lines').selectAll().execute()).toEqual([]);
    // Placing an order is the visitor's write: their records are kept SHOP_VISITOR_DAYS from now.
    const visitorRow = await database.db.selectFrom('shop_visitors').selectAll().executeTakeFirstOrThrow();
    expect(visitorRow.last_write_at).toBe(order.created_at);
    const mail = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('ada@example.com');
    expect(mail.subject).toBe(`Your order ${order.number} at Harbour & Hearth Café`);
    expect(mail.body).toContain('3 × Harbour Blend — £24.00');
    expect(mail.body).toContain('Total: £40.50');

    const confirmation = await app.inject({
      method: 'GET',
      url: String(answer.headers.location),
      headers: { cookie: visitor.cookie },
    });
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain(`Order ${order.number}`);
    expect(confirmation.body).toContain('£40.50');
  });

  it('a retried "Place order" with the same key returns the same order, even when sent at once', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    const beans = await seedProduct(database, { title: 'Harbour Blend', priceMinor: 950, stock: 10 });
    await seedCartLine(database, visitor.id, beans, 2);
    const fields = checkoutFields();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postCheckout(app, fields, { cookie: visitor.cookie, json: true })),
    );
    const numbers = new Set(answers.map((answer) => answer.json().data.order_number));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(numbers.size).toBe(1);
    const again = await postCheckout(app, fields, { cookie: visitor.cookie, json: true });
    expect(again.json().data.order_number).toBe([...numbers][0]);
    expect(await countRows(database, 'shop_orders')).toBe(1);
    expect(await countRows(database, 'outbox')).toBe(1);
    expect(await stockOf(database, beans)).toBe(8);
  });

  it('refuses the whole order when one line is short of stock, naming the product, and changes nothing', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    const beans = await seedProduct(database, { title: 'Harbour Blend', priceMinor: 950, stock: 10 });
    const cake = await seedProduct(database, { title: 'Lemon Drizzle', priceMinor: 450, stock: 2 });
    const gone = await seedProduct(database, { title: 'Quay Mug', priceMinor: 1200, stock: 0 });
    await seedCartLine(database, visitor.id, beans, 1);
    await seedCartLine(database, visitor.id, cake, 3);
    const short = await postCheckout(app, checkoutFields(), { cookie: visitor.cookie, json: true });
    expect(short.statusCode).toBe(422);
    expect(short.json().data.message).toBe(
      'Sorry, only 2 of Lemon Drizzle left in stock. Lower the quantity in your cart to continue.',
    );
    await database.db
      .updateTable('shop_cart_lines')
      .set({ quantity: 2 })
      .where('product_id', '=', cake)
      .execute();
    await seedCartLine(database, visitor.id, gone, 1);
    const out = await postCheckout(app, checkoutFields(), { cookie: visitor.cookie, json: true });
    expect(out.json().data.message).toBe(
      'Sorry, Quay Mug is out of stock. Remove it from your cart to continue.',
    );
    expect(await stockOf(database, beans)).toBe(10);
    expect(await stockOf(database, cake)).toBe(2);
    expect(await countRows(database, 'shop_orders')).toBe(0);
    expect(await countRows(database, 'outbox')).toBe(0);
    expect((await database.db.selectFrom('shop_cart_lines').selectAll().execute()).length).toBe(3);
  });

  it('refuses cart lines of drafts, grouped boxes, posts and products that no longer exist', async () => {
    const { app, database, secret } = await start();
    const cases: Array<[number, string]> = [
      [
        await seedProduct(database, { title: 'Secret Roast', priceMinor: 900, status: 'draft' }),
        'A product in your cart',
      ],
      [await seedProduct(database, { title: 'Gift Box', priceMinor: 0, type: 'grouped' }), 'Gift Box'],
      [
        await seedProduct(database, { title: 'A journal post', priceMinor: 0, kind: 'post' }),
        'A product in your cart',
      ],
      [1_000_000_000, 'A product in your cart'],
    ];
    for (const [productId, named] of cases) {
      const visitor = visitorCookie(secret);
      await seedCartLine(database, visitor.id, productId, 1);
      const page = await app.inject({ method: 'GET', url: '/checkout', headers: { cookie: visitor.cookie } });
      expect(page.body).toContain(`${named} is no longer available. Remove it from your cart to continue.`);
      const answer = await postCheckout(app, checkoutFields(), { cookie: visitor.cookie, json: true });
      expect(answer.json().data.message).toBe(
        `${named} is no longer available. Remove it from your cart to continue.`,
      );
    }
    expect(await countRows(database, 'shop_orders')).toBe(0);
  });

  it('refuses cart quantities of 0, negative or beyond the stock, whatever the cart table holds', async () => {
    const { app, database, secret } = await start();
    const beans = await seedProduct(database, { title: 'Harbour Blend', priceMinor: 950, stock: 10 });
    for (const [quantity, message] of [
      [0, 'Harbour Blend is no longer available. Remove it from your cart to continue.'],
      [-3, 'Harbour Blend is no longer available. Remove it from your cart to continue.'],
      [
        1_000_000_000,
        'Sorry, only 10 of Harbour Blend left in stock. Lower the quantity in your cart to continue.',
      ],
    ] as const) {
      const visitor = visitorCookie(secret);
      await seedCartLine(database, visitor.id, beans, quantity);
      const answer = await postCheckout(app, checkoutFields(), { cookie: visitor.cookie, json: true });
      expect(answer.json().data.message).toBe(message);
    }
    // Stock not counted: the total is bounded instead (money columns are 32-bit).
    const mugs = await seedProduct(database, { title: 'Quay Mug', priceMinor: 1200, stock: null });
    const visitor = visitorCookie(secret);
    await seedCartLine(database, visitor.id, mugs, 1_000_000_000);
    const huge = await postCheckout(app, checkoutFields(), { cookie: visitor.cookie, json: true });
    expect(huge.json().data.message).toBe(
      'This order is too large to place online. Lower the quantities in your cart, or call us.',
    );
    expect(await stockOf(database, beans)).toBe(10);
    expect(await countRows(database, 'shop_orders')).toBe(0);
  });

  it('answers hostile bodies with a clear refusal, never a 500, and writes nothing', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    await seedCartLine(
      database,
      visitor.id,
      await seedProduct(database, { title: 'Beans', priceMinor: 900 }),
      1,
    );
    const bodies: Array<[string, string]> = [
      ['application/json', JSON.stringify({ name: ['a', 'b'], email: { $ne: 1 }, idempotency_key: [1] })],
      ['application/json', '{"broken'],
      ['text/plain', 'name=Ada'],
      ['application/x-www-form-urlencoded', `name=${'x'.repeat(60_000)}&email=%00%00&phone=%E2%80%AE123`],
      ['application/x-www-form-urlencoded', 'fulfilment=delivery&fulfilment=pickup&payment_method=card'],
    ];
    for (const [type, payload] of bodies) {
      const answer = await app.inject({
        method: 'POST',
        url: '/checkout',
        headers: { 'content-type': type, cookie: visitor.cookie, accept: 'application/json' },
        payload,
      });
      expect(answer.statusCode, `${type} ${payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, `${type} ${payload.slice(0, 40)}`).toBeLessThan(500);
    }
    expect(await countRows(database, 'shop_orders')).toBe(0);
  });

  it('refuses a checkout or an account-link post another site made the browser send, placing nothing', async () => {
    const { app, database, secret } = await start();
    const visitor = visitorCookie(secret);
    const beans = await seedProduct(database, { title: 'Beans', priceMinor: 900, stock: 5 });
    await seedCartLine(database, visitor.id, beans, 1);
    for (const [url, payload] of [
      ['/checkout', new URLSearchParams(checkoutFields()).toString()],
      ['/my-account/link', 'email=buyer%40example.com'],
    ] as const) {
      for (const crossSite of [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }]) {
        const answer = await app.inject({
          method: 'POST',
          url,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: visitor.cookie,
            ...crossSite,
          },
          payload,
        });
        expect(answer.statusCode, `${url} ${JSON.stringify(crossSite)}`).toBe(403);
      }
    }
    expect(await countRows(database, 'shop_orders')).toBe(0);
    expect(await stockOf(database, beans)).toBe(5);
  });

  it('a second visitor, a forged cookie or no cookie never sees or places the first one’s order', async () => {
    const { app, database, secret } = await start();
    const first = visitorCookie(secret);
    const second = visitorCookie(secret);
    await seedCartLine(
      database,
      first.id,
      await seedProduct(database, { title: 'Beans', priceMinor: 900 }),
      1,
    );
    const noCookie = await postCheckout(app, checkoutFields(), { json: true });
    expect(noCookie.json().data.message).toBe('Your cart is empty.');
    const forged = `sw_visitor=${first.id}.${'A'.repeat(43)}`;
    const forgedPost = await postCheckout(app, checkoutFields(), { cookie: forged, json: true });
    expect(forgedPost.json().data.message).toBe('Your cart is empty.');
    const stranger = await postCheckout(app, checkoutFields(), { cookie: second.cookie, json: true });
    expect(stranger.json().data.message).toBe('Your cart is empty.');
    expect(await countRows(database, 'shop_orders')).toBe(0);

    const placed = await postCheckout(app, checkoutFields(), { cookie: first.cookie, json: true });
    const path = placed.json().data.redirect as string;
    for (const cookie of [second.cookie, forged, undefined]) {
      const page = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
      expect(page.statusCode).toBe(404);
      const account = await app.inject({
        method: 'GET',
        url: '/my-account',
        headers: cookie ? { cookie } : {},
      });
      expect(account.body).not.toContain(placed.json().data.order_number);
      expect(account.body).toContain('No orders yet.');
    }
    const own = await app.inject({ method: 'GET', url: '/my-account', headers: { cookie: first.cookie } });
    expect(own.body).toContain(`Order ${placed.json().data.order_number}`);
    expect(own.body).toContain('href="/wishlist"');
    expect(own.body).toContain('href="/compare"');
  });

  it('never oversells: 200 concurrent checkouts for 10 in stock make exactly 10 orders', async () => {
    const { app, database, secret } = await start();
    const beans = await seedProduct(database, { title: 'Last Batch', priceMinor: 1000, stock: 10 });
    const visitors = Array.from({ length: 200 }, () => visitorCookie(secret));
    for (const visitor of visitors) await seedCartLine(database, visitor.id, beans, 1);
    const answers = await Promise.all(
      visitors.map((visitor) => postCheckout(app, checkoutFields(), { cookie: visitor.cookie, json: true })),
    );
    const placed = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 422);
    expect(placed.length).toBe(10);
    expect(refused.length).toBe(190);
    for (const answer of refused)
      expect(answer.json().data.message).toBe(
        'Sorry, Last Batch is out of stock. Remove it from your cart to continue.',
      );
    expect(await stockOf(database, beans)).toBe(0);
    expect(await countRows(database, 'shop_orders')).toBe(10);
    expect(await countRows(database, 'shop_order_lines')).toBe(10);
    const status = await database.db
      .selectFrom('products')
      .select('stock_status')
      .where('item_id', '=', beans)
      .executeTakeFirstOrThrow();
    expect(status.stock_status).toBe('outofstock');
  });
});
