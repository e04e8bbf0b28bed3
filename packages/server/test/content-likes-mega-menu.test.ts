import { afterEach, describe, expect, it } from 'vitest';
import { createMegaMenuRepository } from '../src/modules/content/mega-menu-repository.ts';
import { VISITOR_COOKIE } from '../src/modules/shop/visitor-identity.ts';
import { DIALECTS } from './support/databases.ts';
import { XSS_VECTORS } from './support/hostile-strings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const NOW = '2026-11-01T10:00:00.000Z';

async function addPost(test: TestApp, slug: string, status: 'published' | 'draft' = 'published') {
  const row = await test.database.db
    .insertInto('content_items')
    .values({
      kind: 'post',
      status,
      slug,
      title: slug,
      excerpt: '',
      content: '<p>Hello</p>',
      search_body: 'Hello',
      author: 'June',
      language: 'en',
      password_protected: 0,
      featured_media_id: null,
      menu_order: 0,
      source_key: `test:${slug}`,
      published_at: NOW,
      modified_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function like(test: TestApp, fields: Record<string, string>, cookie?: string) {
  const body = new URLSearchParams({ action: 'wpr_likes_init', nonce: test.nonce, ...fields });
  const response = await test.app.inject({
    method: 'POST',
    url: '/wp-admin/admin-ajax.php',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: body.toString(),
  });
  const setCookie = response.headers['set-cookie'];
  const visitorCookie =
    String(Array.isArray(setCookie) ? setCookie[0] : (setCookie ?? '')).split(';')[0] ?? '';
  return {
    status: response.statusCode,
    body: response.body,
    json: () => JSON.parse(response.body),
    visitorCookie,
  };
}

for (const dialect of DIALECTS) {
  describe(`wpr_likes_init on ${dialect}`, () => {
    let test: TestApp | undefined;
    afterEach(async () => {
      await test?.close();
      test = undefined;
    });

    it('counts one like per visitor: a second call from the same cookie takes the like back', async () => {
      test = await createTestApp(dialect);
      const postId = await addPost(test, 'first-post');
      const first = await like(test, { post_id: String(postId) });
      expect(first.status).toBe(200);
      expect(first.json()).toEqual({ count: '1', liked: true, post_id: postId });
      expect(first.visitorCookie.startsWith(`${VISITOR_COOKIE}=`)).toBe(true);
      const other = await like(test, { post_id: String(postId) });
      expect(other.json()).toEqual({ count: '2', liked: true, post_id: postId });
      const again = await like(test, { post_id: String(postId) }, first.visitorCookie);
      expect(again.json()).toEqual({ count: '1', liked: false, post_id: postId });
      const once = await like(test, { post_id: String(postId) }, first.visitorCookie);
      expect(once.json()).toEqual({ count: '2', liked: true, post_id: postId });
    });

    it('keeps the count exact when twenty visitors and one visitor twice like at once', async () => {
      test = await createTestApp(dialect);
      const current = test;
      const postId = await addPost(test, 'busy-post');
      const seed = await like(current, { post_id: String(postId) });
      await Promise.all(
        Array.from({ length: 20 }, () => like(current, { post_id: String(postId) })).concat([
          like(current, { post_id: String(postId) }, seed.visitorCookie),
          like(current, { post_id: String(postId) }, seed.visitorCookie),
        ]),
      );
      const rows = await current.database.db.selectFrom('content_likes').select('visitor_id').execute();
      const final = await like(current, { post_id: String(postId) });
      // The one visitor toggled twice from liked: liked again or not, never counted twice.
      expect(Number(final.json().count)).toBe(rows.length + 1);
      expect(new Set(rows.map((row) => row.visitor_id)).size).toBe(rows.length);
      expect(rows.length === 21 || rows.length === 20).toBe(true);
    });

    it('refuses an unknown, unpublished or malformed post id with the field named, writing nothing and no cookie', async () => {
      test = await createTestApp(dialect);
      const draft = await addPost(test, 'draft-post', 'draft');
      const unknown = await like(test, { post_id: '999999' });
      expect(unknown.status).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'SW_UNKNOWN_POST', field: 'post_id' });
      expect(unknown.visitorCookie).toBe('');
      expect((await like(test, { post_id: String(draft) })).status).toBe(404);
      for (const hostile of ['', '0', '-1', '1.5', '1e3', '99999999999', ' 1', ...XSS_VECTORS.slice(0, 8)]) {
        const answer = await like(test, { post_id: hostile });
        expect(answer.status, hostile).toBe(400);
        expect(answer.body).not.toContain('<');
        expect(answer.json()).toMatchObject({ code: 'SW_BAD_FIELD', field: 'post_id' });
      }
      expect(await test.database.db.selectFrom('content_likes').selectAll().execute()).toEqual([]);
    });

    it('refuses a call without a valid nonce and a forged visitor cookie gets a new identity', async () => {
      test = await createTestApp(dialect);
      const postId = await addPost(test, 'nonce-post');
      const forged = await like(test, { post_id: String(postId), nonce: 'forged' });
      expect(forged.status).toBe(403);
      const first = await like(test, { post_id: String(postId) });
      const tampered = `${first.visitorCookie.slice(0, -3)}abc`;
      const second = await like(test, { post_id: String(postId) }, tampered);
      expect(second.json()).toEqual({ count: '2', liked: true, post_id: postId });
      expect(second.visitorCookie).not.toBe(first.visitorCookie);
    });
  });

  describe(`wprmegamenu on ${dialect}`, () => {
    let test: TestApp | undefined;
    afterEach(async () => {
      await test?.close();
      test = undefined;
    });

    it("answers an item's sanitised HTML fragment, a new version after a save, and 404 for an unknown id", async () => {
      test = await createTestApp(dialect);
      const menu = createMegaMenuRepository(test.database.db);
      await menu.save(
        7,
        '<h3>Breakfast</h3><a href="/menu">All</a><script>alert(1)</script><img src=x onerror=alert(1)>',
        new Date(NOW),
      );
      const answer = await test.app.inject({ url: '/wp-json/wprmegamenu/?item_id=7' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(answer.body).toBe('<h3>Breakfast</h3><a href="/menu">All</a><img src="x" />');
      // Another instance (a second repository) writes: the served copy follows at once.
      await createMegaMenuRepository(test.database.db).save(7, '<p>Lunch</p>', new Date(NOW));
      expect((await test.app.inject({ url: '/wp-json/wprmegamenu/?item_id=7' })).body).toBe('<p>Lunch</p>');
      const unknown = await test.app.inject({ url: '/wp-json/wprmegamenu/?item_id=8' });
      expect(unknown.statusCode).toBe(404);
      expect(JSON.parse(unknown.body)).toMatchObject({ code: 'SW_UNKNOWN_MENU_ITEM', field: 'item_id' });
    });

    it('refuses hostile item ids with 400 naming the field, never a 500 nor raw markup', async () => {
      test = await createTestApp(dialect);
      const hostile = ['', '0', '-3', 'abc', '1;drop table x', '99999999999', ...XSS_VECTORS.slice(0, 10)];
      for (const value of hostile) {
        const answer = await test.app.inject({
          url: `/wp-json/wprmegamenu/?item_id=${encodeURIComponent(value)}`,
        });
        expect(answer.statusCode, value).toBe(400);
        expect(answer.body).not.toContain('<');
        expect(JSON.parse(answer.body)).toMatchObject({ code: 'SW_BAD_FIELD', field: 'item_id' });
      }
      const repeated = await test.app.inject({ url: '/wp-json/wprmegamenu/?item_id=1&item_id=2' });
      expect(repeated.statusCode).toBe(400);
      expect((await test.app.inject({ url: '/wp-json/wprmegamenu/' })).statusCode).toBe(400);
    });

    it('keeps its read cache within its byte bound and refuses an item too large once sanitised', async () => {
      test = await createTestApp(dialect);
      const menu = createMegaMenuRepository(test.database.db);
      const large = `<p>${'a'.repeat(60_000)}</p>`;
      for (let id = 1; id <= 12; id += 1) await menu.save(id, large, new Date(NOW));
      for (let id = 1; id <= 12; id += 1) expect(await menu.find(id)).toBe(large);
      expect(menu.cachedBytes()).toBeLessThanOrEqual(1024 * 1024);
      const refused = await menu.save(13, `<p>${'b'.repeat(70_000)}</p>`, new Date(NOW));
      expect(refused.ok).toBe(false);
      expect(await menu.find(13)).toBeUndefined();
    });
  });
}

describe('npm run mega-menu', () => {
  it('sets (sanitised), shows, lists and deletes an item, and refuses a bad id with exit code 2', async () => {
    const { freshDatabase } = await import('./support/databases.ts');
    const { runMegaMenuCommand } = await import('../src/cli/mega-menu.ts');
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const database = await freshDatabase('sqlite');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-mega-')), 'item.html');
    fs.writeFileSync(file, '<p onclick="x()">Menu</p><script>bad()</script>');
    let out = '';
    let err = '';
    const io = {
      stdout: {
        write: (text: string) => {
          out += text;
          return true;
        },
      } as unknown as NodeJS.WritableStream,
      stderr: {
        write: (text: string) => {
          err += text;
          return true;
        },
      } as unknown as NodeJS.WritableStream,
      database,
    };
    expect(await runMegaMenuCommand(['set', '5', file], io)).toBe(0);
    expect(await runMegaMenuCommand(['show', '5'], io)).toBe(0);
    expect(out).toContain('<p>Menu</p>\n');
    expect(await runMegaMenuCommand(['list'], io)).toBe(0);
    expect(out).toMatch(/^5\t11 bytes\t/m);
    expect(await runMegaMenuCommand(['delete', '5'], io)).toBe(0);
    expect(await runMegaMenuCommand(['show', '5'], io)).toBe(1);
    expect(await runMegaMenuCommand(['set', 'x', file], io)).toBe(2);
    expect(err).toContain('give a menu item id');
    await database.destroy();
  });
});
