import * as z from 'zod/mini';

/** spec 001 §7: the newsletter form's call (fields: the serialised form; listId). */
export const NEWSLETTER_ACTION = 'mailchimp_subscribe';
/** spec 001 §4: the answer's `status` that means success; anything else shows the error block. */
export const NEWSLETTER_SUCCESS_STATUS = 'subscribed';

/** The pages of the signup without JavaScript, and of the links in its mails. */
export const NEWSLETTER_PATHS = {
  subscribe: '/newsletter/subscribe',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The demo's list, seeded at start and named by the footer's form. */
export const DEMO_NEWSLETTER_LIST_ID = 'harbour-news';

/** A list id as the owner names it: letters, digits, `-` and `_`, up to 64. */
export const NEWSLETTER_LIST_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** The most characters of the serialised form one call may carry. */
export const MAX_NEWSLETTER_FIELDS_LENGTH = 8192;
/** The form's field names (`EMAIL` is Mailchimp's merge tag); the honeypot stays empty for people. */
export const NEWSLETTER_FIELDS = {
  email: 'EMAIL',
  listId: 'listId',
  honeypot: 'sw_newsletter_website',
} as const;

/** `mailchimp_subscribe`'s fields, besides the page nonce (in `nonce` or `wpfb_nonce`). */
export const mailchimpSubscribeRequestSchema = z.object({
  /** The form's fields, URL-encoded (`EMAIL=…&FNAME=…`), at most 8192 characters. */
  fields: z
    .string()
    .check(
      z.maxLength(MAX_NEWSLETTER_FIELDS_LENGTH, `must be at most ${MAX_NEWSLETTER_FIELDS_LENGTH} characters`),
    ),
  /** The stored list the visitor signs up to. */
  listId: z.string().check(z.regex(NEWSLETTER_LIST_ID, 'must be a list id (letters, digits, - and _)')),
});

/** What `mailchimp_subscribe` answers: `subscribed` (a confirmation may be pending), or an error. */
export type NewsletterAnswer =
  | { status: typeof NEWSLETTER_SUCCESS_STATUS }
  | { status: 'error'; code: string; message: string; field?: string };

const yesOrNo = z.pipe(
  z.enum(['yes', 'no'], 'must be one of: yes, no'),
  z.transform((value) => value === 'yes'),
);
const message = z
  .string()
  .check(z.maxLength(300, 'must be at most 300 characters'), z.regex(/^[^\p{Cc}]*$/u, 'must be one line'));

/** `<div data-widget="newsletter">`: the newsletter signup form (spec 001 §3, §4, §7, §8). */
export const newsletterAttributesSchema = z.object({
  /** `data-list-id`: the stored list signed up to (spec 001 §3 "list id"). */
  listId: z.string().check(z.regex(NEWSLETTER_LIST_ID, 'must be a list id (letters, digits, - and _)')),
  /** `data-clear-fields`: empty the fields after a successful signup; default `no` (spec 001 §3). */
  clearFields: z.optional(yesOrNo),
  /** `data-success-message`: the success block's text; default `Thank you for subscribing!`. */
  successMessage: z.optional(message),
  /** `data-error-message`: the error block's text when the server names none; default `Something went wrong. Please try again.` */
  errorMessage: z.optional(message),
});

export const NEWSLETTER_DEFAULT_MESSAGES = {
  success: 'Thank you for subscribing!',
  error: 'Something went wrong. Please try again.',
} as const;
