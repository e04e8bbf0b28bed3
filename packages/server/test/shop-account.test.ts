import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import {
  checkoutFields,
  createShopTestApp,
  postCheckout,
  type ShopTestApp,
  seedCartLine,
  seedProduct,
  visitorCookie,
} from './support/shop-checkout.ts';

const LINK_SENT =
  'If there are orders placed with that address, we have e-mailed it a link to them. The link works for 60 minutes.';

describe.each(DIALECTS)('my account on %s', (dialect) => {
  let shop: ShopTestApp | undefined;
  let clock = Date.parse('2026-11-25T10:00:00Z');
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  /** An app whose clock the test moves, with one order placed by ada@example.com from one browser. */
  async function start() {
    clock = Date.parse('2026-11-25T10:00:00Z');
    shop = await createShopTestApp(dialect, {
      now: () => clock,
      checkout: { publicOrigin: 'https://cafe.example' },
    });
    const buyer = visitorCookie(shop.secret);
    await seedCartLine(
      shop.database,
      buyer.id,
      await seedProduct(shop.database, { title: 'Beans', priceMinor: 900 }),
      1,
    );
    const placed = await postCheckout(shop.app, checkoutFields({ email: 'Ada@Example.com' }), {
      cookie: buyer.cookie,
      json: true,
    });
    const orderNumber = placed.json().data.order_number as string;
    await shop.database.db.deleteFrom('outbox').execute();
    return { ...shop, buyer, orderNumber };
  }

  const askForLink = (app: ShopTestApp['app'], email: string, remoteAddress = '203.0.113.9') =>
    app.inject({
      method: 'POST',
      url: '/my-account/link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email }).toString(),
      remoteAddress,
    });

  const linkInOutbox = async (shop: ShopTestApp) => {
    const mails = await shop.database.db.selectFrom('outbox').selectAll().execute();
    return {
      mails,
      link: /https:\/\/cafe\.example(\/my-account\/orders\?token=\S+)/.exec(mails[0]?.body ?? '')?.[1],
    };
  };

  it('e-mails a signed link that shows the address’s orders on another device', async () => {
    const { app, orderNumber, ...rest } = await start();
    const answer = await askForLink(app, ' ada@EXAMPLE.com ');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(LINK_SENT);
    const { mails, link } = await linkInOutbox({ app, ...rest });
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['ada@EXAMPLE.com', 'Your orders at Harbour & Hearth Café'],
    ]);
    expect(link).toBeDefined();
    // Another device: no cookie at all.
    const page = await app.inject({ method: 'GET', url: String(link) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('Orders placed with your e-mail');
    expect(page.body).toContain(`Order ${orderNumber}`);
  });

  it('answers the same words for an address without orders, and sends nothing', async () => {
    const { app, database } = await start();
    const answer = await askForLink(app, 'nobody@example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(LINK_SENT);
    expect(await database.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('refuses an expired link after 60 minutes, and a forged or altered one', async () => {
    const { app, orderNumber, ...rest } = await start();
    await askForLink(app, 'ada@example.com');
    const { link } = await linkInOutbox({ app, ...rest });
    const token = new URL(`https://x${link}`).searchParams.get('token') ?? '';
    const [expires, email, signature] = token.split('.');
    const other = Buffer.from('eve@example.com').toString('base64url');
    for (const forged of [
      `${expires}.${other}.${signature}`,
      `${Number(expires) + 3600}.${email}.${signature}`,
      `${expires}.${email}.${'A'.repeat(43)}`,
      'nonsense',
      '',
    ]) {
      const page = await app.inject({
        method: 'GET',
        url: `/my-account/orders?token=${encodeURIComponent(forged)}`,
      });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid. Ask for a new one below.');
      expect(page.body).not.toContain(orderNumber);
    }
    clock += 59 * 60_000;
    expect((await app.inject({ method: 'GET', url: String(link) })).statusCode).toBe(200);
    clock += 60_000;
    const expired = await app.inject({ method: 'GET', url: String(link) });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired. Ask for a new one below.');
    expect(expired.body).not.toContain(orderNumber);
  });

  it('limits link requests per address and per client, whether or not the address has orders', async () => {
    const { app, database } = await start();
    for (let index = 0; index < 3; index++)
      expect((await askForLink(app, 'ada@example.com', `198.51.100.${index}`)).statusCode).toBe(200);
    const fourth = await askForLink(app, 'ada@example.com', '198.51.100.50');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body).toContain('You have asked for several links already.');
    expect((await database.db.selectFrom('outbox').selectAll().execute()).length).toBe(3);
    for (let index = 0; index < 10; index++)
      expect((await askForLink(app, `someone${index}@example.com`, '192.0.2.7')).statusCode).toBe(200);
    expect((await askForLink(app, 'someone-else@example.com', '192.0.2.7')).statusCode).toBe(429);
  });

  it('asks for a valid address', async () => {
    const { app } = await start();
    expect((await askForLink(app, '')).body).toContain('Enter the e-mail address you ordered with.');
    const bad = await askForLink(app, '<script>@x');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter an e-mail address like name@example.com.');
    expect(bad.body).not.toContain('<script>@x');
  });

  it('lists this browser’s orders only, with links to the wishlist and compare pages', async () => {
    const { app, buyer, orderNumber, secret } = await start();
    const own = await app.inject({ method: 'GET', url: '/my-account', headers: { cookie: buyer.cookie } });
    expect(own.body).toContain(`Order ${orderNumber}`);
    expect(own.body).toContain('href="/wishlist"');
    expect(own.body).toContain('href="/compare"');
    const stranger = await app.inject({
      method: 'GET',
      url: '/my-account',
      headers: { cookie: visitorCookie(secret).cookie },
    });
    expect(stranger.body).toContain('No orders yet.');
    expect(stranger.body).not.toContain(orderNumber);
    expect(stranger.headers['set-cookie']).toBeUndefined();
  });
});
