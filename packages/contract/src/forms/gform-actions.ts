import * as z from 'zod/mini';
import type { ErrorCode } from '../errors.ts';
import type { ConditionalLogic } from './form-definition.ts';
import type { CurrencyConfig } from './priced-fields.ts';

/**
 * spec 001 §3, §4, §7, §8 "Embedded forms": the three ajax actions (POST form body to AJAX_PATH, `action`
 * in the body) and the no-JavaScript postback. Wire names are the form plugin's; our own additions are
 * marked "ours".
 */
export const GFORM_SUBMIT_ACTION = 'gform_submit_form';
export const GFORM_GET_CONFIG_ACTION = 'gform_get_config';
export const GFORM_VALIDATE_CONFIG_ACTION = 'gform_validate_config';

/** The nonce field of the three actions (the page nonce, as for every other call). */
export const GFORM_NONCE_FIELD = 'gform_ajax_nonce';

/** spec 001 §7: answers of submit and get_config sit between these markers (anything around is noise). */
export const GFORM_JSON_START = '<!-- gf:json_start -->';
export const GFORM_JSON_END = '<!-- gf:json_end -->';

/** Submission types (spec 001 §4). */
export const FORM_SUBMISSION_TYPES = ['submit', 'next', 'previous', 'save-continue', 'send-link'] as const;
export type FormSubmissionType = (typeof FORM_SUBMISSION_TYPES)[number];

/** Submission methods (spec 001 §4); postback is the default, iframe is refused. */
export const FORM_SUBMISSION_METHODS = ['postback', 'ajax', 'iframe'] as const;
export type FormSubmissionMethod = (typeof FORM_SUBMISSION_METHODS)[number];

/**
 * Hidden and control fields of a form submission (spec 001 §3). Names with `{id}` take the form id.
 * The server derives the submission type in this order: send-link, save, target 0 → submit,
 * target < source → previous, else next.
 */
export const FORM_WIRE_FIELDS = {
  formId: 'form_id',
  currentPageUrl: 'current_page_url',
  ajaxReferer: 'ajax_referer',
  displayTitle: 'display_title',
  displayDescription: 'display_description',
  /** `1` on save and continue. */
  save: 'gform_save',
  /** `1` on send-link (ours, the form plugin's name); the address is in `resumeEmail`. */
  sendResumeLink: 'gform_send_resume_link',
  resumeEmail: 'gform_resume_email',
  /** The token the form was restored from (ours), so saving again keeps one partial entry. */
  resumeToken: 'gform_resume_token',
  uploadedFiles: 'gform_uploaded_files',
  submissionMethod: 'gform_submission_method',
  /** Honeypot: added by the script for submit and save-continue only, never under navigator.webdriver. */
  versionHash: 'version_hash',
  /** JSON `{"pages":{"1":[1200,800],"2":[5400]}}`: milliseconds spent per page visit. */
  submissionSpeeds: 'gform_submission_speeds',
  sourcePage: (formId: number) => `gform_source_page_number_${formId}`,
  /** `0` means the final submit. */
  targetPage: (formId: number) => `gform_target_page_number_${formId}`,
  /** 32 lowercase hex characters made once per filling-in; the entry's idempotency key. */
  uniqueId: 'gform_unique_id',
  /** Form id, present on every postback and ajax submit (the plugin's `gform_submit`). */
  submit: 'gform_submit',
  /** The captcha's answer when the form has one (the review form's adapter). */
  captchaResponse: 'g-recaptcha-response',
} as const;

/** The resume link's query parameter: `/events?gf_token=<32 hex>` restores a saved form. */
export const RESUME_TOKEN_PARAM = 'gf_token';
export const RESUME_TOKEN_PATTERN = /^[0-9a-f]{32}$/;

/** spec 001 §5: config_path. */
export const CONFIG_PATH_PATTERN = /^[a-z0-9_\-/]+$/;

/** spec 001 §8 wording. */
export const GFORM_MESSAGES = {
  formNotFound: 'Form {id} not found.',
  configInvalid:
    'There was an unknown error processing your request. Product config could not be validated. Please try again.',
  unknownError: 'There was an unknown error processing your request. Please try again.',
  /** Console messages (spec 001 §8). */
  buttonNotInForm: 'Submit button is not connected to a form.',
  noActiveButton: 'No active submit button found.',
  submissionInProgress: 'Another submission is already in progress for this form.',
  unsupportedFlow: 'Unsupported submission flow for a customised submit button.',
  iframeRefused: 'The iframe submission method is not supported; keeping the current method.',
  invalidConfigPath: 'Invalid config_path: only lowercase letters, digits, _, - and / are allowed.',
  chunkLoadError: 'Loading chunk {name} failed.',
} as const;

