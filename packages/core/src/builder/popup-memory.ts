import type { StorageLike } from '../storage/browser-storage.ts';

/**
 * spec 001 §3 "Browser storage counters": `pageViews` and `sessions` in local storage, `activeSession` in
 * session storage, and per popup its do-not-show-again flag, times shown, the page views and sessions
 * when it was first seen, and its impressions (open times, for the day/week/month periods).
 * Keys carry a prefix so they cannot meet a host site's own keys.
 */
export const POPUP_STORAGE_PREFIX = 'sw-builder:';

/** spec 001 §9: time frames in seconds. */
export const PERIOD_SECONDS = { day: 86_400, week: 604_800, month: 2_628_288 } as const;

/** Impressions older than a month never count again; at most this many are kept per popup (bounded). */
const MAX_IMPRESSIONS = 200;

const key = (name: string) => `${POPUP_STORAGE_PREFIX}${name}`;
export const popupKey = (popupId: string, name: string) => key(`popup_${popupId}_${name}`);

function readNumber(storage: StorageLike, name: string): number {
  const value = Number(storage.getItem(name));
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

export interface PopupMemoryOptions {
  local: StorageLike;
  session: StorageLike;
  /** Epoch milliseconds (Date.now in the browser). */
  now: () => number;
}

export function createPopupMemory({ local, session, now }: PopupMemoryOptions) {
  const impressions = (popupId: string): number[] => {
    try {
      const parsed: unknown = JSON.parse(local.getItem(popupKey(popupId, 'impressions')) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((t): t is number => typeof t === 'number') : [];
    } catch {
      return [];
    }
  };
  return {
    /** Once per page: one more page view, and one more session when this browser session is new. */
    countPageView() {
      local.setItem(key('pageViews'), String(readNumber(local, key('pageViews')) + 1));
      if (session.getItem(key('activeSession')) === null) {
        session.setItem(key('activeSession'), '1');
        local.setItem(key('sessions'), String(readNumber(local, key('sessions')) + 1));
      }
    },
    pageViews: () => readNumber(local, key('pageViews')),
    sessions: () => readNumber(local, key('sessions')),
    /** The counter's value when this popup first looked at it (remembered then). */
    initial(popupId: string, counter: 'page_views' | 'sessions'): number {
      const name = popupKey(popupId, `${counter}_initial`);
      if (local.getItem(name) === null) {
        local.setItem(
          name,
          String(readNumber(local, key(counter === 'page_views' ? 'pageViews' : 'sessions'))),
        );
      }
      return readNumber(local, name);
    },
    isDisabled: (popupId: string) => local.getItem(popupKey(popupId, 'disable')) === 'true',
    disable: (popupId: string) => local.setItem(popupKey(popupId, 'disable'), 'true'),
    /** How often it was shown in the period (`none`: the lifetime counter; `session`: this session). */
    timesShown(popupId: string, period: 'none' | 'session' | keyof typeof PERIOD_SECONDS): number {
      if (period === 'none') return readNumber(local, popupKey(popupId, 'times'));
      if (period === 'session') return readNumber(session, popupKey(popupId, 'times'));
      const since = now() - PERIOD_SECONDS[period] * 1000;
      return impressions(popupId).filter((at) => at > since).length;
    },
    /** One more showing, in every counter (so a changed period still finds its history). */
    countShown(popupId: string) {
      local.setItem(popupKey(popupId, 'times'), String(readNumber(local, popupKey(popupId, 'times')) + 1));
      session.setItem(
        popupKey(popupId, 'times'),
        String(readNumber(session, popupKey(popupId, 'times')) + 1),
      );
      const monthAgo = now() - PERIOD_SECONDS.month * 1000;
      const kept = [...impressions(popupId).filter((at) => at > monthAgo), now()].slice(-MAX_IMPRESSIONS);
      local.setItem(popupKey(popupId, 'impressions'), JSON.stringify(kept));
    },
  };
}

export type PopupMemory = ReturnType<typeof createPopupMemory>;
