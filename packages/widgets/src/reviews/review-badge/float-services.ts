import { createFloatPresence, type FloatPresence } from '@site-widgets/core/reviews/float-presence.ts';
import { createMemoryStorage, openStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { createFloatMemory, type FloatMemory } from '@site-widgets/core/storage/float-memory.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { type RefObject, useEffect, useState, useSyncExternalStore } from 'react';

let memory: FloatMemory | undefined;

/** The session's floats memory (spec 000 §3), in sessionStorage; in memory where storage is refused. */
export function floatMemory(): FloatMemory {
  memory ??= createFloatMemory(
    typeof window === 'undefined' ? createMemoryStorage() : openStorage(() => window.sessionStorage),
    systemClock,
  );
  return memory;
}

/** For tests: a fresh memory over the current sessionStorage. */
export function resetFloatMemory() {
  memory = undefined;
}

export interface FloatTiming {
  floatId: number;
  delayMs: number;
  autoCloseMs: number;
  firstVisitHide: boolean;
}

/**
 * A float's presence machine bound to the page: it starts once hydrated, and holds its countdowns while
 * the pointer is over `root` or the tab is hidden (spec 000 §4). Null for an inline badge (always shown).
 */
export function useFloatPresence(timing: FloatTiming | null, root: RefObject<HTMLElement | null>) {
  const [presence] = useState<FloatPresence | null>(() =>
    timing
      ? createFloatPresence({
          clock: systemClock,
          memory: floatMemory(),
          id: timing.floatId,
          delayMs: timing.delayMs,
          autoCloseMs: timing.autoCloseMs,
          firstVisitHide: timing.firstVisitHide,
        })
      : null,
  );
  const subscribe = presence?.subscribe ?? (() => () => {});
  const getState = presence?.getState ?? (() => null);
  const state = useSyncExternalStore(subscribe, getState, getState);

  useEffect(() => {
    if (!presence) return;
    presence.start();
    return () => presence.stop();
  }, [presence]);

  useEffect(() => {
    const node = root.current;
    if (!presence || !node) return;
    return holdWhileAway(node, presence);
  }, [presence, root]);

  return { presence, status: state?.status ?? 'shown' };
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Holds a timed thing while the pointer is over `node`, keyboard focus is inside it (nothing moves away
 * from under a keyboard user), or the tab is hidden; returns the release.
 */
export function holdWhileAway(
  node: HTMLElement,
  target: {
    hold(reason: 'hover' | 'focus' | 'hidden'): void;
    release(reason: 'hover' | 'focus' | 'hidden'): void;
  },
): () => void {
  const onVisibility = () => (document.hidden ? target.hold('hidden') : target.release('hidden'));
  const onEnter = () => target.hold('hover');
  const onLeave = () => target.release('hover');
  // Keyboard focus only: a mouse click on pause/play must not leave the float held.
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && isKeyboardFocus(event.target)) target.hold('focus');
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget))) target.release('focus');
  };
  onVisibility();
  document.addEventListener('visibilitychange', onVisibility);
  node.addEventListener('pointerenter', onEnter);
  node.addEventListener('pointerleave', onLeave);
  node.addEventListener('focusin', onFocusIn);
  node.addEventListener('focusout', onFocusOut);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    node.removeEventListener('pointerenter', onEnter);
    node.removeEventListener('pointerleave', onLeave);
    node.removeEventListener('focusin', onFocusIn);
    node.removeEventListener('focusout', onFocusOut);
    target.release('hidden');
    target.release('hover');
    target.release('focus');
  };
}
