import type { FormBuilderField } from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';
import { type FormBuilderValues, fieldError } from './step-validation.ts';

/** A radio or checkbox input as the add-on sends it: [value, checked, name, id] (spec 001 §3). */
export type ChoiceInput = [string, boolean, string, string];

/** `form_content` as the browser sends it: field id → [type, value, label]. */
export type WireFormContent = Record<string, [string, string | string[] | ChoiceInput[], string]>;

/** Stored content: field id → [type, value, label], every value a string (spec 001 §3). */
export type FormContent = Record<string, [string, string, string]>;

/** Builds `form_content` from the browser's values, in the add-on's shapes. */
export function wireFormContent(
  fields: readonly FormBuilderField[],
  values: FormBuilderValues,
): WireFormContent {
  const content: WireFormContent = {};
  for (const field of fields) {
    const value = values[field.id];
    if (field.type === 'radio' || field.type === 'checkbox') {
      const chosen = new Set(typeof value === 'string' ? [value] : (value ?? []));
      content[field.id] = [
        field.type,
        (field.options ?? []).map(
          (option, index): ChoiceInput => [
            option.value,
            chosen.has(option.value),
            field.id,
            `${field.id}-${index}`,
          ],
        ),
        field.label,
      ];
    } else {
      const list = typeof value === 'string' ? (value === '' ? [] : [value]) : [...(value ?? [])];
      const text = typeof value === 'string' ? value : (value?.[0] ?? '');
      content[field.id] = [field.type, field.type === 'select' && field.multiple ? list : text, field.label];
    }
  }
  return content;
}

export type ReadContent =
  | { ok: true; content: FormContent; values: Record<string, string | string[]> }
  | { ok: false; fieldId: string; reason: string };

const MAX_VALUE_CHARS = 5000;
const isChoiceInput = (item: unknown): item is unknown[] => Array.isArray(item) && item.length >= 2;
const truthy = (checked: unknown) =>
  checked === true || checked === 'true' || checked === 1 || checked === '1';

/**
 * Reads `form_content` (parsed JSON, not trusted) against the stored form: only its fields count, with
 * their stored type and label (the browser's are ignored); radio and checkbox lists are flattened to the
 * checked values joined by ",", multi-select values joined by ", " (spec 001 §3); a choice the field does
 * not offer, a value too long or of the wrong shape, or an empty required field is refused, naming it.
 */
export function readFormContent(fields: readonly FormBuilderField[], raw: unknown): ReadContent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, fieldId: '', reason: 'must be an object of field id → [type, value, label]' };
  const sent = raw as Record<string, unknown>;
  const content: FormContent = {};
  const values: Record<string, string | string[]> = {};
  for (const field of fields) {
    const entry = Object.hasOwn(sent, field.id) ? sent[field.id] : undefined;
    const value = Array.isArray(entry) ? entry[1] : entry;
    let chosen: string[] | undefined;
    let text: string | undefined;
    if (value === undefined || value === null || value === '') {
      text = '';
    } else if (field.type === 'radio' || field.type === 'checkbox') {
      if (typeof value === 'string') chosen = [value];
      else if (Array.isArray(value) && value.every(isChoiceInput))
        chosen = value.filter((item) => truthy(item[1])).map((item) => String(item[0]));
      else return { ok: false, fieldId: field.id, reason: 'must be a list of [value, checked, name, id]' };
    } else if (Array.isArray(value)) {
      if (!(field.type === 'select' && field.multiple) || !value.every((item) => typeof item === 'string'))
        return { ok: false, fieldId: field.id, reason: 'must be one value' };
      chosen = value as string[];
    } else if (field.type === 'select' && field.multiple && typeof value === 'string') {
      chosen = [value];
    } else if (typeof value === 'string' || typeof value === 'number') {
      text = String(value);
    } else {
      return { ok: false, fieldId: field.id, reason: 'must be text' };
    }
    if (chosen) {
      chosen = [...new Set(chosen)];
      const offered = new Set((field.options ?? []).map((option) => option.value));
      const unknown = chosen.find((one) => !offered.has(one));
      if (unknown !== undefined) return { ok: false, fieldId: field.id, reason: 'is not one of its choices' };
      if (field.type === 'radio' && chosen.length > 1)
        return { ok: false, fieldId: field.id, reason: 'takes one choice' };
      text = chosen.join(field.type === 'select' ? ', ' : ',');
    }
    const shown = text ?? '';
    if (shown.length > MAX_VALUE_CHARS)
      return { ok: false, fieldId: field.id, reason: `is longer than ${MAX_VALUE_CHARS} characters` };
    if (field.type === 'select' && !field.multiple && shown !== '' && !chosen) {
      if (!(field.options ?? []).some((option) => option.value === shown))
        return { ok: false, fieldId: field.id, reason: 'is not one of its choices' };
    }
    const error = fieldError(field, chosen ?? shown);
    if (error) return { ok: false, fieldId: field.id, reason: 'is required' };
    content[field.id] = [field.type, shown, field.label];
    values[field.id] = chosen ?? shown;
  }
  return { ok: true, content, values };
}
