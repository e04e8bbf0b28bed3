import type { Clock } from '../timing/clock.ts';

/**
 * spec 001 §3 `gform_submission_speeds`: a pages map from page number to the milliseconds the visitor
 * spent on that page, one duration per visit, sent with every submission. The server adds them up and
 * marks an entry filled in faster than the form's minimum time as spam.
 */
export interface SubmissionSpeeds {
  pages: Record<string, number[]>;
}

/** At most this many visits per page are kept, so a page flipped back and forth stays small. */
const MAX_VISITS_PER_PAGE = 50;

export interface SubmissionSpeedsTimer {
  /** The page shown now; the clock for it runs from the last `pageShown` (or creation). */
  pageShown(page: number): void;
  /** Closes the running visit (its duration is recorded) and returns the map so far. */
  snapshot(): SubmissionSpeeds;
  /** The JSON for the hidden field. */
  serialize(): string;
}

export function createSubmissionSpeedsTimer(
  clock: Pick<Clock, 'now'>,
  firstPage: number,
  initial?: SubmissionSpeeds,
): SubmissionSpeedsTimer {
  const pages: Record<string, number[]> = {};
  for (const [page, durations] of Object.entries(initial?.pages ?? {})) {
    if (/^\d{1,3}$/.test(page) && Array.isArray(durations)) {
      pages[page] = durations.filter((ms) => Number.isFinite(ms) && ms >= 0).slice(-MAX_VISITS_PER_PAGE);
    }
  }
  let page = firstPage;
  let since = clock.now();

  function close() {
    const now = clock.now();
    const list = pages[String(page)] ?? [];
    list.push(Math.max(0, Math.round(now - since)));
    pages[String(page)] = list.slice(-MAX_VISITS_PER_PAGE);
    since = now;
  }

  return {
    pageShown(next) {
      close();
      page = next;
    },
    snapshot() {
      close();
      return { pages: Object.fromEntries(Object.entries(pages).map(([key, list]) => [key, [...list]])) };
    },
    serialize() {
      return JSON.stringify(this.snapshot());
    },
  };
}
