import type { FormContent } from './form-content.ts';

/** What a mailing-list subscription carries, mapped from a submission (spec 001 §3 mailchimp-fields). */
export interface MailingListFields {
  email: string;
  /** Merge tag → value (every key of the map but email, group_id and birthday_field). */
  mergeFields: Record<string, string>;
  /** Interest (group) id → chosen; from the field `group_id` names (its checked values are interest ids). */
  interests: Record<string, boolean>;
  /** MM/DD from the field `birthday_field` names (a date `YYYY-MM-DD`, or `MM/DD` already); absent otherwise. */
  birthday?: string;
}

/** A date field's value as Mailchimp's birthday: MM/DD; anything that is not a real month and day is none. */
export function birthdayOf(value: string): string | undefined {
  const match = /^(?:\d{4}-(\d{2})-(\d{2})|(\d{2})\/(\d{2}))$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1] ?? match[3]);
  const day = Number(match[2] ?? match[4]);
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (!days || day < 1 || day > days) return undefined;
  return `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

/**
 * Maps a submission onto the list's fields by the form's stored map (`email`, `group_id`,
 * `birthday_field`, any other key a merge tag → field id). Undefined when the mapped email is empty.
 */
export function mailingListFields(
  map: Readonly<Record<string, string>>,
  content: FormContent,
): MailingListFields | undefined {
  const fieldValue = (fieldId: string | undefined) => (fieldId ? (content[fieldId]?.[1] ?? '') : '');
  const email = fieldValue(map.email).trim();
  if (email === '') return undefined;
  const mergeFields: Record<string, string> = {};
  for (const [tag, fieldId] of Object.entries(map)) {
    if (tag === 'email' || tag === 'group_id' || tag === 'birthday_field') continue;
    mergeFields[tag] = fieldValue(fieldId);
  }
  const interests: Record<string, boolean> = {};
  for (const id of fieldValue(map.group_id).split(/,\s*/)) if (id !== '') interests[id] = true;
  const birthday = birthdayOf(fieldValue(map.birthday_field));
  return { email, mergeFields, interests, ...(birthday ? { birthday } : {}) };
}
