import {
  type BuilderPageVars,
  builderPageVarsSchema,
  type PopupSettings,
  popupAttributesSchema,
  popupSettingsSchema,
} from '@site-widgets/contract/builder/popup-settings.ts';
import { PAGE_VARS_ELEMENT_ID } from '@site-widgets/contract/page-vars.ts';
import { browserFromUserAgent, deviceForWidth } from '@site-widgets/core/builder/popup-environment.ts';
import { createPopupMemory, type PopupMemory } from '@site-widgets/core/builder/popup-memory.ts';
import { failedTimingChecks } from '@site-widgets/core/builder/popup-timing.ts';
import { startPopupTriggers } from '@site-widgets/core/builder/popup-triggers.ts';
import { openStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { nextTask } from '@site-widgets/core/timing/next-task.ts';
import { parseAttributes } from '../../runtime/attributes.ts';

import { windowTriggerPage } from './page-facts.ts';
import { registerPopupLinkActions } from './popup-actions.ts';
import type { PopupDialog } from './popup-dialog.ts';

/**
 * `<div data-widget="popup">` (issue 14 item 1). This chunk runs at page load (its triggers count time
 * and scrolling from the start), so it holds only the rules: timing checks, triggers, the open selector
 * and link actions. The dialog itself (popup-dialog.ts) is fetched when a popup first opens.
 */
const WIDGET = 'popup';
const log = (message: string) => console.error(`[site-widgets] ${message}`);

export interface PopupInstance {
  id: string;
  element: HTMLElement;
  isOpen(): boolean;
  /** Opens it; `trigger` gets focus back on close. */
  open(trigger: Element | null): Promise<void>;
  close(options?: { doNotShowAgain?: boolean }): void;
}

/** Every popup on the page by id, for link actions. */
export const popups = new Map<string, PopupInstance>();
/** spec 001 §4: avoid_multiple_popups skips a trigger-driven popup once any popup has appeared. */
let anyPopupShown = false;
let memory: PopupMemory | undefined;
let linkActionsRegistered = false;

function pageMemory(): PopupMemory {
  if (!memory) {
    memory = createPopupMemory({
      local: openStorage(() => window.localStorage),
      session: openStorage(() => window.sessionStorage),
      now: () => Date.now(),
    });
    // Once per page, before any popup reads the counters.
    memory.countPageView();
  }
  return memory;
}

function readBuilderPageVars(): BuilderPageVars {
  let raw: unknown = {};
  try {
    raw = JSON.parse(document.getElementById(PAGE_VARS_ELEMENT_ID)?.textContent || '{}');
  } catch {}
  const parsed = builderPageVarsSchema.safeParse(raw);
  return parsed.success ? parsed.data : builderPageVarsSchema.parse({});
}

function readSettings(element: HTMLElement, id: string): PopupSettings | undefined {
  let raw: unknown = {};
  try {
    raw = JSON.parse(element.dataset.settings ?? '{}');
  } catch {
    log(`${WIDGET} ${id}: data-settings: must be JSON`);
    return undefined;
  }
  const parsed = popupSettingsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  log(`${WIDGET} ${id}: data-settings: ${issue?.path.join('.')}: ${issue?.message ?? 'invalid'}`);
  return undefined;
}

/** The page builder's editor marks its page this way (as site/shared/site-page-vars.ts; not imported, to
 * keep the contract index out of this chunk). */
const EDITOR_BODY_CLASS = 'elementor-editor-active';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, popupAttributesSchema);
  if (!attributes) return undefined;
  const id = attributes.popupId;
  const settings = readSettings(element, id);
  if (!settings) return undefined;
  const vars = readBuilderPageVars();
  // Issue 10: a popup mounts as the page starts, so its work is cut into tasks the page can answer input
  // and paint between: reading its settings (building the schemas is most of it), the first touch of
  // the browser's storage, then the timing checks and triggers. Traced on a slow machine it was one task
  // of 32 ms, which a phone's CPU makes four times as long.
  await nextTask(window);
  const editMode = vars.editMode || document.body.classList.contains(EDITOR_BODY_CLASS);
  // spec 001 §4: in edit mode storage is neither read nor written (not even the page-view counters).
  const store = editMode ? undefined : pageMemory();
  if (store) await nextTask(window);
  const stops: Array<() => void> = [];
  let dialog: PopupDialog | undefined;
  let state: 'closed' | 'opening' | 'open' = 'closed';
  const countsOnClose = settings.timing.times?.count === 'close';

  const instance: PopupInstance = {
    id,
    element,
    isOpen: () => state !== 'closed',
    async open(trigger) {
      if (state !== 'closed') return;
      state = 'opening';
      const { showPopupDialog } = await import('./popup-dialog.ts');
      anyPopupShown = true;
      // spec 001 §4: in edit mode no storage is read or written.
      if (!countsOnClose) store?.countShown(id);
      state = 'open';
      dialog = showPopupDialog(element, settings, {
        returnFocusTo: trigger ?? document.activeElement,
        reducedMotion: reducedMotion(),
        onClosed: () => {
          state = 'closed';
          dialog = undefined;
          if (countsOnClose) store?.countShown(id);
        },
      });
    },
    close({ doNotShowAgain = false } = {}) {
      if (doNotShowAgain) store?.disable(id);
      dialog?.close();
    },
  };
  popups.set(id, instance);
  stops.push(() => popups.delete(id));
  if (!linkActionsRegistered) {
    // Once for the page; the handlers look popups up by id when the link is used.
    linkActionsRegistered = true;
    registerPopupLinkActions(popups, log);
  }

  if (settings.open_selector) {
    const selector = settings.open_selector;
    const onClick = (event: MouseEvent) => {
      let opener: Element | null = null;
      try {
        opener = event.target instanceof Element ? event.target.closest(selector) : null;
      } catch {
        log(`${WIDGET} ${id}: open_selector: not a selector`);
        document.removeEventListener('click', onClick);
        return;
      }
      if (!opener || element.contains(opener)) return;
      event.preventDefault();
      void instance.open(opener);
    };
    document.addEventListener('click', onClick);
    stops.push(() => document.removeEventListener('click', onClick));
  }

  if (!store) {
    // spec 001 §4, §6: in the editor a popup shows at once, without storage checks.
    element.dataset.timing = 'editor';
    void instance.open(null);
  } else if (!store.isDisabled(id)) {
    const failed = failedTimingChecks(
      id,
      settings.timing,
      store,
      {
        referrer: document.referrer,
        siteHost: location.hostname,
        loggedIn: vars.loggedIn,
        roles: vars.roles,
        device: deviceForWidth(window.innerWidth),
        browser: browserFromUserAgent(navigator.userAgent),
        now: Date.now(),
        visitorUtcOffsetMinutes: -new Date().getTimezoneOffset(),
        siteUtcOffsetMinutes: vars.siteUtcOffsetMinutes,
      },
      log,
    );
    element.dataset.timing = failed.length === 0 ? 'passed' : `failed:${failed.join(',')}`;
    if (failed.length === 0) {
      const clock = {
        setTimeout: (task: () => void, ms: number) => window.setTimeout(task, ms),
        clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
      };
      stops.push(
        startPopupTriggers(settings.triggers, windowTriggerPage(log), clock, () => {
          if (settings.avoid_multiple_popups && anyPopupShown) return;
          void instance.open(null);
        }),
      );
    }
  } else {
    element.dataset.timing = 'disabled';
  }

  return () => {
    dialog?.close();
    for (const stop of stops.splice(0)) stop();
  };
}
