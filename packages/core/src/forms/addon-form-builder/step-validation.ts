import {
  type FormBuilderField,
  TEXT_LIKE_TYPES,
} from '@site-widgets/contract/forms/addon-form-builder/form-builder-definition.ts';

/** What a field holds in the browser: text, the chosen values of a group or multi-select, an upload's URL. */
export type FormBuilderValue = string | readonly string[];
export type FormBuilderValues = Readonly<Record<string, FormBuilderValue | undefined>>;

/** spec 001 §5: the message kinds under a field (their wording is the form's stored messages). */
export type StepErrorKind = 'file-empty' | 'select-empty' | 'input-empty';

const textLike: ReadonlySet<string> = new Set(TEXT_LIKE_TYPES);

const isEmpty = (value: FormBuilderValue | undefined) =>
  value === undefined || (typeof value === 'string' ? value === '' : value.length === 0);

/**
 * The error of one field, if it fails spec 001 §5's rule: required text-like inputs (text … color, file
 * included), selects and textareas must be non-empty; a required radio or checkbox group needs one
 * checked. Fields not required never fail.
 */
export function fieldError(
  field: FormBuilderField,
  value: FormBuilderValue | undefined,
): StepErrorKind | undefined {
  if (!field.required || !isEmpty(value)) return undefined;
  if (field.type === 'file') return 'file-empty';
  if (field.type === 'select') return 'select-empty';
  if (textLike.has(field.type) || field.type === 'textarea') return 'input-empty';
  return 'input-empty'; // radio and checkbox groups
}

/** The errors of one step's fields, by field id; empty when the step may be left forwards. */
export function validateStep(
  fields: readonly FormBuilderField[],
  step: number,
  values: FormBuilderValues,
): Record<string, StepErrorKind> {
  const errors: Record<string, StepErrorKind> = {};
  for (const field of fields) {
    if (field.step !== step) continue;
    const error = fieldError(field, values[field.id]);
    if (error) errors[field.id] = error;
  }
  return errors;
}

/** spec 001 §4: the progress bar's percentage on step `index` (from 0) of `count`. */
export function progressPercent(index: number, count: number): number {
  if (count <= 0) return 100;
  return Math.round(((Math.min(Math.max(index, 0), count - 1) + 1) / count) * 100);
}

/** spec 001 §4: the redirect after success, only to an http or https address; anything else is none. */
export function safeRedirectUrl(url: string | undefined, base?: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
