import * as z from 'zod/mini';
import { FORM_BUILDER_ACTIONS } from './form-builder-definition.ts';

/** spec 001 §7: the add-on form builder's ajax actions, by their wire names. */
export const FORM_BUILDER_TOKEN_ACTION = 'eael_get_token';
export const FORM_BUILDER_UPLOAD_ACTION = 'wpr_addons_upload_file';
export const FORM_BUILDER_RECAPTCHA_ACTION = 'wpr_verify_recaptcha';
export const FORM_BUILDER_EMAIL_ACTION = 'wpr_form_builder_email';
export const FORM_BUILDER_WEBHOOK_ACTION = 'wpr_form_builder_webhook';
export const FORM_BUILDER_SUBMISSIONS_ACTION = 'wpr_form_builder_submissions';
export const FORM_BUILDER_MAILCHIMP_ACTION = 'wpr_form_builder_mailchimp';
export const FORM_BUILDER_META_ACTION = 'wpr_update_form_action_meta';

/** The upload's nonce field (spec 001 §7); every other action sends `nonce`. */
export const FORM_BUILDER_UPLOAD_NONCE_FIELD = 'wpr_addons_nonce';

/** Where uploaded files are served once a submission holds them: `/form-builder/files/<name>/<visitor's name>`. */
export const FORM_BUILDER_FILES_PATH = '/form-builder/files/';

/**
 * Without JavaScript a single-step form without uploads or reCAPTCHA posts here (form-encoded: `form_id`,
 * the page nonce in `wpfb_nonce`, each field by its id); the answer is a page, or a 303 to the redirect.
 */
export const FORM_BUILDER_SUBMIT_PATH = '/form-builder/submit';

/** The most characters of `form_content` / `form_data` (JSON) read. */
export const MAX_FORM_CONTENT_CHARS = 60_000;

const wholeNumber = (max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= 1 && n <= max, `must be between 1 and ${max}`)),
  );
const formId = wholeNumber(999_999);
const formContent = z.string().check(z.minLength(2), z.maxLength(MAX_FORM_CONTENT_CHARS));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * `wpr_addons_upload_file` (multipart, `uploaded_file`). `max_file_size` and `allowed_file_types` are
 * read and ignored: the field's stored policy decides (the CVE). `wpr_form_id` and `field_id` (ours)
 * name that field.
 */
export const formBuilderUploadRequestSchema = z.object({
  wpr_form_id: formId,
  field_id: z.string().check(z.regex(/^[A-Za-z][\w-]{0,39}$/, 'must be a field id')),
  max_file_size: optionalText(100),
  allowed_file_types: optionalText(1000),
  triggering_event: optionalText(40),
});
export type FormBuilderUploadRequest = z.output<typeof formBuilderUploadRequestSchema>;

export const formBuilderRecaptchaRequestSchema = z.object({
  'g-recaptcha-response': z.string().check(z.minLength(1), z.maxLength(4000)),
});

export const formBuilderEmailRequestSchema = z.object({ wpr_form_id: formId, form_content: formContent });

export const formBuilderWebhookRequestSchema = z.object({
  wpr_form_id: formId,
  form_content: formContent,
  form_name: optionalText(200),
});

/** `status`, `form_name`, `form_page` and `form_page_id` are the page's word; kept as text, never trusted. */
export const formBuilderSubmissionsRequestSchema = z.object({
  form_id: formId,
  form_content: formContent,
  status: optionalText(20),
  form_name: optionalText(200),
  form_page: optionalText(200),
  form_page_id: optionalText(20),
  'g-recaptcha-response': optionalText(4000),
});

/** `listId` is ignored (the form's stored list); `wpr_form_id` (ours) names the form. */
export const formBuilderMailchimpRequestSchema = z.object({
  wpr_form_id: formId,
  form_data: formContent,
  listId: optionalText(100),
});

/**
 * `wpr_update_form_action_meta`: a browser's report of one action's outcome on its own submission.
 * `token` (ours) is what `wpr_form_builder_submissions` answered beside `post_id`: without it, or with
 * another submission's, nothing is written.
 */
export const formBuilderMetaRequestSchema = z.object({
  post_id: wholeNumber(2_000_000_000),
  token: z.string().check(z.regex(/^[\w-]{43}$/, 'must be the token answered with post_id')),
  action_name: z.enum(FORM_BUILDER_ACTIONS),
  status: z.enum(['success', 'error']),
  message: z._default(z.string().check(z.maxLength(500)), ''),
});

/** Every answer: `success` and `data` (spec 001 §3, §7). */
export interface FormBuilderAnswer {
  success: boolean;
  data: {
    message?: string;
    /** eael_get_token */
    nonce?: string;
    /** upload */
    url?: string;
    cause?: 'filesize' | 'filetype';
    /** submissions */
    post_id?: number;
    token?: string;
    /** The outcome of each action the form ran. */
    actions?: Record<string, string>;
    code?: string;
  };
}

/** What the browser sends as one field of `form_content`: [type, value, label]. */
export type FormContentEntry = [string, unknown, string];
