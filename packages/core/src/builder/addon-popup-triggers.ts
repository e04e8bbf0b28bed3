import type { AddonPopupSettings } from '@site-widgets/contract/builder/addon-popup-settings.ts';
import type { Clock } from '../timing/clock.ts';
import { visitorWallClock } from './addon-popup-rules.ts';
import { startPopupTriggers, type TriggerPage } from './popup-triggers.ts';

/** The page as the add-on popup's triggers see it: the builder popups' page, plus clicks on a selector. */
export interface AddonTriggerPage
  extends Pick<TriggerPage, 'onScroll' | 'onActivity' | 'onExitIntent' | 'onElementInView'> {
  /** A click on (or inside) an element matching `selector`; the listener gets that element. */
  onClickOn(selector: string, listener: (opener: Element) => void): () => void;
}

/** setTimeout's longest delay (about 24.8 days); a later date waits in steps. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/**
 * spec 001 §3, §9: arms the popup's one trigger. Load, scroll (percent), element scroll, inactivity and
 * exit intent are the builder popups' triggers (core/builder/popup-triggers.ts), fired once; a specific
 * date fires at that moment (at once when it has passed); a custom click fires at every click on its
 * selector, with the element clicked (focus goes back there). Returns the function that disarms it.
 */
export function startAddonPopupTrigger(
  settings: AddonPopupSettings,
  page: AddonTriggerPage,
  clock: Clock,
  onFire: (opener: Element | null) => void,
): () => void {
  const fire = () => onFire(null);
  const builder = (triggers: Parameters<typeof startPopupTriggers>[0]) =>
    startPopupTriggers(
      triggers,
      {
        ...page,
        onClick: () => () => {},
        placeAdblockBait: () => () => false,
      },
      clock,
      fire,
    );
  switch (settings.popup_trigger) {
    case 'load':
      return builder({ page_load: { delay: settings.popup_load_delay } });
    case 'scroll':
      return builder({ scrolling: { direction: 'down', offset: settings.popup_scroll_progress } });
    case 'element-scroll':
      return settings.popup_element_scroll
        ? builder({ scrolling_to: { selector: settings.popup_element_scroll } })
        : () => {};
    case 'inactivity':
      return builder({ inactivity: { time: settings.popup_inactivity_time } });
    case 'exit':
      return builder({ exit_intent: {} });
    case 'custom':
      return settings.popup_custom_trigger ? page.onClickOn(settings.popup_custom_trigger, onFire) : () => {};
    case 'date': {
      const at = settings.popup_specific_date ? visitorWallClock(settings.popup_specific_date) : Number.NaN;
      if (Number.isNaN(at)) return () => {};
      let handle: unknown;
      const wait = () => {
        const left = at - clock.now();
        if (left <= 0) return fire();
        handle = clock.setTimeout(wait, Math.min(left, LONGEST_TIMEOUT_MS));
      };
      wait();
      return () => clock.clearTimeout(handle);
    }
  }
}

/** spec 001 §9: the close button fades in over 500 ms once its display delay has passed. */
export const CLOSE_BUTTON_FADE_MS = 500;

export type CloseButtonState = 'hidden' | 'fading-in' | 'shown';

/**
 * The close button's reveal: `hidden` for `delaySeconds`, then `fading-in` for 500 ms, then `shown`
 * (at once `shown` without a delay; no fade under reduced motion). Returns the function that stops it.
 */
export function closeButtonReveal(
  delaySeconds: number,
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
  reducedMotion: boolean,
  onState: (state: CloseButtonState) => void,
): () => void {
  if (delaySeconds <= 0) {
    onState('shown');
    return () => {};
  }
  onState('hidden');
  let handle = clock.setTimeout(() => {
    if (reducedMotion) return onState('shown');
    onState('fading-in');
    handle = clock.setTimeout(() => onState('shown'), CLOSE_BUTTON_FADE_MS);
  }, delaySeconds * 1000);
  return () => clock.clearTimeout(handle);
}
