import { GFORM_JSON_END, GFORM_JSON_START } from '@site-widgets/contract/forms/gform-actions.ts';

/**
 * spec 001 §7: the embedded-form actions answer JSON wrapped between a start and an end comment marker,
 * so a theme or plugin that prints notices around the answer does not break it.
 */
export const FORM_JSON_START = GFORM_JSON_START;
export const FORM_JSON_END = GFORM_JSON_END;

/** Wraps an answer the way the actions send it. */
export function wrapFormJson(value: unknown): string {
  return `${FORM_JSON_START}${JSON.stringify(value)}${FORM_JSON_END}`;
}

/**
 * The JSON between the markers (the last end marker after the first start marker), or the whole text
 * when no markers are present; undefined when that is not JSON.
 */
export function unwrapFormJson(text: string): unknown {
  const start = text.indexOf(FORM_JSON_START);
  const end = text.lastIndexOf(FORM_JSON_END);
  const inner = start >= 0 && end > start ? text.slice(start + FORM_JSON_START.length, end) : text;
  try {
    return JSON.parse(inner) as unknown;
  } catch {
    return undefined;
  }
}
