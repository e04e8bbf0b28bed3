import {
  type AddonPopupSettingsInput,
  addonPopupSettingsSchema,
} from '@site-widgets/contract/builder/addon-popup-settings.ts';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface AddonPopupWidgetProps {
  /** The popup's id: letters, digits, `-`, `_` (its stored settings and close time are kept under it). */
  id: string;
  /** The popup's accessible name. */
  label: string;
  /** The owner's settings (spec 001 §3); checked here, so a bad setting fails the page build, not a visit. */
  settings: AddonPopupSettingsInput;
  /** Anything; buttons with `data-popup-trigger="close|close-permanently|back"` close it. */
  content: ReactElement;
}

/**
 * An add-on popup as the server puts it into a page: hidden, its frame and content in place, its settings
 * as JSON. A modal is a `role="dialog"` with `aria-modal` over an overlay; a notification a labelled
 * region in a corner that leaves the page usable. A custom-click popup names its opener's selector in
 * `data-open-selector`, so the loader can hold a click on it made before the code arrived.
 */
export function renderAddonPopupWidget({ id, label, settings, content }: AddonPopupWidgetProps): string {
  const parsed = addonPopupSettingsSchema.parse(settings);
  const modal = parsed.popup_display_as === 'modal';
  const html = renderToString(
    <div className="sw-popup__overlay" data-slot="overlay" data-widget-root="">
      <div
        className="sw-popup__box"
        data-slot="dialog"
        {...(modal
          ? { role: 'dialog', 'aria-modal': 'true', 'aria-label': label }
          : { role: 'region', 'aria-label': label })}
        tabIndex={-1}
      >
        <button
          type="button"
          className="sw-popup__close sw-addon-popup__close"
          data-slot="close"
          data-popup-trigger="close"
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </button>
        <div className="sw-popup__content">{content}</div>
      </div>
    </div>,
  );
  const opener =
    parsed.popup_trigger === 'custom' && parsed.popup_custom_trigger
      ? ` data-open-selector="${escapeAttribute(parsed.popup_custom_trigger)}"`
      : '';
  return (
    `<div data-widget="addon-popup" data-popup-id="${escapeAttribute(id)}" ` +
    `data-settings="${escapeAttribute(JSON.stringify(parsed))}"${opener} ` +
    `class="sw-popup sw-addon-popup" data-display="${parsed.popup_display_as}" data-state="closed" hidden>` +
    `${html}</div>`
  );
}
