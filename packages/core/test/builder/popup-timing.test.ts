import { type PopupTiming, popupTimingSchema } from '@site-widgets/contract/builder/popup-settings.ts';
import { createPopupMemory, PERIOD_SECONDS } from '@site-widgets/core/builder/popup-memory.ts';
import { failedTimingChecks, type TimingFacts } from '@site-widgets/core/builder/popup-timing.ts';
import { createMemoryStorage } from '@site-widgets/core/storage/browser-storage.ts';
import { describe, expect, it, vi } from 'vitest';

const NOW = Date.parse('2026-06-15T12:00:00Z');

function setup(now = NOW) {
  let time = now;
  const local = createMemoryStorage();
  let session = createMemoryStorage();
  const memory = () => createPopupMemory({ local, session, now: () => time });
  return {
    memory,
    local,
    advance: (seconds: number) => {
      time += seconds * 1000;
    },
    newSession: () => {
      session = createMemoryStorage();
    },
    get time() {
      return time;
    },
  };
}

const facts = (change: Partial<TimingFacts> = {}): TimingFacts => ({
  referrer: '',
  siteHost: 'cafe.example',
  loggedIn: false,
  roles: [],
  device: 'desktop',
  browser: 'chrome',
  now: NOW,
  visitorUtcOffsetMinutes: 0,
  siteUtcOffsetMinutes: 0,
  ...change,
});

const timing = (value: unknown): PopupTiming => popupTimingSchema.parse(value);

