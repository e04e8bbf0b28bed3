import {
  FORM_DEFAULT_MESSAGES,
  type FormDefinition,
  type FormErrors,
  type FormField,
  type FormValues,
  fieldInputName,
  UPLOAD_FIELD_TYPE,
} from '@site-widgets/contract';
import { formVisibility } from '@site-widgets/core/forms/embedded-form-visibility.ts';
import { inputDisplayValue, inputFieldError, readInputFieldValue } from './form-inputs.ts';
import {
  isMoneyOrListField,
  moneyOrListDisplayValue,
  moneyOrListFieldError,
  readMoneyOrListValue,
  withServerPrices,
} from './priced-values.ts';
import { uploadNameOf } from './uploads/uploaded-files.ts';

/**
 * Issue 12 §3: the server is the one judge of what is valid. Values are read from the posted fields by
 * the definition (nothing else is kept), and every check the client makes as a courtesy is made here
 * again with the messages the form defines.
 */

const isDisplayOnly = (field: FormField) => field.type === 'section' || field.type === 'html';

export const allFields = (definition: FormDefinition) => definition.pages.flatMap((page) => page.fields);

/** Field values from a submission's fields: `input_N`, checkbox choices `input_N.k` (k from 1). */
export function readFormValues(
  definition: FormDefinition,
  fields: Readonly<Record<string, string | undefined>>,
): FormValues {
  const values: FormValues = {};
  for (const field of allFields(definition)) {
    // Upload fields' values come from gform_uploaded_files, checked against the database (uploads/).
    if (isDisplayOnly(field) || field.type === UPLOAD_FIELD_TYPE) continue;
    const inputValue = readInputFieldValue(field, fields); // issue 13 inputs (form-inputs.ts)
    if (isMoneyOrListField(field)) {
      const value = readMoneyOrListValue(field, fields);
      if (value !== undefined) values[field.id] = value;
    } else if (inputValue !== null) {
      if (inputValue !== undefined) values[field.id] = inputValue;
    } else if (field.type === 'checkbox') {
      const checked: string[] = [];
      (field.choices ?? []).forEach((_choice, index) => {
        const value = fields[fieldInputName(field.id, index + 1)];
        if (value !== undefined && value !== '') checked.push(value);
      });
      if (checked.length > 0) values[field.id] = checked;
    } else if (field.type === 'consent') {
      const value = fields[fieldInputName(field.id, 1)] ?? fields[fieldInputName(field.id)];
      if (value !== undefined && value !== '') values[field.id] = value;
    } else {
      const value = fields[fieldInputName(field.id)];
      if (value !== undefined && value !== '') values[field.id] = value;
    }
  }
  // Issue 13: totals and calculations are the server's own figures, counting only the shown fields.
  const visibility = formVisibility(definition, values);
  return withServerPrices(definition, values, (id) => visibility.fields.has(id));
}

