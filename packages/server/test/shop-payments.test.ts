import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createHostedCardPayment,
  PAYMENT_SIGNATURE_HEADER,
  signPaymentCallback,
} from '../src/modules/shop/payments/hosted-card-payment.ts';
import { DIALECTS } from './support/databases.ts';
import {
  checkoutFields,
  countRows,
  createShopTestApp,
  postCheckout,
  type ShopTestApp,
  seedCartLine,
  seedProduct,
  stockOf,
  visitorCookie,
} from './support/shop-checkout.ts';

const WEBHOOK_SECRET = 'whsec-test-0123456789abcdef';
const API_KEY = 'sk-test-key';

/** A stand-in for the card provider: creates sessions over real HTTP and records what it was sent. */
async function startFakeProvider(options: { failWith?: number } = {}) {
  const sessions: Array<{ authorization: string | undefined; body: Record<string, unknown> }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/sessions') {
        response.writeHead(404).end();
        return;
      }
      if (options.failWith) {
        response.writeHead(options.failWith).end('{"error":"down"}');
        return;
      }
      sessions.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
      const id = `cs_test_${sessions.length}`;
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id, url: `http://127.0.0.1:${port()}/pay/${id}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = () => (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port()}/v1`,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(DIALECTS)('card payment through the hosted page on %s', (dialect) => {
  let shop: ShopTestApp | undefined;
  let provider: Awaited<ReturnType<typeof startFakeProvider>> | undefined;
  afterEach(async () => {
    await shop?.close();
    await provider?.close();
    shop = undefined;
    provider = undefined;
  });

  async function start(providerOptions: { failWith?: number } = {}) {
    provider = await startFakeProvider(providerOptions);
    shop = await createShopTestApp(dialect, {
      checkout: {
        publicOrigin: 'https://cafe.example',
        payments: [
          createHostedCardPayment({ apiUrl: provider.url, apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET }),
        ],
      },
    });
    const visitor = visitorCookie(shop.secret);
    const beans = await seedProduct(shop.database, { title: 'Harbour Blend', priceMinor: 950, stock: 5 });
    await seedCartLine(shop.database, visitor.id, beans, 2);
    return { ...shop, visitor, beans, provider };
  }

  const callback = (app: ShopTestApp['app'], body: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: '/checkout/payment/callback',
      headers: { 'content-type': 'application/json', [PAYMENT_SIGNATURE_HEADER]: signature },
      payload: body,
    });

  it('creates a session with the amount only, sends the buyer to the provider, and the form may go there', async () => {
    const { app, visitor, provider, database, beans } = await start();
    const page = await app.inject({ method: 'GET', url: '/checkout', headers: { cookie: visitor.cookie } });
    expect(page.body).toContain('Pay by card now');
    expect(String(page.headers['content-security-policy'])).toContain(
      `form-action 'self' ${new URL(provider.url).origin}`,
    );
    const answer = await postCheckout(
      app,
      checkoutFields({ payment_method: 'card', card_number: '4242424242424242' }),
      {
        cookie: visitor.cookie,
      },
    );
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${new URL(provider.url).origin}/pay/cs_test_1`);
    const order = await database.db.selectFrom('shop_orders').selectAll().executeTakeFirstOrThrow();
    expect(provider.sessions).toEqual([
      {
        authorization: `Bearer ${API_KEY}`,
        body: {
          amount_minor: 1900,
          currency: 'GBP',
          reference: order.number,
          return_url: `https://cafe.example/checkout/order/${order.number}`,
          callback_url: 'https://cafe.example/checkout/payment/callback',
        },
      },
    ]);
    expect(JSON.stringify(provider.sessions)).not.toContain('4242');
    expect(order).toMatchObject({ payment_status: 'pending', payment_reference: 'cs_test_1' });
    expect(await stockOf(database, beans)).toBe(3);
    // No confirmation until the provider says it is paid.
    expect(await countRows(database, 'outbox')).toBe(0);
  });

  it('a signed "paid" callback marks the order paid once and mails the confirmation', async () => {
    const { app, visitor, database } = await start();
    await postCheckout(app, checkoutFields({ payment_method: 'card' }), { cookie: visitor.cookie });
    const body = JSON.stringify({ session_id: 'cs_test_1', status: 'paid' });
    const signature = signPaymentCallback(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000));
    expect((await callback(app, body, signature)).statusCode).toBe(200);
    expect((await callback(app, body, signature)).statusCode).toBe(200);
    const order = await database.db.selectFrom('shop_orders').selectAll().executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('paid');
    const mails = await database.db.selectFrom('outbox').selectAll().execute();
    expect(mails.length).toBe(1);
    expect(mails[0]?.body).toContain('Paid by card.');
    const page = await app.inject({
      method: 'GET',
      url: `/checkout/order/${order.number}`,
      headers: { cookie: visitor.cookie },
    });
    expect(page.body).toContain('Paid by card');
  });

  it('"Pay now" on the order page starts a new session for its own browser only', async () => {
    const { app, visitor, database, secret } = await start();
    await postCheckout(app, checkoutFields({ payment_method: 'card' }), { cookie: visitor.cookie });
    const order = await database.db.selectFrom('shop_orders').selectAll().executeTakeFirstOrThrow();
    const page = await app.inject({
      method: 'GET',
      url: `/checkout/order/${order.number}`,
      headers: { cookie: visitor.cookie },
    });
    expect(page.body).toContain('Awaiting card payment');
    expect(page.body).toContain('Pay now');
    const pay = (cookie: string) =>
      app.inject({ method: 'POST', url: `/checkout/order/${order.number}/pay`, headers: { cookie } });
    expect((await pay(visitorCookie(secret).cookie)).statusCode).toBe(404);
    const again = await pay(visitor.cookie);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toMatch(/\/pay\/cs_test_2$/);
    const updated = await database.db.selectFrom('shop_orders').selectAll().executeTakeFirstOrThrow();
    expect(updated.payment_reference).toBe('cs_test_2');
  });

  it('refuses forged, stale and malformed callbacks and changes nothing', async () => {
    const { app, visitor, database } = await start();
    await postCheckout(app, checkoutFields({ payment_method: 'card' }), { cookie: visitor.cookie });
    const body = JSON.stringify({ session_id: 'cs_test_1', status: 'paid' });
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      signPaymentCallback('not-the-secret-at-all', body, now),
      signPaymentCallback(WEBHOOK_SECRET, body, now - 3600),
      signPaymentCallback(WEBHOOK_SECRET, `${body} `, now),
      'garbage',
      '',
    ];
    for (const signature of forged) expect((await callback(app, body, signature)).statusCode).toBe(400);
    const unsigned = await app.inject({ method: 'POST', url: '/checkout/payment/callback', payload: body });
    expect(unsigned.statusCode).toBe(400);
    const order = await database.db.selectFrom('shop_orders').selectAll().executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('pending');
  });

  it('a "failed" callback cancels the order and gives its stock back', async () => {
    const { app, visitor, database, beans } = await start();
    await postCheckout(app, checkoutFields({ payment_method: 'card' }), { cookie: visitor.cookie });
    expect(await stockOf(database, beans)).toBe(3);
    const body = JSON.stringify({ session_id: 'cs_test_1', status: 'failed' });
    await callback(app, body, signPaymentCallback(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)));
    const order = await database.db.selectFrom('shop_orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_status: 'failed', status: 'cancelled' });
    expect(await stockOf(database, beans)).toBe(5);
  });

  it('when the provider is down the order is taken back: stock and cart return, the buyer is told', async () => {
    const { app, visitor, database, beans } = await start({ failWith: 503 });
    const answer = await postCheckout(app, checkoutFields({ payment_method: 'card' }), {
      cookie: visitor.cookie,
      json: true,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().data.errors).toEqual({
      payment_method:
        'Card payment is not available right now. Choose pay on collection, or try again later.',
    });
    expect(await countRows(database, 'shop_orders')).toBe(0);
    expect(await stockOf(database, beans)).toBe(5);
    const cart = await database.db.selectFrom('shop_cart_lines').selectAll().execute();
    expect(cart.map((line) => [line.visitor_id, Number(line.quantity)])).toEqual([[visitor.id, 2]]);
  });
});