describe('popup timing checks (spec 001 §5)', () => {
  it('no configured check: shows', () => {
    expect(failedTimingChecks('p', timing({}), setup().memory(), facts())).toEqual([]);
  });

  it('page_views: shows once the views since first seen reach the count', () => {
    const s = setup();
    const rule = timing({ page_views: { views: 2 } });
    const views: boolean[] = [];
    for (let i = 0; i < 4; i += 1) {
      const memory = s.memory();
      memory.countPageView();
      views.push(failedTimingChecks('p', rule, memory, facts()).length === 0);
    }
    expect(views).toEqual([false, false, true, true]);
  });

  it('sessions: counts a new browser session once, not each page view', () => {
    const s = setup();
    const rule = timing({ sessions: { sessions: 1 } });
    const first = s.memory();
    first.countPageView();
    expect(failedTimingChecks('p', rule, first, facts())).toEqual(['sessions']);
    s.memory().countPageView();
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual(['sessions']);
    s.newSession();
    s.memory().countPageView();
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual([]);
    expect(s.memory().sessions()).toBe(2);
    expect(s.memory().pageViews()).toBe(3);
  });

  it('url show / hide / regex against the referrer', () => {
    const m = setup().memory();
    const referrer = 'https://news.example/story?ref=coffee';
    expect(
      failedTimingChecks('p', timing({ url: { action: 'show', url: 'coffee' } }), m, facts({ referrer })),
    ).toEqual([]);
    expect(
      failedTimingChecks('p', timing({ url: { action: 'show', url: 'tea' } }), m, facts({ referrer })),
    ).toEqual(['url']);
    expect(
      failedTimingChecks('p', timing({ url: { action: 'hide', url: 'coffee' } }), m, facts({ referrer })),
    ).toEqual(['url']);
    expect(
      failedTimingChecks('p', timing({ url: { action: 'hide', url: 'tea' } }), m, facts({ referrer })),
    ).toEqual([]);
    expect(
      failedTimingChecks(
        'p',
        timing({ url: { action: 'regex', url: '^https://news\\.' } }),
        m,
        facts({ referrer }),
      ),
    ).toEqual([]);
    expect(
      failedTimingChecks(
        'p',
        timing({ url: { action: 'regex', url: '^https://blog\\.' } }),
        m,
        facts({ referrer }),
      ),
    ).toEqual(['url']);
  });

  it('url regex that does not compile: no show, logged', () => {
    const log = vi.fn();
    const failed = failedTimingChecks(
      'p',
      timing({ url: { action: 'regex', url: '([a-z' } }),
      setup().memory(),
      facts({ referrer: 'https://a.example/' }),
      log,
    );
    expect(failed).toEqual(['url']);
    expect(log).toHaveBeenCalledWith('popup p: timing url: invalid regular expression');
  });

  it.each([
    ['https://cafe.example/menu', 'internal'],
    ['https://www.google.com/search?q=cafe', 'search'],
    ['https://www.bing.com/search?q=cafe', 'search'],
    ['https://search.yahoo.com/search?p=cafe', 'search'],
    ['https://yandex.ru/search/?text=cafe', 'search'],
    ['https://www.baidu.com/s?wd=cafe', 'search'],
    ['https://googlefans.example/', 'external'],
    ['https://friends.example/', 'external'],
    ['', 'external'],
  ] as const)('sources: %s counts as %s', (referrer, source) => {
    const m = setup().memory();
    for (const chosen of ['internal', 'search', 'external'] as const) {
      const failed = failedTimingChecks(
        'p',
        timing({ sources: { sources: [chosen] } }),
        m,
        facts({ referrer }),
      );
      expect(failed.length === 0).toBe(chosen === source);
    }
  });

  it('sources: all three chosen always passes', () => {
    const rule = timing({ sources: { sources: ['internal', 'external', 'search'] } });
    expect(failedTimingChecks('p', rule, setup().memory(), facts({ referrer: 'not a url' }))).toEqual([]);
  });

  it('logged_in: anonymous passes; all refuses logged-in; custom refuses listed roles only', () => {
    const m = setup().memory();
    const all = timing({ logged_in: { users: 'all' } });
    const custom = timing({ logged_in: { users: 'custom', roles: ['editor'] } });
    expect(failedTimingChecks('p', all, m, facts())).toEqual([]);
    expect(failedTimingChecks('p', all, m, facts({ loggedIn: true, roles: ['subscriber'] }))).toEqual([
      'logged_in',
    ]);
    expect(failedTimingChecks('p', custom, m, facts({ loggedIn: true, roles: ['subscriber'] }))).toEqual([]);
    expect(failedTimingChecks('p', custom, m, facts({ loggedIn: true, roles: ['editor'] }))).toEqual([
      'logged_in',
    ]);
  });

  it('devices and browsers', () => {
    const m = setup().memory();
    const devices = timing({ devices: { devices: ['mobile', 'tablet'] } });
    expect(failedTimingChecks('p', devices, m, facts({ device: 'desktop' }))).toEqual(['devices']);
    expect(failedTimingChecks('p', devices, m, facts({ device: 'mobile' }))).toEqual([]);
    expect(
      failedTimingChecks('p', timing({ browsers: { browsers: 'all' } }), m, facts({ browser: 'other' })),
    ).toEqual([]);
    const firefox = timing({ browsers: { browsers: ['firefox'] } });
    expect(failedTimingChecks('p', firefox, m, facts({ browser: 'chrome' }))).toEqual(['browsers']);
    expect(failedTimingChecks('p', firefox, m, facts({ browser: 'firefox' }))).toEqual([]);
  });

  it('times, period none: a lifetime counter below the limit', () => {
    const s = setup();
    const rule = timing({ times: { times: 2 } });
    s.memory().countShown('p');
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual([]);
    s.advance(10 * PERIOD_SECONDS.month);
    s.memory().countShown('p');
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual(['times']);
  });

  it('times, period session: a new session starts again', () => {
    const s = setup();
    const rule = timing({ times: { times: 1, period: 'session' } });
    s.memory().countShown('p');
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual(['times']);
    s.newSession();
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual([]);
  });

  it.each([
    ['day', 86_400],
    ['week', 604_800],
    ['month', 2_628_288],
  ] as const)('times, period %s: counts showings of the last %i s', (period, seconds) => {
    const s = setup();
    const rule = timing({ times: { times: 1, period } });
    s.memory().countShown('p');
    s.advance(seconds - 1);
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual(['times']);
    s.advance(1);
    expect(failedTimingChecks('p', rule, s.memory(), facts())).toEqual([]);
  });

  it('times are per popup', () => {
    const s = setup();
    s.memory().countShown('other');
    expect(failedTimingChecks('p', timing({ times: { times: 1 } }), s.memory(), facts())).toEqual([]);
  });

  it('schedule in site time and in visitor time', () => {
    const m = setup().memory();
    // 12:00 UTC; the site is at UTC+2 (14:00), the visitor at UTC-5 (07:00).
    const rule = (timezone: 'site' | 'visitor') =>
      timing({ schedule: { timezone, start: '2026-06-15T13:00', end: '2026-06-15T15:00' } });
    const where = facts({ siteUtcOffsetMinutes: 120, visitorUtcOffsetMinutes: -300 });
    expect(failedTimingChecks('p', rule('site'), m, where)).toEqual([]);
    expect(failedTimingChecks('p', rule('visitor'), m, where)).toEqual(['schedule']);
    expect(failedTimingChecks('p', timing({ schedule: { end: '2026-06-15T11:59' } }), m, facts())).toEqual([
      'schedule',
    ]);
    expect(failedTimingChecks('p', timing({ schedule: { start: '2026-06-15T12:00' } }), m, facts())).toEqual(
      [],
    );
  });

  it('all configured checks must pass', () => {
    const rule = timing({ devices: { devices: ['desktop'] }, browsers: { browsers: ['safari'] } });
    expect(failedTimingChecks('p', rule, setup().memory(), facts())).toEqual(['browsers']);
  });

  it('do-not-show-again is remembered per popup', () => {
    const s = setup();
    s.memory().disable('p');
    expect(s.memory().isDisabled('p')).toBe(true);
    expect(s.memory().isDisabled('q')).toBe(false);
  });
});
