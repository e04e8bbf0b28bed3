import { UNIQUE_ID_PATTERN } from '@site-widgets/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormSessions, FORM_SESSIONS_STORAGE_KEY, uniqueIdScope } from '../src/forms/form-sessions.ts';
import { createUniqueId } from '../src/forms/unique-id.ts';
import { createMemoryStorage } from '../src/storage/browser-storage.ts';
import { systemClock } from '../src/timing/clock.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const ID_A = 'a'.repeat(32);

describe('the unique id', () => {
  it('is 128 random bits as 32 lower-case hex characters', () => {
    const id = createUniqueId();
    expect(id).toMatch(UNIQUE_ID_PATTERN);
    expect(createUniqueId()).not.toBe(id);
  });

  it('comes from the random source it is given', () => {
    const id = createUniqueId((bytes) => bytes.fill(0xab));
    expect(id).toBe('ab'.repeat(16));
  });
});

describe('the form sessions list (spec 000 §3)', () => {
  it('records {formid, postid, submitted: yes, unbrid} in localStorage', () => {
    const storage = createMemoryStorage();
    createFormSessions(storage, systemClock).record(2, 7, ID_A);
    const stored = JSON.parse(storage.getItem(FORM_SESSIONS_STORAGE_KEY) ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ formid: 2, postid: 7, submitted: 'yes', unbrid: ID_A });
  });

  it('counts a prior submission once per post in nop mode', () => {
    const sessions = createFormSessions(createMemoryStorage(), systemClock);
    sessions.record(2, 7, ID_A);
    expect(sessions.prior(2, 7, 'nop')?.unbrid).toBe(ID_A);
    expect(sessions.prior(2, 8, 'nop')).toBeUndefined();
  });

  it('counts a prior submission once per form in nof mode, on any post', () => {
    const sessions = createFormSessions(createMemoryStorage(), systemClock);
    sessions.record(2, 7, ID_A);
    expect(sessions.prior(2, 8, 'nof')?.unbrid).toBe(ID_A);
    expect(sessions.prior(3, 7, 'nof')).toBeUndefined();
  });

  it('never counts a prior submission without a one-submission mode', () => {
    const sessions = createFormSessions(createMemoryStorage(), systemClock);
    sessions.record(2, 7, ID_A);
    expect(sessions.prior(2, 7, '')).toBeUndefined();
  });

  it('forgets a submission the server no longer has', () => {
    const sessions = createFormSessions(createMemoryStorage(), systemClock);
    sessions.record(2, 7, ID_A);
    sessions.forget(ID_A);
    expect(sessions.prior(2, 7, 'nof')).toBeUndefined();
  });

  it('ignores a corrupt list', () => {
    const storage = createMemoryStorage();
    storage.setItem(FORM_SESSIONS_STORAGE_KEY, '[{"formid":"2","postid":7,"submitted":"yes","unbrid":"x"}');
    expect(createFormSessions(storage, systemClock).prior(2, 7, 'nof')).toBeUndefined();
  });
});

describe('the unique id of the next submission', () => {
  it('stays the same for a retry, in this page and the next', () => {
    const storage = createMemoryStorage();
    const first = createFormSessions(storage, systemClock).uniqueIdFor('2');
    expect(first).toMatch(UNIQUE_ID_PATTERN);
    expect(createFormSessions(storage, systemClock).uniqueIdFor('2')).toBe(first);
  });

  it('is new once the submission was accepted', () => {
    const sessions = createFormSessions(createMemoryStorage(), systemClock);
    const first = sessions.uniqueIdFor('2');
    sessions.record(2, 7, first);
    expect(sessions.uniqueIdFor('2')).not.toBe(first);
  });

  it('is one per form, and per post in nop mode', () => {
    expect(uniqueIdScope(2, 7, 'nop')).toBe('2:7');
    expect(uniqueIdScope(2, 7, 'nof')).toBe('2');
    expect(uniqueIdScope(2, 7, '')).toBe('2');
    const sessions = createFormSessions(createMemoryStorage(), systemClock);
    expect(sessions.uniqueIdFor('2:7')).not.toBe(sessions.uniqueIdFor('2:8'));
  });

  it('is dropped after a week', () => {
    const sessions = createFormSessions(createMemoryStorage(), systemClock);
    const first = sessions.uniqueIdFor('2');
    vi.advanceTimersByTime(7 * 24 * 60 * 60 * 1000);
    expect(sessions.uniqueIdFor('2')).not.toBe(first);
  });
});
