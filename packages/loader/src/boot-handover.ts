import type { EarlyInteraction } from '@site-widgets/core/site/early-interaction.ts';

/**
 * What the page's inline start script (page-boot.ts) and the loader share: the window property it
 * leaves its handover on, the events both listen to, and the link-action clicks both hold.
 */
export const BOOT_HANDOVER = '__siteWidgetsBoot';

/** Events that reach a widget before its code (a pointer, focus, key, field choice, click, submit). */
export const EARLY_EVENT_TYPES = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'input',
  'change',
  'click',
  'submit',
] as const;

/** Issue 14 item 2: link actions (`#elementor-action:…` hashes, `data-link-action`). */
export const LINK_ACTION_SELECTOR = '[data-link-action],a[href*="elementor-action"]';

/** A widget the visitor reached before the loader: start it, and perform its first interaction. */
export interface HeldWidget {
  element: HTMLElement;
  interaction: EarlyInteraction | undefined;
}

export interface BootHandover {
  /** Stops the start script's listeners and hands over what it held, once. */
  take(): { widgets: HeldWidget[]; linkActions: Element[] };
}

/** The handover the page's start script left, if it ran (pages we render; not other sites' pages). */
export function bootHandover(): BootHandover | undefined {
  return (window as unknown as Record<string, BootHandover | undefined>)[BOOT_HANDOVER];
}
