/**
 * spec 001 §5, §9: video URLs are allowed only for the video hosts (YouTube, Vimeo) or direct
 * mp4/webm/ogg files; autoplay goes through the YouTube and Vimeo iframe APIs, any file plays in a
 * native `<video>`. The player is 640 × 360 unless the owner says otherwise.
 */

export const VIDEO_PLAYER_SIZE = { width: 640, height: 360 } as const;

export type VideoFileType = 'video/mp4' | 'video/webm' | 'video/ogg';

export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'file'; src: string; type: VideoFileType };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const FILE_TYPES: Record<string, VideoFileType> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  ogv: 'video/ogg',
};
/** Whitespace, controls, quotes, angle brackets and backslashes never belong in an address we write. */
const UNSAFE = /[\s\p{Cc}"'<>\\`]/u;
const BASE = 'https://site.invalid';

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live|v)\/([^/]+)\/?$/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') return parts[0] === 'video' ? (parts[1] ?? null) : null;
  return parts.at(-1) ?? null;
}

/**
 * What a slide's video address is: a YouTube or Vimeo video (by its id), or an mp4/webm/ogg file
 * (http(s) or site-relative); anything else (another host, another file type, a `javascript:` or
 * `data:` address, a malformed id) is null and the slide shows no video.
 */
export function videoSource(address: string | null | undefined): VideoSource | null {
  const text = (address ?? '').trim();
  if (text === '' || text.length > 2048 || UNSAFE.test(text)) return null;
  const siteRelative = text.startsWith('/') && !text.startsWith('//');
  if (!siteRelative && !/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return null;
  }
  if (!siteRelative) {
    const youtube = youtubeId(url);
    if (youtube !== null) return YOUTUBE_ID.test(youtube) ? { kind: 'youtube', id: youtube } : null;
    const vimeo = vimeoId(url);
    if (vimeo !== null) return VIMEO_ID.test(vimeo) ? { kind: 'vimeo', id: vimeo } : null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  const type = FILE_TYPES[extension];
  if (!type) return null;
  return { kind: 'file', src: siteRelative ? `${url.pathname}${url.search}` : url.href, type };
}

/** Whether a source autoplays through its host's iframe API (YouTube, Vimeo); files use a native video. */
export function usesIframeApi(
  source: VideoSource,
): source is Extract<VideoSource, { kind: 'youtube' | 'vimeo' }> {
  return source.kind !== 'file';
}

/** The host's iframe API script, loaded only when a video of that host is to play. */
export function iframeApiScript(kind: 'youtube' | 'vimeo'): string {
  return kind === 'youtube' ? 'https://www.youtube.com/iframe_api' : 'https://player.vimeo.com/api/player.js';
}

/**
 * The player's address for the iframe (privacy-enhanced YouTube host), with the API switched on;
 * autoplay is muted unless the visitor asked for it by a click (browsers only autoplay muted video).
 */
export function embedAddress(
  source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>,
  options: { autoplay: boolean; muted?: boolean; origin?: string },
): string {
  const params = new URLSearchParams();
  if (source.kind === 'youtube') {
    params.set('enablejsapi', '1');
    params.set('rel', '0');
    params.set('playsinline', '1');
    if (options.origin) params.set('origin', options.origin);
    if (options.autoplay) params.set('autoplay', '1');
    if (options.muted ?? options.autoplay) params.set('mute', '1');
    return `https://www.youtube-nocookie.com/embed/${source.id}?${params}`;
  }
  params.set('dnt', '1');
  params.set('playsinline', '1');
  if (options.autoplay) params.set('autoplay', '1');
  if (options.muted ?? options.autoplay) params.set('muted', '1');
  return `https://player.vimeo.com/video/${source.id}?${params}`;
}
