import * as z from 'zod/mini';
import { UPLOAD_EXTENSIONS } from '../form-uploads.ts';

/**
 * Issue 17 item 5: the add-on form builder's forms as the owner stores them (table form_builder_forms,
 * migration 0017). Everything that decides what a visitor may upload and where data goes — upload
 * types and sizes, the actions run, the webhook URL, the list id, the redirect — is read from here;
 * the browser's copies of them (`max_file_size`, `allowed_file_types`, the submit button's data) are
 * ignored (the add-on's published CVE trusted the request's upload types).
 */

/** spec 001 §5: the text-like input types a required check reads as "non-empty". */
export const TEXT_LIKE_TYPES = [
  'text',
  'email',
  'password',
  'file',
  'url',
  'tel',
  'number',
  'date',
  'datetime-local',
  'time',
  'week',
  'month',
  'color',
] as const;

export const FORM_BUILDER_FIELD_TYPES = [
  ...TEXT_LIKE_TYPES,
  'textarea',
  'select',
  'radio',
  'checkbox',
] as const;
export type FormBuilderFieldType = (typeof FORM_BUILDER_FIELD_TYPES)[number];

/** spec 001 §3: the actions a submit button may run, in the order the form lists them. */
export const FORM_BUILDER_ACTIONS = ['email', 'submissions', 'webhook', 'mailchimp'] as const;
export type FormBuilderActionName = (typeof FORM_BUILDER_ACTIONS)[number];

/** The largest file an owner may allow in an upload field (the ajax endpoint reads at most 5 MiB). */
export const FORM_BUILDER_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const text = (max: number) => z.string().check(z.maxLength(max));
const fieldIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][\w-]{0,39}$/, 'must be 1–40 letters, digits, - or _'));
const httpUrl = z.string().check(
  z.maxLength(2000),
  z.refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'must be an http or https address'),
);

export const formBuilderChoiceSchema = z.object({ value: text(200), label: text(200) });

export const formBuilderUploadSchema = z.object({
  /** The extensions this field accepts; the content is sniffed and must be one of them. */
  allowedTypes: z.array(z.enum(UPLOAD_EXTENSIONS)).check(z.minLength(1)),
  /** The largest file in bytes, at most 5 MiB. */
  maxFileBytes: z.number().check(z.int(), z.minimum(1), z.maximum(FORM_BUILDER_MAX_UPLOAD_BYTES)),
  /** spec 001 §5: shown instead of the server's message when a file is too large. */
  sizeNotice: z.optional(text(300)),
});

export const formBuilderFieldSchema = z.object({
  id: fieldIdSchema,
  type: z.enum(FORM_BUILDER_FIELD_TYPES),
  label: text(200),
  required: z._default(z.boolean(), false),
  /** The step (tab) the field is on, from 0. */
  step: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(19)), 0),
  placeholder: z.optional(text(200)),
  /** select, radio and checkbox: the choices. */
  options: z.optional(z.array(formBuilderChoiceSchema).check(z.maxLength(100))),
  /** select: several values may be chosen (joined by ", " in the content). */
  multiple: z.optional(z.boolean()),
  /** file: the upload policy. */
  upload: z.optional(formBuilderUploadSchema),
});
export type FormBuilderField = z.output<typeof formBuilderFieldSchema>;

export const formBuilderMessagesSchema = z.object({
  success: z._default(text(500), 'Thank you, your message was sent.'),
  error: z._default(text(500), 'Sorry, something went wrong. Please try again.'),
  recaptcha: z._default(text(500), 'Please confirm you are not a robot.'),
  fileEmpty: z._default(text(200), 'Please choose a file.'),
  selectEmpty: z._default(text(200), 'Please choose an option.'),
  inputEmpty: z._default(text(200), 'Please fill in this field.'),
});

/** The stored form. */
export const formBuilderSettingsSchema = z.object({
  /** The form's name (sent to webhooks as form_name). */
  title: text(200),
  /** The step titles; one entry is a single-step form. */
  steps: z._default(z.array(text(80)).check(z.minLength(1), z.maxLength(20)), ['']),
  fields: z.array(formBuilderFieldSchema).check(z.minLength(1), z.maxLength(100)),
  actions: z._default(z.array(z.enum(FORM_BUILDER_ACTIONS)), ['submissions']),
  /** `email`: where the mail goes and its subject. */
  email: z.optional(z.object({ to: z.email(), subject: text(200) })),
  /** `webhook`: the receiver. */
  webhookUrl: z.optional(httpUrl),
  /** `mailchimp`: the list and the field map (`email`, `group_id`, `birthday_field`, merge tags → field ids). */
  mailchimp: z.optional(
    z.object({
      listId: z.string().check(z.regex(/^[\w-]{1,64}$/)),
      fields: z.record(z.string(), fieldIdSchema),
    }),
  ),
  messages: z._default(formBuilderMessagesSchema, formBuilderMessagesSchema.parse({})),
  /** After a successful submit the browser goes here (http/https only). */
  redirectUrl: z.optional(httpUrl),
  /** The form asks for a reCAPTCHA answer (verified by the server at submit). */
  recaptcha: z._default(z.boolean(), false),
  submitLabel: z._default(text(80), 'Submit'),
});
export type FormBuilderSettings = z.output<typeof formBuilderSettingsSchema>;
export type FormBuilderMessages = FormBuilderSettings['messages'];

/** What a page may show of a stored form (no recipients, webhook or list). */
export interface FormBuilderView {
  formId: number;
  title: string;
  steps: string[];
  fields: FormBuilderField[];
  messages: FormBuilderMessages;
  redirectUrl?: string;
  recaptcha: boolean;
  submitLabel: string;
}

export function formBuilderViewOf(formId: number, settings: FormBuilderSettings): FormBuilderView {
  return {
    formId,
    title: settings.title,
    steps: settings.steps,
    fields: settings.fields,
    messages: settings.messages,
    ...(settings.redirectUrl ? { redirectUrl: settings.redirectUrl } : {}),
    recaptcha: settings.recaptcha,
    submitLabel: settings.submitLabel,
  };
}

/** Data attributes of `<div data-widget="form-builder">`. */
export const formBuilderAttributesSchema = z.object({
  /** `data-form-id`: the owner's stored form (fields, steps, actions, messages). Required. */
  formId: z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number')),
    z.transform(Number).check(z.refine((n) => n >= 1, 'must be 1 or more')),
  ),
});
export type FormBuilderAttributes = z.output<typeof formBuilderAttributesSchema>;
