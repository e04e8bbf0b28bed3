import { oembedAnswerSchema } from '@site-widgets/contract/content/oembed.ts';
import { type ByteCache, createByteCache } from './byte-cache.ts';

export type OembedProvider = 'youtube' | 'vimeo';

export interface OembedOptions {
  /** The providers' oEmbed endpoints (configurable: OEMBED_YOUTUBE_URL, OEMBED_VIMEO_URL). */
  endpoints: Record<OembedProvider, string>;
  /** Time limit of one lookup, connection and body together; default 3000 ms. */
  timeoutMs?: number;
  /** Largest answer read; longer ones are cut off and count as a failure; default 64 KiB. */
  maxAnswerBytes?: number;
  /** Bytes the cache of titles (and failures) may hold; default 256 KiB. */
  cacheBytes?: number;
  /** How long a title is kept; default a day. */
  titleTtlMs?: number;
  /** How long a failed lookup is remembered (so a page view does not wait on a provider that is down); default 10 minutes. */
  failureTtlMs?: number;
  now?: () => number;
}

export const OEMBED_DEFAULTS = {
  timeoutMs: 3000,
  maxAnswerBytes: 64 * 1024,
  cacheBytes: 256 * 1024,
  titleTtlMs: 24 * 60 * 60 * 1000,
  failureTtlMs: 10 * 60 * 1000,
} as const;

/** The default endpoints: each provider's own (spec 001 §7: GET with url and format json). */
export const OEMBED_ENDPOINTS: Record<OembedProvider, string> = {
  youtube: 'https://www.youtube.com/oembed',
  vimeo: 'https://vimeo.com/api/oembed.json',
};

/** Looks up a video's title at its provider; null when the lookup fails (the video is then skipped). */
export interface OembedLookup {
  title(provider: OembedProvider, videoUrl: string): Promise<string | null>;
}

/** Reads a body up to `limit` bytes; over it, the request is aborted and null returned. */
async function readLimited(
  response: Response,
  limit: number,
  abort: AbortController,
): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? 'NaN');
  if (declared > limit) {
    abort.abort();
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      abort.abort();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The oEmbed adapter (spec 001 §7, §8): our server, not the visitor's browser, asks the provider's
 * endpoint for `?url=…&format=json` and reads `title`. Node's HTTP client (fetch) with a time limit on
 * the whole lookup, a size limit on the answer, no redirects, and a cache bounded in bytes that also
 * remembers failures for a while. Any failure (network, status, size, time, JSON, missing title) is null.
 */
export function createOembedClient(options: OembedOptions): OembedLookup {
  const settings = { ...OEMBED_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const cache: ByteCache<string | null> = createByteCache(settings.cacheBytes, now);
  const inFlight = new Map<string, Promise<string | null>>();

  async function lookUp(provider: OembedProvider, videoUrl: string): Promise<string | null> {
    const endpoint = new URL(settings.endpoints[provider]);
    endpoint.searchParams.set('url', videoUrl);
    endpoint.searchParams.set('format', 'json');
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), settings.timeoutMs);
    try {
      const response = await fetch(endpoint, {
        signal: abort.signal,
        redirect: 'error',
        headers: { accept: 'application/json' },
      });
      if (!response.ok) {
        abort.abort();
        return null;
      }
      const text = await readLimited(response, settings.maxAnswerBytes, abort);
      if (text === null) return null;
      const parsed = oembedAnswerSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data.title : null;
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async title(provider, videoUrl) {
      const key = `${provider} ${videoUrl}`;
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const lookup = lookUp(provider, videoUrl).then((title) => {
        inFlight.delete(key);
        cache.set(
          key,
          title,
          title === null ? 8 : Buffer.byteLength(title),
          title === null ? settings.failureTtlMs : settings.titleTtlMs,
        );
        return title;
      });
      inFlight.set(key, lookup);
      return lookup;
    },
  };
}
