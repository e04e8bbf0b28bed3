import { type PlayerState, pollUntil } from '@site-widgets/core/content/playlist-videos.ts';
import { windowClock } from '../../site/shared/browser.ts';

/** A playing video, whatever plays it: the playlist only asks it to play or pause and hears its state. */
export interface VideoPlayer {
  play(): void;
  pause(): void;
  destroy(): void;
}

export interface PlayableItem {
  kind: 'youtube' | 'vimeo' | 'file';
  id?: string | undefined;
  url: string;
  title: string;
}

type StateListener = (state: PlayerState) => void;

/** spec 001 §5: a native video for a file (mp4/webm/ogg); its events drive the icons. */
function fileVideo(slot: HTMLElement, item: PlayableItem, onState: StateListener): VideoPlayer {
  const video = document.createElement('video');
  video.controls = true;
  video.playsInline = true;
  video.src = item.url;
  video.setAttribute('aria-label', item.title);
  video.addEventListener('playing', () => onState('playing'));
  video.addEventListener('pause', () => onState(video.ended ? 'ended' : 'paused'));
  video.addEventListener('ended', () => onState('ended'));
  slot.replaceChildren(video);
  onState('loading');
  void video.play().catch(() => onState('paused'));
  return {
    play: () => void video.play().catch(() => onState('paused')),
    pause: () => video.pause(),
    destroy: () => {
      video.pause();
      video.removeAttribute('src');
      video.load();
      slot.replaceChildren();
    },
  };
}

const loadedScripts = new Set<string>();

/** Adds a provider's iframe API script once, only when a video of that provider is first played. */
function loadScript(src: string) {
  if (loadedScripts.has(src)) return;
  loadedScripts.add(src);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}

interface YouTubeApi {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width: number;
      height: number;
      playerVars: Record<string, number>;
      events: { onStateChange(event: { data: number }): void };
    },
  ) => { playVideo(): void; pauseVideo(): void; destroy(): void };
}

interface VimeoApi {
  Player: new (
    element: HTMLElement,
    options: { id: number; width: number },
  ) => {
    play(): Promise<void>;
    pause(): Promise<void>;
    destroy(): Promise<void>;
    on(event: string, listener: () => void): void;
  };
}

/** Autoplay through the provider's iframe API (spec 001 §5), polled for every 350 ms until it is there. */
function providerVideo(slot: HTMLElement, item: PlayableItem, onState: StateListener): VideoPlayer {
  const target = document.createElement('div');
  slot.replaceChildren(target);
  onState('loading');
  let player: { play(): void; pause(): void; destroy(): void } | undefined;
  const global = window as unknown as { YT?: YouTubeApi; Vimeo?: VimeoApi };
  const youtube = item.kind === 'youtube';
  loadScript(youtube ? 'https://www.youtube.com/iframe_api' : 'https://player.vimeo.com/api/player.js');
  const stopPolling = pollUntil(
    () => Boolean(youtube ? global.YT?.Player : global.Vimeo?.Player),
    () => {
      if (youtube && global.YT) {
        const yt = new global.YT.Player(target, {
          videoId: item.id ?? '',
          // spec 001 §9: video player 640 × 360.
          width: 640,
          height: 360,
          playerVars: { autoplay: 1, playsinline: 1 },
          events: {
            onStateChange: ({ data }) =>
              onState(data === 1 ? 'playing' : data === 2 ? 'paused' : data === 0 ? 'ended' : 'loading'),
          },
        });
        player = { play: () => yt.playVideo(), pause: () => yt.pauseVideo(), destroy: () => yt.destroy() };
      } else if (global.Vimeo) {
        const vimeo = new global.Vimeo.Player(target, { id: Number(item.id), width: 640 });
        vimeo.on('play', () => onState('playing'));
        vimeo.on('pause', () => onState('paused'));
        vimeo.on('ended', () => onState('ended'));
        void vimeo.play().catch(() => onState('paused'));
        player = {
          play: () => void vimeo.play().catch(() => {}),
          pause: () => void vimeo.pause().catch(() => {}),
          destroy: () => void vimeo.destroy().catch(() => {}),
        };
      }
    },
    windowClock,
  );
  return {
    play: () => player?.play(),
    pause: () => player?.pause(),
    destroy: () => {
      stopPolling();
      player?.destroy();
      slot.replaceChildren();
    },
  };
}

/** Starts playing `item` inside `slot`. */
export function startPlayer(slot: HTMLElement, item: PlayableItem, onState: StateListener): VideoPlayer {
  return item.kind === 'file' ? fileVideo(slot, item, onState) : providerVideo(slot, item, onState);
}
