import { type FeedKind, type FeedPostInput, feedPostInputSchema } from '@site-widgets/contract';

/** Limits of one fetch from the owner's feed API (FEED_API_URL; docs/operations.md "Social feeds"). */
export interface FeedApiOptions {
  /** The endpoint, http(s); asked with `?kind=<twitter|instagram>&feed=<id>`. */
  url: string;
  /** The whole fetch, in ms; default 5000. */
  timeoutMs?: number;
  /** The largest body read, in bytes; default 1 MiB. A longer one is cut off and refused. */
  maxBytes?: number;
  /** Posts accepted from one answer; default 500. */
  maxPosts?: number;
  fetch?: typeof fetch;
}

export type FeedApiResult = { ok: true; posts: FeedPostInput[] } | { ok: false; message: string };

/**
 * Reads a feed's posts from the owner's API (a JSON array of posts, as `npm run feeds -- import-posts`
 * takes them). The answer is bounded in time and bytes, read as a stream and cut off at the limit, and
 * every post is checked by the import schema: one bad post refuses the answer, naming it.
 */
export async function fetchFeedPosts(
  options: FeedApiOptions,
  kind: FeedKind,
  feedId: number,
): Promise<FeedApiResult> {
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const maxPosts = options.maxPosts ?? 500;
  const fetcher = options.fetch ?? fetch;
  let address: URL;
  try {
    address = new URL(options.url);
  } catch {
    return { ok: false, message: 'FEED_API_URL is not a valid URL' };
  }
  if (address.protocol !== 'http:' && address.protocol !== 'https:') {
    return { ok: false, message: 'FEED_API_URL must be http(s)' };
  }
  address.searchParams.set('kind', kind);
  address.searchParams.set('feed', String(feedId));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(address, {
      signal: controller.signal,
      redirect: 'error',
      headers: { accept: 'application/json' },
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return { ok: false, message: `the feed API answered ${response.status}` };
    }
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel();
      return { ok: false, message: `the answer is larger than ${maxBytes} bytes` };
    }
    const reader = response.body?.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.length;
      if (received > maxBytes) {
        await reader.cancel();
        return { ok: false, message: `the answer is larger than ${maxBytes} bytes` };
      }
      chunks.push(value);
    }
    let entries: unknown;
    try {
      entries = JSON.parse(new TextDecoder('utf-8').decode(Buffer.concat(chunks)));
    } catch {
      return { ok: false, message: 'the answer is not JSON' };
    }
    if (!Array.isArray(entries)) return { ok: false, message: 'the answer is not a JSON array of posts' };
    if (entries.length > maxPosts)
      return { ok: false, message: `the answer holds more than ${maxPosts} posts` };
    const posts: FeedPostInput[] = [];
    for (const [index, entry] of entries.entries()) {
      const parsed = feedPostInputSchema.safeParse(entry);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
          ok: false,
          message: `post ${index + 1}: ${issue?.path.join('.') || 'post'}: ${issue?.message ?? 'invalid'}`,
        };
      }
      posts.push(parsed.data);
    }
    return { ok: true, posts };
  } catch {
    if (controller.signal.aborted) return { ok: false, message: `no answer within ${timeoutMs} ms` };
    return { ok: false, message: 'the connection failed' };
  } finally {
    clearTimeout(timer);
  }
}

/** The posts not yet stored: a post is known by its link, or else by its date and text. */
export function newPosts(
  fetched: readonly FeedPostInput[],
  stored: ReadonlyArray<{ link: string; postedAt: string; text: string }>,
): FeedPostInput[] {
  const known = new Set(
    stored.map((post) => (post.link ? `link:${post.link}` : `at:${post.postedAt}|${post.text}`)),
  );
  return fetched.filter((post) => {
    const key = post.link ? `link:${post.link}` : `at:${new Date(post.postedAt).toISOString()}|${post.text}`;
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
}
