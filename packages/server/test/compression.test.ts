import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/modules/reviews/demo-seed.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('compressed answers on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('sends a page in brotli when the browser accepts it, the same page once decoded', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    const plain = await t.app.inject({ method: 'GET', url: '/reviews' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/reviews',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    const decoded = zlib.brotliDecompressSync(compressed.rawPayload).toString('utf8');
    // A page differs per request only in its nonce and React id prefixes: the same reviews, whole.
    const reviewIds = (html: string) =>
      [...html.matchAll(/data-review-id="(\d+)"/g)].map((match) => match[1]);
    expect(decoded.startsWith('<!doctype html>')).toBe(true);
    expect(decoded.endsWith('</html>')).toBe(true);
    // (/reviews holds a random-order display, so which reviews differs; how many does not.)
    expect(reviewIds(decoded)).toHaveLength(reviewIds(plain.body).length);
    expect(reviewIds(decoded).length).toBeGreaterThan(20);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends ajax answers in gzip to a client that only takes gzip, and leaves small ones alone', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    const body = new URLSearchParams({ action: 'wprp_load_more_revs', revid: '1', wpfb_nonce: t.nonce });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip' },
      payload: body.toString(),
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(answer.rawPayload).toString('utf8')).totalreviewsnum).toBeGreaterThan(
      0,
    );
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses the site stylesheet, and serves built assets from their pre-compressed copies', async () => {
    t = await createTestApp(dialect);
    const css = await t.app.inject({
      method: 'GET',
      url: '/site/site.css',
      headers: { 'accept-encoding': 'br' },
    });
    expect(css.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(css.rawPayload).toString('utf8')).toContain('{');
    const loader = await t.app.inject({
      method: 'GET',
      url: '/assets/loader.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(loader.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(loader.rawPayload).toString('utf8')).toContain('data-widget');
  });
});
