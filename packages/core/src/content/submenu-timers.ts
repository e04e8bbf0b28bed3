import type { Clock } from '../timing/clock.ts';

/** spec 001 §9: a submenu shows 250 ms after the pointer reaches its item and hides 500 ms after it leaves. */
export const MENU_SHOW_DELAY_MS = 250;
export const MENU_HIDE_DELAY_MS = 500;
/** spec 001 §9: the menus' show and hide animations. */
export const MENU_ANIMATION_MS = 200;

export interface SubmenuTimersOptions {
  clock: Clock;
  /** Called with the open item's key (or null) whenever it changes. */
  onChange: (open: string | null) => void;
  showDelay?: number;
  hideDelay?: number;
}

/**
 * Which submenu of a menu is open, for pointer and keyboard alike. Hovering opens after the show delay
 * and leaving closes after the hide delay (a pointer passing over an item on its way elsewhere opens
 * nothing; one slipping off a submenu for a moment does not lose it). A click or key acts at once and
 * cancels whatever was pending. One submenu open at a time. `destroy` releases the timer.
 */
export function createSubmenuTimers(options: SubmenuTimersOptions) {
  const { clock } = options;
  const showDelay = options.showDelay ?? MENU_SHOW_DELAY_MS;
  const hideDelay = options.hideDelay ?? MENU_HIDE_DELAY_MS;
  let open: string | null = null;
  let timer: unknown;
  let pending: { key: string | null } | undefined;

  const cancel = () => {
    if (pending) clock.clearTimeout(timer);
    pending = undefined;
  };
  const set = (key: string | null) => {
    cancel();
    if (key === open) return;
    open = key;
    options.onChange(open);
  };
  const later = (key: string | null, delay: number) => {
    cancel();
    if (key === open) return;
    pending = { key };
    timer = clock.setTimeout(() => {
      pending = undefined;
      set(key);
    }, delay);
  };

  return {
    open: () => open,
    /** The pointer entered an item (or its submenu). */
    pointerEnter(key: string) {
      if (open === key) cancel();
      else later(key, showDelay);
    },
    /** The pointer left the item and its submenu. */
    pointerLeave(key: string) {
      if (open === key) later(null, hideDelay);
      else if (pending?.key === key) cancel();
    },
    /** A click, Enter or Space on the item's button: opens or closes at once. */
    toggle(key: string) {
      set(open === key ? null : key);
    },
    /** Opens at once (arrow keys). */
    show(key: string) {
      set(key);
    },
    /** Closes at once (Escape, a click outside, focus leaving the menu). */
    close() {
      set(null);
    },
    destroy() {
      cancel();
    },
  };
}

export type SubmenuTimers = ReturnType<typeof createSubmenuTimers>;
