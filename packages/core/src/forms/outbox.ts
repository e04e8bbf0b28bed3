import type { SaveReviewResponse } from '@site-widgets/contract/reviews/save-review.ts';
import { AjaxHttpError } from '../ajax/ajax-client.ts';
import type { StorageLike } from '../storage/browser-storage.ts';
import { createStoredList, read } from '../storage/stored-list.ts';
import { createStore } from '../store.ts';
import type { Clock } from '../timing/clock.ts';
import { type FormSessions, PENDING_ID_MAX_AGE_MS } from './form-sessions.ts';
import { parseSaveAnswer } from './save-answer.ts';

/** One review as the form sent it: every field but the photo, in form order, and the photo. */
export interface ReviewSubmission {
  /** The browser unique id (`wprev_unbrid`): the server stores a review once per id. */
  uniqueId: string;
  formId: number;
  postId: number;
  fields: Array<[string, string]>;
  avatar?: { file: Blob; name: string };
}

export interface OutboxEntry extends ReviewSubmission {
  queuedAt: number;
  /** Answers that were neither a verdict nor a network failure (HTTP 5xx…); dropped after a few. */
  attempts: number;
}

/** Where kept reviews live: IndexedDB in the browser (photos as Blobs), a map in tests. */
export interface OutboxStore {
  put(entry: OutboxEntry): Promise<void>;
  delete(uniqueId: string): Promise<void>;
  all(): Promise<OutboxEntry[]>;
  /** Whether a photo of this many bytes can be kept too. */
  keepsAvatar(bytes: number): boolean;
}

export type OutboxOutcome = 'sent' | 'refused' | 'dropped';

export interface OutboxResult {
  entry: OutboxEntry;
  /** sent: the server accepted it · refused: it answered `error: yes` · dropped: no readable answer. */
  outcome: OutboxOutcome;
  answer: SaveReviewResponse | undefined;
}

export interface OutboxOptions {
  store: OutboxStore;
  /** Sends one kept review; rejects with AjaxHttpError on an HTTP error, anything else on a network one. */
  send(entry: OutboxEntry): Promise<string>;
  clock: Clock;
  /** Where accepted reviews are recorded (spec 000 §3 'form sessions'). */
  sessions: FormSessions;
  /** ms before trying again after a network failure; default 30 s. */
  retryMs?: number;
  /** Unreadable answers tolerated before an entry is dropped; default 5. */
  maxAttempts?: number;
  log?: (message: string, cause?: unknown) => void;
  /**
   * Runs one sending round exclusively across the visitor's tabs (the browser passes a Web Lock), so a
   * second tab reads the store only after the first has removed what it sent; default: no lock.
   */
  exclusive?: (run: () => Promise<boolean>) => Promise<boolean>;
}

export const OUTBOX_RETRY_MS = 30_000;

/**
 * Reviews written offline, or whose sending met a network failure, kept in the browser and sent when the
 * connection is back: on `flush()` (the page calls it on the `online` event and on load) and on a retry
 * timer. One flush runs at a time, entries go one by one, and an entry leaves the store only once the
 * server has answered it, so each review is sent until answered. Sending it again after an answer was
 * lost is safe: the server stores one review per unique id.
 */
