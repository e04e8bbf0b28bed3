import type { LottieAttributes } from '@site-widgets/contract/content/timer-attributes.ts';
import { lottieScrollTime, passageThroughViewport } from '@site-widgets/core/content/scroll-progress.ts';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../site/shared/browser.ts';
import { PauseButton } from '../shared/PauseButton.tsx';

export type LottieSettings = LottieAttributes;

export interface LottiePlayerProps {
  settings: LottieSettings;
}

/** The part of lottie-web's AnimationItem used here. */
interface LottieAnimation {
  play(): void;
  pause(): void;
  goToAndStop(value: number, isFrame?: boolean): void;
  destroy(): void;
}

/**
 * The Lottie player (spec 001 §1, §9) with lottie-web's SVG-only build, fetched with the widget's own
 * chunk only. `autoplay` plays (looping if asked) with a pause button; `scroll` shows the frame at 4000 ms
 * × how far the animation has passed through the window. Under reduced motion it shows its first frame
 * and does not play. The box is reserved at its size from the server's first paint.
 */
export function LottiePlayer({ settings }: LottiePlayerProps) {
  const box = useRef<HTMLDivElement>(null);
  const animation = useRef<LottieAnimation | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    let cancelled = false;
    let release = () => {};
    const still = prefersReducedMotion();
    void import('lottie-web/build/player/lottie_light')
      .then(({ default: lottie }) => {
        if (cancelled) return;
        const item = lottie.loadAnimation({
          container,
          renderer: 'svg',
          loop: settings.loop,
          autoplay: settings.mode === 'autoplay' && !still,
          path: settings.src,
          rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
        });
        animation.current = item;
        item.addEventListener('DOMLoaded', () => setState('ready'));
        item.addEventListener('data_failed', () => setState('error'));
        if (settings.mode === 'scroll' && !still) {
          let frame = 0;
          const follow = () => {
            frame = 0;
            const percentage = passageThroughViewport(container.getBoundingClientRect(), window.innerHeight);
            item.goToAndStop(lottieScrollTime(percentage), false);
          };
          const onScroll = () => {
            if (frame === 0) frame = window.requestAnimationFrame(follow);
          };
          item.addEventListener('DOMLoaded', follow);
          window.addEventListener('scroll', onScroll, { passive: true });
          release = () => {
            window.cancelAnimationFrame(frame);
            window.removeEventListener('scroll', onScroll);
          };
        }
      })
      .catch(() => setState('error'));
    return () => {
      cancelled = true;
      release();
      animation.current?.destroy();
      animation.current = null;
    };
  }, [settings]);

  const toggle = () => {
    const next = !paused;
    setPaused(next);
    if (next) animation.current?.pause();
    else animation.current?.play();
  };
  const playing = settings.mode === 'autoplay';
  return (
    <figure className="sw-lottie" data-state={state} data-mode={settings.mode}>
      <div
        className="sw-lottie__box"
        role="img"
        aria-label={settings.label}
        ref={box}
        style={{ aspectRatio: `${settings.width} / ${settings.height}`, maxWidth: `${settings.width}px` }}
      />
      {playing && <PauseButton paused={paused} onToggle={toggle} what="the animation" />}
    </figure>
  );
}
