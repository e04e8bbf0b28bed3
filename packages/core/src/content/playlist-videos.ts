import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: how often the player looks for the provider's iframe API until it has loaded. */
export const VIDEO_API_POLL_MS = 350;

export type PlaylistVideo =
  | { kind: 'youtube'; id: string; url: string }
  | { kind: 'vimeo'; id: string; url: string }
  | { kind: 'file'; url: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/**
 * spec 001 §5: a video address is accepted only for a video host (YouTube, Vimeo) or an http(s) mp4,
 * webm or ogg file (or such a file on the site itself); anything else (another scheme, another site's page, quotes or angle brackets) is
 * refused (null).
 */
export function playlistVideo(address: string): PlaylistVideo | null {
  if (address.length > 2048 || /[\s"'<>\\`]/.test(address)) return null;
  // A file on the site itself (`/videos/film.webm`); never protocol-relative.
  if (/^\/(?!\/)/.test(address)) {
    return /\.(mp4|webm|ogg)$/i.test(address.split(/[?#]/)[0] ?? '') ? { kind: 'file', url: address } : null;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      host === 'youtu.be'
        ? url.pathname.slice(1)
        : (url.searchParams.get('v') ?? /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? '');
    return /^[\w-]{11}$/.test(id)
      ? { kind: 'youtube', id, url: `https://www.youtube.com/watch?v=${id}` }
      : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = /^\/(?:video\/)?(\d{1,12})(?:\/|$)/.exec(url.pathname)?.[1];
    return id ? { kind: 'vimeo', id, url: `https://vimeo.com/${id}` } : null;
  }
  if (/\.(mp4|webm|ogg)$/i.test(url.pathname)) return { kind: 'file', url: url.href };
  return null;
}

/** The provider's oEmbed endpoint for a video (spec 001 §7), or null for a plain file (it has none). */
export function oembedProviderOf(video: PlaylistVideo): 'youtube' | 'vimeo' | null {
  return video.kind === 'file' ? null : video.kind;
}

/**
 * spec 001 §9: calls `ready` once `check()` holds, looking every 350 ms (the provider's iframe API
 * arrives by a script tag with no event of its own); gives up after `limit` tries. Returns a stop.
 */
export function pollUntil(check: () => boolean, ready: () => void, clock: Clock, limit = 60): () => void {
  let timer: unknown;
  let tries = 0;
  const look = () => {
    timer = undefined;
    if (check()) return ready();
    tries += 1;
    if (tries < limit) timer = clock.setTimeout(look, VIDEO_API_POLL_MS);
  };
  look();
  return () => {
    if (timer !== undefined) clock.clearTimeout(timer);
  };
}

/** spec 001 §4: the play and pause icons follow the player's state. */
export type PlayerState = 'idle' | 'loading' | 'playing' | 'paused' | 'ended';

/** The icon a playlist item shows: pause while it plays, play otherwise. */
export function itemIcon(itemIndex: number, current: number, state: PlayerState): 'play' | 'pause' {
  return itemIndex === current && (state === 'playing' || state === 'loading') ? 'pause' : 'play';
}
