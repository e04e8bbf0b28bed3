import http from 'node:http';
import https from 'node:https';
import {
  AddressRefusal,
  checkedAddress as checkedHostAddress,
  pinnedLookup,
  type ResolveHost,
} from '../../security/pinned-address.ts';

/** Limits of a CSV fetched from another site for a chart or table (docs/operations.md "Charts and tables"). */
export interface RemoteCsvOptions {
  /** The largest body read, in bytes; default 512 KiB. A longer one is cut off and refused. */
  maxBytes?: number;
  /** The whole fetch, redirects included, in ms; default 5000. */
  timeoutMs?: number;
  /** Redirects followed, each checked like the first address; default 3. */
  maxRedirects?: number;
  /** How long a fetched file is reused, in ms; default 5 minutes. */
  cacheMs?: number;
  /** The cache's bound, in bytes of CSV text; default 2 MiB (oldest entries leave first). */
  cacheBytes?: number;
  /**
   * Private addresses the operator allows (exact IPs, e.g. an intranet file server); default none.
   * Every other private, loopback or link-local address is refused, before connecting.
   */
  allowedPrivateAddresses?: readonly string[];
  /** Name resolution (tests pass their own); default the system resolver. */
  resolve?: ResolveHost;
  now?: () => number;
}

export type RemoteCsvResult = { ok: true; text: string } | { ok: false; message: string };

class Refusal extends Error {}

/**
 * Fetches CSV text over http(s) for a widget, as a careful proxy: http and https only; every address a
 * name resolves to (and every redirect's) must be public unless the operator allowed it, and the
 * connection goes to the address that was checked (no second lookup a DNS rebinding could change);
 * size and time are bounded; answers are cached, bounded in bytes, and one fetch serves concurrent asks.
 */
export function createRemoteCsv(options: RemoteCsvOptions = {}) {
  const maxBytes = options.maxBytes ?? 512 * 1024;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxRedirects = options.maxRedirects ?? 3;
  const cacheMs = options.cacheMs ?? 5 * 60 * 1000;
  const cacheBytes = options.cacheBytes ?? 2 * 1024 * 1024;
  const allowed = new Set(options.allowedPrivateAddresses ?? []);
  const resolve = options.resolve;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { text: string; bytes: number; at: number }>();
  const pending = new Map<string, Promise<RemoteCsvResult>>();
  let cachedBytes = 0;

  async function checkedAddress(url: URL): Promise<string> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Refusal('only http and https URLs are fetched');
    if (url.username || url.password) throw new Refusal('URLs with credentials are not fetched');
    return checkedHostAddress(url, {
      ...(resolve ? { resolve } : {}),
      allowPrivate: (_host, address) => allowed.has(address),
    });
  }

  /** One request to a checked address; resolves to a redirect target or the body. */
  function request(url: URL, address: string, signal: AbortSignal) {
    return new Promise<{ redirect: string } | { text: string }>((done, fail) => {
      // A body still streaming when the time is up settles here (the response may end without an error).
      signal.addEventListener('abort', () => fail(new Refusal(`no answer within ${timeoutMs} ms`)), {
        once: true,
      });
      const lookup = pinnedLookup(address);
      const client = url.protocol === 'https:' ? https : http;
      const outgoing = client.get(
        url,
        {
          lookup,
          signal,
          headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'site-widgets' },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          if (status >= 300 && status < 400 && response.headers.location) {
            response.resume();
            done({ redirect: response.headers.location });
            return;
          }
          if (status !== 200) {
            response.resume();
            fail(new Refusal(`the server answered ${status}`));
            return;
          }
          const declared = Number(response.headers['content-length'] ?? 0);
          if (declared > maxBytes) {
            response.destroy();
            fail(new Refusal(`the file is larger than ${maxBytes} bytes`));
            return;
          }
          const chunks: Buffer[] = [];
          let received = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > maxBytes) {
              response.destroy();
              fail(new Refusal(`the file is larger than ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () => done({ text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)) }));
          response.on('error', fail);
        },
      );
      outgoing.on('error', fail);
    });
  }

  async function fetchText(address: string): Promise<RemoteCsvResult> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        throw new Refusal('the URL is not valid');
      }
      for (let hop = 0; ; hop += 1) {
        const ip = await checkedAddress(url);
        if (controller.signal.aborted) throw new Refusal(`no answer within ${timeoutMs} ms`);
        const answer = await request(url, ip, controller.signal);
        if ('text' in answer) return { ok: true, text: answer.text };
        if (hop >= maxRedirects) throw new Refusal(`more than ${maxRedirects} redirects`);
        url = new URL(answer.redirect, url);
      }
    } catch (error) {
      if (error instanceof Refusal || error instanceof AddressRefusal)
        return { ok: false, message: `The CSV file could not be read: ${error.message}.` };
      if (controller.signal.aborted) {
        return { ok: false, message: `The CSV file could not be read: no answer within ${timeoutMs} ms.` };
      }
      return { ok: false, message: 'The CSV file could not be read: the connection failed.' };
    } finally {
      clearTimeout(timer);
    }
  }

  function remember(url: string, text: string) {
    const bytes = Buffer.byteLength(text);
    if (bytes > cacheBytes) return;
    const old = cache.get(url);
    if (old) {
      cachedBytes -= old.bytes;
      cache.delete(url);
    }
    while (cachedBytes + bytes > cacheBytes) {
      const [oldestUrl, oldest] = cache.entries().next().value as [string, { bytes: number }];
      cache.delete(oldestUrl);
      cachedBytes -= oldest.bytes;
    }
    cache.set(url, { text, bytes, at: now() });
    cachedBytes += bytes;
  }

  return {
    /** The CSV text at `url`, from the cache while it is fresh; failures are not cached. */
    async read(url: string): Promise<RemoteCsvResult> {
      const hit = cache.get(url);
      if (hit && now() - hit.at < cacheMs) return { ok: true, text: hit.text };
      const running = pending.get(url);
      if (running) return running;
      const fetching = fetchText(url).then((result) => {
        if (result.ok) remember(url, result.text);
        return result;
      });
      pending.set(url, fetching);
      try {
        return await fetching;
      } finally {
        pending.delete(url);
      }
    },
    /** Bytes of CSV text the cache holds now. */
    cachedBytes: () => cachedBytes,
  };
}

export type RemoteCsv = ReturnType<typeof createRemoteCsv>;
