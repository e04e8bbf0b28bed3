import type { PopupSettingsInput } from '@site-widgets/contract/builder/popup-settings.ts';
import { popupSettingsSchema } from '@site-widgets/contract/builder/popup-settings.ts';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PopupWidgetProps {
  /** The popup's id: letters, digits, `-`, `_` (its storage keys and link actions use it). */
  id: string;
  /** The dialog's accessible name. */
  label: string;
  /** The owner's settings (spec 001 §3); checked here, so a bad setting fails the page build, not a visit. */
  settings: PopupSettingsInput;
  /** Anything: text, a form, other widgets' server markup. */
  content: ReactElement;
}

/**
 * A popup as the server puts it into a page: hidden (`hidden`, so without JavaScript it never covers the
 * page), its dialog frame, close button and content in place, its settings as JSON in `data-settings`.
 * The box has its size from the start (default 500 × 300), so opening it lays nothing out anew.
 */
export function renderPopupWidget({ id, label, settings, content }: PopupWidgetProps): string {
  const parsed = popupSettingsSchema.parse(settings);
  const html = renderToString(
    <div className="sw-popup__overlay" data-slot="overlay">
      <div
        className="sw-popup__box"
        data-slot="dialog"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        style={{
          width: `min(${parsed.width}px, calc(100vw - 2rem))`,
          minHeight: `min(${parsed.height}px, 90vh)`,
        }}
      >
        <button
          type="button"
          className="sw-popup__close"
          data-slot="close"
          data-position={parsed.close_button_position}
          aria-label="Close"
        >
          <span aria-hidden="true">×</span>
        </button>
        <div className="sw-popup__content">{content}</div>
      </div>
    </div>,
  );
  return (
    `<div data-widget="popup" data-popup-id="${escapeAttribute(id)}" ` +
    `data-settings="${escapeAttribute(JSON.stringify(settings))}" class="sw-popup" data-state="closed" hidden>` +
    `${html}</div>`
  );
}
