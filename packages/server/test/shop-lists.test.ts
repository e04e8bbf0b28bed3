import {
  LIST_FULL_MESSAGES,
  MAX_COMPARE_ITEMS,
  MAX_WISHLIST_ITEMS,
  NONCE_FIELD,
  UNKNOWN_PRODUCT_MESSAGE,
} from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Db = TestApp['database']['db'];

async function product(
  db: Db,
  slug: string,
  options: {
    status?: DatabaseSchema['content_items']['status'];
    kind?: DatabaseSchema['content_items']['kind'];
    title?: string;
    priceMinor?: number;
    stock?: DatabaseSchema['products']['stock_status'];
  } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('content_items')
    .values({
      kind: options.kind ?? 'product',
      status: options.status ?? 'published',
      slug,
      title: options.title ?? `Title of ${slug}`,
      excerpt: `Excerpt of ${slug}`,
      content: '<p>Body</p>',
      search_body: 'Body',
      author: 'Kate',
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
  if ((options.kind ?? 'product') === 'product') {
    await db
      .insertInto('products')
      .values({
        item_id: id,
        product_type: 'simple',
        parent_id: null,
        sku: `SKU-${slug}`,
        price_minor: options.priceMinor ?? 1250,
        sale_price_minor: null,
        currency: 'GBP',
        stock_status: options.stock ?? 'instock',
        stock_quantity: null,
        low_stock_threshold: null,
        gallery: '[]',
        short_description: `Short <b>${slug}</b>`,
      })
      .execute();
  }
  return id;
}

// biome-ignore lint/suspicious/noExplicitAny: each answer's shape is asserted by the test reading it
type Json = any;

interface Visitor {
  cookie?: string;
  call(
    action: string,
    fields?: Record<string, string>,
  ): Promise<{ status: number; body: Json; setCookie?: string }>;
}

/** A browser: keeps the cookie the server sets, sends it back, like a visitor's browser would. */
function visitor(app: TestApp, cookie?: string): Visitor {
  const self: Visitor = {
    cookie,
    async call(action, fields = {}) {
      const body = new URLSearchParams({ action, nonce: app.nonce, ...fields });
      const response = await app.app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(self.cookie ? { cookie: self.cookie } : {}),
        },
        payload: body.toString(),
      });
      const header = response.headers['set-cookie'];
      const setCookie = header === undefined ? undefined : String(header);
      if (setCookie) self.cookie = setCookie.split(';')[0];
      return { status: response.statusCode, body: JSON.parse(response.body), setCookie };
    },
  };
  return self;
}

