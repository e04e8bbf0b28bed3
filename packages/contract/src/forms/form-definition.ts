import * as z from 'zod/mini';
import { INPUT_FIELD_TYPES, inputFieldProperties } from './form-inputs.ts';
import { UPLOAD_FIELD_TYPE, uploadFieldProperties } from './form-uploads.ts';
import {
  currencySchema,
  MONEY_AND_LIST_FIELD_PROPERTIES,
  MONEY_AND_LIST_FIELD_TYPES,
  PRICED_CHOICE_PROPERTIES,
} from './priced-fields.ts';

/**
 * Issue 12: an embedded form as the site owner defines it (stored as JSON in the database, imported and
 * exported by `npm run forms`). The server validates every definition with this schema before storing it;
 * the form widget renders the parsed definition. A page break is the boundary between two `pages`
 * entries (page breaks written as fields would only have to be split again).
 */

/** Field types of this issue; priced fields, uploads and the rest plug in here in the next issue. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'phone',
  'website',
  'date',
  'time',
  'select',
  'radio',
  'checkbox',
  'consent',
  'hidden',
  'section',
  'html',
  // issue 13: priced fields, calculation, list (forms/priced-fields.ts)
  ...MONEY_AND_LIST_FIELD_TYPES,
  // issue 13 §5–§9 (contract/forms/form-inputs.ts)
  ...INPUT_FIELD_TYPES,
  // Issue 13 §3: file uploads (forms/form-uploads.ts).
  UPLOAD_FIELD_TYPE,
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types that show something but take no input (never validated, never stored). */
export const DISPLAY_ONLY_FIELD_TYPES = ['section', 'html'] as const satisfies readonly FormFieldType[];

/** Types whose value is one or more of the field's `choices`. */
export const CHOICE_FIELD_TYPES = ['select', 'radio', 'checkbox'] as const satisfies readonly FormFieldType[];

/** Operators of a conditional rule (the form plugin's names). Numeric ones compare as numbers. */
export const CONDITION_OPERATORS = ['is', 'isnot', '>', '<', 'contains', 'starts_with', 'ends_with'] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

export const MAX_FORM_FIELDS = 200;
export const MAX_FORM_PAGES = 20;
export const MAX_FIELD_CHOICES = 100;
export const MAX_CONDITION_RULES = 20;
/** Longest value a visitor may send for one field (textarea); other text inputs are capped at 1,000. */
export const MAX_FIELD_VALUE_LENGTH = 10_000;

const label = (max: number) => z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(max));
const optionalLabel = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const fieldId = z.number().check(z.int('must be a whole number'), z.gte(1), z.lte(999));

/** One rule: the field with `fieldId` compared to `value` (a choice value, text or number as text). */
export const conditionRuleSchema = z.object({
  fieldId,
  operator: z.enum(CONDITION_OPERATORS),
  value: z.string().check(z.maxLength(1_000)),
});
export type ConditionRule = z.output<typeof conditionRuleSchema>;

/**
 * Conditional visibility (a field, a page or a confirmation): show or hide it when all / any rules match.
 * A hidden field is neither validated nor stored; a hidden page is skipped by next and previous.
 */
export const conditionalLogicSchema = z.object({
  actionType: z.enum(['show', 'hide']),
  logicType: z.enum(['all', 'any']),
  rules: z.array(conditionRuleSchema).check(z.minLength(1), z.maxLength(MAX_CONDITION_RULES)),
});
export type ConditionalLogic = z.output<typeof conditionalLogicSchema>;

export const fieldChoiceSchema = z.object({
  label: label(200),
  /** Sent and stored; defaults to the label when the owner leaves it out (normalised on import). */
  value: z.string().check(z.minLength(1), z.maxLength(200)),
  /** Selected (checked) when the form is first shown. */
  selected: z.optional(z.boolean()),
  ...PRICED_CHOICE_PROPERTIES,
});
export type FieldChoice = z.output<typeof fieldChoiceSchema>;

/** The messages the form shows for this field; the defaults are in FORM_DEFAULT_MESSAGES. */
export const fieldMessagesSchema = z.object({
  /** Shown when a required field is empty. */
  required: optionalLabel(300),
  /** Shown when the value has the wrong shape (e-mail, number, range, date, URL, choice…). */
  invalid: optionalLabel(300),
});