/** spec 001 §8: a lazy chunk that has not arrived within this raises the chunk-loading error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Lazy chunks the form loads only when it needs them (spec 001 §7 names). */
export const FORM_CHUNKS = {
  pagination: 'gform-pagination',
  conditionalLogic: 'gform-conditional-logic',
  /** Issue 13: forms with an upload field. */
  fileUpload: 'gform-fileupload',
} as const;

const formIdField = z.pipe(
  z.string('is required').check(z.regex(/^\d{1,6}$/, 'must be a form id')),
  z.transform(Number),
);

/**
 * The fixed fields of `gform_submit_form` (the field values `input_N` are read by the server against
 * the form's definition, so they are kept (loose object) but not listed). Page numbers are read by name
 * with the form id.
 */
export const gformSubmitFieldsSchema = z.looseObject({
  form_id: formIdField,
  current_page_url: z.optional(z.string().check(z.maxLength(2_000))),
  gform_save: z.optional(z.string().check(z.maxLength(10))),
  gform_send_resume_link: z.optional(z.string().check(z.maxLength(10))),
  gform_resume_email: z.optional(z.string().check(z.maxLength(254))),
  gform_resume_token: z.optional(z.string().check(z.maxLength(100))),
  gform_submission_method: z.optional(z.string().check(z.maxLength(20))),
  version_hash: z.optional(z.string().check(z.maxLength(200))),
  gform_submission_speeds: z.optional(z.string().check(z.maxLength(10_000))),
  gform_unique_id: z.optional(z.string().check(z.maxLength(100))),
  gform_uploaded_files: z.optional(z.string().check(z.maxLength(10_000))),
});

/** What `data` holds in a successful `gform_submit_form` answer (spec 001 §3 plus ours). */
export interface GformSubmitData {
  /** false: validation failed; `validation_errors` and `form_markup` (the form at the failing page). */
  is_valid: boolean;
  /** ours: what the server took the submission for. */
  submission_type: FormSubmissionType;
  /** 'message', 'redirect', or '' when this was not a final submit (a `page` confirmation redirects). */
  confirmation_type: '' | 'message' | 'redirect';
  confirmation_redirect: string;
  /** The confirmation wrapper's markup; replaces the form wrapper and receives focus. */
  confirmation_markup: string;
  /** next/previous: the markup of the page container now shown. */
  page_markup: string;
  page_number: number;
  source_page_number: number;
  /** Whole form markup (validation failure, save-continue, send-link); replaces the form wrapper. */
  form_markup: string;
  uploaded_files: Record<string, unknown>;
  /** ours: field id (or `resume_email`) → message, as shown in the markup. */
  validation_errors: Record<string, string>;
  /** ours, save-continue: the resume link and its token. */
  resume_url?: string;
  resume_token?: string;
}

export type GformSubmitResponse =
  | { success: true; data: GformSubmitData }
  /** The form does not exist, the request could not be read, or the server failed: `data` is the message. */
  | { success: false; data: string; code?: ErrorCode };

/** spec 001 §7 `gform_get_config`: args is JSON `{"form_ids":[1,2]}`. */
export const gformGetConfigFieldsSchema = z.object({
  args: z.string('is required').check(z.maxLength(2_000)),
  config_path: z.optional(z.string().check(z.maxLength(200))),
  query_string: z.optional(z.string().check(z.maxLength(2_000))),
});

export const gformConfigArgsSchema = z.object({
  form_ids: z
    .array(z.number().check(z.int(), z.gte(1), z.lte(999_999)))
    .check(z.minLength(1), z.maxLength(20)),
});

/** What the client needs of one form without its markup. */
export interface FormClientConfig {
  id: number;
  pageCount: number;
  /** The honeypot value the script puts in `version_hash`. */
  versionHash: string;
  hasConditionalLogic: boolean;
  /** Field id → logic; page number → logic. */
  fieldLogic: Record<string, ConditionalLogic>;
  pageLogic: Record<string, ConditionalLogic>;
  saveAndContinue: boolean;
  /** Issue 13, spec 001 §3: how the form shows money (the form's currency, or the default). */
  currency: CurrencyConfig;
}

export type GformGetConfigResponse =
  | { success: true; data: { config_path: string; forms: Record<string, FormClientConfig> } }
  | { success: false; data: string; code?: ErrorCode };

/** spec 001 §7 `gform_validate_config`: config is JSON `{"form_id":1,"version_hash":"…"}`. */
export const gformValidateConfigFieldsSchema = z.object({
  config: z.string('is required').check(z.maxLength(5_000)),
});

export const gformConfigToValidateSchema = z.object({
  form_id: z.number().check(z.int(), z.gte(1), z.lte(999_999)),
  version_hash: z.string().check(z.maxLength(200)),
});

/** Not wrapped in markers. A stale or unknown config answers success false with GFORM_MESSAGES.configInvalid. */
export type GformValidateConfigResponse =
  | { success: true; data: { form_id: number; version_hash: string } }
  | { success: false; data: string; code?: ErrorCode };