export function createOutbox(options: OutboxOptions) {
  const { store, clock } = options;
  const retryMs = options.retryMs ?? OUTBOX_RETRY_MS;
  const maxAttempts = options.maxAttempts ?? 5;
  const log = options.log ?? ((message, cause) => console.error(message, cause));
  const results = createStore<OutboxResult | undefined>(undefined);
  let running: Promise<void> | undefined;
  let again = false;
  let retryTimer: unknown;
  let destroyed = false;

  function scheduleRetry() {
    if (destroyed || retryTimer !== undefined) return;
    retryTimer = clock.setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, retryMs);
  }

  function settle(entry: OutboxEntry, answer: SaveReviewResponse | undefined) {
    const outcome: OutboxOutcome = !answer ? 'dropped' : answer.error === 'no' ? 'sent' : 'refused';
    if (outcome === 'sent') options.sessions.record(entry.formId, entry.postId, entry.uniqueId);
    if (outcome === 'dropped') log('[site-widgets] review-form: a saved review had an unreadable answer');
    results.setState({ entry, outcome, answer });
  }

  /** Sends every kept entry once; false when the network failed (the rest wait for the retry). */
  async function sendAll(): Promise<boolean> {
    const entries = (await store.all()).sort((a, b) => a.queuedAt - b.queuedAt);
    for (const entry of entries) {
      if (destroyed) return true;
      let text: string;
      try {
        text = await options.send(entry);
      } catch (error) {
        if (!(error instanceof AjaxHttpError)) return false;
        if (!parseSaveAnswer(error.body)) {
          const attempts = entry.attempts + 1;
          if (attempts < maxAttempts) {
            await store.put({ ...entry, attempts });
            scheduleRetry();
            continue;
          }
        }
        text = error.body;
      }
      await store.delete(entry.uniqueId);
      settle(entry, parseSaveAnswer(text));
    }
    return true;
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          const sent = options.exclusive ? await options.exclusive(sendAll) : await sendAll();
          if (!sent) {
            scheduleRetry();
            return;
          }
        } while (again);
      } catch (error) {
        log('[site-widgets] review-form: the saved reviews could not be read', error);
      }
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    /** Keeps a submission; false when it cannot be kept (storage refused, or a photo it cannot hold). */
    async add(submission: ReviewSubmission): Promise<boolean> {
      if (submission.avatar && !store.keepsAvatar(submission.avatar.file.size)) return false;
      try {
        await store.put({ ...submission, queuedAt: clock.now(), attempts: 0 });
        return true;
      } catch (error) {
        log('[site-widgets] review-form: the review could not be saved in the browser', error);
        return false;
      }
    },
    flush,
    /** The latest settled entry; listeners are called once per entry settled. */
    lastResult: results.getState,
    subscribe: results.subscribe,
    destroy() {
      destroyed = true;
      if (retryTimer !== undefined) clock.clearTimeout(retryTimer);
      retryTimer = undefined;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

const OUTBOX_STORAGE_KEY = 'wprev_review_outbox';

function parseOutboxEntry(value: unknown): OutboxEntry | undefined {
  const item = read.record(value);
  const uniqueId = read.text(item?.uniqueId, /^[0-9a-f]{32}$/);
  const formId = read.id(item?.formId);
  const postId = read.id(item?.postId);
  const queuedAt = read.id(item?.queuedAt);
  const attempts = read.id(item?.attempts);
  const fields = item?.fields;
  if (!uniqueId || formId === undefined || postId === undefined || queuedAt === undefined) return undefined;
  if (attempts === undefined || !Array.isArray(fields)) return undefined;
  const pairs = fields.filter(
    (pair): pair is [string, string] =>
      Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string',
  );
  if (pairs.length !== fields.length) return undefined;
  return { uniqueId, formId, postId, queuedAt, attempts, fields: pairs };
}

/**
 * An OutboxStore in Web Storage (localStorage in a browser without IndexedDB; a memory storage in
 * tests). It cannot hold photos.
 */
export function createStorageOutboxStore(storage: StorageLike, clock: Pick<Clock, 'now'>): OutboxStore {
  const list = createStoredList({
    storage,
    key: OUTBOX_STORAGE_KEY,
    parseEntry: parseOutboxEntry,
    clock,
    maxAgeMs: PENDING_ID_MAX_AGE_MS,
    maxEntries: 20,
  });
  return {
    put: async ({ avatar: _avatar, ...entry }) =>
      list.add(entry, (existing) => existing.uniqueId === entry.uniqueId),
    delete: async (uniqueId) => list.remove((existing) => existing.uniqueId === uniqueId),
    all: async () => list.read(),
    keepsAvatar: () => false,
  };
}
