import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  FORM_BUILDER_UPLOAD_NONCE_FIELD,
  formBuilderSettingsSchema,
  NONCE_FIELD,
} from '@site-widgets/contract';
import { wireFormContent } from '@site-widgets/core/forms/addon-form-builder/form-content.ts';
import type { FormBuilderValues } from '@site-widgets/core/forms/addon-form-builder/step-validation.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { FORM_BUILDER_FORMS } from '../src/cli/form-builder.ts';
import { runSettingsCommand } from '../src/cli/settings-command.ts';
import { seedDemoFormBuilder } from '../src/modules/forms/addon-form-builder/demo-form-builder.ts';
import type {
  FormBuilderDeliveries,
  FormBuilderSubscription,
  FormBuilderWebhook,
} from '../src/modules/forms/addon-form-builder/form-builder-deliveries.ts';
import { createFormBuilderRepository } from '../src/modules/forms/addon-form-builder/form-builder-repository.ts';
import { removeOrphanFormBuilderUploads } from '../src/modules/forms/addon-form-builder/orphan-form-builder-uploads.ts';
import type { CaptchaVerifier } from '../src/modules/submissions/captcha.ts';
import { DIALECTS } from './support/databases.ts';
import { testImage } from './support/form-uploads.ts';
import { HOSTILE_STRINGS } from './support/hostile-strings.ts';
import { createTestApp, type MultipartValue, type TestApp } from './support/test-app.ts';

/** A form with every kind of field the content rules name, and every action. */
const FORM = {
  title: 'Party order',
  steps: ['One', 'Two'],
  fields: [
    { id: 'name', type: 'text', label: 'Name', required: true },
    { id: 'mail', type: 'email', label: 'E-mail', required: true },
    { id: 'born', type: 'date', label: 'Birthday' },
    {
      id: 'diet',
      type: 'checkbox',
      label: 'Diet',
      options: [
        { value: 'vegan', label: 'Vegan' },
        { value: 'nuts', label: 'Nut-free' },
        { value: 'gluten', label: 'Gluten-free' },
      ],
    },
    {
      id: 'size',
      type: 'radio',
      label: 'Size',
      required: true,
      step: 1,
      options: [
        { value: 'small', label: 'Small' },
        { value: 'large', label: 'Large' },
      ],
    },
    {
      id: 'menu',
      type: 'select',
      label: 'Menu',
      multiple: true,
      step: 1,
      options: [
        { value: 'tea', label: 'Tea' },
        { value: 'cake', label: 'Cake' },
        { value: 'soup', label: 'Soup' },
      ],
    },
    {
      id: 'photo',
      type: 'file',
      label: 'Photo',
      step: 1,
      upload: {
        allowedTypes: ['png', 'jpg'],
        maxFileBytes: 40_000,
        sizeNotice: 'Photos up to 40 KB, please.',
      },
    },
    { id: 'notes', type: 'textarea', label: 'Notes', step: 1 },
  ],
  actions: ['submissions', 'email', 'webhook', 'mailchimp'],
  email: { to: 'owner@cafe.example', subject: 'New party order' },
  webhookUrl: 'https://hooks.example/party',
  mailchimp: {
    listId: 'list-42',
    fields: { email: 'mail', FNAME: 'name', group_id: 'diet', birthday_field: 'born' },
  },
  messages: { success: 'Thanks!', error: 'Oops.' },
  redirectUrl: 'https://cafe.example/thanks',
};

/** A recording fake of the deliveries port. */
function recordingFake() {
  const webhooks: FormBuilderWebhook[] = [];
  const subscriptions: FormBuilderSubscription[] = [];
  const deliveries: FormBuilderDeliveries = {
    async webhook(_trx, webhook) {
      webhooks.push(webhook);
      return 'queued';
    },
    async subscribe(_trx, subscription) {
      subscriptions.push(subscription);
      return 'pending';
    },
  };
  return { deliveries, webhooks, subscriptions };
}

const VALUES = {
  name: 'Ann',
  mail: 'ann@example.com',
  born: '1990-07-04',
  diet: ['vegan', 'gluten'],
  size: 'large',
  menu: ['tea', 'soup'],
  notes: '',
};

const content = (values: FormBuilderValues = VALUES) =>
  JSON.stringify(wireFormContent(formBuilderSettingsSchema.parse(FORM).fields, values));

