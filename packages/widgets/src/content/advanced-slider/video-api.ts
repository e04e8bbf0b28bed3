import { iframeApiScript } from '@site-widgets/core/content/video-source.ts';

/** The part of the hosts' player APIs the slider uses. */
export interface VideoPlayerHandle {
  play(): void;
  pause(): void;
}

interface YouTubePlayer {
  mute(): void;
  playVideo(): void;
  pauseVideo(): void;
}
interface YouTubeApi {
  Player: new (
    element: HTMLIFrameElement,
    options: { events: { onReady: (event: { target: YouTubePlayer }) => void } },
  ) => YouTubePlayer;
}
interface VimeoPlayer {
  setMuted(muted: boolean): Promise<unknown>;
  play(): Promise<unknown>;
  pause(): Promise<unknown>;
}
interface VimeoApi {
  Player: new (element: HTMLIFrameElement) => VimeoPlayer;
}
interface HostWindow extends Window {
  YT?: YouTubeApi & { loaded?: number };
  Vimeo?: VimeoApi;
  onYouTubeIframeAPIReady?: () => void;
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a host's iframe API script once per page, only when a video of that host is to autoplay
 * (spec 001 §5); a video the visitor starts needs none (the player plays on its own page).
 */
export function loadIframeApi(kind: 'youtube' | 'vimeo'): Promise<void> {
  const known = loading.get(kind);
  if (known) return known;
  const host = window as HostWindow;
  const ready = new Promise<void>((resolve, reject) => {
    if (kind === 'youtube') {
      if (host.YT?.Player) return resolve();
      const previous = host.onYouTubeIframeAPIReady;
      host.onYouTubeIframeAPIReady = () => {
        previous?.();
        resolve();
      };
    }
    const script = document.createElement('script');
    script.src = iframeApiScript(kind);
    script.async = true;
    script.dataset.swVideoApi = kind;
    if (kind === 'vimeo') script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(kind);
      reject(new Error(`the ${kind} player API could not be loaded`));
    });
    document.head.append(script);
  });
  loading.set(kind, ready);
  return ready;
}

/** A muted, autoplaying player on the iframe, through the host's API. */
export async function autoplayPlayer(
  kind: 'youtube' | 'vimeo',
  iframe: HTMLIFrameElement,
): Promise<VideoPlayerHandle> {
  await loadIframeApi(kind);
  const host = window as HostWindow;
  if (kind === 'youtube' && host.YT) {
    let player: YouTubePlayer | undefined;
    new host.YT.Player(iframe, {
      events: {
        onReady: (event) => {
          player = event.target;
          player.mute();
          player.playVideo();
        },
      },
    });
    return { play: () => player?.playVideo(), pause: () => player?.pauseVideo() };
  }
  if (kind === 'vimeo' && host.Vimeo) {
    const player = new host.Vimeo.Player(iframe);
    void player.setMuted(true).then(() => player.play());
    return { play: () => void player.play(), pause: () => void player.pause() };
  }
  throw new Error(`the ${kind} player API is missing`);
}

/**
 * Pauses a host's player without its API: both accept these messages from the embedding page
 * (YouTube with `enablejsapi=1`).
 */
export function pauseByMessage(kind: 'youtube' | 'vimeo', iframe: HTMLIFrameElement): void {
  const message =
    kind === 'youtube' ? { event: 'command', func: 'pauseVideo', args: '' } : { method: 'pause' };
  const origin = kind === 'youtube' ? 'https://www.youtube-nocookie.com' : 'https://player.vimeo.com';
  iframe.contentWindow?.postMessage(JSON.stringify(message), origin);
}
