import type { ErrorCode, FormBuilderActionName, FormBuilderSettings } from '@site-widgets/contract';
import {
  type FormContent,
  readFormContent,
} from '@site-widgets/core/forms/addon-form-builder/form-content.ts';
import { mailingListFields } from '@site-widgets/core/forms/addon-form-builder/mailing-list-fields.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.ts';
import { enqueueMail } from '../../outbox/outbox-repository.ts';
import { type RateLimitCounter, type RateLimitRule, rateLimitBucket } from '../../submissions/rate-limit.ts';
import type { FormBuilderDeliveries } from './form-builder-deliveries.ts';
import type { ActionStatus, FormBuilderForm, FormBuilderRepository } from './form-builder-repository.ts';
import { storedNameOf } from './form-builder-upload.ts';

/** Why a submission was not taken, with the HTTP status it answers and the field at fault. */
export interface SubmitRefusal {
  ok: false;
  status: number;
  code: ErrorCode;
  field?: string;
  message: string;
  retryAfterSeconds?: number;
}

export type SubmitOutcome =
  | { ok: true; postId: number; actions: Record<string, ActionStatus> }
  | SubmitRefusal;

class Refused extends Error {
  constructor(readonly refusal: SubmitRefusal) {
    super(refusal.message);
  }
}

export interface SubmitFormBuilderDeps {
  db: Kysely<DatabaseSchema>;
  repository: FormBuilderRepository;
  deliveries: FormBuilderDeliveries;
  rateLimits: RateLimitCounter;
  rateLimit: RateLimitRule;
  now: () => number;
  log: (message: string) => void;
}

export interface SubmitRequest {
  form: FormBuilderForm;
  /** The JSON text of form_content / form_data. */
  contentJson: string;
  /** The field the content came in, named in errors. */
  contentField: string;
  /** Which of the form's stored actions to run (the browser's list is never read). */
  actions: readonly FormBuilderActionName[];
  formPage?: string | undefined;
  formPageId?: string | undefined;
  clientIp: string;
  /** The submitting request's origin (links in a list's confirmation mail). */
  origin: string;
}

const oneLine = (text: string) => text.replace(/\p{Cc}/gu, ' ').slice(0, 300);

/** The mail of the `email` action: every field as "label: value", plain text (the outbox sends it). */
function submissionMail(settings: FormBuilderSettings, content: FormContent) {
  const lines = settings.fields.map((field) => `${field.label}: ${content[field.id]?.[1] ?? ''}`);
  return {
    reviewId: null,
    recipient: oneLine(settings.email?.to ?? ''),
    subject: oneLine(settings.email?.subject ?? settings.title),
    body: `${settings.title}\n\n${lines.join('\n')}\n`,
  };
}

/**
 * A submission of a stored form (spec 001 §3, §7): the content is read against the stored fields, every
 * upload it names must be this form's field's own and unclaimed, then one transaction writes the
 * submission, its mail (outbox), its deliveries (the port) and each action's status, and counts it for
 * the rate limit. The visitor is answered after the commit; a failure anywhere rolls all of it back.
 */
