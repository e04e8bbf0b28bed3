import { REVIEW_FORM_FIELDS } from '@site-widgets/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AjaxHttpError } from '../src/ajax/ajax-client.ts';
import { createFormSessions, type OneSubmissionMode } from '../src/forms/form-sessions.ts';
import {
  createOutbox,
  createStorageOutboxStore,
  type OutboxEntry,
  type ReviewSubmission,
} from '../src/forms/outbox.ts';
import { createReviewForm } from '../src/forms/review-form-machine.ts';
import { createMemoryStorage } from '../src/storage/browser-storage.ts';
import { systemClock } from '../src/timing/clock.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const ok = JSON.stringify({ error: 'no', successmsg: 'Thanks, Ann!', dbmsg: '' });
const refused = JSON.stringify({
  error: 'yes',
  successmsg: '',
  dbmsg: 'Please enter a valid e-mail address.',
});

interface SetupOptions {
  mode?: OneSubmissionMode;
  ratingRequired?: boolean;
  save?: (submission: ReviewSubmission) => Promise<string>;
  checkUnbrid?: (id: string) => Promise<string>;
  online?: boolean;
  formDataSupported?: boolean;
  storage?: ReturnType<typeof createMemoryStorage>;
}

function setup(options: SetupOptions = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const sessions = createFormSessions(storage, systemClock);
  const save = vi.fn(options.save ?? (async () => ok));
  const checkUnbrid = vi.fn(options.checkUnbrid ?? (async () => 'found'));
  let online = options.online ?? true;
  const outboxSend = vi.fn(async (_entry: OutboxEntry) => ok);
  const outbox = createOutbox({
    store: createStorageOutboxStore(storage, systemClock),
    send: outboxSend,
    clock: systemClock,
    sessions,
    log: vi.fn(),
  });
  const form = createReviewForm({
    formId: 2,
    postId: 7,
    oneSubmission: options.mode ?? '',
    ratingRequired: options.ratingRequired ?? true,
    sessions,
    save,
    checkUnbrid,
    outbox,
    isOnline: () => online,
    formDataSupported: options.formDataSupported ?? true,
    log: vi.fn(),
  });
  form.start();
  return { form, save, checkUnbrid, sessions, storage, outbox, outboxSend, goOnline: () => (online = true) };
}

const fields: Array<[string, string]> = [
  ['action', 'wprp_save_review'],
  [REVIEW_FORM_FIELDS.text, 'Lovely scones'],
];

describe('the review form (spec 000 §4, §5)', () => {
  it('refuses a submission without a rating when one is required, with the spec’s message', async () => {
    const { form, save } = setup();
    const invalid = await form.submit({ rating: 0, fields });
    expect(invalid).toEqual({ field: 'rating', message: 'Please select a rating.' });
    expect(form.getState().invalid?.message).toBe('Please select a rating.');
    expect(save).not.toHaveBeenCalled();
  });

  it('sends without a rating when none is required', async () => {
    const { form, save } = setup({ ratingRequired: false });
    await form.submit({ rating: 0, fields });
    expect(save).toHaveBeenCalledOnce();
  });

  it('blocks a photo in a browser without form-data support', async () => {
    const { form, save } = setup({ formDataSupported: false });
    const invalid = await form.submit({
      rating: 5,
      fields,
      avatar: { file: new Blob(['x']), name: 'me.png' },
    });
    expect(invalid?.field).toBe('avatar');
    expect(save).not.toHaveBeenCalled();
  });

  it('is submitting while the call is out, then shows the server’s success message', async () => {
    let finish: (text: string) => void = () => {};
    const { form } = setup({ save: () => new Promise((resolve) => (finish = resolve)) });
    const done = form.submit({ rating: 5, fields });
    expect(form.getState().status).toBe('submitting');
    finish(ok);
    await done;
    expect(form.getState()).toMatchObject({ status: 'success', message: 'Thanks, Ann!' });
  });

  it('sends every field with the unique id, once, as the last value', async () => {
    const { form, save } = setup();
    const uniqueId = form.getState().uniqueId;
    expect(uniqueId).toMatch(/^[0-9a-f]{32}$/);
    await form.submit({ rating: 5, fields: [...fields, [REVIEW_FORM_FIELDS.uniqueId, '']] });
    const sent = save.mock.calls[0]?.[0];
    expect(sent?.uniqueId).toBe(uniqueId);
    expect(sent?.fields.filter(([name]) => name === REVIEW_FORM_FIELDS.uniqueId)).toEqual([
      [REVIEW_FORM_FIELDS.uniqueId, uniqueId],
    ]);
    expect(sent?.fields).toContainEqual(['action', 'wprp_save_review']);
  });

  it('records the accepted submission in the form sessions list, and takes a new id for the next', async () => {
    const { form, sessions } = setup({ mode: 'nop' });
    const uniqueId = form.getState().uniqueId;
    await form.submit({ rating: 5, fields });
    expect(sessions.prior(2, 7, 'nop')).toEqual({ formid: 2, postid: 7, submitted: 'yes', unbrid: uniqueId });
    expect(form.getState().uniqueId).not.toBe(uniqueId);
  });

  it('uses the default success message when the server sends none', async () => {
    const { form } = setup({ save: async () => JSON.stringify({ error: 'no', successmsg: '', dbmsg: '' }) });
    await form.submit({ rating: 5, fields });
    expect(form.getState().message).toBe('Thank you for your feedback!');
  });

  it('shows the server’s dbmsg on error, and keeps the unique id for the retry', async () => {
    const { form, save } = setup({ save: async () => refused });
    const uniqueId = form.getState().uniqueId;
    await form.submit({ rating: 5, fields });
    expect(form.getState()).toMatchObject({
      status: 'error',
      message: 'Please enter a valid e-mail address.',
    });
    await form.submit({ rating: 5, fields });
    expect(save.mock.calls[1]?.[0].uniqueId).toBe(uniqueId);
  });

  it('reads an error answer sent with an HTTP error status', async () => {
    const { form } = setup({
      save: async () => Promise.reject(new AjaxHttpError(400, refused)),
    });
    await form.submit({ rating: 5, fields });
    expect(form.getState()).toMatchObject({
      status: 'error',
      message: 'Please enter a valid e-mail address.',
    });
  });

  it('hides the loader and does nothing else when the answer cannot be read', async () => {
    const { form, sessions } = setup({ save: async () => '<html>oops' });
    await form.submit({ rating: 5, fields });
    expect(form.getState()).toMatchObject({ status: 'shown', message: '' });
    expect(sessions.prior(2, 7, 'nof')).toBeUndefined();
  });
});

