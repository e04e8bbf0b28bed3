import {
  FORM_BUILDER_EMAIL_ACTION,
  FORM_BUILDER_MAILCHIMP_ACTION,
  FORM_BUILDER_META_ACTION,
  FORM_BUILDER_RECAPTCHA_ACTION,
  FORM_BUILDER_SUBMISSIONS_ACTION,
  FORM_BUILDER_TOKEN_ACTION,
  FORM_BUILDER_UPLOAD_ACTION,
  FORM_BUILDER_UPLOAD_NONCE_FIELD,
  FORM_BUILDER_WEBHOOK_ACTION,
  type FormBuilderActionName,
  type FormBuilderAnswer,
  formBuilderEmailRequestSchema,
  formBuilderMailchimpRequestSchema,
  formBuilderMetaRequestSchema,
  formBuilderRecaptchaRequestSchema,
  formBuilderSubmissionsRequestSchema,
  formBuilderUploadRequestSchema,
  formBuilderWebhookRequestSchema,
  NONCE_FIELD,
} from '@site-widgets/contract';
import * as z from 'zod/mini';
import type { NonceService } from '../../../security/nonce.ts';
import { type AjaxAnswer, type AjaxContext, defineAction, PAGE_NONCE_SCOPE } from '../../ajax/ajax-action.ts';
import { MAX_FILE_BYTES } from '../../ajax/read-fields.ts';
import type { CaptchaVerifier } from '../../submissions/captcha.ts';
import { requestOrigin } from '../actions.ts';
import type { FormBuilderForm, FormBuilderRepository } from './form-builder-repository.ts';
import type { createFormBuilderUpload } from './form-builder-upload.ts';
import type { SubmissionTokens } from './submission-token.ts';
import type { SubmitFormBuilder, SubmitOutcome } from './submit-form-builder.ts';

export interface FormBuilderActionsDeps {
  repository: FormBuilderRepository;
  submit: SubmitFormBuilder;
  upload: ReturnType<typeof createFormBuilderUpload>;
  tokens: SubmissionTokens;
  nonces: NonceService;
  captcha: CaptchaVerifier | undefined;
}

const json = (answer: FormBuilderAnswer, status = 200): AjaxAnswer => ({
  kind: 'json',
  status,
  body: answer,
});
const failure = (status: number, code: string, message: string, field?: string): AjaxAnswer =>
  json({ success: false, data: { code, message, ...(field ? { field } : {}) } }, status);
const unknownForm = (field: string) =>
  failure(404, 'SW_UNKNOWN_FORM_BUILDER', `${field}: no form builder form has this id`, field);

/** Every nonce field the add-on's calls use; the runtime's own `wpfb_nonce` too. */
const NONCE_FIELDS = ['nonce', NONCE_FIELD];

function answerOf(outcome: SubmitOutcome, form: FormBuilderForm, tokens: SubmissionTokens): AjaxAnswer {
  if (!outcome.ok) {
    if (outcome.retryAfterSeconds) return failure(429, outcome.code, outcome.message);
    return failure(outcome.status, outcome.code, outcome.message, outcome.field);
  }
  const actions = Object.fromEntries(
    Object.entries(outcome.actions).map(([name, one]) => [name, one.status]),
  );
  return json({
    success: true,
    data: {
      message: form.settings.messages.success,
      post_id: outcome.postId,
      token: tokens.issue(outcome.postId),
      actions,
    },
  });
}

/**
 * spec 001 §7: the add-on form builder's eight actions. The form id names a stored form; what it runs,
 * where data goes and what uploads it takes are read from it, never from the request.
 */
