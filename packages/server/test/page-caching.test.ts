import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../src/modules/reviews/demo-seed.ts';
import { bumpRevision } from '../src/modules/reviews/review-repository.ts';
import { PAGE_VERSION_WINDOW_MS } from '../src/modules/site/page-sender.ts';
import { DIALECTS } from './support/databases.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('caching headers on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('a page is no-cache with an ETag, and a revisit that sends it back is a 304 with no body', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    for (const url of ['/', '/reviews', '/about', '/write-a-review', '/feedback']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      const revisit = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': etag, 'accept-encoding': 'br' },
      });
      expect(revisit.statusCode, url).toBe(304);
      expect(revisit.rawPayload.length, url).toBe(0);
      expect(revisit.headers.etag, url).toBe(etag);
    }
  });

  it('a page is sent whole again once the reviews change, or an hour on (a fresh nonce)', async () => {
    let now = Date.UTC(2026, 10, 24, 10, 0, 0);
    t = await createTestApp(dialect, { now: () => now });
    await seedDemoIfEmpty(t.database);
    const etag = String((await t.app.inject({ method: 'GET', url: '/' })).headers.etag);
    await bumpRevision(t.database.db);
    const afterWrite = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(afterWrite.statusCode).toBe(200);
    expect(afterWrite.body).toContain('data-review-id');
    const current = String(afterWrite.headers.etag);
    expect(current).not.toBe(etag);
    now += PAGE_VERSION_WINDOW_MS;
    const later = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': current } });
    expect(later.statusCode).toBe(200);
  });

  it('an ETag of another page or a made-up one gets the whole page', async () => {
    t = await createTestApp(dialect);
    await seedDemoIfEmpty(t.database);
    const about = String((await t.app.inject({ method: 'GET', url: '/about' })).headers.etag);
    for (const tag of [about, 'W/"nothing"', `${'x'.repeat(5000)}`]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: '/contact',
        headers: { 'if-none-match': tag },
      });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('site.css and the SVG images come from their pre-compressed copies, revalidated with a 304', async () => {
    t = await createTestApp(dialect);
    for (const url of ['/site/site.css', '/site/images/harbour.svg', '/site/avatars/avatar-01.svg']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      // Served from the .br file: a length is known before sending (compressing on the fly streams).
      expect(Number(answer.headers['content-length']), url).toBe(answer.rawPayload.length);
      expect(zlib.brotliDecompressSync(answer.rawPayload).length, url).toBeGreaterThan(200);
      const etag = String(answer.headers.etag);
      const revisit = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      expect(revisit.statusCode, url).toBe(304);
    }
  });

  it('content-hashed assets are immutable for a year; the loader, whose name is stable, revalidates', async () => {
    t = await createTestApp(dialect);
    const loader = await t.app.inject({ method: 'GET', url: '/assets/loader.js' });
    expect(loader.headers['cache-control']).toBe('no-cache');
    const chunk = /react-[\w-]{8}\.js/.exec(loader.body)?.[0] ?? /[\w-]+-[\w-]{8}\.js/.exec(loader.body)?.[0];
    expect(chunk).toBeDefined();
    const hashed = await t.app.inject({ method: 'GET', url: `/assets/${chunk}` });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