describe('one-submission mode (spec 000 §4)', () => {
  it('replaces the form by the already-submitted message and asks the server about the unique id', async () => {
    const storage = createMemoryStorage();
    createFormSessions(storage, systemClock).record(2, 7, 'b'.repeat(32));
    const { form, checkUnbrid } = setup({ mode: 'nof', storage });
    expect(form.getState()).toMatchObject({
      status: 'already-submitted',
      message: 'You have already submitted a review. Thank you!',
    });
    expect(checkUnbrid).toHaveBeenCalledWith('b'.repeat(32));
    await vi.advanceTimersByTimeAsync(0);
    expect(form.getState().status).toBe('already-submitted');
  });

  it('shows the form again when the server answers notfound, and forgets the record', async () => {
    const storage = createMemoryStorage();
    createFormSessions(storage, systemClock).record(2, 7, 'b'.repeat(32));
    const { form, sessions } = setup({ mode: 'nop', storage, checkUnbrid: async () => 'notfound' });
    await vi.advanceTimersByTimeAsync(0);
    expect(form.getState().status).toBe('shown');
    expect(sessions.prior(2, 7, 'nop')).toBeUndefined();
  });

  it('shows the form on another post in nop mode', () => {
    const storage = createMemoryStorage();
    createFormSessions(storage, systemClock).record(2, 8, 'b'.repeat(32));
    const { form, checkUnbrid } = setup({ mode: 'nop', storage });
    expect(form.getState().status).toBe('shown');
    expect(checkUnbrid).not.toHaveBeenCalled();
  });

  it('does not send while the already-submitted message is shown', async () => {
    const storage = createMemoryStorage();
    createFormSessions(storage, systemClock).record(2, 7, 'b'.repeat(32));
    const { form, save } = setup({ mode: 'nof', storage });
    await form.submit({ rating: 5, fields });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('a review written offline', () => {
  it('is kept in the browser with the offline message, not sent', async () => {
    const { form, save } = setup({ online: false });
    await form.submit({ rating: 5, fields });
    expect(save).not.toHaveBeenCalled();
    expect(form.getState()).toMatchObject({
      status: 'queued',
      message: "You're offline — your review is saved and will be sent when you're back online.",
    });
  });

  it('is kept when sending meets a network error', async () => {
    const { form } = setup({ save: async () => Promise.reject(new TypeError('Failed to fetch')) });
    await form.submit({ rating: 5, fields });
    expect(form.getState().status).toBe('queued');
  });

  it('turns into the success message once the outbox has sent it', async () => {
    const { form, outbox, outboxSend, goOnline } = setup({ online: false });
    const uniqueId = form.getState().uniqueId;
    await form.submit({ rating: 5, fields });
    goOnline();
    await outbox.flush();
    expect(outboxSend).toHaveBeenCalledOnce();
    expect(outboxSend.mock.calls[0]?.[0]).toMatchObject({ uniqueId, formId: 2, postId: 7 });
    expect(form.getState()).toMatchObject({ status: 'success', message: 'Thanks, Ann!' });
  });

  it('gives the next review a new unique id, so two kept reviews never share one', async () => {
    const { form } = setup({ online: false });
    const first = form.getState().uniqueId;
    await form.submit({ rating: 5, fields });
    expect(form.getState().uniqueId).not.toBe(first);
  });

  it('says so when the browser cannot keep it (a photo without IndexedDB)', async () => {
    const { form } = setup({ online: false });
    await form.submit({ rating: 5, fields, avatar: { file: new Blob(['png']), name: 'me.png' } });
    expect(form.getState()).toMatchObject({
      status: 'error',
      message: expect.stringContaining('could not be saved'),
    });
  });
});