for (const dialect of DIALECTS) {
  describe(`add-on form builder actions (${dialect})`, () => {
    let t: TestApp;
    afterEach(async () => t?.close());

    async function setup(
      options: {
        deliveries?: FormBuilderDeliveries;
        captcha?: CaptchaVerifier;
        form?: object;
        unlimited?: boolean;
      } = {},
    ) {
      t = await createTestApp(dialect, {
        formBuilder: {
          ...(options.unlimited ? { rateLimit: { limit: 1_000_000, windowSeconds: 600 } } : {}),
          ...(options.deliveries ? { deliveries: options.deliveries } : {}),
          ...(options.captcha ? { captcha: options.captcha } : {}),
        },
      });
      const repository = createFormBuilderRepository(t.database.db);
      const formId = await repository.forms.insert('Party order', options.form ?? FORM);
      return { repository, formId };
    }

    const upload = (
      formId: number,
      file: Buffer,
      filename: string,
      extra: Array<[string, MultipartValue]> = [],
    ) =>
      t.ajaxMultipart([
        ['action', 'wpr_addons_upload_file'],
        ['wpr_form_id', String(formId)],
        ['field_id', 'photo'],
        ...extra,
        ['uploaded_file', { file, filename, contentType: 'image/png' }],
      ]);
    const submit = (formId: number, fields: Record<string, string> = {}) =>
      t.ajax({
        action: 'wpr_form_builder_submissions',
        form_id: String(formId),
        form_content: content(),
        ...fields,
      });
    const outbox = async () => t.database.db.selectFrom('outbox').selectAll().execute();
    const submissions = async () =>
      t.database.db.selectFrom('form_builder_submissions').selectAll().execute();

    it('eael_get_token hands out a nonce without one, and it verifies', async () => {
      await setup();
      const response = await t.ajax({ action: 'eael_get_token', [NONCE_FIELD]: '' });
      expect(response.status).toBe(200);
      const body = JSON.parse(response.body);
      expect(body.success).toBe(true);
      expect(t.nonces.verify('site-widgets-public', body.data.nonce)).toBe(true);
    });

    it('uploads a real image to a stored field; it is served only once a submission holds it', async () => {
      const { formId } = await setup();
      const response = await upload(formId, await testImage('png', 24), 'venue.png');
      const body = JSON.parse(response.body);
      expect(body.success).toBe(true);
      expect(body.data.url).toMatch(/^\/form-builder\/files\/[0-9a-f]{32}\.png\/photo\.png$/);
      expect((await t.app.inject({ url: body.data.url })).statusCode).toBe(404);
      const sent = await submit(formId, { form_content: content({ ...VALUES, photo: body.data.url }) });
      expect(JSON.parse(sent.body).success).toBe(true);
      const served = await t.app.inject({ url: body.data.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // One submission holds it: a second may not claim it.
      const again = await submit(formId, { form_content: content({ ...VALUES, photo: body.data.url }) });
      expect(again.status).toBe(400);
      expect(JSON.parse(again.body).data.code).toBe('SW_FORM_BUILDER_INVALID');
    });

    it('the CVE: a request allowing php, html and svg with a huge size is refused by content and the stored size', async () => {
      const { formId } = await setup();
      const claims: Array<[string, MultipartValue]> = [
        ['allowed_file_types', 'php,html,svg'],
        ['max_file_size', '999999999'],
      ];
      const hostile = [
        [Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.php'],
        [Buffer.from('<html><script>alert(1)</script></html>'), 'page.html'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg'],
        [Buffer.from('<?php echo 1; ?>'), 'looks-fine.png'],
      ] as const;
      for (const [file, name] of hostile) {
        const body = JSON.parse((await upload(formId, file, name, claims)).body);
        expect(body).toEqual({
          success: false,
          data: { cause: 'filetype', message: 'Only png, jpg files are allowed.' },
        });
      }
      const big = await testImage('png', 200);
      expect(big.length).toBeGreaterThan(40_000);
      const body = JSON.parse((await upload(formId, big, 'big.png', claims)).body);
      expect(body).toEqual({
        success: false,
        data: { cause: 'filesize', message: 'Photos up to 40 KB, please.' },
      });
      const files = fs.readdirSync(path.join(t.dataDir, 'form-builder-uploads', 'files'));
      expect(files).toEqual([]);
      expect(await t.database.db.selectFrom('form_builder_uploads').selectAll().execute()).toEqual([]);
    });

    it('refuses uploads without a file, to unknown forms or fields, with a bad nonce or without the form id', async () => {
      const { formId } = await setup();
      const image = await testImage('png', 16);
      const noFile = await t.ajaxMultipart([
        ['action', 'wpr_addons_upload_file'],
        ['wpr_form_id', String(formId)],
        ['field_id', 'photo'],
      ]);
      expect(noFile.status).toBe(400);
      expect((await upload(formId + 1, image, 'a.png')).status).toBe(404);
      const otherField = await t.ajaxMultipart([
        ['action', 'wpr_addons_upload_file'],
        ['wpr_form_id', String(formId)],
        ['field_id', 'name'],
        ['uploaded_file', { file: image, filename: 'a.png', contentType: 'image/png' }],
      ]);
      expect(otherField.status).toBe(404);
      const badNonce = await t.ajaxMultipart([
        [NONCE_FIELD, 'x'],
        [FORM_BUILDER_UPLOAD_NONCE_FIELD, 'forged.nonce'],
        ['action', 'wpr_addons_upload_file'],
        ['wpr_form_id', String(formId)],
        ['field_id', 'photo'],
        ['uploaded_file', { file: image, filename: 'a.png', contentType: 'image/png' }],
      ]);
      expect([badNonce.status, badNonce.body]).toEqual([403, '-1']);
      const noForm = await t.ajaxMultipart([
        ['action', 'wpr_addons_upload_file'],
        ['field_id', 'photo'],
        ['uploaded_file', { file: image, filename: 'a.png', contentType: 'image/png' }],
      ]);
      expect(noForm.status).toBe(400);
      expect(JSON.parse(noForm.body).field).toBe('wpr_form_id');
      const sqlish = await t.ajaxMultipart([
        ['action', 'wpr_addons_upload_file'],
        ['wpr_form_id', '1 OR 1=1; DROP TABLE form_builder_forms;--'],
        ['field_id', 'photo'],
        ['uploaded_file', { file: image, filename: 'a.png', contentType: 'image/png' }],
      ]);
      expect(sqlish.status).toBe(400);
      expect(await t.database.db.selectFrom('form_builder_forms').selectAll().execute()).toHaveLength(1);
    });

    it('wpr_verify_recaptcha answers the verifier’s verdict, and success false when none is set up', async () => {
      await setup();
      const none = JSON.parse(
        (await t.ajax({ action: 'wpr_verify_recaptcha', 'g-recaptcha-response': 'x' })).body,
      );
      expect(none).toMatchObject({ success: false, data: { code: 'SW_CAPTCHA_UNAVAILABLE' } });
      await t.close();
      const answers: string[] = [];
      await setup({
        captcha: {
          async verify(answer) {
            answers.push(answer);
            return answer === 'good' ? 'passed' : 'failed';
          },
        },
      });
      expect(
        JSON.parse((await t.ajax({ action: 'wpr_verify_recaptcha', 'g-recaptcha-response': 'good' })).body),
      ).toEqual({
        success: true,
        data: {},
      });
      expect(
        JSON.parse((await t.ajax({ action: 'wpr_verify_recaptcha', 'g-recaptcha-response': 'bad' })).body)
          .success,
      ).toBe(false);
      expect((await t.ajax({ action: 'wpr_verify_recaptcha' })).status).toBe(400);
      expect(answers).toEqual(['good', 'bad']);
    });

    it('a form asking for reCAPTCHA takes no submission without a verified answer', async () => {
      const { formId } = await setup({
        form: { ...FORM, recaptcha: true, messages: { recaptcha: 'Prove it.' } },
        captcha: { verify: async (answer) => (answer === 'good' ? 'passed' : 'failed') },
      });
      const missing = JSON.parse((await submit(formId)).body);
      expect(missing).toMatchObject({
        success: false,
        data: { code: 'SW_FORM_BUILDER_RECAPTCHA', message: 'Prove it.' },
      });
      expect(JSON.parse((await submit(formId, { 'g-recaptcha-response': 'bad' })).body).success).toBe(false);
      expect(await submissions()).toHaveLength(0);
      expect(JSON.parse((await submit(formId, { 'g-recaptcha-response': 'good' })).body).success).toBe(true);
    });

    it('wpr_form_builder_submissions stores the flattened content and runs every stored action in one go', async () => {
      const fake = recordingFake();
      const { formId, repository } = await setup({ deliveries: fake.deliveries });
      const response = await submit(formId, {
        form_name: 'Forged name',
        form_page: 'Catering',
        form_page_id: '7',
      });
      expect(response.status).toBe(200);
      const body = JSON.parse(response.body);
      expect(body).toMatchObject({
        success: true,
        data: {
          message: 'Thanks!',
          post_id: expect.any(Number),
          token: expect.stringMatching(/^[\w-]{43}$/),
          actions: { submissions: 'success', email: 'success', webhook: 'queued', mailchimp: 'pending' },
        },
      });
      const stored = await repository.findSubmission(body.data.post_id);
      expect(stored?.content).toEqual({
        name: ['text', 'Ann', 'Name'],
        mail: ['email', 'ann@example.com', 'E-mail'],
        born: ['date', '1990-07-04', 'Birthday'],
        diet: ['checkbox', 'vegan,gluten', 'Diet'],
        size: ['radio', 'large', 'Size'],
        menu: ['select', 'tea, soup', 'Menu'],
        photo: ['file', '', 'Photo'],
        notes: ['textarea', '', 'Notes'],
      });
      expect(stored?.formName).toBe('Party order');
      expect(stored?.actions.webhook).toEqual({ status: 'queued', message: 'https://hooks.example/party' });
      const mails = await outbox();
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ recipient: 'owner@cafe.example', subject: 'New party order' });
      expect(mails[0]?.body).toContain('Diet: vegan,gluten');
      expect(fake.webhooks).toEqual([
        {
          formId,
          formName: 'Party order',
          url: 'https://hooks.example/party',
          payload: {
            form_id: formId,
            form_name: 'Party order',
            post_id: body.data.post_id,
            form_content: stored?.content,
          },
        },
      ]);
      expect(fake.subscriptions).toEqual([
        {
          listId: 'list-42',
          email: 'ann@example.com',
          mergeFields: { FNAME: 'Ann' },
          interests: { vegan: true, gluten: true },
          birthday: '07/04',
        },
      ]);
    });

    it('a delivery that fails rolls back the submission, its mail and its statuses', async () => {
      const { formId } = await setup({
        deliveries: {
          webhook: async () => {
            throw new Error('queue down');
          },
          subscribe: async () => 'pending',
        },
      });
      const response = await submit(formId);
      expect(response.status).toBe(503);
      expect(JSON.parse(response.body).data.code).toBe('SW_FORM_BUILDER_DELIVERY_FAILED');
      expect(await submissions()).toHaveLength(0);
      expect(await outbox()).toHaveLength(0);
    });

    it('by default the webhook is queued in the webhook outbox and the visitor subscribed to the stored newsletter list, with the submission', async () => {
      const { formId, repository } = await setup();
      await t.database.db
        .insertInto('newsletter_lists')
        .values({
          list_id: 'list-42',
          name: 'Party news',
          double_opt_in: 1,
          remote_list_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const body = JSON.parse((await submit(formId)).body);
      expect(body.data.actions).toMatchObject({ webhook: 'queued', mailchimp: 'pending' });
      const subscriber = await t.database.db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .executeTakeFirstOrThrow();
      expect(subscriber).toMatchObject({ list_id: 'list-42', email: 'ann@example.com', status: 'pending' });
      expect(JSON.parse(subscriber.merge_fields)).toEqual({ FNAME: 'Ann', BIRTHDAY: '07/04' });
      expect(JSON.parse(subscriber.interests)).toEqual(['vegan', 'gluten']);
      // The double opt-in mail went out with the submission's own mail, in its transaction.
      expect((await outbox()).map((mail) => mail.recipient).sort()).toEqual([
        'ann@example.com',
        'owner@cafe.example',
      ]);
      const queued = await t.database.db.selectFrom('webhook_deliveries').selectAll().execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({
        form_id: String(formId),
        event: 'form.submitted',
        url: 'https://hooks.example/party',
        status: 'pending',
      });
      expect(JSON.parse(queued[0]?.payload ?? '{}')).toMatchObject({ post_id: body.data.post_id });
      expect((await repository.findSubmission(body.data.post_id))?.actions.mailchimp).toEqual({
        status: 'pending',
        message: 'list-42',
      });
    });

    it('keeps the submission when the stored list does not exist (status unknown-list); a delivery nobody wired is a clear error', async () => {
      const { formId, repository } = await setup();
      const body = JSON.parse((await submit(formId)).body);
      expect(body.success).toBe(true);
      expect((await repository.findSubmission(body.data.post_id))?.actions.mailchimp).toEqual({
        status: 'unknown-list',
        message: 'list-42',
      });
      await t.close();
      const only = await setup({ deliveries: { webhook: async () => 'queued' } });
      const refused = await submit(only.formId);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body).data.code).toBe('SW_FORM_BUILDER_NO_DELIVERY');
      expect(await submissions()).toHaveLength(0);
    });

    it('refuses hostile submissions naming the field, and never answers raw < from visitor text', async () => {
      const { formId } = await setup({ deliveries: recordingFake().deliveries });
      const cases: Array<[Record<string, string>, number, string]> = [
        [{ form_content: content({ ...VALUES, name: '' }) }, 400, 'form_content: name: is required'],
        [
          {
            form_content: JSON.stringify({
              ...JSON.parse(content()),
              size: ['radio', [['huge', true, 'size', 'x']], 'Size'],
            }),
          },
          400,
          'form_content: size: is not one of its choices',
        ],
        [{ form_content: '{not json' }, 400, 'form_content: must be JSON'],
        [{ form_content: 'x'.repeat(60_001) }, 400, ''],
        [{ form_content: '[]' }, 400, ''],
        [
          {
            form_content: content({
              ...VALUES,
              photo: '/form-builder/files/0123456789abcdef0123456789abcdef.png/a.png',
            }),
          },
          400,
          'form_content: photo: is not a file uploaded to this field',
        ],
        [
          { form_content: content({ ...VALUES, photo: 'https://evil.example/x.php' }) },
          400,
          'form_content: photo: is not a file uploaded to this field',
        ],
        [{ form_id: '999' }, 404, 'form_id: no form builder form has this id'],
        [{ form_id: "1' OR '1'='1" }, 400, ''],
        [{ form_id: '' }, 400, ''],
      ];
      for (const [fields, status, message] of cases) {
        const response = await submit(formId, fields);
        expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
        if (message)
          expect(JSON.parse(response.body).data?.message ?? JSON.parse(response.body).message).toBe(message);
      }
      const bad = await t.ajax({
        action: 'wpr_form_builder_submissions',
        [NONCE_FIELD]: 'x',
        nonce: 'bad',
        form_id: String(formId),
        form_content: content(),
      });
      expect([bad.status, bad.body]).toEqual([403, '-1']);
      expect(await submissions()).toHaveLength(0);
      const hostile = "<script>alert(1)</script>'; DROP TABLE form_builder_submissions; --";
      const response = await submit(formId, {
        form_content: content({ ...VALUES, name: hostile, notes: hostile }),
      });
      expect(response.status).toBe(200);
      expect(response.body).not.toContain('<');
      const rows = await submissions();
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]?.content ?? '{}').name[1]).toBe(hostile);
      // A hostile label or type from the browser is never stored: the form's own are.
      const forged = await submit(formId, {
        form_content: JSON.stringify({
          ...JSON.parse(content()),
          name: ['<img src=x onerror=alert(1)>', 'Bo', '<b>x</b>'],
        }),
      });
      const post = JSON.parse(forged.body).data.post_id;
      const row = (await submissions()).find((one) => Number(one.id) === post);
      expect(JSON.parse(row?.content ?? '{}').name).toEqual(['text', 'Bo', 'Name']);
    });

    it('counts submissions per address and form: the sixth in the window is refused', async () => {
      const { formId } = await setup({ deliveries: recordingFake().deliveries });
      for (let i = 0; i < 5; i++) expect((await submit(formId)).status).toBe(200);
      const sixth = await submit(formId);
      expect(sixth.status).toBe(429);
      expect(await submissions()).toHaveLength(5);
    });

    it('wpr_form_builder_email writes the mail with its own record; a form without the email action refuses it', async () => {
      const { formId } = await setup({ deliveries: recordingFake().deliveries });
      const response = await t.ajax({
        action: 'wpr_form_builder_email',
        nonce: t.nonce,
        wpr_form_id: String(formId),
        form_content: content(),
      });
      expect(JSON.parse(response.body)).toMatchObject({
        success: true,
        data: { actions: { email: 'success' } },
      });
      expect(await outbox()).toHaveLength(1);
      const rows = await submissions();
      expect(rows).toHaveLength(1);
      expect(JSON.parse(rows[0]?.action_statuses ?? '{}')).toEqual({
        email: { status: 'success', message: 'queued in the outbox' },
      });
      const other = await createFormBuilderRepository(t.database.db).forms.insert('No mail', {
        ...FORM,
        actions: ['submissions'],
      });
      const off = await t.ajax({
        action: 'wpr_form_builder_email',
        wpr_form_id: String(other),
        form_content: content(),
      });
      expect(off.status).toBe(409);
      expect(
        (await t.ajax({ action: 'wpr_form_builder_email', wpr_form_id: '424242', form_content: content() }))
          .status,
      ).toBe(404);
      expect((await t.ajax({ action: 'wpr_form_builder_email', wpr_form_id: String(formId) })).status).toBe(
        400,
      );
      expect(await outbox()).toHaveLength(1);
    });

    it('wpr_form_builder_webhook sends to the stored URL only, whatever form_name says', async () => {
      const fake = recordingFake();
      const { formId } = await setup({ deliveries: fake.deliveries });
      const response = await t.ajax({
        action: 'wpr_form_builder_webhook',
        wpr_form_id: String(formId),
        form_name: '<script>x</script>',
        webhook_url: 'http://169.254.169.254/latest',
        form_content: content(),
      });
      expect(JSON.parse(response.body).success).toBe(true);
      expect(fake.webhooks.map((one) => [one.url, one.formName])).toEqual([
        ['https://hooks.example/party', 'Party order'],
      ]);
      expect(await outbox()).toHaveLength(0);
      expect(
        (
          await t.ajax({
            action: 'wpr_form_builder_webhook',
            wpr_form_id: String(formId),
            form_content: '{}',
          })
        ).status,
      ).toBe(400);
    });

    it('wpr_form_builder_mailchimp subscribes to the stored list with the mapped fields, ignoring listId', async () => {
      const fake = recordingFake();
      const { formId } = await setup({ deliveries: fake.deliveries });
      const response = await t.ajax({
        action: 'wpr_form_builder_mailchimp',
        wpr_form_id: String(formId),
        listId: 'attacker-list',
        form_data: content(),
      });
      expect(JSON.parse(response.body)).toMatchObject({
        success: true,
        data: { actions: { mailchimp: 'pending' } },
      });
      expect(fake.subscriptions.map((one) => [one.listId, one.email, one.birthday])).toEqual([
        ['list-42', 'ann@example.com', '07/04'],
      ]);
      const noEmail = JSON.parse(
        (
          await t.ajax({
            action: 'wpr_form_builder_mailchimp',
            wpr_form_id: String(formId),
            form_data: content({ ...VALUES, mail: '' }),
          })
        ).body,
      );
      expect(noEmail.success).toBe(false);
      expect(fake.subscriptions).toHaveLength(1);
      expect(
        (
          await t.ajax({
            action: 'wpr_form_builder_mailchimp',
            wpr_form_id: String(formId),
            form_data: 'x'.repeat(70_000),
          })
        ).status,
      ).toBe(400);
    });

    it('wpr_update_form_action_meta records a report only with the token of that very submission', async () => {
      const { formId, repository } = await setup({ deliveries: recordingFake().deliveries });
      const first = JSON.parse((await submit(formId)).body).data;
      const second = JSON.parse((await submit(formId)).body).data;
      const meta = (fields: Record<string, string>) =>
        t.ajax({
          action: 'wpr_update_form_action_meta',
          nonce: t.nonce,
          action_name: 'webhook',
          status: 'error',
          message: 'timed out',
          ...fields,
        });
      // Another visitor's post id with my token, a made-up token, none: nothing is written.
      const tampered = await meta({ post_id: String(second.post_id), token: first.token });
      expect(tampered.status).toBe(403);
      expect(JSON.parse(tampered.body).data.code).toBe('SW_FORM_BUILDER_BAD_TOKEN');
      expect((await meta({ post_id: String(second.post_id), token: 'A'.repeat(43) })).status).toBe(403);
      expect((await meta({ post_id: String(second.post_id) })).status).toBe(400);
      expect((await repository.findSubmission(second.post_id))?.reported).toEqual({});
      // My own: kept beside the server's status, which it never overwrites.
      const own = await meta({
        post_id: String(first.post_id),
        token: first.token,
        message: '<script>x</script>',
      });
      expect(JSON.parse(own.body)).toEqual({ success: true, data: {} });
      const stored = await repository.findSubmission(first.post_id);
      expect(stored?.reported).toEqual({ webhook: { status: 'error', message: '<script>x</script>' } });
      expect(stored?.actions.webhook?.status).toBe('queued');
      // Reports of several actions at once: none is lost.
      await Promise.all(
        (['email', 'mailchimp', 'submissions'] as const).map((action_name) =>
          meta({
            post_id: String(first.post_id),
            token: first.token,
            action_name,
            status: 'success',
            message: action_name,
          }),
        ),
      );
      expect(Object.keys((await repository.findSubmission(first.post_id))?.reported ?? {}).sort()).toEqual([
        'email',
        'mailchimp',
        'submissions',
        'webhook',
      ]);
      expect(
        (await meta({ post_id: String(first.post_id), token: first.token, status: 'hacked' })).status,
      ).toBe(400);
      expect(
        (await meta({ post_id: String(first.post_id), token: first.token, action_name: 'drop' })).status,
      ).toBe(400);
      expect(
        (await meta({ post_id: String(first.post_id), token: first.token, message: 'x'.repeat(501) })).status,
      ).toBe(400);
    });

    it('refuses a stored form that breaks its schema as unknown (logged), never trusting it', async () => {
      const { repository } = await setup();
      const broken = await repository.forms.insert('Broken', { ...FORM, actions: ['email', 'ftp'] });
      expect((await submit(broken)).status).toBe(404);
      const noPolicy = await repository.forms.insert('No policy', {
        ...FORM,
        fields: [{ id: 'f', type: 'file', label: 'F' }],
      });
      expect((await upload(noPolicy, await testImage('png', 8), 'a.png')).status).toBe(404);
    });

    it('takes every hostile string as a value, in any field, without a 5xx or raw markup in an answer', async () => {
      const { formId } = await setup({ deliveries: recordingFake().deliveries, unlimited: true });
      for (const hostile of HOSTILE_STRINGS) {
        const asValue = await submit(formId, {
          form_content: content({ ...VALUES, name: hostile || 'x', notes: hostile }),
        });
        expect(asValue.status, hostile).toBeLessThan(500);
        expect(asValue.body).not.toMatch(/[<>&\u2028\u2029]/);
        const asEverything = await t.ajax({
          action: 'wpr_form_builder_submissions',
          form_id: hostile,
          form_content: hostile,
          form_name: hostile,
          form_page: hostile,
        });
        expect(asEverything.status, hostile).toBeLessThan(500);
        expect(asEverything.body).not.toMatch(/[<>&\u2028\u2029]/);
      }
    }, 120_000);

    it('/catering shows the seeded catering request: its first step rendered, the rest hidden, hydration props', async () => {
      await setup();
      await seedDemoFormBuilder(t.database.db);
      await seedDemoFormBuilder(t.database.db);
      const page = await t.app.inject({ url: '/catering' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-widget="form-builder"');
      expect(page.body).toMatch(/role="progressbar"[^>]*aria-valuenow="33"/);
      expect(page.body).toContain('Date of the event');
      expect(page.body.match(/<fieldset class="sw-form-builder__step" data-step="\d" hidden/g)).toHaveLength(
        2,
      );
      // The page shows no recipient, webhook or list: only what the visitor fills in.
      expect(page.body).not.toContain('catering@harbourandhearth.example');
      expect(page.body).not.toContain('8787');
      expect(await createFormBuilderRepository(t.database.db).forms.list()).toHaveLength(2);
    });

    it('without JavaScript a single-step form posts to /form-builder/submit and gets its message page', async () => {
      const single = {
        title: 'Call me back',
        fields: [
          { id: 'name', type: 'text', label: 'Name', required: true },
          {
            id: 'when',
            type: 'checkbox',
            label: 'When',
            options: [
              { value: 'am', label: 'Morning' },
              { value: 'pm', label: 'Afternoon' },
            ],
          },
        ],
        messages: { success: 'We will call you.', error: 'Not sent.' },
      };
      const { formId, repository } = await setup({ form: single });
      const post = (fields: Array<[string, string]>, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/form-builder/submit',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            referer: 'http://localhost:80/catering',
            ...headers,
          },
          payload: new URLSearchParams(fields).toString(),
        });
      const sent = await post([
        ['form_id', String(formId)],
        [NONCE_FIELD, t.nonce],
        ['name', '<script>alert(1)</script>'],
        ['when', 'am'],
        ['when', 'pm'],
      ]);
      expect(sent.statusCode).toBe(200);
      expect(sent.body).toContain('We will call you.');
      const rows = await submissions();
      expect(JSON.parse(rows[0]?.content ?? '{}')).toEqual({
        name: ['text', '<script>alert(1)</script>', 'Name'],
        when: ['checkbox', 'am,pm', 'When'],
      });
      const empty = await post([
        ['form_id', String(formId)],
        [NONCE_FIELD, t.nonce],
      ]);
      expect(empty.statusCode).toBe(400);
      expect(empty.body).toContain('Not sent. (form: name: is required)');
      expect(
        (
          await post([
            ['form_id', String(formId)],
            [NONCE_FIELD, 'bad'],
          ])
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await post([
            ['form_id', '99999'],
            [NONCE_FIELD, t.nonce],
          ])
        ).statusCode,
      ).toBe(404);
      // A form with steps or uploads needs the script; a redirect is followed with 303.
      const stepped = await repository.forms.insert('Stepped', FORM);
      expect(
        (
          await post([
            ['form_id', String(stepped)],
            [NONCE_FIELD, t.nonce],
          ])
        ).statusCode,
      ).toBe(400);
      const redirecting = await repository.forms.insert('Redirecting', {
        ...single,
        redirectUrl: 'https://cafe.example/thanks',
      });
      const moved = await post([
        ['form_id', String(redirecting)],
        [NONCE_FIELD, t.nonce],
        ['name', 'Bo'],
      ]);
      expect([moved.statusCode, moved.headers.location]).toEqual([303, 'https://cafe.example/thanks']);
      expect(await submissions()).toHaveLength(2);
    });

    it('removes uploads no submission took within 24 h, rows and files, and keeps those a submission holds', async () => {
      const { formId } = await setup({ deliveries: recordingFake().deliveries });
      const kept = JSON.parse((await upload(formId, await testImage('png', 16), 'a.png')).body).data
        .url as string;
      const orphan = JSON.parse((await upload(formId, await testImage('png', 16), 'b.png')).body).data
        .url as string;
      await submit(formId, { form_content: content({ ...VALUES, photo: kept }) });
      const filesDir = path.join(t.dataDir, 'form-builder-uploads', 'files');
      expect(fs.readdirSync(filesDir)).toHaveLength(2);
      expect(await removeOrphanFormBuilderUploads(t.database.db, t.dataDir, new Date())).toBe(0);
      const later = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
      expect(await removeOrphanFormBuilderUploads(t.database.db, t.dataDir, later)).toBe(1);
      expect(fs.readdirSync(filesDir)).toEqual([kept.split('/')[3]]);
      expect(orphan.split('/')[3]).not.toBe(kept.split('/')[3]);
      expect((await t.app.inject({ url: kept })).statusCode).toBe(200);
    });

    it('npm run form-builder: imports and changes forms checked as the server reads them, refusing a bad one', async () => {
      const { formId, repository } = await setup();
      const run = async (...args: string[]) => {
        let out = '';
        let err = '';
        const sink = (write: (text: string) => void) =>
          new Writable({
            write(chunk, _encoding, done) {
              write(String(chunk));
              done();
            },
          });
        const code = await runSettingsCommand(FORM_BUILDER_FORMS, args, {
          stdout: sink((text) => {
            out += text;
          }),
          stderr: sink((text) => {
            err += text;
          }),
          database: t.database,
        });
        return { code, out, err };
      };
      expect((await run('set', String(formId), 'redirectUrl', '"https://cafe.example/thanks"')).code).toBe(0);
      const script = await run('set', String(formId), 'redirectUrl', '"javascript:alert(1)"');
      expect(script.code).toBe(1);
      expect(script.err).toContain('settings.redirectUrl');
      const twice = await run(
        'set',
        String(formId),
        'fields',
        JSON.stringify([FORM.fields[0], FORM.fields[0]]),
      );
      expect(twice.code).toBe(1);
      expect(twice.err).toContain('the id name is used twice');
      const wideOpen = await run(
        'set',
        String(formId),
        'fields',
        JSON.stringify([
          { id: 'f', type: 'file', label: 'F', upload: { allowedTypes: ['php'], maxFileBytes: 1000 } },
        ]),
      );
      expect(wideOpen.code).toBe(1);
      expect((await repository.findForm(formId))?.settings.redirectUrl).toBe('https://cafe.example/thanks');
      expect((await run('list')).out).toContain('Party order');
    });
  });
}