export const formFieldSchema = z.object({
  /** Unique within the form, 1–999; the input is named `input_{id}` (checkbox choices `input_{id}.{n}`). */
  id: fieldId,
  type: z.enum(FORM_FIELD_TYPES),
  /** The visible label (a section's heading); for `html` the owner's note, not shown. */
  label: label(300),
  description: optionalLabel(2_000),
  placeholder: optionalLabel(200),
  required: z.optional(z.boolean()),
  /** The value before the visitor types (a choice value for select/radio; `1` checks a consent). */
  defaultValue: z.optional(z.string().check(z.maxLength(MAX_FIELD_VALUE_LENGTH))),
  /** select, radio, checkbox: at least one. */
  choices: z.optional(z.array(fieldChoiceSchema).check(z.minLength(1), z.maxLength(MAX_FIELD_CHOICES))),
  /** number: the smallest and largest accepted values. */
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  /** text, textarea: the most characters accepted (default 1,000 / 10,000). */
  maxLength: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_FIELD_VALUE_LENGTH))),
  /** consent: the text beside the checkbox. */
  consentText: optionalLabel(1_000),
  /** html: the block's markup, written by the owner (trusted, as the owner writes the page). */
  content: optionalLabel(20_000),
  messages: z.optional(fieldMessagesSchema),
  conditionalLogic: z.optional(conditionalLogicSchema),
  // issue 13 §5–§9: password, credit card, masks, image choice, social profile (forms/form-inputs.ts)
  ...inputFieldProperties,
  // Issue 13 §3: fileupload (allowedExtensions, maxFileBytes, multipleFiles, maxFiles).
  ...uploadFieldProperties,
  /** Extra class names on the field's wrapper. */
  cssClass: z.optional(z.string().check(z.regex(/^[\w -]{0,200}$/, 'must be class names'))),
  // issue 13: priced fields, calculation, list (forms/priced-fields.ts)
  ...MONEY_AND_LIST_FIELD_PROPERTIES,
});
export type FormField = z.output<typeof formFieldSchema>;

/** One page: what sits between two page breaks. */
export const formPageSchema = z.object({
  /** Shown above the page's fields (and in the steps indicator). */
  title: optionalLabel(200),
  fields: z.array(formFieldSchema).check(z.maxLength(MAX_FORM_FIELDS)),
  /** Text of the next button at the bottom of this page (not on the last page); default "Next". */
  nextButton: optionalLabel(100),
  /** Text of the previous button (not on the first page); default "Previous". */
  previousButton: optionalLabel(100),
  /** Show or hide the whole page; a hidden page is skipped and its fields neither validated nor stored. */
  conditionalLogic: z.optional(conditionalLogicSchema),
});
export type FormPage = z.output<typeof formPageSchema>;

export const CONFIRMATION_TYPES = ['message', 'redirect', 'page'] as const;
export type ConfirmationType = (typeof CONFIRMATION_TYPES)[number];

