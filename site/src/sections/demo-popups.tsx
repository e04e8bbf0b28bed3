import type { PopupSettingsInput } from '@site-widgets/contract/builder/popup-settings.ts';
import { renderPopupWidget } from '@site-widgets/widgets/builder/popup/server.tsx';
import { CAFE_EMAIL } from '../cafe-details.ts';

/**
 * The demo's page-builder popups (issue 14 item 9). "No thanks" is a link action (`popup:close` with
 * do-not-show-again); the close button and Escape close it for now.
 */

/** Home page: the newsletter, when the pointer leaves through the top of the window, at most once a week. */
export function newsletterPopupHtml(): string {
  return renderPopupWidget({
    id: 'newsletter',
    label: 'Our newsletter',
    settings: {
      triggers: { exit_intent: {} },
      timing: { times: { times: 1, period: 'week' } },
      entrance_animation: 'zoom',
      entrance_animation_duration: 0.4,
      exit_animation: 'fade',
      exit_animation_duration: 0.3,
      prevent_scroll: true,
    },
    content: (
      <div className="demo-popup">
        <h2>Before you go: the quay letter</h2>
        <p>
          One e-mail a month: the new cakes, the roast of the month and the dates of our supper evenings. No
          offers you did not ask for.
        </p>
        <p className="demo-popup__actions">
          <a className="button" href={`mailto:${CAFE_EMAIL}?subject=Newsletter`}>
            Subscribe by e-mail
          </a>{' '}
          <button
            type="button"
            className="button button--quiet"
            data-link-action="popup:close"
            data-link-settings='{"do_not_show_again":true}'
          >
            No thanks, don’t ask again
          </button>
        </p>
      </div>
    ),
  });
}

/** Journal: today's special, after 40 % of the page, unless another popup has shown on this page. */
export function todaysSpecialPopupHtml(): string {
  return renderPopupWidget({
    id: 'todays-special',
    label: 'Today’s special',
    settings: {
      triggers: { scrolling: { direction: 'down', offset: 40 } },
      timing: { times: { times: 1, period: 'day' } },
      avoid_multiple_popups: true,
      entrance_animation: 'slide-up',
      width: 420,
      height: 220,
    },
    content: (
      <div className="demo-popup">
        <h2>Today’s special</h2>
        <p>Crab on sourdough with pickled fennel, and a slice of the lemon drizzle for £9.50 until 3 pm.</p>
        <p className="demo-popup__actions">
          <a className="button" href="/contact">
            Find us on the quay
          </a>
        </p>
      </div>
    ),
  });
}

/** The popups of `/popup-demo?popup=…`: one per trigger and behaviour, for trying each (and the e2e suite). */
export const DEMO_POPUPS: Record<string, { label: string; settings: PopupSettingsInput }> = {
  'page-load': { label: 'Welcome', settings: { triggers: { page_load: { delay: 2 } } } },
  'scroll-down': {
    label: 'Halfway there',
    settings: { triggers: { scrolling: { direction: 'down', offset: 50 } } },
  },
  'scroll-up': { label: 'Going back up', settings: { triggers: { scrolling: { direction: 'up' } } } },
  'scroll-to': { label: 'Our menu', settings: { triggers: { scrolling_to: { selector: '#demo-menu' } } } },
  click: { label: 'Third click', settings: { triggers: { click: { times: 3 } } } },
  inactivity: { label: 'Still there?', settings: { triggers: { inactivity: { time: 5 } } } },
  exit: { label: 'Leaving already?', settings: { triggers: { exit_intent: {} } } },
  adblock: { label: 'Ad blocker', settings: { triggers: { adblock_detection: { delay: 1 } } } },
  selector: { label: 'Our offer', settings: { open_selector: '.demo-open-offer' } },
  actions: { label: 'Link actions', settings: {} },
  guarded: {
    label: 'Read this first',
    settings: {
      triggers: { page_load: { delay: 0 } },
      prevent_close_on_esc_key: true,
      prevent_close_on_background_click: true,
      close_button_delay: 3,
      close_automatically: 10,
      close_button_position: 'outside',
    },
  },
  'once-a-day': {
    label: 'Once a day',
    settings: { triggers: { page_load: { delay: 0 } }, timing: { times: { times: 1, period: 'day' } } },
  },
  'mobile-only': {
    label: 'Phones only',
    settings: { triggers: { page_load: { delay: 0 } }, timing: { devices: { devices: ['mobile'] } } },
  },
  'bad-regex': {
    label: 'Bad regex',
    settings: { triggers: { page_load: { delay: 0 } }, timing: { url: { action: 'regex', url: '([a-z' } } },
  },
};

export function demoPopupHtml(name: string): string | undefined {
  const popup = DEMO_POPUPS[name];
  if (!popup) return undefined;
  return renderPopupWidget({
    id: `demo-${name}`,
    label: popup.label,
    settings: popup.settings,
    content: (
      <div className="demo-popup">
        <h2>{popup.label}</h2>
        <p>This popup opened by its rule. Close it with the button, Escape or a click beside it.</p>
        <p className="demo-popup__actions">
          <a className="button" href="/contact">
            Visit us
          </a>{' '}
          <button
            type="button"
            className="button button--quiet"
            data-link-action="popup:close"
            data-link-settings='{"do_not_show_again":true}'
          >
            Don’t show again
          </button>
        </p>
      </div>
    ),
  });
}
