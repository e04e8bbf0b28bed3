import { NEWSLETTER_FIELDS } from '@site-widgets/contract/content/newsletter.ts';
import { isEmailAddress } from '../shop/checkout-details.ts';

/** The most pairs a serialised signup form may hold; a real one has three or four. */
export const MAX_SIGNUP_PAIRS = 40;
/** The most merge fields kept per subscriber, and characters per value. */
export const MAX_MERGE_FIELDS = 10;
export const MAX_MERGE_VALUE_LENGTH = 255;
/** The most interest (group) ids kept per subscriber. */
export const MAX_INTERESTS = 20;

/** A Mailchimp merge tag: upper-case letters, digits and `_`, up to 10, starting with a letter. */
const MERGE_TAG = /^[A-Z][A-Z0-9_]{0,9}$/;
const INTEREST_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The original plugin's own field names, and what merge tag each is. */
const ALIASES: Record<string, string> = {
  wpr_mailchimp_email: 'EMAIL',
  email: 'EMAIL',
  wpr_mailchimp_firstname: 'FNAME',
  wpr_mailchimp_lastname: 'LNAME',
};

export interface SignupFields {
  email: string;
  mergeFields: Record<string, string>;
  /** The honeypot's value ('' from a person). */
  honeypot: string;
}

/** One line of text: control characters out, trimmed, cut to the limit. */
function oneLine(value: string, max: number): string {
  return [...value.replace(/\p{Cc}+/gu, ' ').trim()].slice(0, max).join('');
}

/**
 * spec 001 §7 `mailchimp_subscribe` `fields`: the serialised form (`EMAIL=…&FNAME=…`). The address and
 * the merge fields (upper-case tags, bounded) are kept; other names are dropped. Undefined when the text
 * holds more pairs than a form has.
 */
export function parseSignupFields(serialised: string): SignupFields | undefined {
  const params = new URLSearchParams(serialised);
  let pairs = 0;
  let email = '';
  let honeypot = '';
  const mergeFields: Record<string, string> = {};
  for (const [rawName, value] of params) {
    if (++pairs > MAX_SIGNUP_PAIRS) return undefined;
    if (rawName === NEWSLETTER_FIELDS.honeypot) {
      honeypot = value;
      continue;
    }
    const name = ALIASES[rawName] ?? rawName;
    if (name === NEWSLETTER_FIELDS.email) {
      email = value.trim();
      continue;
    }
    if (!MERGE_TAG.test(name) || name in mergeFields) continue;
    if (Object.keys(mergeFields).length >= MAX_MERGE_FIELDS) continue;
    const text = oneLine(value, MAX_MERGE_VALUE_LENGTH);
    if (text) mergeFields[name] = text;
  }
  return { email, mergeFields, honeypot };
}

/** The address as stored and compared: trimmed and lower-cased; undefined when it is not one. */
export function normaliseEmail(text: string): string | undefined {
  const email = text.trim().toLowerCase();
  // The pattern allows any non-space character; control and format characters (NUL, which PostgreSQL
  // text cannot hold, a right-to-left override) are no part of an address.
  if (/[\p{Cc}\p{Cf}]/u.test(email)) return undefined;
  return email && isEmailAddress(email) ? email : undefined;
}

/** Merge fields as stored: upper-case tags only, at most ten, each one line of 255 characters. */
export function boundedMergeFields(fields: Readonly<Record<string, unknown>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (Object.keys(kept).length >= MAX_MERGE_FIELDS) break;
    if (!MERGE_TAG.test(name) || name === NEWSLETTER_FIELDS.email || typeof value !== 'string') continue;
    const text = oneLine(value, MAX_MERGE_VALUE_LENGTH);
    if (text) kept[name] = text;
  }
  return kept;
}

/** Interest (group) ids as stored: distinct, well-formed, at most twenty. */
export function boundedInterests(ids: readonly unknown[]): string[] {
  const kept = new Set<string>();
  for (const id of ids) {
    if (kept.size >= MAX_INTERESTS) break;
    if (typeof id === 'string' && INTEREST_ID.test(id)) kept.add(id);
  }
  return [...kept];
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A birthday as Mailchimp's birthday merge field wants it: `MM/DD` (issue 17 item 5). Takes a date
 * input's `YYYY-MM-DD` or `MM/DD` (one or two digits each); undefined for anything else or a day that
 * does not exist (29 February is kept: it is somebody's birthday).
 */
export function mailchimpBirthday(text: string): string | undefined {
  const value = text.trim();
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(value) ?? /^(\d{1,2})\/(\d{1,2})$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > (DAYS_IN_MONTH[month - 1] ?? 0)) return undefined;
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}