export function createSubmitFormBuilder(deps: SubmitFormBuilderDeps) {
  return async function submit(request: SubmitRequest): Promise<SubmitOutcome> {
    const { form } = request;
    const { settings } = form;
    const refuse = (
      code: ErrorCode,
      status: number,
      message: string,
      field = request.contentField,
    ): SubmitRefusal => ({
      ok: false,
      status,
      code,
      field,
      message,
    });
    let raw: unknown;
    try {
      raw = JSON.parse(request.contentJson);
    } catch {
      return refuse('SW_BAD_FIELD', 400, `${request.contentField}: must be JSON`);
    }
    const read = readFormContent(settings.fields, raw);
    if (!read.ok)
      return refuse(
        'SW_FORM_BUILDER_INVALID',
        400,
        `${request.contentField}: ${read.fieldId || 'content'}: ${read.reason}`,
      );
    const content = read.content;
    const uploads: string[] = [];
    for (const field of settings.fields) {
      const value = content[field.id]?.[1] ?? '';
      if (field.type !== 'file' || value === '') continue;
      const storedName = storedNameOf(value);
      const upload = storedName
        ? await deps.repository.attachableUpload(form.id, field.id, storedName)
        : undefined;
      if (!storedName || !upload)
        return refuse(
          'SW_FORM_BUILDER_INVALID',
          400,
          `${request.contentField}: ${field.id}: is not a file uploaded to this field`,
        );
      uploads.push(storedName);
    }
    for (const action of request.actions) {
      if (action === 'webhook' && (!deps.deliveries.webhook || !settings.webhookUrl))
        return refuse(
          'SW_FORM_BUILDER_NO_DELIVERY',
          503,
          'This form’s webhook delivery is not set up.',
          'action',
        );
      if (action === 'mailchimp' && (!deps.deliveries.subscribe || !settings.mailchimp))
        return refuse(
          'SW_FORM_BUILDER_NO_DELIVERY',
          503,
          'This form’s mailing-list delivery is not set up.',
          'action',
        );
      if (action === 'email' && !settings.email)
        return refuse('SW_FORM_BUILDER_NO_DELIVERY', 503, 'This form has no e-mail recipient.', 'action');
    }
    const now = deps.now();
    const bucket = `form-builder:${rateLimitBucket(form.id, request.clientIp)}`;
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const decision = await deps.rateLimits.count(trx, bucket, deps.rateLimit, now);
        if (!decision.allowed)
          throw new Refused({
            ...refuse(
              'SW_RATE_LIMITED',
              429,
              'Too many submissions from this address. Please try again later.',
              '',
            ),
            retryAfterSeconds: decision.retryAfterSeconds,
          });
        const postId = await deps.repository.insertSubmission(
          trx,
          {
            formId: form.id,
            formName: settings.title,
            formPage: request.formPage ?? '',
            formPageId: request.formPageId ?? '',
            content,
          },
          new Date(now),
        );
        if ((await deps.repository.attachUploads(trx, postId, uploads)) !== uploads.length)
          throw new Refused(
            refuse(
              'SW_FORM_BUILDER_INVALID',
              409,
              `${request.contentField}: an upload was claimed meanwhile`,
            ),
          );
        const statuses: Record<string, ActionStatus> = {};
        for (const action of request.actions) {
          if (action === 'submissions') {
            statuses[action] = { status: 'success', message: '' };
          } else if (action === 'email') {
            await enqueueMail(trx, submissionMail(settings, content), new Date(now));
            statuses[action] = { status: 'success', message: 'queued in the outbox' };
          } else if (action === 'webhook') {
            const payload = {
              form_id: form.id,
              form_name: settings.title,
              post_id: postId,
              form_content: content,
            };
            const status = await deps.deliveries.webhook?.(trx, {
              formId: form.id,
              formName: settings.title,
              url: settings.webhookUrl ?? '',
              payload,
            });
            statuses[action] = { status: status ?? 'error', message: settings.webhookUrl ?? '' };
          } else {
            const fields = mailingListFields(settings.mailchimp?.fields ?? {}, content);
            const listId = settings.mailchimp?.listId ?? '';
            statuses[action] = fields
              ? {
                  status:
                    (await deps.deliveries.subscribe?.(trx, { listId, ...fields }, request.origin)) ??
                    'error',
                  message: listId,
                }
              : { status: 'skipped', message: 'no e-mail address to subscribe' };
          }
        }
        await deps.repository.setActionStatuses(trx, postId, statuses);
        return { ok: true as const, postId, actions: statuses };
      });
    } catch (error) {
      if (error instanceof Refused) return error.refusal;
      // A delivery (or the database) failed: nothing was committed; the visitor may send again.
      deps.log(
        `form builder form ${form.id}: submission rolled back: ${error instanceof Error ? error.message : String(error)}`,
      );
      return refuse(
        'SW_FORM_BUILDER_DELIVERY_FAILED',
        503,
        'The submission could not be completed. Please try again.',
        '',
      );
    }
  };
}

export type SubmitFormBuilder = ReturnType<typeof createSubmitFormBuilder>;
