import * as z from 'zod/mini';

/**
 * Issue 13 §5–§9: the owner's settings of the password, credit-card, image-choice and social-profile
 * fields and of input masks. They live in the form definition on the server; the browser only shows
 * what they allow, and the server judges every value by them again (server/modules/forms/form-inputs.ts).
 */

/** Field types of this part of issue 13 (added to FORM_FIELD_TYPES). */
export const INPUT_FIELD_TYPES = ['password', 'creditcard', 'image_choice', 'social'] as const;

/** Platforms the social-profile field reads (spec 001 §3). */
export const SOCIAL_PLATFORMS = [
  'calendly',
  'youtube',
  'wordpress',
  'x',
  'facebook',
  'bluesky',
  'tiktok',
  'whatsapp',
  'threads',
  'linkedin',
  'savvycal',
  'github',
  'instagram',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** The weakest grade a password field accepts (the grades are in core/forms/inputs/password-strength.ts). */
export const PASSWORD_MINIMUMS = ['short', 'bad', 'good', 'strong'] as const;
export type PasswordMinimum = (typeof PASSWORD_MINIMUMS)[number];

/** Card types the credit-card field may name (credit-card-type's ids). */
export const CARD_TYPES = [
  'visa',
  'mastercard',
  'american-express',
  'discover',
  'diners-club',
  'jcb',
  'unionpay',
  'maestro',
  'mir',
  'elo',
  'hiper',
  'hipercard',
] as const;

/**
 * An input mask: a preset name or a pattern of `9` (digit), `a` (letter), `*` (letter or digit),
 * harmless literals, and `?` before an optional tail (core/forms/inputs/input-mask.ts).
 */
export const inputMaskSchema = z
  .string()
  .check(
    z.regex(
      /^(us-phone|uk-phone|date-mdy|date-dmy|us-zip|uk-postcode|ssn|card-expiry|[9a*()\-/.+:# ]{1,60}(\?[9a*()\-/.+:# ]{1,30})?)$/,
      'must be a mask preset or a pattern of 9, a, * and literals',
    ),
  );

/** An image an owner points at: a site path or an http(s) URL, never another scheme. */
export const imageSourceSchema = z
  .string()
  .check(
    z.maxLength(2_000),
    z.regex(/^(\/(?!\/)|https?:\/\/)[^\s<>"'`\\]*$/i, 'must be a site path or an http or https URL'),
  );

export const choiceImageSchema = z.object({
  src: imageSourceSchema,
  /** Describes the image when the choice's label does not (default: empty, the label names the choice). */
  alt: z.optional(z.string().check(z.maxLength(200))),
});

/** The properties of these fields, added to formFieldSchema in one block. */
export const inputFieldProperties = {
  /** password: ask for the password twice (a second input, `input_{id}_2`). Default true. */
  passwordConfirm: z.optional(z.boolean()),
  /** password: the weakest grade accepted (default `good`). */
  passwordMinimumStrength: z.optional(z.enum(PASSWORD_MINIMUMS)),
  /** creditcard: card types accepted (default all known). */
  cardTypes: z.optional(z.array(z.enum(CARD_TYPES)).check(z.minLength(1))),
  /** text, phone: the input mask (preset or pattern). */
  inputMask: z.optional(inputMaskSchema),
  /** image_choice: one image per choice value; a choice without one shows its label only. */
  choiceImages: z.optional(z.record(z.string().check(z.maxLength(200)), choiceImageSchema)),
  /** image_choice: checkboxes (several) instead of radios (one). */
  multiple: z.optional(z.boolean()),
  /** social: the platform a bare handle belongs to; without it the visitor must paste a profile URL. */
  socialPlatform: z.optional(z.enum(SOCIAL_PLATFORMS)),
};

/** Default texts of these fields. */
export const INPUT_FIELD_MESSAGES = {
  passwordMismatch: 'Your passwords do not match.',
  /** `{minimum}` is replaced by the grade's word. */
  passwordWeak: 'Your password does not meet the required strength ({minimum}).',
  invalidCard: 'Please enter a valid card number.',
  cardTypeRefused: 'This card type is not accepted.',
  invalidMask: 'Please enter the value in the format shown.',
  invalidSocial: 'Please enter a valid profile address or handle.',
} as const;

/** Wire name of a password's confirmation input. */
export const passwordConfirmationName = (id: number) => `input_${id}_2`;