export function formBuilderActions(deps: FormBuilderActionsDeps) {
  const stored = async (id: number) => deps.repository.findForm(id);

  /** One action of the stored form, run as its own submission record (a client of the original protocol). */
  async function single(
    action: FormBuilderActionName,
    formId: number,
    formField: string,
    contentJson: string,
    contentField: string,
    context: AjaxContext,
  ): Promise<AjaxAnswer> {
    const form = await stored(formId);
    if (!form) return unknownForm(formField);
    if (!form.settings.actions.includes(action))
      return failure(
        409,
        'SW_FORM_BUILDER_ACTION_OFF',
        `${formField}: this form does not run ${action}`,
        formField,
      );
    const outcome = await deps.submit({
      form,
      contentJson,
      contentField,
      actions: [action],
      clientIp: context.request.ip,
      origin: requestOrigin(context.request),
    });
    return answerOf(outcome, form, deps.tokens);
  }

  return [
    defineAction({
      name: FORM_BUILDER_TOKEN_ACTION,
      fields: z.object({}),
      nonceScope: PAGE_NONCE_SCOPE,
      // spec 001 §7 eael_get_token: how a page served from a cache gets a fresh nonce, so it asks without one.
      nonceFree: true,
      handle: async () => json({ success: true, data: { nonce: deps.nonces.issue(PAGE_NONCE_SCOPE) } }),
    }),
    defineAction({
      name: FORM_BUILDER_UPLOAD_ACTION,
      fields: formBuilderUploadRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: [FORM_BUILDER_UPLOAD_NONCE_FIELD, ...NONCE_FIELDS],
      files: [{ field: 'uploaded_file', maxBytes: MAX_FILE_BYTES }],
      async handle(fields, context) {
        const form = await stored(fields.wpr_form_id);
        if (!form) return unknownForm('wpr_form_id');
        const field = form.settings.fields.find((one) => one.id === fields.field_id && one.type === 'file');
        if (!field?.upload)
          return failure(
            404,
            'SW_UNKNOWN_FORM_BUILDER',
            'field_id: this form has no such upload field',
            'field_id',
          );
        const file = context.files.get('uploaded_file');
        if (!file) return failure(400, 'SW_BAD_FIELD', 'uploaded_file: a file is required', 'uploaded_file');
        const { status, answer } = await deps.upload(field.upload, fields, file, context.request.ip);
        if (answer.data.cause === 'filesize' && field.upload.sizeNotice)
          answer.data.message = field.upload.sizeNotice;
        return json(answer, status);
      },
    }),
    defineAction({
      name: FORM_BUILDER_RECAPTCHA_ACTION,
      fields: formBuilderRecaptchaRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, context) {
        if (!deps.captcha)
          return failure(200, 'SW_CAPTCHA_UNAVAILABLE', 'reCAPTCHA is not set up on this server.');
        const verdict = await deps.captcha.verify(fields['g-recaptcha-response'], context.request.ip);
        if (verdict === 'passed') return json({ success: true, data: {} });
        return verdict === 'failed'
          ? failure(200, 'SW_FORM_BUILDER_RECAPTCHA', 'The reCAPTCHA answer did not verify.')
          : failure(200, 'SW_CAPTCHA_UNAVAILABLE', 'The reCAPTCHA service could not be reached.');
      },
    }),
    defineAction({
      name: FORM_BUILDER_EMAIL_ACTION,
      fields: formBuilderEmailRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      handle: (fields, context) =>
        single('email', fields.wpr_form_id, 'wpr_form_id', fields.form_content, 'form_content', context),
    }),
    defineAction({
      name: FORM_BUILDER_WEBHOOK_ACTION,
      fields: formBuilderWebhookRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      handle: (fields, context) =>
        single('webhook', fields.wpr_form_id, 'wpr_form_id', fields.form_content, 'form_content', context),
    }),
    defineAction({
      name: FORM_BUILDER_MAILCHIMP_ACTION,
      fields: formBuilderMailchimpRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      handle: (fields, context) =>
        single('mailchimp', fields.wpr_form_id, 'wpr_form_id', fields.form_data, 'form_data', context),
    }),
    defineAction({
      name: FORM_BUILDER_SUBMISSIONS_ACTION,
      fields: formBuilderSubmissionsRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields, context) {
        const form = await stored(fields.form_id);
        if (!form) return unknownForm('form_id');
        if (form.settings.recaptcha) {
          const answer = fields['g-recaptcha-response'] ?? '';
          const verdict =
            answer === '' || !deps.captcha ? 'failed' : await deps.captcha.verify(answer, context.request.ip);
          if (verdict !== 'passed')
            return failure(
              200,
              'SW_FORM_BUILDER_RECAPTCHA',
              form.settings.messages.recaptcha,
              'g-recaptcha-response',
            );
        }
        // Every action the stored form lists runs here, in one transaction (our widget's one call).
        const outcome = await deps.submit({
          form,
          contentJson: fields.form_content,
          contentField: 'form_content',
          actions: form.settings.actions,
          formPage: fields.form_page,
          formPageId: fields.form_page_id,
          clientIp: context.request.ip,
          origin: requestOrigin(context.request),
        });
        return answerOf(outcome, form, deps.tokens);
      },
    }),
    defineAction({
      name: FORM_BUILDER_META_ACTION,
      fields: formBuilderMetaRequestSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      nonceFields: NONCE_FIELDS,
      async handle(fields) {
        if (!deps.tokens.verify(fields.post_id, fields.token))
          return failure(
            403,
            'SW_FORM_BUILDER_BAD_TOKEN',
            'post_id: the token is not this submission’s',
            'token',
          );
        const submission = await deps.repository.findSubmission(fields.post_id);
        const form = submission ? await stored(submission.formId) : undefined;
        if (!submission || !form)
          return failure(404, 'SW_UNKNOWN_FORM_BUILDER', 'post_id: no such submission', 'post_id');
        if (!form.settings.actions.includes(fields.action_name))
          return failure(
            409,
            'SW_FORM_BUILDER_ACTION_OFF',
            'action_name: this form does not run it',
            'action_name',
          );
        await deps.repository.report(submission.id, fields.action_name, {
          status: fields.status,
          message: fields.message,
        });
        return json({ success: true, data: {} });
      },
    }),
  ];
}