/** An absolute http or https URL (anything else could run script when the browser follows it). */
export const httpUrl = z
  .string()
  .check(z.maxLength(2_000), z.regex(/^https?:\/\/[^\s<>"']+$/, 'must be an http or https URL'));

/**
 * What the visitor sees after a final submit. The first confirmation whose conditional logic matches
 * wins (one without logic always matches); the last must have none.
 */
export const confirmationSchema = z.object({
  name: label(100),
  type: z.enum(CONFIRMATION_TYPES),
  /** type message: plain text; `{field:N}` is replaced by field N's displayed value (escaped). */
  message: optionalLabel(5_000),
  /** type redirect: where the browser goes. */
  url: z.optional(httpUrl),
  /** type page: a site path (`/thanks`), same origin. */
  page: z.optional(z.string().check(z.regex(/^\/[\w/.-]{0,300}$/, 'must be a site path starting with /'))),
  conditionalLogic: z.optional(conditionalLogicSchema),
});
export type Confirmation = z.output<typeof confirmationSchema>;

/**
 * An e-mail sent through the outbox in the same transaction as the entry. `to`: `owner` (the form's
 * owner address) or `field` (the address the visitor typed in e-mail field `toFieldId`).
 * `{all_fields}` and `{field:N}` are replaced in subject and message (plain text).
 */
export const notificationSchema = z.object({
  name: label(100),
  to: z.enum(['owner', 'field']),
  toFieldId: z.optional(fieldId),
  subject: label(300),
  message: label(10_000),
});
export type Notification = z.output<typeof notificationSchema>;

export const saveAndContinueSchema = z.object({
  enabled: z.boolean(),
  /** The link's text on every page; default "Save and Continue Later". */
  buttonText: optionalLabel(100),
  /** Days a partial entry is kept (default: the server's FORMS_PARTIAL_ENTRY_DAYS, 30). */
  expiryDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(365))),
});

export const antiSpamSchema = z.object({
  /** Entries completed faster than this (sum of the submission speeds, seconds) are marked spam. Default 3. */
  minimumSecondsToComplete: z.optional(z.number().check(z.gte(0), z.lte(3_600))),
  /** Captcha on the last page: none (default), visible or invisible (the review form's adapter). */
  captcha: z.optional(z.enum(['none', 'visible', 'invisible'])),
});

export const formDefinitionSchema = z.object({
  /** 1–999,999; the form's `data-form-id` and `form_id`. */
  id: z.number().check(z.int(), z.gte(1), z.lte(999_999)),
  /** Lowercase letters, digits and hyphens; for the CLI and file names. */
  slug: z
    .string()
    .check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be lowercase letters, digits and hyphens')),
  title: label(200),
  description: optionalLabel(2_000),
  /** At least one page; more than one makes the form paginated (the pagination chunk loads). */
  pages: z.array(formPageSchema).check(z.minLength(1), z.maxLength(MAX_FORM_PAGES)),
  /** Text of the submit button on the last page; default "Submit". */
  submitButton: optionalLabel(100),
  confirmations: z.array(confirmationSchema).check(z.minLength(1), z.maxLength(20)),
  notifications: z._default(z.array(notificationSchema).check(z.maxLength(10)), []),
  saveAndContinue: z._default(saveAndContinueSchema, { enabled: false }),
  antiSpam: z._default(antiSpamSchema, {}),
  /** Where `owner` notifications go. */
  ownerEmail: z.optional(z.string().check(z.maxLength(254), z.email())),
  /** Heading above the form when a submission failed validation; default FORM_DEFAULT_MESSAGES.validationHeading. */
  validationHeading: optionalLabel(300),
  /** Issue 13: how prices show (forms/priced-fields.ts); default DEFAULT_CURRENCY (USD). */
  currency: z.optional(currencySchema),
});
export type FormDefinition = z.output<typeof formDefinitionSchema>;
/** A definition as an owner writes it (defaults may be left out). */
export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** Default texts (the form plugin's English wording). */
export const FORM_DEFAULT_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'The email address entered is invalid, please check the formatting (e.g. email@domain.com).',
  invalidNumber: 'Please enter a valid number.',
  /** `{min}` and `{max}` are replaced. */
  numberRange: 'Please enter a number from {min} to {max}.',
  invalidWebsite: 'Please enter a valid Website URL (e.g. https://example.com).',
  invalidDate: 'Please enter a valid date.',
  invalidTime: 'Please enter a valid time.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidChoice: 'Please choose one of the options.',
  /** `{max}` is replaced. */
  tooLong: 'Please enter at most {max} characters.',
  validationHeading: 'There was a problem with your submission. Please review the fields below.',
  submitButton: 'Submit',
  nextButton: 'Next',
  previousButton: 'Previous',
  saveButton: 'Save and Continue Later',
  /** Shown once a form is saved; `{resume_url}` is replaced. */
  savedMessage:
    'Your progress has been saved. Use this link to return to the form and finish it: {resume_url}',
  sendLinkButton: 'Send Link',
  sendLinkLabel: 'Email Address',
  /** `{email}` is replaced. */
  linkSent: 'A link to resume this form has been sent to {email}.',
  resumeExpired: 'This link has expired or is not valid. Please start the form again.',
  defaultConfirmation: 'Thanks for contacting us! We will get in touch with you shortly.',
} as const;

/** Wire name of a field's input: `input_7`; a checkbox or consent choice n (1-based): `input_7.2`. */
export const fieldInputName = (id: number, choiceNumber?: number) =>
  choiceNumber === undefined ? `input_${id}` : `input_${id}.${choiceNumber}`;

/**
 * Values of a form as the server and the view exchange them: field id → text (checkbox: the checked
 * choice values). Absent means empty.
 */
export type FormValues = Record<number, string | string[]>;

/** Per-field error messages (field id → the message to show). */
export type FormErrors = Record<number, string>;

/**
 * Props of the shared React view (packages/widgets/src/forms/form/): the server renders it for the page
 * and for `page_markup` / `form_markup`; the client hydrates it.
 */
export interface FormViewState {
  definition: FormDefinition;
  values: FormValues;
  errors: FormErrors;
  /** 1-based page shown. */
  currentPage: number;
  /** Set after a final submit with a message confirmation: the markup replaces the form. */
  confirmationMessage?: string;
  /** Set after save-and-continue: the resume URL to show (and the send-link box). */
  resumeUrl?: string;
  /** The resume token the form was restored from (kept in a hidden field so a later save reuses it). */
  resumeToken?: string;
  /** Set after send-link: the address the link went to. */
  linkSentTo?: string;
  /** The unique id of this filling-in (32 hex), in the unique-id hidden field. */
  uniqueId: string;
  /** A form-level error shown as the heading above the form (a captcha that did not pass). */
  formError?: string;
  /** Heading shown above the form when `errors` is not empty (or when a form-level error happened). */
  validationHeading?: string;
  /** The form element's `action`: the page's own path, where the no-JavaScript postback goes. */
  actionUrl: string;
  /** The honeypot value the script puts in `version_hash` (FormClientConfig.versionHash). */
  versionHash: string;
  /** Editor preview (spec 001 §2): interactions disabled. */
  preview?: boolean;
}
