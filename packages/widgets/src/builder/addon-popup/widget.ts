import {
  type AddonPopupSettings,
  addonPopupAttributesSchema,
  addonPopupSettingsSchema,
} from '@site-widgets/contract/builder/addon-popup-settings.ts';
import {
  addonPopupBlockedBy,
  dialogSettingsFor,
  readStoredAddonPopup,
  storeAddonPopupClose,
  storeAddonPopupSettings,
} from '@site-widgets/core/builder/addon-popup-rules.ts';
import {
  type AddonTriggerPage,
  closeButtonReveal,
  startAddonPopupTrigger,
} from '@site-widgets/core/builder/addon-popup-triggers.ts';
import { openStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { systemClock } from '@site-widgets/core/timing/clock.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { windowTriggerPage } from '../popup/page-facts.ts';
import type { PopupDialog } from '../popup/popup-dialog.ts';

/**
 * `<div data-widget="addon-popup">` (issue 17 item 7, spec 001 §3, §6, §9). This chunk holds the rules
 * and arms the one trigger; the dialog (shared with the page-builder popups, popup/popup-dialog.ts) is
 * fetched when the popup first opens. A custom-click popup's chunk is not even fetched until its opener
 * is used: the loader holds that click and replays it here (registry.ts, loader.ts `early`).
 */
const WIDGET = 'addon-popup';
const log = (message: string) => console.error(`[site-widgets] ${message}`);
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function readSettings(raw: string, id: string): AddonPopupSettings | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    log(`${WIDGET} ${id}: data-settings: must be JSON`);
    return undefined;
  }
  const parsed = addonPopupSettingsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  log(`${WIDGET} ${id}: data-settings: ${issue?.path.join('.')}: ${issue?.message ?? 'invalid'}`);
  return undefined;
}

/** The builder popups' page facts, plus clicks on the custom trigger's selector. */
function triggerPage(id: string): AddonTriggerPage {
  const page = windowTriggerPage(log);
  return {
    ...page,
    onClickOn(selector, listener) {
      const onClick = (event: MouseEvent) => {
        let opener: Element | null = null;
        try {
          opener = event.target instanceof Element ? event.target.closest(selector) : null;
        } catch {
          log(`${WIDGET} ${id}: popup_custom_trigger: not a selector`);
          document.removeEventListener('click', onClick);
          return;
        }
        if (!opener) return;
        event.preventDefault();
        listener(opener);
      };
      document.addEventListener('click', onClick);
      return () => document.removeEventListener('click', onClick);
    },
  };
}

export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, addonPopupAttributesSchema);
  if (!attributes) return undefined;
  const id = attributes.popupId;
  const parsed = readSettings(attributes.settings, id);
  if (!parsed) return undefined;
  const settings: AddonPopupSettings = parsed;
  const storage = openStorage(() => window.localStorage);
  const blockedNow = () =>
    addonPopupBlockedBy(settings, readStoredAddonPopup(storage, id), {
      now: Date.now(),
      width: window.innerWidth,
      url: window.location.href,
    });
  const blocks = blockedNow();
  storeAddonPopupSettings(storage, id, settings);
  element.dataset.rules = blocks.length === 0 ? 'passed' : `blocked:${blocks.join(',')}`;
  if (blocks.length > 0) return () => {};

  const modal = settings.popup_display_as === 'modal';
  const closeButton = element.querySelector<HTMLElement>('[data-slot="close"]');
  let dialog: PopupDialog | undefined;
  let stopReveal = () => {};
  let state: 'closed' | 'opening' | 'open' = 'closed';
  let permanently = false;

  async function open(opener: Element | null) {
    // A close on this page counts too (show-again), and the window may have changed size (devices).
    if (state !== 'closed' || blockedNow().length > 0) return;
    state = 'opening';
    const { showPopupDialog } = await import('../popup/popup-dialog.ts');
    state = 'open';
    permanently = false;
    const motion = !reducedMotion();
    dialog = showPopupDialog(element, dialogSettingsFor(settings), {
      returnFocusTo: opener ?? document.activeElement,
      reducedMotion: !motion,
      modal,
      onClosed: () => {
        state = 'closed';
        dialog = undefined;
        stopReveal();
        // spec 001 §6: the close time (and a permanent show-again delay) is stored.
        storeAddonPopupClose(storage, id, settings, Date.now(), permanently);
      },
    });
    if (closeButton)
      stopReveal = closeButtonReveal(
        settings.popup_close_button_display_delay,
        systemClock,
        !motion,
        (reveal) => {
          closeButton.hidden = reveal === 'hidden';
          closeButton.dataset.reveal = reveal;
        },
      );
  }

  // spec 001 §6: the trigger buttons inside the content: close, close permanently, back.
  const onTriggerButton = (event: MouseEvent) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-popup-trigger]') : null;
    if (!button || !dialog) return;
    const action = button.dataset.popupTrigger;
    if (action !== 'close' && action !== 'close-permanently' && action !== 'back') return;
    event.preventDefault();
    permanently = action === 'close-permanently';
    dialog.close();
    if (action === 'back') window.history.back();
  };
  element.addEventListener('click', onTriggerButton);
  const disarm = startAddonPopupTrigger(
    settings,
    triggerPage(id),
    systemClock,
    (opener) => void open(opener),
  );
  element.dataset.armed = settings.popup_trigger;

  return () => {
    disarm();
    element.removeEventListener('click', onTriggerButton);
    dialog?.close();
  };
}