/** Values as a saved partial entry stores them, read back defensively (only the definition's fields). */
export function valuesFromJson(definition: FormDefinition, json: string): FormValues {
  const raw: unknown = JSON.parse(json);
  const values: FormValues = {};
  if (!raw || typeof raw !== 'object') return values;
  for (const field of allFields(definition)) {
    const value = (raw as Record<string, unknown>)[String(field.id)];
    if (typeof value === 'string') values[field.id] = value;
    else if (Array.isArray(value) && value.every((one) => typeof one === 'string')) values[field.id] = value;
  }
  return values;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@[^\s@<>()[\]\\,;:"]{1,185}\.[^\s@<>()[\]\\,;:".]{2,63}$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;
const PHONE = /^\+?[\d\s().-]{5,30}$/;
const WEBSITE = /^https?:\/\/[^\s<>"']{1,1990}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isEmailAddress = (value: string) => value.length <= 254 && EMAIL.test(value);

function validDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The message for one field's value, or undefined when it is acceptable. */
export function fieldError(field: FormField, value: string | string[] | undefined): string | undefined {
  const invalid = (fallback: string) => field.messages?.invalid ?? fallback;
  const empty = value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '');
  if (empty) return field.required ? (field.messages?.required ?? FORM_DEFAULT_MESSAGES.required) : undefined;
  // Issue 13: files were checked one by one as they arrived; their count by uploaded-files.ts.
  if (field.type === UPLOAD_FIELD_TYPE) return undefined;
  if (isMoneyOrListField(field)) return moneyOrListFieldError(field, value);
  const inputError = inputFieldError(field, value); // issue 13 inputs (form-inputs.ts)
  if (inputError !== null) return inputError;
  const choiceValues = new Set((field.choices ?? []).map((choice) => choice.value));
  if (Array.isArray(value)) {
    if (field.type !== 'checkbox') return invalid(FORM_DEFAULT_MESSAGES.invalidChoice);
    return value.every((one) => choiceValues.has(one))
      ? undefined
      : invalid(FORM_DEFAULT_MESSAGES.invalidChoice);
  }
  const text = value.trim();
  const tooLong = (max: number) =>
    value.length > max ? FORM_DEFAULT_MESSAGES.tooLong.replace('{max}', String(max)) : undefined;
  switch (field.type) {
    case 'text':
      return tooLong(field.maxLength ?? 1_000);
    case 'textarea':
      return tooLong(field.maxLength ?? 10_000);
    case 'hidden':
      return tooLong(1_000);
    case 'email':
      return isEmailAddress(text) ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidEmail);
    case 'number': {
      if (!NUMBER.test(text)) return invalid(FORM_DEFAULT_MESSAGES.invalidNumber);
      const number = Number(text);
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max))
        return invalid(
          FORM_DEFAULT_MESSAGES.numberRange
            .replace('{min}', String(field.min ?? '-∞'))
            .replace('{max}', String(field.max ?? '∞')),
        );
      return undefined;
    }
    case 'phone':
      return PHONE.test(text) ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidPhone);
    case 'website':
      return WEBSITE.test(text) ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidWebsite);
    case 'date':
      return validDate(text) ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidDate);
    case 'time':
      return TIME.test(text) ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidTime);
    case 'select':
    case 'radio':
    case 'checkbox':
      return choiceValues.has(value) ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidChoice);
    case 'consent':
      return value === '1' ? undefined : invalid(FORM_DEFAULT_MESSAGES.invalidChoice);
    default:
      return undefined;
  }
}

/**
 * Errors of the shown fields on the given (shown) pages. Hidden fields and pages are not judged: the
 * same evaluator decides what the visitor sees (core/forms/embedded-form-visibility.ts).
 */
export function validatePages(
  definition: FormDefinition,
  values: FormValues,
  pageNumbers: readonly number[],
): FormErrors {
  const visibility = formVisibility(definition, values);
  const errors: FormErrors = {};
  for (const pageNumber of pageNumbers) {
    if (!visibility.pages.has(pageNumber)) continue;
    for (const field of definition.pages[pageNumber - 1]?.fields ?? []) {
      if (isDisplayOnly(field) || !visibility.fields.has(field.id)) continue;
      const message = fieldError(field, values[field.id]);
      if (message !== undefined) errors[field.id] = message;
    }
  }
  return errors;
}

/** Only the values of shown fields: what a final submit stores. */
export function shownValues(definition: FormDefinition, values: FormValues): FormValues {
  const visibility = formVisibility(definition, values);
  const kept: FormValues = {};
  for (const field of allFields(definition)) {
    const value = values[field.id];
    if (value !== undefined && visibility.fields.has(field.id)) kept[field.id] = value;
  }
  return kept;
}

/** An entry's values as a person reads them: choice labels instead of values. */
export function displayValues(definition: FormDefinition, values: FormValues) {
  return allFields(definition)
    .filter(
      (field) =>
        values[field.id] !== undefined && inputDisplayValue(field, values[field.id] ?? '') !== undefined,
    )
    .map((field) => {
      const value = values[field.id] ?? '';
      const own = inputDisplayValue(field, value); // issue 13 inputs: a card's type, never a password
      if (typeof own === 'string') return { id: field.id, label: field.label, value: own };
      const labelOf = (one: string) => field.choices?.find((choice) => choice.value === one)?.label ?? one;
      const shown = isMoneyOrListField(field)
        ? moneyOrListDisplayValue(definition, field, value, values)
        : field.type === 'consent'
          ? 'Checked'
          : field.type === UPLOAD_FIELD_TYPE && Array.isArray(value)
            ? value.map(uploadNameOf).join(', ')
            : Array.isArray(value)
              ? value.map(labelOf).join(', ')
              : labelOf(value);
      return { id: field.id, label: field.label, value: shown };
    });
}
