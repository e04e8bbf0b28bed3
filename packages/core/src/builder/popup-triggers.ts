import type { PopupTriggers } from '@site-widgets/contract/builder/popup-settings.ts';
import type { Clock } from '../timing/clock.ts';

export type TriggerName = keyof PopupTriggers;

/**
 * The page as the triggers see it; the browser wires these to window and document, tests to fakes.
 * Each `on…` returns the function that stops listening.
 */
export interface TriggerPage {
  /** The page scrolled: how far down it is now, in px, and in % of its scrollable height. */
  onScroll(listener: (scrollTop: number, percent: number) => void): () => void;
  /** A click anywhere on the page. */
  onClick(listener: () => void): () => void;
  /** Pointer movement, a key or a scroll: the visitor is active. */
  onActivity(listener: () => void): () => void;
  /** The pointer left the window through its top edge. */
  onExitIntent(listener: () => void): () => void;
  /** The element matching `selector` came into view (once). */
  onElementInView(selector: string, listener: () => void): () => void;
  /** Places the ad-blocker bait now; later asks whether it was hidden. */
  placeAdblockBait(): () => boolean;
}

/**
 * spec 001 §4, §9: starts every configured trigger; the first to fire calls `onFire` with its name and
 * cancels all the others (timers and listeners). Returns the function that cancels everything.
 */
export function startPopupTriggers(
  triggers: PopupTriggers,
  page: TriggerPage,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
  onFire: (trigger: TriggerName) => void,
): () => void {
  const stops: Array<() => void> = [];
  let done = false;
  const stopAll = () => {
    done = true;
    for (const stop of stops.splice(0)) stop();
  };
  const fire = (name: TriggerName) => {
    if (done) return;
    stopAll();
    onFire(name);
  };
  const after = (seconds: number, task: () => void) => {
    const handle = clock.setTimeout(task, seconds * 1000);
    stops.push(() => clock.clearTimeout(handle));
  };

  if (triggers.page_load) after(triggers.page_load.delay, () => fire('page_load'));

  const scrolling = triggers.scrolling;
  if (scrolling) {
    let last: number | undefined;
    stops.push(
      page.onScroll((scrollTop, percent) => {
        // Up fires at the first upward scroll; down at the offset share of the page's height.
        if (
          scrolling.direction === 'up' ? last !== undefined && scrollTop < last : percent >= scrolling.offset
        )
          fire('scrolling');
        last = scrollTop;
      }),
    );
  }

  if (triggers.scrolling_to)
    stops.push(page.onElementInView(triggers.scrolling_to.selector, () => fire('scrolling_to')));

  const click = triggers.click;
  if (click) {
    let clicks = 0;
    stops.push(
      page.onClick(() => {
        clicks += 1;
        if (clicks >= click.times) fire('click');
      }),
    );
  }

  const inactivity = triggers.inactivity;
  if (inactivity) {
    let handle: unknown;
    const restart = () => {
      clock.clearTimeout(handle);
      handle = clock.setTimeout(() => fire('inactivity'), inactivity.time * 1000);
    };
    restart();
    stops.push(page.onActivity(restart), () => clock.clearTimeout(handle));
  }

  if (triggers.exit_intent) stops.push(page.onExitIntent(() => fire('exit_intent')));

  if (triggers.adblock_detection) {
    const wasHidden = page.placeAdblockBait();
    after(triggers.adblock_detection.delay, () => {
      if (wasHidden()) fire('adblock_detection');
    });
  }

  return stopAll;
}

/** spec 001 §9: the bait's id, 6 random letters, so a filter list cannot single it out by a fixed id. */
export function adblockBaitId(random: () => number = Math.random): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let id = '';
  for (let i = 0; i < 6; i += 1) id += letters[Math.floor(random() * letters.length) % letters.length];
  return id;
}
