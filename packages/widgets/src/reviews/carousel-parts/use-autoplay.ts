import { type AutoplayStatus, createAutoplay } from '@site-widgets/core/timing/autoplay.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export interface UseAutoplayOptions {
  /** ms between moves; null when the widget does not autoplay. */
  delay: number | null;
  /** Hold while the pointer is over the root. */
  pauseOnHover: boolean;
  /** spec: no autoplay at all under `prefers-reduced-motion: reduce` (play still works). */
  reducedMotion: boolean;
  /** A drag is in progress: hold until it ends. */
  dragging: boolean;
  root: RefObject<HTMLElement | null>;
  onAdvance: () => void;
}

/** Marks the pause/play button, whose own focus must not stop rotation (its click decides). */
export const ROTATION_CONTROL_SLOT = 'rotation-control';

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Binds the core autoplay machine to the page: hover and a hidden tab hold it; keyboard focus entering
 * the widget stops it (WAI-ARIA carousel pattern); reduced motion stops it at mount. Every listener and
 * the timer are released when the widget unmounts.
 */
export function useAutoplay(options: UseAutoplayOptions) {
  const { delay, pauseOnHover, reducedMotion, dragging, root } = options;
  const advance = useRef(options.onAdvance);
  useEffect(() => {
    advance.current = options.onAdvance;
  });
  const machine = useMemo(
    () =>
      createAutoplay({
        clock: systemClock,
        delay: delay ?? 0,
        enabled: delay !== null,
        onAdvance: () => advance.current(),
      }),
    [delay],
  );
  const state = useSyncExternalStore(machine.subscribe, machine.getState, machine.getState);

  useEffect(() => {
    machine.connect();
    return () => machine.disconnect();
  }, [machine]);

  useEffect(() => {
    if (reducedMotion) machine.stop();
  }, [machine, reducedMotion]);

  useEffect(() => {
    if (dragging) machine.hold('drag');
    else machine.release('drag');
  }, [machine, dragging]);

  useEffect(() => {
    const node = root.current;
    if (!node || machine.getState().status === 'off') return;
    const onVisibility = () => (document.hidden ? machine.hold('hidden') : machine.release('hidden'));
    const onEnter = () => machine.hold('hover');
    const onLeave = () => machine.release('hover');
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest(`[data-slot="${ROTATION_CONTROL_SLOT}"]`)) return;
      if (isKeyboardFocus(target)) machine.stop();
    };
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    node.addEventListener('focusin', onFocusIn);
    if (pauseOnHover) {
      node.addEventListener('pointerenter', onEnter);
      node.addEventListener('pointerleave', onLeave);
    }
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('pointerenter', onEnter);
      node.removeEventListener('pointerleave', onLeave);
      machine.release('hidden');
      machine.release('hover');
    };
  }, [machine, pauseOnHover, root]);

  const toggle = useCallback(() => {
    if (machine.getState().status === 'stopped') machine.play();
    else machine.stop();
  }, [machine]);

  return { status: state.status, toggle, restart: machine.restart };
}

/** WAI-ARIA carousel: slide changes are not announced while it rotates by itself, and are when it does not. */
export function liveRegionPoliteness(status: AutoplayStatus): 'off' | 'polite' {
  return status === 'playing' || status === 'paused' ? 'off' : 'polite';
}
