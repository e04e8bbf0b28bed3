import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runFeedsCommand } from '../src/cli/feeds.ts';
import type { Database } from '../src/db/database.ts';
import { fetchFeedPosts } from '../src/modules/content/feeds/feed-api.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

/** A local stand-in for the owner's feed API: answers what `handler` writes; records the asked URLs. */
async function fakeApi(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    handler(request, response);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/posts`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const POSTS = [
  { author: 'Café', text: 'One', link: 'https://social.example/1', postedAt: '2026-01-01' },
  { author: 'Café', text: 'Two', postedAt: '2026-01-02T09:00:00Z' },
];

let api: Awaited<ReturnType<typeof fakeApi>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the feed API adapter', () => {
  it('asks for the feed by kind and id and returns the checked posts', async () => {
    api = await fakeApi((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(POSTS));
    });
    const result = await fetchFeedPosts({ url: api.url }, 'instagram', 7);
    expect(result).toEqual({ ok: true, posts: POSTS });
    expect(api.asked).toEqual(['/posts?kind=instagram&feed=7']);
  });

  it('cuts off an answer larger than the limit, even without a length header', async () => {
    api = await fakeApi((_request, response) => {
      response.write('[');
      for (let i = 0; i < 50; i++) response.write(`${JSON.stringify(POSTS[0])},`);
      response.end(`${JSON.stringify(POSTS[0])}]`);
    });
    expect(await fetchFeedPosts({ url: api.url, maxBytes: 2048 }, 'twitter', 1)).toEqual({
      ok: false,
      message: 'the answer is larger than 2048 bytes',
    });
  });

  it('gives up after the time limit', async () => {
    api = await fakeApi((_request, response) => {
      response.write('[');
      // Never ends.
    });
    expect(await fetchFeedPosts({ url: api.url, timeoutMs: 200 }, 'twitter', 1)).toEqual({
      ok: false,
      message: 'no answer within 200 ms',
    });
  });

  it('refuses the whole answer when one post fails its check, naming it', async () => {
    api = await fakeApi((_request, response) => {
      response.end(JSON.stringify([POSTS[0], { ...POSTS[1], link: 'javascript:alert(1)' }]));
    });
    expect(await fetchFeedPosts({ url: api.url }, 'twitter', 1)).toEqual({
      ok: false,
      message: 'post 2: link: must be an http(s) address',
    });
  });

  it('refuses a non-200 answer, a redirect, and text that is not JSON', async () => {
    api = await fakeApi((request, response) => {
      if (request.url?.includes('feed=1')) {
        response.statusCode = 503;
        response.end('busy');
      } else if (request.url?.includes('feed=2')) {
        response.statusCode = 302;
        response.setHeader('location', 'http://169.254.169.254/');
        response.end();
      } else response.end('<html>');
    });
    expect(await fetchFeedPosts({ url: api.url }, 'twitter', 1)).toEqual({
      ok: false,
      message: 'the feed API answered 503',
    });
    expect((await fetchFeedPosts({ url: api.url }, 'twitter', 2)).ok).toBe(false);
    expect(await fetchFeedPosts({ url: api.url }, 'twitter', 3)).toEqual({
      ok: false,
      message: 'the answer is not JSON',
    });
  });
});

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

describe.each(DIALECTS)('npm run feeds -- fetch-posts on %s', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('adds only the posts not yet stored, and nothing when the API fails', async () => {
    database = await freshDatabase(dialect);
    const current = database;
    api = await fakeApi((_request, response) => response.end(JSON.stringify(POSTS)));
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'feeds-api-'));
    const feedsFile = path.join(directory, 'feeds.json');
    fs.writeFileSync(feedsFile, JSON.stringify([{ name: 'News', settings: { kind: 'twitter' } }]));
    const run = async (url: string | undefined, ...argv: string[]) => {
      const out = sink();
      const err = sink();
      const code = await runFeedsCommand(
        argv,
        { stdout: out.stream, stderr: err.stream, database: current },
        new Date(),
        { url, timeoutMs: 1000 },
      );
      return { code, stdout: out.text(), stderr: err.text() };
    };
    expect((await run(api.url, 'import', feedsFile)).code).toBe(0);
    expect(await run(api.url, 'fetch-posts', '1')).toMatchObject({
      code: 0,
      stdout: 'Fetched 2 posts; added 2 new to feed 1.\n',
    });
    expect(await run(api.url, 'fetch-posts', '1')).toMatchObject({
      code: 0,
      stdout: 'Fetched 2 posts; added 0 new to feed 1.\n',
    });
    expect((await run(undefined, 'fetch-posts', '1')).stderr).toContain('FEED_API_URL is not set');
    const down = await run('http://127.0.0.1:9/none', 'fetch-posts', '1');
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('nothing imported');
    expect(await current.db.selectFrom('feed_posts').select('id').execute()).toHaveLength(2);
  });
});
