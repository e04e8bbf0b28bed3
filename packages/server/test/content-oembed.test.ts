import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createByteCache } from '../src/modules/content/oembed/byte-cache.ts';
import { createOembedClient } from '../src/modules/content/oembed/oembed-client.ts';
import { playlistItems } from '../src/modules/content/playlist-titles.ts';

/**
 * A local fake oEmbed provider: answers by the video id in `url`, so each test picks its behaviour.
 * Counts requests per video so the cache can be checked.
 */
let server: http.Server;
let base = '';
const hits = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://fake').searchParams;
    const video = query.get('url') ?? '';
    hits.set(video, (hits.get(video) ?? 0) + 1);
    if (query.get('format') !== 'json') return response.writeHead(400).end();
    const id = /v=([\w-]{11})/.exec(video)?.[1] ?? /vimeo\.com\/(\d+)/.exec(video)?.[1] ?? '';
    if (id.startsWith('slowslowslo')) return; // never answers
    if (id.startsWith('missingmiss')) return response.writeHead(404).end('{"error":"not found"}');
    if (id.startsWith('hugehugehug')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ title: 'x', padding: 'y'.repeat(200_000) }));
    }
    if (id.startsWith('streamstrea')) {
      // No content-length: the body is cut off by the reader once it passes the limit.
      response.writeHead(200, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      for (let i = 0; i < 50; i += 1) response.write('y'.repeat(4096));
      return response.end();
    }
    if (id.startsWith('notjsonnotj')) return response.writeHead(200).end('<html>hello</html>');
    if (id.startsWith('notitlenoti')) return response.writeHead(200).end('{"author_name":"Kate"}');
    if (id.startsWith('redirectred'))
      return response.writeHead(302, { location: 'http://127.0.0.1:1/' }).end();
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ title: `  Film ${id} <b>on the quay</b>  `, type: 'video' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (options: Partial<Parameters<typeof createOembedClient>[0]> = {}) =>
  createOembedClient({
    endpoints: { youtube: `${base}/oembed`, vimeo: `${base}/api/oembed.json` },
    timeoutMs: 500,
    maxAnswerBytes: 16 * 1024,
    ...options,
  });

const youtube = (id: string) => `https://www.youtube.com/watch?v=${id}`;

describe('the oEmbed adapter (spec 001 §7), against a local fake provider', () => {
  it('reads the title, trimmed, from the configured endpoint with url and format=json', async () => {
    expect(await client().title('youtube', youtube('abcdefghijk'))).toBe(
      'Film abcdefghijk <b>on the quay</b>',
    );
    expect(await client().title('vimeo', 'https://vimeo.com/76979871')).toBe(
      'Film 76979871 <b>on the quay</b>',
    );
  });

  it('asks the provider once and then answers from its cache', async () => {
    const oembed = client();
    const url = youtube('cachedcache');
    await oembed.title('youtube', url);
    await oembed.title('youtube', url);
    await Promise.all([oembed.title('youtube', url), oembed.title('youtube', url)]);
    expect(hits.get(url)).toBe(1);
  });

  it('counts a lookup that takes longer than the time limit as failed', async () => {
    const started = Date.now();
    expect(await client({ timeoutMs: 200 }).title('youtube', youtube('slowslowslo'))).toBeNull();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    ['a non-200 status', 'missingmiss'],
    ['an answer over the size limit (declared)', 'hugehugehug'],
    ['an answer over the size limit (streamed)', 'streamstrea'],
    ['an answer that is not JSON', 'notjsonnotj'],
    ['an answer without a title', 'notitlenoti'],
    ['a redirect', 'redirectred'],
  ])('counts %s as failed', async (_name, id) => {
    expect(await client().title('youtube', youtube(id))).toBeNull();
  });

  it('counts an unreachable provider as failed and remembers the failure for a while', async () => {
    let now = 0;
    const oembed = createOembedClient({
      endpoints: { youtube: 'http://127.0.0.1:1/oembed', vimeo: 'http://127.0.0.1:1/oembed' },
      timeoutMs: 500,
      failureTtlMs: 60_000,
      now: () => now,
    });
    expect(await oembed.title('youtube', youtube('downdowndow'))).toBeNull();
    now = 59_000;
    expect(await oembed.title('youtube', youtube('downdowndow'))).toBeNull();
  });
});

describe('the title cache is bounded in bytes', () => {
  it('drops the least recently used entries to stay under its bytes', () => {
    const cache = createByteCache<string>(100, () => 0);
    cache.set('a', 'x'.repeat(40), 40, 1000);
    cache.set('b', 'x'.repeat(40), 40, 1000);
    expect(cache.get('a')).toBeDefined();
    cache.set('c', 'x'.repeat(40), 40, 1000);
    expect(cache.size()).toBeLessThanOrEqual(100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps nothing larger than itself and forgets expired entries', () => {
    let now = 0;
    const cache = createByteCache<string>(100, () => now);
    cache.set('big', 'x', 500, 1000);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size()).toBe(0);
    cache.set('a', 'x', 10, 1000);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });
});

describe('playlist titles', () => {
  it('skips a video whose title lookup fails, keeps stored titles for files, drops what is not a video', async () => {
    const items = await playlistItems(
      [
        { url: youtube('abcdefghijk') },
        { url: youtube('missingmiss') },
        { url: '/site/videos/quay.webm', storedTitle: 'Morning on the quay' },
        { url: '/site/videos/no-title.webm' },
        { url: 'javascript:alert(1)', storedTitle: 'Bad' },
        { url: 'https://evil.example/page', storedTitle: 'Not a video' },
      ],
      client(),
    );
    expect(items.map((item) => item.title)).toEqual([
      'Film abcdefghijk <b>on the quay</b>',
      'Morning on the quay',
    ]);
  });

  it('falls back on the owner-stored title when the provider cannot be asked', async () => {
    const items = await playlistItems(
      [{ url: youtube('missingmiss'), storedTitle: 'The quay at dawn' }],
      client(),
    );
    expect(items).toEqual([
      { kind: 'youtube', id: 'missingmiss', url: youtube('missingmiss'), title: 'The quay at dawn' },
    ]);
  });
});
