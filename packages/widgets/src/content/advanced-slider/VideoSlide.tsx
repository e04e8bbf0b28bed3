import { embedAddress, type VideoSource } from '@site-widgets/core/content/video-source.ts';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { autoplayPlayer, pauseByMessage, type VideoPlayerHandle } from './video-api.ts';

export interface VideoSlideProps {
  source: VideoSource;
  title: string;
  poster?: string | undefined;
  width: number;
  height: number;
  /** The slide is on screen: a playing video pauses when it leaves. */
  active: boolean;
  /** Play (muted) when the slide is shown: the setting, and never under reduced motion. */
  autoplay: boolean;
  hydrated: boolean;
}

type Mode = 'facade' | 'visitor' | 'auto';

/**
 * A slide's video. Before anything plays it is a click-to-load facade (poster and a play button; no
 * third-party request), in a box of the player's size so nothing shifts. A click loads the player and
 * plays it with sound: a native `<video>` for a file, the host's player for YouTube and Vimeo (no API
 * script needed). Autoplay plays it muted when the slide is shown, through the host's iframe API,
 * loaded only then. Leaving the slide pauses it.
 */
export function VideoSlide({
  source,
  title,
  poster,
  width,
  height,
  active,
  autoplay,
  hydrated,
}: VideoSlideProps) {
  const [mode, setMode] = useState<Mode>('facade');
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const player = useRef<VideoPlayerHandle | null>(null);

  useEffect(() => {
    if (hydrated && autoplay && active && mode === 'facade') setMode('auto');
  }, [hydrated, autoplay, active, mode]);

  useEffect(() => {
    if (mode !== 'auto' || source.kind === 'file' || !frame.current) return;
    let cancelled = false;
    autoplayPlayer(source.kind, frame.current).then(
      (handle) => {
        if (!cancelled) player.current = handle;
      },
      (error: unknown) => console.error('[site-widgets] advanced-slider:', error),
    );
    return () => {
      cancelled = true;
    };
  }, [mode, source]);

  useEffect(() => {
    if (mode === 'facade') return;
    if (!active) {
      if (video.current) video.current.pause();
      else if (player.current) player.current.pause();
      else if (frame.current && source.kind !== 'file') pauseByMessage(source.kind, frame.current);
    } else if (mode === 'auto') {
      if (video.current) void video.current.play().catch(() => {});
      else player.current?.play();
    }
  }, [active, mode, source]);

  const box = { '--sw-video-width': `${width}px`, aspectRatio: `${width} / ${height}` } as CSSProperties;
  const name = title || 'the video';

  if (mode === 'facade') {
    return (
      <div className="sw-video" style={box} data-slot="video" data-state="facade">
        <button
          type="button"
          className="sw-video__facade"
          aria-label={`Play video: ${name}`}
          onClick={() => setMode('visitor')}
        >
          {poster && (
            <img src={poster} alt="" width={width} height={height} loading="lazy" decoding="async" />
          )}
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
            <path d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" />
            <path d="M27 34l18-10-18-10z" fill="#fff" />
          </svg>
        </button>
      </div>
    );
  }

  const byVisitor = mode === 'visitor';
  return (
    <div className="sw-video" style={box} data-slot="video" data-state="playing">
      {source.kind === 'file' ? (
        <video
          ref={video}
          src={source.src}
          width={width}
          height={height}
          poster={poster}
          controls
          autoPlay
          muted={!byVisitor}
          loop={!byVisitor}
          playsInline
          aria-label={name}
        />
      ) : (
        <iframe
          ref={frame}
          src={embedAddress(source, { autoplay: true, muted: !byVisitor })}
          title={name}
          width={width}
          height={height}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
