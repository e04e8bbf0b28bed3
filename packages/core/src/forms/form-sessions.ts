import type { StorageLike } from '../storage/browser-storage.ts';
import { createStoredList, read } from '../storage/stored-list.ts';
import type { Clock } from '../timing/clock.ts';
import { createUniqueId, type RandomFill } from './unique-id.ts';

/** spec 000 §3 one-submission mode: `nop` once per post, `nof` once per form, empty: no limit. */
export type OneSubmissionMode = 'nop' | 'nof' | '';

/** The localStorage key of the 'form sessions' list (spec 000 §3). */
export const FORM_SESSIONS_STORAGE_KEY = 'wprev_form_sessions';
/** The localStorage key of the unique ids of submissions not yet accepted (reused by a retry). */
export const PENDING_IDS_STORAGE_KEY = 'wprev_pending_unbrids';

/** A sent review is remembered for a year; a one-submission form asks the server again on each visit. */
export const FORM_SESSION_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** A unique id kept for a retry is dropped after a week (the form token will have expired by then too). */
export const PENDING_ID_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const HEX_ID = /^[0-9a-f]{32}$/;

/** spec 000 §3: each entry holds form id, post id, submitted (yes), unique review id. */
export interface FormSession {
  formid: number;
  postid: number;
  submitted: 'yes';
  unbrid: string;
}

export function parseFormSession(value: unknown): FormSession | undefined {
  const item = read.record(value);
  const formid = read.id(item?.formid);
  const postid = read.id(item?.postid);
  const unbrid = read.text(item?.unbrid, HEX_ID);
  if (formid === undefined || postid === undefined || !unbrid || read.yes(item?.submitted) !== 'yes')
    return undefined;
  return { formid, postid, submitted: 'yes', unbrid };
}

interface PendingId {
  scope: string;
  unbrid: string;
}

function parsePendingId(value: unknown): PendingId | undefined {
  const item = read.record(value);
  const scope = read.text(item?.scope, /^\d{1,12}(:\d{1,12})?$/);
  const unbrid = read.text(item?.unbrid, HEX_ID);
  return scope && unbrid ? { scope, unbrid } : undefined;
}

/** Which submissions share a unique id: one per form, and per post in `nop` mode. */
export function uniqueIdScope(formId: number, postId: number, mode: OneSubmissionMode): string {
  return mode === 'nop' ? `${formId}:${postId}` : String(formId);
}

/** The visitor's sent reviews ('form sessions') and the unique ids of those not yet accepted. */
export function createFormSessions(storage: StorageLike, clock: Pick<Clock, 'now'>, random?: RandomFill) {
  const sessions = createStoredList({
    storage,
    key: FORM_SESSIONS_STORAGE_KEY,
    parseEntry: parseFormSession,
    clock,
    maxAgeMs: FORM_SESSION_MAX_AGE_MS,
  });
  const pending = createStoredList({
    storage,
    key: PENDING_IDS_STORAGE_KEY,
    parseEntry: parsePendingId,
    clock,
    maxAgeMs: PENDING_ID_MAX_AGE_MS,
  });

  return {
    /** The recorded submission that one-submission mode `mode` counts against, if any. */
    prior(formId: number, postId: number, mode: OneSubmissionMode): FormSession | undefined {
      if (mode === '') return undefined;
      return sessions
        .read()
        .reverse()
        .find((entry) => entry.formid === formId && (mode === 'nof' || entry.postid === postId));
    },
    /** Records an accepted submission and frees its scope's unique id for the next review. */
    record(formId: number, postId: number, unbrid: string) {
      sessions.add(
        { formid: formId, postid: postId, submitted: 'yes', unbrid },
        (entry) => entry.unbrid === unbrid,
      );
      pending.remove((entry) => entry.unbrid === unbrid);
    },
    /** The server no longer has this review (`notfound`): the visitor may write again. */
    forget(unbrid: string) {
      sessions.remove((entry) => entry.unbrid === unbrid);
    },
    /** A pending id that now belongs to a kept (queued) review: the scope gets a new one. */
    forgetPending(unbrid: string) {
      pending.remove((entry) => entry.unbrid === unbrid);
    },
    /** The unique id for the next submission in a scope: the same one until it is accepted. */
    uniqueIdFor(scope: string): string {
      const existing = pending.read().find((entry) => entry.scope === scope);
      if (existing) return existing.unbrid;
      const unbrid = createUniqueId(random);
      pending.add({ scope, unbrid }, (entry) => entry.scope === scope);
      return unbrid;
    },
  };
}

export type FormSessions = ReturnType<typeof createFormSessions>;
