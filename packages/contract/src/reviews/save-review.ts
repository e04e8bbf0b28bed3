import * as z from 'zod/mini';
import type { ErrorCode } from '../errors.ts';

/** spec 000 §7 call 1: the visitor's review form, multipart (or urlencoded with one `data` field). */
export const SAVE_REVIEW_ACTION = 'wprp_save_review';
/** spec 000 §7 call 2: does the review with this browser unique id still exist? */
export const CHECK_UNBRID_ACTION = 'wprp_check_unbrid';

/**
 * The form's field names on the wire. Ours (the original's form markup came from its own server), kept
 * in one place so the form view, the server and the docs agree.
 */
export const REVIEW_FORM_FIELDS = {
  formId: 'wprev_form_id',
  postId: 'wprev_post_id',
  /** Random 128-bit id made by the browser (hex, 32 characters); the idempotency key. */
  uniqueId: 'wprev_unbrid',
  /** The same id under the name the original plugin's form gives it. */
  uniqueIdOriginal: 'wprev_unique_id',
  rating: 'wprev_rating',
  title: 'wprev_title',
  text: 'wprev_text',
  name: 'wprev_name',
  email: 'wprev_email',
  company: 'wprev_company',
  website: 'wprev_website',
  consent: 'wprev_consent',
  avatar: 'wprev_avatar',
  urlTag: 'wprev_url_tag',
  /** `nop` once per post, `nof` once per form, empty: no limit (spec 000 §3). */
  oneSubmission: 'wprev_one_submission',
  ratingRequired: 'wprev_rating_required',
  pageName: 'wprev_page_name',
  /** Honeypot: a field people never see; anything in it marks a bot. */
  honeypot: 'wprev_hp_website',
  /** Signed time the form was shown, for the minimum time-to-submit: the form token (FORM_TOKEN_PATH). */
  shownAt: 'wprev_shown_at',
  /** The captcha widget's answer (Turnstile's `response-field-name`), when the form uses a captcha. */
  captchaResponse: 'wprev_captcha_response',
} as const;

/**
 * `GET FORM_TOKEN_PATH?form_id=N` → `{ "token": "…" }` (no-store): a signed issue time for one form.
 * Put it in the `shownAt` field; the server refuses a form sent sooner than the form's minimum seconds
 * (default 3) after the token was issued, or more than 24 hours after.
 */
export const FORM_TOKEN_PATH = '/wp-json/site-widgets/v1/form-token';

export interface FormTokenResponse {
  token: string;
}

/** Where an accepted avatar is served: `/uploads/<32 hex>.webp`. */
export const UPLOADS_PATH = '/uploads/';

/** What `wprp_save_review` answers (spec 000 §7): `error` `no` on success. */
export interface SaveReviewResponse {
  error: 'no' | 'yes';
  successmsg: string;
  /** The reasons, on error; joined for display. */
  dbmsg: string;
  /** On error: the registry code (SW_INVALID_REVIEW, SW_ALREADY_SUBMITTED, SW_RATE_LIMITED, …). */
  code?: ErrorCode;
  /** On error: the reasons one by one (the same text as `dbmsg`), for a client that lists them. */
  reasons?: string[];
}

/** The default success message (reviews-protocol.md). */
export const DEFAULT_SUCCESS_MESSAGE = 'Thank you for your feedback!';
/** spec 000 §5. */
export const RATING_REQUIRED_MESSAGE = 'Please select a rating.';

/** A browser unique id: 32 lower-case hex characters (128 random bits). */
export const UNIQUE_ID_PATTERN = /^[0-9a-f]{32}$/;

export const checkUnbridFieldsSchema = z.object({
  /** Empty or malformed → `notfound` (reviews-protocol.md), so it is not refused here. */
  unbrid: z.optional(z.string().check(z.maxLength(200))),
});

/** The plain-text answers of `wprp_check_unbrid`. */
export type CheckUnbridAnswer = 'found' | 'notfound';
