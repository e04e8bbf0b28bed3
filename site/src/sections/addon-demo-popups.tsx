import type { AddonPopupSettingsInput } from '@site-widgets/contract/builder/addon-popup-settings.ts';
import { renderAddonPopupWidget } from '@site-widgets/widgets/builder/addon-popup/server.tsx';

/**
 * The add-on popups of `/addon-popup-demo?popup={id}` (issue 17 item 7): one per trigger, and one per
 * rule worth trying (and for the e2e suite). The server owns these settings; the address names the id.
 */
export const ADDON_DEMO_POPUPS: Record<string, { label: string; settings: AddonPopupSettingsInput }> = {
  load: { label: 'Welcome aboard', settings: { popup_trigger: 'load', popup_load_delay: 2 } },
  scroll: { label: 'Halfway down', settings: { popup_trigger: 'scroll', popup_scroll_progress: 50 } },
  'element-scroll': {
    label: 'About the menu',
    settings: { popup_trigger: 'element-scroll', popup_element_scroll: '#demo-menu' },
  },
  date: {
    label: 'Supper club opens',
    settings: { popup_trigger: 'date', popup_specific_date: '2026-11-01T09:01' },
  },
  inactivity: {
    label: 'Still with us?',
    settings: { popup_trigger: 'inactivity', popup_inactivity_time: 5 },
  },
  exit: { label: 'Before you go', settings: { popup_trigger: 'exit' } },
  custom: {
    label: 'This week’s offer',
    settings: { popup_trigger: 'custom', popup_custom_trigger: '.demo-open-offer' },
  },
  notification: {
    label: 'Fresh bread',
    settings: { popup_trigger: 'load', popup_display_as: 'notification', popup_animation: 'slide-up' },
  },
  guarded: {
    label: 'Please read',
    settings: {
      popup_trigger: 'load',
      popup_overlay_disable_close: true,
      popup_disable_esc_key: true,
      popup_disable_page_scroll: true,
      popup_close_button_display_delay: 2,
      popup_automatic_close_switch: true,
      popup_automatic_close_delay: 10,
    },
  },
  'show-again': {
    label: 'Once a minute',
    settings: { popup_trigger: 'load', popup_show_again_delay: 60_000 },
  },
  referral: {
    label: 'Hello, newsletter reader',
    settings: {
      popup_trigger: 'load',
      popup_show_via_referral: true,
      popup_referral_keyword: 'spring-letter',
    },
  },
  stopped: {
    label: 'Summer terrace',
    settings: {
      popup_trigger: 'load',
      popup_stop_after_date: true,
      popup_stop_after_date_select: '2026-09-30T23:59',
    },
  },
  'tablet-only': {
    label: 'Tablets only',
    settings: { popup_trigger: 'load', popup_show_on_device: false, popup_show_on_device_mobile: false },
  },
};

export function addonDemoPopupHtml(id: string): string | undefined {
  if (!Object.hasOwn(ADDON_DEMO_POPUPS, id)) return undefined;
  const popup = ADDON_DEMO_POPUPS[id];
  if (!popup) return undefined;
  return renderAddonPopupWidget({
    id: `addon-${id}`,
    label: popup.label,
    settings: popup.settings,
    content: (
      <div className="demo-popup">
        <h2>{popup.label}</h2>
        <p>This add-on popup opened by its trigger. Close it with the button, Escape or a click beside it.</p>
        <p className="demo-popup__actions">
          <a className="button" href="/contact">
            Visit us
          </a>{' '}
          <button type="button" className="button button--quiet" data-popup-trigger="close-permanently">
            Don’t show again
          </button>{' '}
          <button type="button" className="button button--quiet" data-popup-trigger="back">
            Go back
          </button>
        </p>
      </div>
    ),
  });
}
