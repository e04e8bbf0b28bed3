import {
  GFORM_JSON_END,
  GFORM_JSON_START,
  GFORM_NONCE_FIELD,
  type GformSubmitData,
} from '@site-widgets/contract';
import { seedDemoForms } from '../../src/modules/forms/demo-forms.ts';
import { newUniqueId } from './submissions.ts';
import type { TestApp } from './test-app.ts';

export { seedDemoForms };

/** The JSON between the start and end markers (spec 001 §7); fails the test when they are missing. */
export function unwrap(body: string): Record<string, unknown> {
  const start = body.indexOf(GFORM_JSON_START);
  const end = body.indexOf(GFORM_JSON_END);
  if (start < 0 || end < start) throw new Error(`answer not wrapped in markers: ${body.slice(0, 200)}`);
  return JSON.parse(body.slice(start + GFORM_JSON_START.length, end)) as Record<string, unknown>;
}

export interface SubmitAnswer {
  status: number;
  success: boolean;
  code?: string;
  data: GformSubmitData & Record<string, unknown>;
  raw: string;
}

/** Posts gform_submit_form for a form with the hidden fields a browser's form holds. */
export async function submitForm(
  t: TestApp,
  formId: number,
  fields: Record<string, string>,
  options: { source?: number; target?: number; uniqueId?: string; remoteAddress?: string } = {},
): Promise<SubmitAnswer> {
  const response = await t.ajax(
    {
      action: 'gform_submit_form',
      [GFORM_NONCE_FIELD]: t.nonce,
      form_id: String(formId),
      current_page_url: `http://localhost/forms/demo`,
      gform_unique_id: options.uniqueId ?? newUniqueId(),
      [`gform_source_page_number_${formId}`]: String(options.source ?? 1),
      [`gform_target_page_number_${formId}`]: String(options.target ?? 0),
      gform_submission_method: 'ajax',
      ...fields,
    },
    options.remoteAddress ? { remoteAddress: options.remoteAddress } : {},
  );
  const json = unwrap(response.body);
  return {
    status: response.status,
    success: json.success as boolean,
    ...(typeof json.code === 'string' ? { code: json.code } : {}),
    data: json.data as SubmitAnswer['data'],
    raw: response.body,
  };
}

/** The contact form (1) filled in completely. */
export const CONTACT_VALID = {
  input_1: 'Ada Lovelace',
  input_2: 'ada@example.test',
  input_4: 'booking',
  input_5: 'A table for eight on Saturday, please.',
  'input_6.1': '1',
} as const;

/** The catering form (2), every page valid, a birthday. */
export const CATERING_VALID = {
  input_1: 'birthday',
  input_3: '2027-05-01',
  input_4: '40',
  input_5: 'lunch',
  'input_6.1': 'vegetarian',
  input_8: 'Grace Hopper',
  input_9: 'grace@example.test',
} as const;

/** Submission speeds of a visitor who took their time (60 s on each page). */
export const SLOW_SPEEDS = JSON.stringify({ pages: { 1: [60_000], 2: [60_000], 3: [60_000] } });
