import { GFORM_JSON_END, GFORM_JSON_START, GFORM_NONCE_FIELD } from '@site-widgets/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { CATERING_VALID, CONTACT_VALID, seedDemoForms } from './support/embedded-forms.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';
import { countRows, newUniqueId } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const RUN_OPTIONS = { numRuns: 120, timeout: 10_000 };
const TEST_TIMEOUT = 120_000;

/** Names a gform_submit_form body may hold: the hidden fields, the demo forms' inputs, and junk. */
const FIELD_NAMES = [
  'form_id',
  'gform_save',
  'gform_send_resume_link',
  'gform_resume_email',
  'gform_resume_token',
  'gform_submission_method',
  'version_hash',
  'gform_submission_speeds',
  'gform_unique_id',
  'gform_uploaded_files',
  'current_page_url',
  'gform_source_page_number_1',
  'gform_target_page_number_1',
  'gform_source_page_number_2',
  'gform_target_page_number_2',
  'gform_source_page_number_3',
  'gform_target_page_number_3',
  'input_1',
  'input_2',
  'input_4',
  'input_5',
  'input_6.1',
  'input_6.3',
  'input_7',
  'input_8.1',
  'input_999',
  '__proto__',
  'constructor',
];

const value = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '0',
    '1',
    '2',
    '3',
    '-1',
    '99999999999',
    'iframe',
    'ajax',
    '{"pages":{"1":[1e308,-5,"x"]}}',
    newUniqueId(),
  ),
);

const unwrapped = (body: string) => {
  const start = body.indexOf(GFORM_JSON_START);
  const end = body.indexOf(GFORM_JSON_END);
  expect(start).toBeGreaterThanOrEqual(0);
  return JSON.parse(body.slice(start + GFORM_JSON_START.length, end)) as { success: boolean; data: unknown };
};

describe.each(DIALECTS)('fuzzing the gform actions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      submissions: { rateLimit: { limit: 1_000_000, windowSeconds: 600 } },
    });
    await seedDemoForms(t.database.db);
  });
  afterAll(async () => t?.close());

  it('answers a current_page_url that is no address (two backslashes, found by the fuzzer) like any other', async () => {
    for (const currentPageUrl of ['\\\\', '\\', 'http://[', '//']) {
      const response = await t.ajax({
        action: 'gform_submit_form',
        [GFORM_NONCE_FIELD]: t.nonce,
        form_id: '1',
        current_page_url: currentPageUrl,
      });
      expect(response.status, JSON.stringify(currentPageUrl)).toBe(200);
      expect(unwrapped(response.body).success).toBe(false);
    }
  });

  it(
    'gform_submit_form never answers 5xx, never echoes raw markup, and stores only confirmed submits',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Record<string, string>>({}, CONTACT_VALID, CATERING_VALID),
          fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 12 }),
          fc.constantFrom('1', '2', '3', '0', 'x'),
          async (base, fields, formId) => {
            const before = await countRows(t.database, 'form_entries');
            const response = await t.ajax({
              action: 'gform_submit_form',
              [GFORM_NONCE_FIELD]: t.nonce,
              form_id: formId,
              ...base,
              ...fields,
            });
            expect(response.status).toBeLessThan(500);
            if (response.status !== 200) return;
            expect(response.body).not.toMatch(/<(script|img|svg|iframe)/i);
            const answer = unwrapped(response.body);
            const after = await countRows(t.database, 'form_entries');
            const confirmed =
              answer.success &&
              typeof answer.data === 'object' &&
              answer.data !== null &&
              (answer.data as { confirmation_type?: string }).confirmation_type !== '';
            if (!confirmed) expect(after).toBe(before);
            else expect(after - before).toBeLessThanOrEqual(1);
          },
        ),
        RUN_OPTIONS,
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'gform_get_config and gform_validate_config never answer 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(value, value, value, async (args, configPath, config) => {
          const got = await t.ajax({
            action: 'gform_get_config',
            [GFORM_NONCE_FIELD]: t.nonce,
            args,
            config_path: configPath,
          });
          expect(got.status).toBeLessThan(500);
          if (got.status === 200) expect(unwrapped(got.body).success).toBe(false);
          const validated = await t.ajax({
            action: 'gform_validate_config',
            [GFORM_NONCE_FIELD]: t.nonce,
            config,
          });
          expect(validated.status).toBeLessThan(500);
          if (validated.status === 200) expect(JSON.parse(validated.body).success).toBe(false);
        }),
        RUN_OPTIONS,
      );
    },
    TEST_TIMEOUT,
  );
});
