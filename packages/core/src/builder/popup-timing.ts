import type {
  PopupBrowser,
  PopupDevice,
  PopupTiming,
} from '@site-widgets/contract/builder/popup-settings.ts';
import { referrerSource } from './popup-environment.ts';
import type { PopupMemory } from './popup-memory.ts';

/** What the timing checks know about the visitor and the page, given by the browser (or a test). */
export interface TimingFacts {
  referrer: string;
  siteHost: string;
  loggedIn: boolean;
  roles: readonly string[];
  device: PopupDevice;
  browser: PopupBrowser | 'other';
  /** Epoch milliseconds. */
  now: number;
  /** Minutes east of UTC: the visitor's (`-new Date().getTimezoneOffset()`) and the site's. */
  visitorUtcOffsetMinutes: number;
  siteUtcOffsetMinutes: number;
}

export type TimingCheck = keyof PopupTiming;

/** `YYYY-MM-DDTHH:MM` as minutes of a wall clock (no zone). */
function wallClockMinutes(value: string): number {
  return Date.parse(`${value}:00Z`) / 60_000;
}

/**
 * spec 001 §5 "Popup timing": each configured check, in the spec's order; the popup may show only when
 * every one passes. Returns the checks that failed (empty: show). `log` hears about an invalid regex.
 */
export function failedTimingChecks(
  popupId: string,
  timing: PopupTiming,
  memory: PopupMemory,
  facts: TimingFacts,
  log: (message: string) => void = () => {},
): TimingCheck[] {
  const failed: TimingCheck[] = [];
  const check = (name: TimingCheck, passes: () => boolean) => {
    if (timing[name] !== undefined && !passes()) failed.push(name);
  };
  check('page_views', () => {
    const views = timing.page_views?.views ?? 0;
    return memory.pageViews() - memory.initial(popupId, 'page_views') >= views;
  });
  check('sessions', () => {
    const sessions = timing.sessions?.sessions ?? 0;
    return memory.sessions() - memory.initial(popupId, 'sessions') >= sessions;
  });
  check('url', () => {
    const rule = timing.url;
    if (!rule) return true;
    if (rule.action === 'show') return facts.referrer.includes(rule.url);
    if (rule.action === 'hide') return !facts.referrer.includes(rule.url);
    try {
      return new RegExp(rule.url).test(facts.referrer);
    } catch {
      // spec 001 §8: an invalid regex means the popup does not show.
      log(`popup ${popupId}: timing url: invalid regular expression`);
      return false;
    }
  });
  check('sources', () => {
    const sources = timing.sources?.sources ?? [];
    if (sources.includes('internal') && sources.includes('external') && sources.includes('search'))
      return true;
    return sources.includes(referrerSource(facts.referrer, facts.siteHost));
  });
  check('logged_in', () => {
    const rule = timing.logged_in;
    if (!facts.loggedIn || !rule) return true;
    if (rule.users === 'all') return false;
    return !facts.roles.some((role) => rule.roles.includes(role));
  });
  check('devices', () => timing.devices?.devices.includes(facts.device) ?? true);
  check('browsers', () => {
    const browsers = timing.browsers?.browsers ?? 'all';
    return browsers === 'all' || (facts.browser !== 'other' && browsers.includes(facts.browser));
  });
  check('times', () => {
    const rule = timing.times;
    return !rule || memory.timesShown(popupId, rule.period) < rule.times;
  });
  check('schedule', () => {
    const rule = timing.schedule;
    if (!rule) return true;
    const offset = rule.timezone === 'visitor' ? facts.visitorUtcOffsetMinutes : facts.siteUtcOffsetMinutes;
    const nowMinutes = facts.now / 60_000 + offset;
    if (rule.start && nowMinutes < wallClockMinutes(rule.start)) return false;
    if (rule.end && nowMinutes > wallClockMinutes(rule.end)) return false;
    return true;
  });
  return failed;
}
