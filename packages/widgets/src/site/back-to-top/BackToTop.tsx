import { safeHash } from '@site-widgets/core/security/url-sanitiser.ts';
import { isBackToTopShown, scrollToTop } from '@site-widgets/core/site/back-to-top.ts';
import { type MouseEvent, useEffect, useRef, useSyncExternalStore } from 'react';
import { prefersReducedMotion, windowClock, windowFrames } from '../shared/browser.ts';

export interface BackToTopProps {
  /** The id of the element that gets focus once at the top; default `top`. */
  focusTarget?: string | undefined;
  /** px scrolled before it shows; default 50 (issue 16 add-on option). */
  offset?: number | undefined;
  /** `fade` or `slide` in from below; default `fade` (issue 16 add-on option). */
  animation?: 'fade' | 'slide' | undefined;
}

const subscribeToScroll = (changed: () => void) => {
  window.addEventListener('scroll', changed, { passive: true });
  return () => window.removeEventListener('scroll', changed);
};

/** Moves focus to the top of the page without scrolling again, making the target focusable if need be. */
function focusTop(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * spec 000 §2: shows once the page is scrolled more than 50 px; a click scrolls smoothly to the top in
 * 400 ms (at once under reduced motion), then moves focus there. A link to the top, so it also works
 * before and without JavaScript.
 */
export function BackToTop({ focusTarget = 'top', offset, animation }: BackToTopProps) {
  // Server and hydration render hidden (the page opens at the top); the browser's position follows.
  const shown = useSyncExternalStore(
    subscribeToScroll,
    () => isBackToTopShown(window.scrollY, offset),
    () => false,
  );
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancel.current?.(), []);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    cancel.current?.();
    // The visitor taking the wheel (or a finger) stops the animation where it is.
    const stop = () => {
      cancel.current?.();
      cancel.current = undefined;
    };
    const stopOn = ['wheel', 'touchstart', 'keydown'] as const;
    const release = () => {
      for (const type of stopOn) window.removeEventListener(type, stop);
    };
    for (const type of stopOn) window.addEventListener(type, stop, { passive: true, once: true });
    const cancelScroll = scrollToTop({
      from: window.scrollY,
      duration: prefersReducedMotion() ? 0 : undefined,
      clock: windowClock,
      frames: windowFrames,
      // 'instant': the site's `scroll-behavior: smooth` must not smooth each step again.
      scrollTo: (top) => window.scrollTo({ top, behavior: 'instant' }),
      onDone: () => {
        release();
        cancel.current = undefined;
        focusTop(focusTarget);
      },
    });
    cancel.current = () => {
      cancelScroll();
      release();
    };
  };

  return (
    <a
      href={safeHash(focusTarget)}
      className="sw-back-to-top"
      data-state={shown ? 'shown' : 'hidden'}
      data-animation={animation}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4 4.6-4.6V19h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span className="sw-back-to-top__label">Back to top</span>
    </a>
  );
}
