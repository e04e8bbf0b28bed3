import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemoteCsv } from '../src/modules/data/remote-csv.ts';
import { isPrivateAddress } from '../src/security/private-addresses.ts';

/** A local server that is quick, slow, huge or redirecting, counting the requests it gets. */
let server: http.Server;
let base: string;
const hits = new Map<string, number>();
const CSV = 'Origin,2024,2025\nColombia,1210,1260\n';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = request.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const redirect = (location: string) => response.writeHead(302, { location }).end();
    if (url === '/ok.csv' || url === '/other.csv') response.end(CSV);
    else if (url === '/slow.csv') setTimeout(() => response.end(CSV), 5000).unref();
    else if (url === '/trickle.csv') {
      response.write('a,b\n');
      setTimeout(() => response.end('1,2\n'), 5000).unref();
    } else if (url === '/huge.csv') {
      const line = `${'x'.repeat(1000)}\n`;
      for (let i = 0; i < 50; i += 1) response.write(line);
      response.end();
    } else if (url === '/declared-huge.csv') {
      response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      response.write('a,b\n');
    } else if (url === '/redirect.csv') redirect('/ok.csv');
    else if (url === '/loop.csv') redirect('/loop.csv');
    else if (url === '/to-private.csv') redirect('http://10.0.0.7/data.csv');
    else if (url === '/to-metadata.csv') redirect('http://169.254.169.254/latest/meta-data/');
    else if (url === '/to-file.csv') redirect('file:///etc/passwd');
    else if (url === '/gone.csv') response.writeHead(500).end('no');
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The test server is on loopback: only the operator's allow-list lets it through. */
const allowingTheTestServer = (options: Parameters<typeof createRemoteCsv>[0] = {}) =>
  createRemoteCsv({ allowedPrivateAddresses: ['127.0.0.1'], timeoutMs: 400, maxBytes: 8 * 1024, ...options });

describe('remote CSV: addresses (never private unless the operator allows it)', () => {
  it('refuses loopback by default, before connecting', async () => {
    const before = hits.get('/ok.csv') ?? 0;
    const result = await createRemoteCsv().read(`${base}/ok.csv`);
    expect(result).toEqual({
      ok: false,
      message: 'The CSV file could not be read: the host 127.0.0.1 is a private address.',
    });
    expect(hits.get('/ok.csv') ?? 0).toBe(before);
  });

  it('reads a file from an allowed address', async () => {
    expect(await allowingTheTestServer().read(`${base}/ok.csv`)).toEqual({ ok: true, text: CSV });
  });

  it('refuses a name when any address it resolves to is private, and connects to the checked address', async () => {
    const remote = createRemoteCsv({ resolve: async () => ['93.184.215.14', '10.1.2.3'] });
    const result = await remote.read('http://files.example/data.csv');
    expect(result).toMatchObject({
      ok: false,
      message: expect.stringContaining('files.example is a private address'),
    });
    // A public name the test resolver points at the allowed test server: the request goes to that address.
    const port = (server.address() as AddressInfo).port;
    const pinned = allowingTheTestServer({ resolve: async () => ['127.0.0.1'] });
    expect(await pinned.read(`http://csv.example:${port}/ok.csv`)).toEqual({ ok: true, text: CSV });
  });

  it('refuses every scheme but http and https, and URLs with credentials', async () => {
    const remote = allowingTheTestServer();
    for (const url of [
      'ftp://example.com/a.csv',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/csv,a',
    ]) {
      expect(await remote.read(url)).toEqual({
        ok: false,
        message: 'The CSV file could not be read: only http and https URLs are fetched.',
      });
    }
    expect(await remote.read(`http://user:secret@127.0.0.1/ok.csv`)).toMatchObject({ ok: false });
    expect(await remote.read('not a url')).toEqual({
      ok: false,
      message: 'The CSV file could not be read: the URL is not valid.',
    });
  });

  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-ip',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe('remote CSV: redirects, time and size', () => {
  it('follows a redirect on the same allowed host', async () => {
    expect(await allowingTheTestServer().read(`${base}/redirect.csv`)).toEqual({ ok: true, text: CSV });
  });

  it('checks every redirect like the first address: private, metadata and file targets are refused', async () => {
    const remote = allowingTheTestServer();
    expect(await remote.read(`${base}/to-private.csv`)).toEqual({
      ok: false,
      message: 'The CSV file could not be read: the host 10.0.0.7 is a private address.',
    });
    expect(await remote.read(`${base}/to-metadata.csv`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('169.254.169.254 is a private address'),
    });
    expect(await remote.read(`${base}/to-file.csv`)).toMatchObject({
      ok: false,
      message: expect.stringContaining('only http and https'),
    });
  });

  it('stops after three redirects', async () => {
    expect(await allowingTheTestServer().read(`${base}/loop.csv`)).toEqual({
      ok: false,
      message: 'The CSV file could not be read: more than 3 redirects.',
    });
    expect(hits.get('/loop.csv')).toBe(4);
  });

  it('gives up on a server that does not answer in time, or trickles', async () => {
    const remote = allowingTheTestServer();
    expect(await remote.read(`${base}/slow.csv`)).toEqual({
      ok: false,
      message: 'The CSV file could not be read: no answer within 400 ms.',
    });
    expect(await remote.read(`${base}/trickle.csv`)).toEqual({
      ok: false,
      message: 'The CSV file could not be read: no answer within 400 ms.',
    });
  });

  it('refuses a body over the size limit, streamed or declared', async () => {
    const remote = allowingTheTestServer();
    const tooLarge = {
      ok: false,
      message: 'The CSV file could not be read: the file is larger than 8192 bytes.',
    };
    expect(await remote.read(`${base}/huge.csv`)).toEqual(tooLarge);
    expect(await remote.read(`${base}/declared-huge.csv`)).toEqual(tooLarge);
  });

  it('reports an error status without the body', async () => {
    expect(await allowingTheTestServer().read(`${base}/gone.csv`)).toEqual({
      ok: false,
      message: 'The CSV file could not be read: the server answered 500.',
    });
  });
});

describe('remote CSV: cache', () => {
  it('fetches once for concurrent and repeated reads, again after the cache time', async () => {
    let now = 1_000_000;
    const remote = allowingTheTestServer({ cacheMs: 60_000, now: () => now });
    const url = `${base}/other.csv`;
    const before = hits.get('/other.csv') ?? 0;
    const [first, second] = await Promise.all([remote.read(url), remote.read(url)]);
    expect(first).toEqual({ ok: true, text: CSV });
    expect(second).toEqual(first);
    await remote.read(url);
    expect(hits.get('/other.csv')).toBe(before + 1);
    now += 60_001;
    await remote.read(url);
    expect(hits.get('/other.csv')).toBe(before + 2);
  });

  it('stays within its byte bound, the oldest entry leaving first', async () => {
    const bytes = Buffer.byteLength(CSV);
    const remote = allowingTheTestServer({ cacheBytes: bytes * 1.5 });
    await remote.read(`${base}/ok.csv`);
    expect(remote.cachedBytes()).toBe(bytes);
    await remote.read(`${base}/other.csv`);
    expect(remote.cachedBytes()).toBe(bytes);
    const before = hits.get('/ok.csv') ?? 0;
    await remote.read(`${base}/ok.csv`);
    expect(hits.get('/ok.csv')).toBe(before + 1);
  });
});
