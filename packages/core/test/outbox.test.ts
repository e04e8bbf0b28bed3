import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AjaxHttpError } from '../src/ajax/ajax-client.ts';
import { createFormSessions } from '../src/forms/form-sessions.ts';
import {
  createOutbox,
  createStorageOutboxStore,
  type OutboxStore,
  type ReviewSubmission,
} from '../src/forms/outbox.ts';
import { createMemoryStorage } from '../src/storage/browser-storage.ts';
import { systemClock } from '../src/timing/clock.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const ok = JSON.stringify({ error: 'no', successmsg: 'Thanks!', dbmsg: '' });

const submission = (n: number): ReviewSubmission => ({
  uniqueId: String(n).repeat(32).slice(0, 32),
  formId: 2,
  postId: 7,
  fields: [['wprev_text', `review ${n}`]],
});

function setup(send = vi.fn(async () => ok), storage = createMemoryStorage()) {
  const sessions = createFormSessions(storage, systemClock);
  const store = createStorageOutboxStore(storage, systemClock);
  const outbox = createOutbox({ store, send, clock: systemClock, sessions, log: vi.fn() });
  return { outbox, send, store, sessions, storage };
}

describe('the outbox of reviews written offline', () => {
  it('sends each kept review once on flush, then forgets it', async () => {
    const { outbox, send, store } = setup();
    await outbox.add(submission(1));
    await outbox.add(submission(2));
    await outbox.flush();
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(await store.all()).toEqual([]);
  });

  it('sends once when flushes overlap (online event and page load together)', async () => {
    const { outbox, send } = setup();
    await outbox.add(submission(1));
    await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()]);
    expect(send).toHaveBeenCalledOnce();
  });

  it('survives a page load: a new outbox over the same storage sends what the last one kept', async () => {
    const first = setup(vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await first.outbox.add(submission(1));
    await first.outbox.flush();
    first.outbox.destroy();
    const next = setup(undefined, first.storage);
    await next.outbox.flush();
    expect(next.send).toHaveBeenCalledOnce();
    expect(next.sessions.prior(2, 7, 'nof')?.unbrid).toBe(submission(1).uniqueId);
  });

  it('keeps the review on a network failure and tries again after 30 s', async () => {
    const send = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(ok);
    const { outbox, store } = setup(send);
    await outbox.add(submission(1));
    await outbox.flush();
    expect(await store.all()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(send).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(await store.all()).toEqual([]);
  });

  it('records accepted reviews in the form sessions list and tells its listeners', async () => {
    const { outbox, sessions } = setup();
    const listener = vi.fn();
    outbox.subscribe(listener);
    await outbox.add(submission(1));
    await outbox.flush();
    expect(listener).toHaveBeenCalledOnce();
    expect(outbox.lastResult()).toMatchObject({ outcome: 'sent', answer: { successmsg: 'Thanks!' } });
    expect(sessions.prior(2, 7, 'nop')).toBeDefined();
  });

  it('forgets a review the server refused, reporting its dbmsg', async () => {
    const refused = JSON.stringify({ error: 'yes', successmsg: '', dbmsg: 'Too short.' });
    const { outbox, store, sessions } = setup(vi.fn(async () => refused));
    await outbox.add(submission(1));
    await outbox.flush();
    expect(outbox.lastResult()).toMatchObject({ outcome: 'refused', answer: { dbmsg: 'Too short.' } });
    expect(await store.all()).toEqual([]);
    expect(sessions.prior(2, 7, 'nop')).toBeUndefined();
  });

  it('drops a review after five unreadable HTTP errors, so nothing is sent for ever', async () => {
    const { outbox, send, store } = setup(
      vi.fn(async () => Promise.reject(new AjaxHttpError(502, 'Bad gateway'))),
    );
    await outbox.add(submission(1));
    await outbox.flush();
    for (let i = 0; i < 6; i++) await vi.advanceTimersByTimeAsync(30_000);
    expect(send).toHaveBeenCalledTimes(5);
    expect(await store.all()).toEqual([]);
    expect(outbox.lastResult()?.outcome).toBe('dropped');
  });

  it('refuses a photo its store cannot keep', async () => {
    const { outbox } = setup();
    expect(await outbox.add({ ...submission(1), avatar: { file: new Blob(['x']), name: 'a.png' } })).toBe(
      false,
    );
  });

  it('reports a store that refuses to save as not kept', async () => {
    const broken: OutboxStore = {
      put: async () => Promise.reject(new Error('quota')),
      delete: async () => {},
      all: async () => [],
      keepsAvatar: () => true,
    };
    const outbox = createOutbox({
      store: broken,
      send: vi.fn(),
      clock: systemClock,
      sessions: createFormSessions(createMemoryStorage(), systemClock),
      log: vi.fn(),
    });
    expect(await outbox.add(submission(1))).toBe(false);
  });

  it('ignores a corrupt stored outbox', async () => {
    const storage = createMemoryStorage();
    storage.setItem('wprev_review_outbox', '[{"uniqueId":"zz","fields":7}');
    const { outbox, send } = setup(undefined, storage);
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
  });
});