for (const dialect of DIALECTS) {
  describe(`wishlist and compare on ${dialect}`, () => {
    let app: TestApp | undefined;
    afterEach(async () => {
      await app?.close();
      app = undefined;
    });

    it('answers reads without setting a cookie, and sets it on the first add only', async () => {
      app = await createTestApp(dialect);
      const beans = await product(app.database.db, 'beans');
      const browser = visitor(app);
      for (const [action, fields] of [
        ['check_product_in_wishlist_grid', {}],
        ['check_product_in_compare_grid', {}],
        ['check_product_in_wishlist', { product_id: String(beans) }],
        ['count_wishlist_items', {}],
        ['count_compare_items', {}],
        ['update_mini_wishlist', { product_id: String(beans) }],
        ['update_mini_compare', { product_id: String(beans) }],
        ['remove_from_wishlist', { product_id: String(beans) }],
      ] as const) {
        const answer = await browser.call(action, fields);
        expect(answer.status, action).toBe(200);
        expect(answer.setCookie, action).toBeUndefined();
      }
      const added = await browser.call('add_to_wishlist', { product_id: String(beans) });
      expect(added.status).toBe(200);
      expect(added.body).toEqual({
        success: true,
        data: { product_id: beans, product_title: 'Title of beans', count: 1 },
      });
      expect(added.setCookie).toMatch(/HttpOnly/);
      expect(added.setCookie).toMatch(/SameSite=Lax/);
    });

    it('marks in a readable cookie, holding no identity, whether either list holds a product', async () => {
      app = await createTestApp(dialect);
      const beans = await product(app.database.db, 'beans');
      const browser = visitor(app);
      const marker = (setCookie: string | undefined) =>
        (setCookie ?? '').split(/,(?=\s*\w+=)/).find((cookie) => cookie.trim().startsWith('sw_lists='));
      const added = await browser.call('add_to_compare', { product_id: String(beans) });
      expect(marker(added.setCookie)).toMatch(/^sw_lists=1; Max-Age=\d+; Path=\/; SameSite=Lax$/);
      expect(marker(added.setCookie)).not.toMatch(/HttpOnly/);
      const removed = await browser.call('remove_from_compare', { product_id: String(beans) });
      expect(marker(removed.setCookie)).toMatch(/^sw_lists=1; Max-Age=0;/);
    });

    it('keeps a wishlist: add, check, count with every item field, remove', async () => {
      app = await createTestApp(dialect);
      const beans = await product(app.database.db, 'beans', { title: 'House <b>beans</b>' });
      const mug = await product(app.database.db, 'mug', { stock: 'outofstock' });
      const browser = visitor(app);
      await browser.call('add_to_wishlist', { product_id: String(beans) });
      await browser.call('add_to_wishlist', { product_id: String(mug) });
      await browser.call('add_to_wishlist', { product_id: String(mug) });
      expect((await browser.call('check_product_in_wishlist', { product_id: String(beans) })).body).toBe(
        true,
      );
      expect((await browser.call('check_product_in_compare', { product_id: String(beans) })).body).toBe(
        false,
      );
      expect((await browser.call('check_product_in_wishlist_grid')).body).toEqual([beans, mug]);
      const count = await browser.call('count_wishlist_items', { outofstock_text: 'Sold out' });
      expect(count.body.wishlist_count).toBe(2);
      expect(count.body.wishlist_items[0]).toEqual({
        product_id: beans,
        product_url: '/shop/beans',
        product_image: null,
        product_title: 'House <b>beans</b>',
        product_price: '£12.50',
        product_stock: 'In stock',
        product_atc: { kind: 'simple', text: 'Add to cart', url: '/shop/beans#add-to-cart' },
      });
      expect(count.body.wishlist_items[1].product_atc).toEqual({
        kind: 'outofstock',
        text: 'Sold out',
        url: '/shop/mug',
      });
      const mini = await browser.call('update_mini_wishlist', { product_id: String(mug) });
      expect(mini.body.wishlist_count).toBe(2);
      expect(mini.body.product.product_title).toBe('Title of mug');
      const removed = await browser.call('remove_from_wishlist', { product_id: String(beans) });
      expect(removed.body).toEqual({
        success: true,
        data: { product_id: beans, product_title: 'House <b>beans</b>', count: 1 },
      });
      expect((await browser.call('check_product_in_wishlist_grid')).body).toEqual([mug]);
    });

    it('builds the compare table from escaped data and bounds the list at its limit', async () => {
      app = await createTestApp(dialect);
      const ids: number[] = [];
      for (let index = 0; index <= MAX_COMPARE_ITEMS; index += 1) {
        ids.push(
          await product(app.database.db, `p${index}`, { title: `<img src=x onerror=alert(${index})>` }),
        );
      }
      const browser = visitor(app);
      for (const id of ids.slice(0, MAX_COMPARE_ITEMS)) {
        expect((await browser.call('add_to_compare', { product_id: String(id) })).body.success).toBe(true);
      }
      const refused = await browser.call('add_to_compare', { product_id: String(ids[MAX_COMPARE_ITEMS]) });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        success: false,
        data: { message: LIST_FULL_MESSAGES.compare, code: 'SW_LIST_FULL' },
      });
      const count = await browser.call('count_compare_items', { remove_text: 'Drop' });
      expect(count.body.compare_count).toBe(MAX_COMPARE_ITEMS);
      const table: string = count.body.compare_table;
      expect(table).toContain('<table');
      expect(table).toContain('&lt;img src=x onerror=alert(0)&gt;');
      expect(table).not.toContain('<img src=x');
      expect(table).not.toContain('<b>');
      expect(table).toContain('SKU-p0');
      expect(table).toContain('>Drop</button>');
      expect((await browser.call('update_mini_compare', { product_id: String(ids[0]) })).body).toEqual({
        compare_count: MAX_COMPARE_ITEMS,
      });
      await browser.call('remove_from_compare', { product_id: String(ids[0]) });
      expect(
        (await browser.call('add_to_compare', { product_id: String(ids[MAX_COMPARE_ITEMS]) })).status,
      ).toBe(200);
    });

    it('never passes the compare limit with adds at once', async () => {
      app = await createTestApp(dialect);
      const ids: number[] = [];
      for (let index = 0; index < 10; index += 1) ids.push(await product(app.database.db, `c${index}`));
      const browser = visitor(app);
      await browser.call('add_to_compare', { product_id: String(ids[0]) });
      const cookie = browser.cookie;
      const answers = await Promise.all(
        ids
          .slice(1)
          .map((id) => visitor(app as TestApp, cookie).call('add_to_compare', { product_id: String(id) })),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(MAX_COMPARE_ITEMS - 1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(10 - MAX_COMPARE_ITEMS);
      const rows = await app.database.db.selectFrom('shop_list_items').selectAll().execute();
      expect(rows).toHaveLength(MAX_COMPARE_ITEMS);
    });

    it('refuses hostile product ids with a clear message and sets no cookie for them', async () => {
      app = await createTestApp(dialect);
      const draft = await product(app.database.db, 'draft', { status: 'draft' });
      const post = await product(app.database.db, 'a-post', { kind: 'post' });
      const browser = visitor(app);
      for (const id of ['0', '-1', '1e9', 'abc', '1000000000', '', '1 OR 1=1', '12.5']) {
        const answer = await browser.call('add_to_wishlist', { product_id: id });
        expect(answer.status, id).toBe(400);
        expect(answer.body.code, id).toBe('SW_BAD_FIELD');
        expect(answer.body.field, id).toBe('product_id');
      }
      for (const action of [
        'check_product_in_wishlist',
        'check_product_in_compare',
        'remove_from_wishlist',
        'add_to_compare',
        'remove_from_compare',
        'update_mini_wishlist',
        'update_mini_compare',
      ]) {
        for (const id of ['0', '-1', '1e9', 'abc', '99999999999']) {
          const answer = await browser.call(action, { product_id: id });
          expect(answer.status, `${action} ${id}`).toBe(400);
          expect(answer.body.field, `${action} ${id}`).toBe('product_id');
        }
        expect((await browser.call(action)).status, `${action} without product_id`).toBe(400);
      }
      for (const id of [draft, post, 999_999_999]) {
        const answer = await browser.call('add_to_compare', { product_id: String(id) });
        expect(answer.status, String(id)).toBe(404);
        expect(answer.body).toEqual({
          success: false,
          data: { message: UNKNOWN_PRODUCT_MESSAGE, code: 'SW_UNKNOWN_PRODUCT' },
        });
        expect(answer.setCookie).toBeUndefined();
      }
      const rows = await app.database.db.selectFrom('shop_list_items').selectAll().execute();
      expect(rows).toEqual([]);
      const noNonce = await app.app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `action=add_to_wishlist&product_id=1&${NONCE_FIELD}=forged`,
      });
      expect(noNonce.statusCode).toBe(403);
    });

    it('never lets another visitor, or a forged cookie, read or change a visitor’s lists', async () => {
      app = await createTestApp(dialect);
      const beans = await product(app.database.db, 'beans');
      const first = visitor(app);
      await first.call('add_to_wishlist', { product_id: String(beans) });
      await first.call('add_to_compare', { product_id: String(beans) });
      const firstCookie = first.cookie ?? '';
      const value = firstCookie.split('=')[1] ?? '';
      const forged = `${firstCookie.split('=')[0]}=${value.slice(0, 23)}${'A'.repeat(43)}`;
      for (const cookie of [undefined, forged, `sw_visitor=${value.slice(0, 22)}`]) {
        const other = visitor(app, cookie);
        expect((await other.call('check_product_in_wishlist_grid')).body, cookie).toEqual([]);
        expect((await other.call('count_compare_items')).body.compare_count).toBe(0);
        await other.call('remove_from_wishlist', { product_id: String(beans) });
        await other.call('add_to_wishlist', { product_id: String(beans) });
        expect(other.cookie).not.toBe(firstCookie);
      }
      expect((await first.call('count_wishlist_items')).body.wishlist_count).toBe(1);
      expect((await first.call('check_product_in_compare_grid')).body).toEqual([beans]);
    });

    it('drops products unpublished since from every read and bounds a wishlist at its limit', async () => {
      app = await createTestApp(dialect);
      const db = app.database.db;
      const browser = visitor(app);
      const first = await product(db, 'first');
      await browser.call('add_to_wishlist', { product_id: String(first) });
      await db.updateTable('content_items').set({ status: 'draft' }).where('id', '=', first).execute();
      expect((await browser.call('count_wishlist_items')).body).toEqual({
        wishlist_items: [],
        wishlist_count: 0,
      });
      expect((await browser.call('check_product_in_wishlist', { product_id: String(first) })).body).toBe(
        false,
      );
      const ids: number[] = [];
      for (let index = 0; index < MAX_WISHLIST_ITEMS; index += 1) ids.push(await product(db, `w${index}`));
      for (const id of ids) {
        expect((await browser.call('add_to_wishlist', { product_id: String(id) })).status).toBe(200);
      }
      const extra = await product(db, 'extra');
      const refused = await browser.call('add_to_wishlist', { product_id: String(extra) });
      expect(refused.body.data.message).toBe(LIST_FULL_MESSAGES.wishlist);
      expect((await browser.call('count_wishlist_items')).body.wishlist_count).toBe(MAX_WISHLIST_ITEMS);
    });

    it('answers wpr_get_page_content for the compare and wishlist pages only', async () => {
      app = await createTestApp(dialect);
      const beans = await product(app.database.db, 'beans');
      const browser = visitor(app);
      await browser.call('add_to_compare', { product_id: String(beans) });
      await browser.call('add_to_wishlist', { product_id: String(beans) });
      const compare = await browser.call('wpr_get_page_content', { wpr_compare_page_id: '41' });
      expect(compare.body.success).toBe(true);
      expect(compare.body.data.content).toContain('Title of beans');
      expect(compare.body.data.content).toContain('data-compare-remove');
      const wishlist = await browser.call('wpr_get_page_content', { wpr_compare_page_id: '40' });
      expect(wishlist.body.data.content).toContain('data-wishlist-remove');
      for (const id of ['1', String(beans), '22', '999999999']) {
        const answer = await browser.call('wpr_get_page_content', { wpr_compare_page_id: id });
        expect(answer.status, id).toBe(404);
        expect(answer.body.success).toBe(false);
      }
      expect((await browser.call('wpr_get_page_content', { wpr_compare_page_id: '-1' })).status).toBe(400);
    });
  });
}
