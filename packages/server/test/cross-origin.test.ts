import { FORM_TOKEN_PATH, NONCE_FIELD, NONCE_PATH } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const ALLOWED = 'http://allowed.example';
/** Origins a hostile page may send: not listed, `null`, and look-alikes of the allowed one. */
const HOSTILE = [
  'null',
  'http://evil.example',
  'http://allowed.example.evil.com',
  'http://evilallowed.example',
  'https://allowed.example',
  'http://allowed.example:8080',
  'http://allowed.example/',
  'HTTP://ALLOWED.EXAMPLE',
];

const AJAX = '/wp-admin/admin-ajax.php';

describe.each(DIALECTS)('calls from another origin (issue 18 item 2) on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const form = (fields: Record<string, string>) =>
    new URLSearchParams({ [NONCE_FIELD]: t.nonce, ...fields }).toString();

  async function loadMore(origin: string | undefined, host?: string) {
    const { templateId } = await seed(t.database, [review(1), review(2)]);
    return t.app.inject({
      method: 'POST',
      url: AJAX,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(origin === undefined ? {} : { origin }),
        ...(host === undefined ? {} : { host }),
      },
      payload: form({
        action: 'wprp_load_more_revs',
        revid: String(templateId),
        perrow: '1',
        nrows: '1',
        callnum: '1',
      }),
    });
  }

  it('answers an allowed origin’s ajax call with CORS for exactly that origin, without credentials', async () => {
    t = await createTestApp(dialect, { crossOrigin: { allowedOrigins: [ALLOWED] } });
    const response = await loadMore(ALLOWED);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/origin/i);
    expect(JSON.parse(response.body)).toHaveProperty('totalreviewsindb', 2);
  });

  it.each(HOSTILE)(
    'refuses a state-changing call from %s with a 403 JSON error and no CORS',
    async (origin) => {
      t = await createTestApp(dialect, { crossOrigin: { allowedOrigins: [ALLOWED] } });
      const response = await loadMore(origin);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({
        error: 'yes',
        code: 'SW_ORIGIN_NOT_ALLOWED',
        message: expect.stringContaining('ALLOWED_ORIGINS'),
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    },
  );

  it('refuses every other origin when none is allowed (the default), and writes nothing', async () => {
    t = await createTestApp(dialect);
    await seed(t.database, [review(1)]);
    const response = await t.app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://evil.example' },
      payload: form({ action: 'wprp_save_review', wprevpro_review_form_id: '1' }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SW_ORIGIN_NOT_ALLOWED' });
    const count = await t.database.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('still answers its own pages’ calls (Origin = the Host it was sent to, any scheme) and calls without Origin', async () => {
    t = await createTestApp(dialect, { crossOrigin: { allowedOrigins: [ALLOWED] } });
    const own = await loadMore('https://www.example.com', 'www.example.com');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect((await loadMore('https://www.example.com.evil.com', 'www.example.com')).statusCode).toBe(403);
    const none = await t.app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ action: 'wprp_load_more_revs', revid: '1', perrow: '1', nrows: '1' }),
    });
    expect(none.statusCode).not.toBe(403);
  });

  it('takes PUBLIC_ORIGIN as ours behind a proxy that rewrites the Host', async () => {
    t = await createTestApp(dialect, { crossOrigin: { publicOrigin: 'https://www.example.com' } });
    expect((await loadMore('https://www.example.com')).statusCode).toBe(200);
    expect((await loadMore('https://www.example.com.evil.com')).statusCode).toBe(403);
  });

  it('lets a disallowed origin GET the nonce, but gives it no CORS header, so its page cannot read it', async () => {
    t = await createTestApp(dialect, { crossOrigin: { allowedOrigins: [ALLOWED] } });
    for (const origin of HOSTILE) {
      const response = await t.app.inject({ method: 'GET', url: NONCE_PATH, headers: { origin } });
      expect(response.statusCode, origin).toBe(200);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
    const allowed = await t.app.inject({ method: 'GET', url: NONCE_PATH, headers: { origin: ALLOWED } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(t.nonces.verify('site-widgets-public', allowed.json<{ nonce: string }>().nonce)).toBe(true);
  });

  it('answers an allowed preflight (the loop refresh’s JSON post) and none for a hostile one', async () => {
    t = await createTestApp(dialect, { crossOrigin: { allowedOrigins: [ALLOWED] } });
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/wp-json/elementor-pro/v1/refresh-loop',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight(ALLOWED);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('content-type');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
    for (const origin of HOSTILE) {
      const hostile = await preflight(origin);
      expect(hostile.statusCode, origin).toBe(404);
      expect(hostile.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(hostile.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
  });

  it('allows credentials only on the calls that need the visitor cookie, for an allowed origin', async () => {
    t = await createTestApp(dialect, { crossOrigin: { allowedOrigins: [ALLOWED] } });
    const wishlist = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: AJAX,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: form({ action: 'count_wishlist_items' }),
      });
    const allowed = await wishlist(ALLOWED);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const stale = await t.app.inject({
      method: 'POST',
      url: AJAX,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ALLOWED },
      payload: new URLSearchParams({ action: 'count_wishlist_items', [NONCE_FIELD]: 'stale' }).toString(),
    });
    expect(stale.statusCode).toBe(403);
    expect(stale.body).toBe('-1');
    expect(stale.headers['access-control-allow-credentials']).toBe('true');
    const review = await loadMore(ALLOWED);
    expect(review.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps pages and the shop’s form posts same-origin: no CORS for an allowed origin there', async () => {
    t = await createTestApp(dialect, { crossOrigin: { allowedOrigins: [ALLOWED] } });
    const page = await t.app.inject({ method: 'GET', url: '/reviews', headers: { origin: ALLOWED } });
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    const token = await t.app.inject({
      method: 'GET',
      url: `${FORM_TOKEN_PATH}?form_id=1`,
      headers: { origin: ALLOWED },
    });
    expect(token.headers['access-control-allow-origin']).toBe(ALLOWED);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('reads comma-separated exact origins, lower-cased, duplicates dropped; empty means none', () => {
    expect(
      configFromEnv({
        ALLOWED_ORIGINS: 'https://Shop.example.org, http://127.0.0.1:8080,https://shop.example.org',
      }).allowedOrigins,
    ).toEqual(['https://shop.example.org', 'http://127.0.0.1:8080']);
    expect(configFromEnv({ ALLOWED_ORIGINS: '' }).allowedOrigins).toEqual([]);
    expect(configFromEnv({}).allowedOrigins).toEqual([]);
  });

  it.each([
    '*',
    'null',
    'https://shop.example.org/',
    'https://shop.example.org/path',
    'shop.example.org',
    'ftp://shop.example.org',
    'https://shop.example.org:443',
    'https://a.example,',
    'https://x.example:99999',
    'https://*.example.org',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => configFromEnv({ ALLOWED_ORIGINS: value })).toThrow(/ALLOWED_ORIGINS/);
  });
});
