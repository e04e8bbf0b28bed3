import {
  ADD_TO_CART_ACTION,
  CART_COUNT_FRAGMENT,
  CART_HASH_COOKIE,
  CHOOSE_QUANTITY_TEXT,
  MAX_CART_LINES,
  MINI_CART_FRAGMENT,
  NONCE_FIELD,
  REFRESH_FRAGMENTS_ACTION,
} from '@site-widgets/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Db = TestApp['database']['db'];
type ProductValues = Partial<DatabaseSchema['products']>;

async function product(
  db: Db,
  slug: string,
  values: ProductValues = {},
  item: Partial<Omit<DatabaseSchema['content_items'], 'id'>> = {},
): Promise<number> {
  const { id } = await db
    .insertInto('content_items')
    .values({
      kind: 'product',
      status: 'published',
      slug,
      title: `Title of ${slug}`,
      excerpt: '',
      content: '',
      search_body: '',
      author: '',
      language: 'en',
      password_protected: 0,
      featured_media_id: null,
      menu_order: 0,
      source_key: null,
      published_at: '2026-03-04T10:00:00.000Z',
      modified_at: '2026-03-04T10:00:00.000Z',
      ...item,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('products')
    .values({
      item_id: id,
      product_type: 'simple',
      parent_id: null,
      sku: slug,
      price_minor: 950,
      sale_price_minor: null,
      currency: 'GBP',
      stock_status: 'instock',
      stock_quantity: 20,
      low_stock_threshold: 5,
      gallery: '[]',
      short_description: '',
      ...values,
    })
    .execute();
  return id;
}

/** What one browser holds: its cookies, kept from answer to answer. */
class Browser {
  cookies = new Map<string, string>();
  constructor(private readonly t: TestApp) {}

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(setCookie: unknown) {
    const list = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [setCookie];
    for (const cookie of list) {
      const [pair = '', ...attributes] = String(cookie).split(';');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async ajax(fields: Record<string, string>) {
    const body = new URLSearchParams({ [NONCE_FIELD]: this.t.nonce, ...fields });
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.header() },
      payload: body.toString(),
    });
    this.keep(response.headers['set-cookie']);
    return response;
  }

  async add(fields: Record<string, string>) {
    const response = await this.ajax({ action: ADD_TO_CART_ACTION, ...fields });
    return { status: response.statusCode, body: JSON.parse(response.body), headers: response.headers };
  }

  async form(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    const response = await this.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: this.header(), ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
    this.keep(response.headers['set-cookie']);
    return response;
  }

  async page() {
    return this.t.app.inject({ method: 'GET', url: '/cart', headers: { cookie: this.header() } });
  }
}

async function linesOf(db: Db) {
  return db.selectFrom('shop_cart_lines').select(['product_id', 'quantity']).orderBy('product_id').execute();
}

describe.each(DIALECTS)('cart on %s', (dialect) => {
  let t: TestApp;
  let browser: Browser;
  let beans: number;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    browser = new Browser(t);
    beans = await product(t.database.db, 'beans');
  });
  afterEach(async () => t?.close());

  it('adds a simple product: fragments, hash, the visitor and hash cookies; prices from the row', async () => {
    const answer = await browser.add({
      'add-to-cart': String(beans),
      quantity: '2',
      price: '1',
      line_total: '0',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.error).toBe(false);
    expect(answer.body.notices).toEqual([]);
    expect(answer.body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(answer.body.fragments).sort()).toEqual(
      [MINI_CART_FRAGMENT, CART_COUNT_FRAGMENT].sort(),
    );
    expect(answer.body.fragments[CART_COUNT_FRAGMENT]).toContain('>2<');
    expect(answer.body.fragments[MINI_CART_FRAGMENT]).toContain('2 × £9.50');
    expect(answer.body.fragments[MINI_CART_FRAGMENT]).toContain('£19.00');
    expect(browser.cookies.get(CART_HASH_COOKIE)).toBe(answer.body.cart_hash);
    expect(browser.cookies.get('sw_visitor')).toBeDefined();
    expect(await linesOf(t.database.db)).toEqual([{ product_id: beans, quantity: 2 }]);
    // A card sends no quantity: one more.
    const again = await browser.add({ 'add-to-cart': String(beans) });
    expect(again.body.fragments[CART_COUNT_FRAGMENT]).toContain('>3<');
    expect(again.body.cart_hash).not.toBe(answer.body.cart_hash);
  });

  it('refuses hostile quantities with a clear 400, writing nothing and setting no cookie', async () => {
    for (const quantity of ['-1', '1.5', '1e3', 'abc', '1000000000', '100000000', ' ', '0x10', '١']) {
      const answer = await browser.add({ 'add-to-cart': String(beans), quantity });
      if (quantity === ' ') {
        expect(answer.status, quantity).toBe(400);
        continue;
      }
      expect(answer.status, quantity).toBe(400);
      expect(answer.body.code, quantity).toBe('SW_BAD_FIELD');
      expect(answer.body.field, quantity).toBe('quantity');
    }
    expect(browser.cookies.size).toBe(0);
    expect(await linesOf(t.database.db)).toEqual([]);
  });

  it('answers quantity 0 with the choose-quantity notice, and the maximum 99999999 with the stock notice', async () => {
    const zero = await browser.add({ 'add-to-cart': String(beans), quantity: '0' });
    expect(zero.body).toEqual({ notices: [CHOOSE_QUANTITY_TEXT], error: true });
    const huge = await browser.add({ 'add-to-cart': String(beans), quantity: '99999999' });
    expect(huge.body).toEqual({ notices: ['Only 20 left in stock!'], error: true });
    const untracked = await product(t.database.db, 'gift-card', { stock_quantity: null });
    const max = await browser.add({ 'add-to-cart': String(untracked), quantity: '99999999' });
    expect(max.body.error).toBe(false);
    const past = await browser.add({ 'add-to-cart': String(untracked), quantity: '1' });
    expect(past.body.error).toBe(true);
    expect(past.body.notices[0]).toMatch(/more than 99999999/);
  });

  it('never goes above stock: the low-stock notice counts what the cart already holds', async () => {
    const low = await product(t.database.db, 'colombia', { stock_quantity: 4 });
    expect((await browser.add({ 'add-to-cart': String(low), quantity: '3' })).body.error).toBe(false);
    const more = await browser.add({ 'add-to-cart': String(low), quantity: '2' });
    expect(more.body).toEqual({ notices: ['Only 4 left in stock!'], error: true });
    expect(await linesOf(t.database.db)).toEqual([{ product_id: low, quantity: 3 }]);
  });

  it('refuses an out-of-stock product', async () => {
    const out = await product(t.database.db, 'kenya', { stock_status: 'outofstock', stock_quantity: 0 });
    const answer = await browser.add({ 'add-to-cart': String(out) });
    expect(answer.body.error).toBe(true);
    expect(answer.body.notices[0]).toMatch(/out of stock/);
    expect(await linesOf(t.database.db)).toEqual([]);
  });

  it('accepts only existing published products: hostile ids get a clear error and write nothing', async () => {
    const draft = await product(t.database.db, 'draft', {}, { status: 'draft' });
    const locked = await product(t.database.db, 'locked', {}, { password_protected: 1 });
    const { id: post } = await t.database.db
      .insertInto('content_items')
      .values({
        kind: 'post',
        status: 'published',
        slug: 'a-post',
        title: 'A post',
        excerpt: '',
        content: '',
        search_body: '',
        author: '',
        language: 'en',
        password_protected: 0,
        featured_media_id: null,
        menu_order: 0,
        source_key: null,
        published_at: '2026-03-04T10:00:00.000Z',
        modified_at: '2026-03-04T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const id of [String(draft), String(locked), String(post), '999999999']) {
      const answer = await browser.add({ 'add-to-cart': id });
      expect(answer.status, id).toBe(200);
      expect(answer.body, id).toEqual({ notices: ['Sorry, this product cannot be purchased.'], error: true });
    }
    for (const id of ['0', '-1', '1e9', 'abc', '', '1000000000', "1' OR 1=1"]) {
      const answer = await browser.add({ 'add-to-cart': id });
      expect(answer.status, id).toBe(400);
      expect(answer.body.field, id).toBe('add-to-cart');
    }
    expect(await linesOf(t.database.db)).toEqual([]);
    expect(browser.cookies.size).toBe(0);
  });

  it('adds a grouped product by child quantities, all or nothing; none chosen gets the choose-quantity text', async () => {
    const box = await product(t.database.db, 'box', {
      product_type: 'grouped',
      price_minor: 0,
      stock_quantity: null,
    });
    const a = await product(t.database.db, 'a', { parent_id: box, price_minor: 450, stock_quantity: 30 });
    const b = await product(t.database.db, 'b', { parent_id: box, price_minor: 400, stock_quantity: 2 });
    const zero = await browser.add({
      'add-to-cart': String(box),
      [`quantity[${a}]`]: '0',
      [`quantity[${b}]`]: '',
    });
    expect(zero.body).toEqual({ notices: [CHOOSE_QUANTITY_TEXT], error: true });
    const fromCard = await browser.add({ 'add-to-cart': String(box) });
    expect(fromCard.body).toEqual({ notices: [], error: true, product_url: '/shop/box' });
    const tooMany = await browser.add({
      'add-to-cart': String(box),
      [`quantity[${a}]`]: '2',
      [`quantity[${b}]`]: '3',
    });
    expect(tooMany.body).toEqual({ notices: ['Only 2 left in stock!'], error: true });
    expect(await linesOf(t.database.db)).toEqual([]);
    const stranger = await product(t.database.db, 'stranger');
    const foreign = await browser.add({ 'add-to-cart': String(box), [`quantity[${stranger}]`]: '1' });
    expect(foreign.body.error).toBe(true);
    const bad = await browser.add({ 'add-to-cart': String(box), [`quantity[${a}]`]: '-2' });
    expect(bad.status).toBe(400);
    const good = await browser.add({
      'add-to-cart': String(box),
      [`quantity[${a}]`]: '2',
      [`quantity[${b}]`]: '1',
    });
    expect(good.body.error).toBe(false);
    expect(good.body.fragments[CART_COUNT_FRAGMENT]).toContain('>3<');
    expect(await linesOf(t.database.db)).toEqual([
      { product_id: a, quantity: 2 },
      { product_id: b, quantity: 1 },
    ]);
  });

  it('refuses a nonce-less add (403 -1) and bounds the cart at its line limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${ADD_TO_CART_ACTION}&add-to-cart=${beans}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('-1');
    const ids: number[] = [];
    for (let index = 0; index < MAX_CART_LINES; index++) ids.push(await product(t.database.db, `p${index}`));
    for (const id of ids) expect((await browser.add({ 'add-to-cart': String(id) })).body.error).toBe(false);
    const full = await browser.add({ 'add-to-cart': String(beans) });
    expect(full.body.error).toBe(true);
    expect(full.body.notices[0]).toMatch(/at most 50/);
  });

  it('refreshes fragments for the cookie holder only; another visitor never reads or changes them', async () => {
    await browser.add({ 'add-to-cart': String(beans), quantity: '2' });
    const mine = JSON.parse((await browser.ajax({ action: REFRESH_FRAGMENTS_ACTION })).body);
    expect(mine.cart_hash).toBe(browser.cookies.get(CART_HASH_COOKIE));
    expect(mine.fragments[CART_COUNT_FRAGMENT]).toContain('>2<');
    const stranger = new Browser(t);
    const theirs = JSON.parse((await stranger.ajax({ action: REFRESH_FRAGMENTS_ACTION })).body);
    expect(theirs.cart_hash).toBe('');
    expect(theirs.fragments[MINI_CART_FRAGMENT]).toContain('Your cart is empty.');
    expect(stranger.cookies.size).toBe(0);
    // A stranger posting the first visitor's product ids changes only their own cart.
    await stranger.form('/cart/update', { [`quantity[${beans}]`]: '0' });
    await stranger.form('/cart/remove', { product_id: String(beans) });
    expect(await linesOf(t.database.db)).toEqual([{ product_id: beans, quantity: 2 }]);
    // A forged visitor cookie reads nothing.
    const forged = new Browser(t);
    forged.cookies.set('sw_visitor', `${'A'.repeat(22)}.${'B'.repeat(43)}`);
    const forgedAnswer = JSON.parse((await forged.ajax({ action: REFRESH_FRAGMENTS_ACTION })).body);
    expect(forgedAnswer.cart_hash).toBe('');
  });

  it('escapes product titles in fragments and on the cart page; answers carry no raw <', async () => {
    const hostile = await product(t.database.db, 'hostile', {}, { title: '<img src=x onerror=alert(1)>' });
    const response = await browser.ajax({ action: ADD_TO_CART_ACTION, 'add-to-cart': String(hostile) });
    expect(response.body).not.toContain('<');
    const answer = JSON.parse(response.body);
    expect(answer.fragments[MINI_CART_FRAGMENT]).toContain('&lt;img src=x onerror=alert(1)&gt;');
    const page = await browser.page();
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toContain('<img src=x');
  });

  it('/cart: shows lines and totals, changes and removes by plain forms with a redirect', async () => {
    const ticket = await product(t.database.db, 'ticket', { price_minor: 4000, sale_price_minor: 3200 });
    await browser.add({ 'add-to-cart': String(beans), quantity: '2' });
    await browser.add({ 'add-to-cart': String(ticket) });
    const page = await browser.page();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Title of beans');
    expect(page.body).toContain('£19.00');
    expect(page.body).toContain('£32.00');
    // £51.00, free delivery from £40, VAT included: 51.00 × 20/120 = £8.50.
    expect(page.body).toContain('£51.00');
    expect(page.body).toContain('Includes £8.50 VAT');
    expect(page.body).toContain('href="/checkout"');
    const hashBefore = browser.cookies.get(CART_HASH_COOKIE);
    const update = await browser.form('/cart/update', {
      [`quantity[${beans}]`]: '1',
      [`quantity[${ticket}]`]: '1',
    });
    expect(update.statusCode).toBe(303);
    expect(update.headers.location).toBe('/cart');
    expect(browser.cookies.get(CART_HASH_COOKIE)).not.toBe(hashBefore);
    expect(await linesOf(t.database.db)).toEqual([
      { product_id: beans, quantity: 1 },
      { product_id: ticket, quantity: 1 },
    ]);
    const above = await browser.form('/cart/update', { [`quantity[${beans}]`]: '21' });
    expect(above.statusCode).toBe(409);
    expect(above.body).toContain('Only 20 left in stock!');
    const hostile = await browser.form('/cart/update', { [`quantity[${beans}]`]: '-1' });
    expect(hostile.statusCode).toBe(400);
    const removed = await browser.form('/cart/remove', { product_id: String(ticket) });
    expect(removed.statusCode).toBe(303);
    const zero = await browser.form('/cart/update', { [`quantity[${beans}]`]: '0' });
    expect(zero.statusCode).toBe(303);
    expect(await linesOf(t.database.db)).toEqual([]);
    expect(browser.cookies.has(CART_HASH_COOKIE)).toBe(false);
    expect((await browser.page()).body).toContain('Your cart is empty.');
  });

  it('/cart/add works without script; a post from another site is refused', async () => {
    const added = await browser.form('/cart/add', { 'add-to-cart': String(beans), quantity: '2' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/cart');
    const foreign = await browser.form(
      '/cart/add',
      { 'add-to-cart': String(beans) },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(foreign.statusCode).toBe(403);
    const refused = await browser.form('/cart/add', { 'add-to-cart': String(beans), quantity: '50' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Only 20 left in stock!');
    expect(await linesOf(t.database.db)).toEqual([{ product_id: beans, quantity: 2 }]);
  });
});
