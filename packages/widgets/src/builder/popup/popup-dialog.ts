import type { PopupSettings } from '@site-widgets/contract/builder/popup-settings.ts';

/**
 * The open popup: a WAI-ARIA modal dialog over server-rendered markup (spec 001 §4, §9). Loaded only
 * when a popup opens. No React: the content is the server's HTML (widgets inside start through the
 * loader as anywhere else), and what opening needs is attributes, timers and listeners.
 */

/** spec 001 §9: focus moves into a popup 250 ms after it opens (after its entrance, when that is longer). */
export const POPUP_FOCUS_DELAY_MS = 250;
const NO_SCROLL_ATTRIBUTE = 'data-sw-popup-no-scroll';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (candidate) => !candidate.closest('[hidden]') && candidate.getClientRects().length > 0,
  );
}

export interface PopupDialogOptions {
  /** Where focus goes back to on close: what the visitor used to open it (or what had focus). */
  returnFocusTo: Element | null;
  reducedMotion: boolean;
  /**
   * A modal dialog (default) takes focus, keeps it inside and restores it; a non-modal one (the add-on's
   * notification, issue 17 item 7) leaves focus where the visitor is and the page usable around it.
   */
  modal?: boolean;
  /** Called once the popup is hidden again (after its exit animation). */
  onClosed: () => void;
}

export interface PopupDialog {
  close(): void;
}

export function showPopupDialog(
  element: HTMLElement,
  settings: PopupSettings,
  { returnFocusTo, reducedMotion, modal = true, onClosed }: PopupDialogOptions,
): PopupDialog {
  const overlay = element.querySelector<HTMLElement>('[data-slot="overlay"]') ?? element;
  const box = element.querySelector<HTMLElement>('[data-slot="dialog"]') ?? element;
  const closeButton = element.querySelector<HTMLButtonElement>('[data-slot="close"]');
  const timers = new Set<number>();
  const later = (task: () => void, ms: number) => {
    const handle = window.setTimeout(() => {
      timers.delete(handle);
      task();
    }, ms);
    timers.add(handle);
  };
  const animated = (name: string, seconds: number) => !reducedMotion && name !== 'none' && seconds > 0;
  let closing = false;

  // Entrance: the class is removed after its duration (spec 001 §4); none under reduced motion.
  const entranceMs = animated(settings.entrance_animation, settings.entrance_animation_duration)
    ? settings.entrance_animation_duration * 1000
    : 0;
  element.hidden = false;
  element.dataset.state = 'open';
  if (entranceMs > 0) {
    box.style.animationDuration = `${entranceMs}ms`;
    box.dataset.animation = `in-${settings.entrance_animation}`;
    later(() => {
      delete box.dataset.animation;
      box.style.animationDuration = '';
    }, entranceMs);
  }

  if (closeButton && settings.close_button_delay > 0) {
    closeButton.hidden = true;
    later(() => {
      closeButton.hidden = false;
    }, settings.close_button_delay * 1000);
  }
  if (settings.close_automatically !== undefined) later(close, settings.close_automatically * 1000);
  if (settings.prevent_scroll) {
    element.dataset.preventScroll = '';
    document.documentElement.setAttribute(NO_SCROLL_ATTRIBUTE, '');
  }

  if (modal)
    later(
      () => {
        if (closing) return;
        const [first] = focusableIn(box).filter((candidate) => candidate !== closeButton);
        (first ?? box).focus();
      },
      Math.max(POPUP_FOCUS_DELAY_MS, entranceMs),
    );

  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !settings.prevent_close_on_esc_key) {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !modal) return;
    // The focus stays inside the dialog (WAI-ARIA modal dialog pattern).
    const focusable = focusableIn(box);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      box.focus();
    } else if (event.shiftKey && (document.activeElement === first || document.activeElement === box)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    if (modal && event.target instanceof Node && !element.contains(event.target)) box.focus();
  };
  const onOverlayClick = (event: MouseEvent) => {
    if (event.target === overlay && !settings.prevent_close_on_background_click) close();
  };
  const onCloseClick = () => close();
  document.addEventListener('keydown', onKeydown);
  document.addEventListener('focusin', onFocusIn);
  overlay.addEventListener('click', onOverlayClick);
  closeButton?.addEventListener('click', onCloseClick);

  function close() {
    if (closing) return;
    closing = true;
    // A non-modal popup gives focus back only when it had it (the visitor went into it).
    const hadFocus = modal || element.contains(document.activeElement);
    for (const handle of timers) window.clearTimeout(handle);
    timers.clear();
    document.removeEventListener('keydown', onKeydown);
    document.removeEventListener('focusin', onFocusIn);
    overlay.removeEventListener('click', onOverlayClick);
    closeButton?.removeEventListener('click', onCloseClick);
    element.dataset.state = 'closing';
    const exitMs = animated(settings.exit_animation, settings.exit_animation_duration)
      ? settings.exit_animation_duration * 1000
      : 0;
    box.style.animationDuration = exitMs > 0 ? `${exitMs}ms` : '';
    if (exitMs > 0) box.dataset.animation = `out-${settings.exit_animation}`;
    else delete box.dataset.animation;
    // The exit plays before the popup is removed (spec 001 §4).
    window.setTimeout(() => {
      delete box.dataset.animation;
      box.style.animationDuration = '';
      element.hidden = true;
      element.dataset.state = 'closed';
      if (closeButton) closeButton.hidden = false;
      delete element.dataset.preventScroll;
      if (!document.querySelector('.sw-popup[data-state="open"][data-prevent-scroll]'))
        document.documentElement.removeAttribute(NO_SCROLL_ATTRIBUTE);
      if (hadFocus && returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected)
        returnFocusTo.focus();
      onClosed();
    }, exitMs);
  }

  return { close };
}
