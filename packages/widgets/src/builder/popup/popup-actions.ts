import { registerLinkAction } from '@site-widgets/core/builder/link-actions.ts';
import type { PopupInstance } from './widget.ts';

const popupId = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const yes = (value: unknown) => value === true || value === 'yes';

/**
 * spec 001 §2: `popup:open` (with `toggle`: an open popup closes) and `popup:close` (the popup named by
 * `id`, else the one around the link; with `do_not_show_again` it never opens by itself again).
 */
export function registerPopupLinkActions(
  popups: ReadonlyMap<string, PopupInstance>,
  log: (message: string) => void,
): () => void {
  const stopOpen = registerLinkAction('popup:open', (settings, trigger) => {
    const popup = popups.get(popupId(settings.id));
    if (!popup) return log(`link action popup:open: no popup "${popupId(settings.id).slice(0, 64)}" here`);
    if (popup.isOpen()) {
      if (yes(settings.toggle)) popup.close();
      return;
    }
    void popup.open(trigger);
  });
  const stopClose = registerLinkAction('popup:close', (settings, trigger) => {
    const around = trigger.closest<HTMLElement>('[data-widget="popup"]')?.dataset.popupId;
    const popup = popups.get(settings.id === undefined ? (around ?? '') : popupId(settings.id));
    popup?.close({ doNotShowAgain: yes(settings.do_not_show_again) });
  });
  return () => {
    stopOpen();
    stopClose();
  };
}
