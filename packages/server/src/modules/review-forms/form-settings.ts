import { DEFAULT_SUCCESS_MESSAGE } from '@site-widgets/contract';
import * as z from 'zod/mini';

/** The form fields a site owner can show, require or leave out. Rating is configured on its own. */
export const FORM_INPUTS = [
  'name',
  'email',
  'title',
  'text',
  'company',
  'website',
  'consent',
  'avatar',
] as const;
export type FormInput = (typeof FORM_INPUTS)[number];

/** spec 000 §3: `nop` once per post, `nof` once per form; `none` as often as the rate limit allows. */
export const ONE_SUBMISSION_MODES = ['none', 'nop', 'nof'] as const;

const email = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, 'must be an e-mail address'));

/** The JSON a review form row stores. Parsed on every read: a row is input too. */
export const formSettingsSchema = z
  .object({
    /** The form's heading on the page; default 'Leave a review'. */
    heading: z._default(z.string().check(z.maxLength(200)), 'Leave a review'),
    /** Shown after a successful submission; default 'Thank you for your feedback!'. */
    successMessage: z._default(z.string().check(z.minLength(1), z.maxLength(500)), DEFAULT_SUCCESS_MESSAGE),
    /** Where the notification of a new review goes; empty: no mail. Never sent to a browser. */
    notifyEmail: z._default(z.union([z.literal(''), email]), ''),
    /** Publish submissions at once instead of holding them for approval; default false. */
    autoApprove: z._default(z.boolean(), false),
    /** Inputs shown on the form; default name, e-mail, title, text, consent. */
    fieldsShown: z._default(z.array(z.enum(FORM_INPUTS)), ['name', 'email', 'title', 'text', 'consent']),
    /** Inputs that must be filled in (a subset of the shown ones); default name and text. */
    requiredFields: z._default(z.array(z.enum(FORM_INPUTS)), ['name', 'text']),
    /** spec 000 §5: a rating of 1–5 is required; default true. */
    ratingRequired: z._default(z.boolean(), true),
    /** Default `nof`. */
    oneSubmission: z._default(z.enum(ONE_SUBMISSION_MODES), 'nof'),
    /** Tags every submission gets, beside the page's URL tag. */
    tags: z._default(z.array(z.string().check(z.regex(/^[^,]{1,60}$/, 'must be a tag without commas'))), []),
    /** Minimum seconds between showing the form (its token) and sending it; default 3. */
    minSecondsToSubmit: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(3600)), 3),
    /** Ask the captcha service (CAPTCHA_VERIFY_URL) to vouch for the visitor; default false. */
    captcha: z._default(z.boolean(), false),
    /** The source page id given to this form's reviews (template filters by source page); default ''. */
    pageId: z._default(z.string().check(z.maxLength(120)), ''),
    /** Language code stored with this form's reviews; default ''. */
    language: z._default(
      z.string().check(z.regex(/^([a-z]{2,3}(-[A-Za-z]{2,4})?)?$/, 'must be a language code')),
      '',
    ),
  })
  .check(
    z.refine((settings) => settings.requiredFields.every((input) => settings.fieldsShown.includes(input)), {
      message: 'every required field must be shown',
      path: ['requiredFields'],
    }),
  );

export type FormSettings = z.output<typeof formSettingsSchema>;

export interface ReviewForm extends FormSettings {
  id: number;
  name: string;
}

export function formFromRow(row: { id: number; name: string; settings: string }): ReviewForm {
  let json: unknown;
  try {
    json = JSON.parse(row.settings);
  } catch {
    throw new Error(`review form ${row.id}: settings are not JSON`);
  }
  const parsed = formSettingsSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`review form ${row.id}: settings.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return { id: row.id, name: row.name, ...parsed.data };
}
