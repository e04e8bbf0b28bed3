import type { Clock } from '../timing/clock.ts';

/** spec 001 §4: the added-to-list popup shows for a configured time, then hides with its animation. */
export type ListPopupState = 'hidden' | 'entering' | 'shown' | 'leaving';

export interface ListPopupTimes {
  /** How long it stays shown, in ms (the owner's popup time; default 4000). */
  shownMs: number;
  /** The fade or slide in and out, in ms (the owner's animation time; default 400; 0 under reduced motion). */
  animationMs: number;
}

export const DEFAULT_LIST_POPUP_TIMES: ListPopupTimes = { shownMs: 4000, animationMs: 400 };

/**
 * The popup's timing: show → entering (animation) → shown (shownMs) → leaving (animation) → hidden.
 * A new show restarts it. While the visitor points at or focuses it, it is held (WCAG 2.2.1: a message
 * that goes by itself can be kept) and the shown time starts again on release.
 */
export function createListPopupTimer(
  clock: Clock,
  times: ListPopupTimes,
  onChange: (state: ListPopupState) => void,
) {
  let state: ListPopupState = 'hidden';
  let timer: unknown;
  let held = false;

  const set = (next: ListPopupState) => {
    state = next;
    onChange(next);
  };
  const after = (ms: number, task: () => void) => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = undefined;
      task();
    }, ms);
  };
  const leave = () => {
    if (held) return;
    set('leaving');
    // Without an animation (reduced motion) it is gone at once, not a timer tick later.
    if (times.animationMs <= 0) set('hidden');
    else after(times.animationMs, () => set('hidden'));
  };
  const stay = () => after(times.shownMs, leave);

  return {
    get state() {
      return state;
    },
    show() {
      set('entering');
      if (times.animationMs <= 0) {
        set('shown');
        stay();
      } else
        after(times.animationMs, () => {
          set('shown');
          stay();
        });
    },
    /** Closed by the visitor (its close button, Escape): leaves at once. */
    close() {
      held = false;
      if (state !== 'hidden') leave();
    },
    hold() {
      held = true;
      if (state === 'leaving') set('shown');
      if (timer !== undefined && state === 'shown') {
        clock.clearTimeout(timer);
        timer = undefined;
      }
    },
    release() {
      held = false;
      if (state === 'shown') stay();
    },
    destroy() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
