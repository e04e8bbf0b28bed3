import { REVIEW_FORM_FIELDS as F, UNIQUE_ID_PATTERN } from '@site-widgets/contract';
import { ANY_CONTROL_CHARACTER, CONTROL_CHARACTERS } from '../../security/control-characters.ts';
import type { FormInput, ReviewForm } from '../review-forms/form-settings.ts';
import { SUBMISSION_MESSAGES as M } from './submission-messages.ts';

/** A submission's values after cleaning, before the checks that need the database or the network. */
export interface SubmissionValues {
  formId: number | undefined;
  postId: number | null;
  uniqueId: string | undefined;
  rating: number | null;
  name: string;
  email: string;
  title: string;
  text: string;
  company: string;
  website: string;
  consent: boolean;
  /** Dropped (empty) when it is not a plain tag: a visitor cannot fix the page's URL. */
  urlTag: string;
  pageName: string;
  token: string | undefined;
  captchaAnswer: string | undefined;
}

const MAX_LENGTH = {
  name: 100,
  email: 254,
  title: 200,
  text: 5000,
  company: 200,
  website: 500,
  pageName: 200,
};

/**
 * The urlencoded fallback sends one `data` field holding the serialised form (a query string); the
 * multipart body sends the fields themselves. Either way: one flat record, the last repeat winning.
 */
export function unwrapSerializedForm(fields: Record<string, string>): Record<string, string> {
  const serialized = fields.data;
  if (serialized === undefined || F.formId in fields) return fields;
  const inner: Record<string, string> = Object.create(null);
  for (const [key, value] of new URLSearchParams(serialized)) inner[key] = value.replaceAll('\u0000', '');
  return inner;
}

/** One line: whitespace runs become one space. */
const line = (value: string | undefined) =>
  (value ?? '').replace(ANY_CONTROL_CHARACTER, ' ').replace(/\s+/gu, ' ').trim();
/** Paragraphs: line ends normalised, control characters dropped. */
const paragraphs = (value: string | undefined) =>
  (value ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
const length = (value: string) => [...value].length;

const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const URL_TAG = /^[\p{L}\p{N}_ .-]{1,60}$/u;

/** http(s) only; a bare `example.com` is read as https. Anything with another scheme is refused. */
export function normaliseWebsite(value: string): string | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+$/u.test(url.hostname) || url.username || url.password)
    return undefined;
  return url.href;
}

/**
 * Reads and checks everything a submission can be judged on without the database: every failure is
 * collected (reviews-protocol.md), in the order the form shows its fields. Inputs the form does not
 * show are ignored. Without a form (unknown id) only the form-independent checks run.
 */
export function readSubmission(
  fields: Record<string, string>,
  form: ReviewForm | undefined,
): { values: SubmissionValues; reasons: string[] } {
  const reasons: string[] = [];
  // A field people never see: whatever is in it was typed by a bot. The reason says nothing more.
  if ((fields[F.honeypot] ?? '') !== '') reasons.push(M.notAccepted);
  const shown = (input: FormInput) => !form || form.fieldsShown.includes(input);
  const required = (input: FormInput) => form?.requiredFields.includes(input) ?? false;

  const formIdText = fields[F.formId] ?? '';
  const formId = /^\d{1,9}$/.test(formIdText) ? Number(formIdText) : undefined;
  const postIdText = fields[F.postId] ?? '';
  const postId = /^\d{1,12}$/.test(postIdText) ? Number(postIdText) : null;
  if (postIdText !== '' && postId === null) reasons.push(M.postIdInvalid);
  // The original form names the field `wprev_unique_id`; ours `wprev_unbrid`. Either is read.
  const uniqueIdText = fields[F.uniqueId] ?? fields[F.uniqueIdOriginal] ?? '';
  const uniqueId = UNIQUE_ID_PATTERN.test(uniqueIdText) ? uniqueIdText : undefined;
  if (!uniqueId) reasons.push(M.uniqueIdMissing);

  const values: SubmissionValues = {
    formId,
    postId,
    uniqueId,
    rating: null,
    name: shown('name') ? line(fields[F.name]) : '',
    email: shown('email') ? line(fields[F.email]) : '',
    title: shown('title') ? line(fields[F.title]) : '',
    text: shown('text') ? paragraphs(fields[F.text]) : '',
    company: shown('company') ? line(fields[F.company]) : '',
    website: shown('website') ? line(fields[F.website]) : '',
    consent: shown('consent') && /^(yes|on|1|true)$/i.test(fields[F.consent] ?? ''),
    urlTag: '',
    pageName: line(fields[F.pageName]),
    token: fields[F.shownAt] || undefined,
    captchaAnswer: fields[F.captchaResponse] || undefined,
  };

  const ratingText = (fields[F.rating] ?? '').trim();
  if (ratingText === '' || ratingText === '0') {
    if (form?.ratingRequired) reasons.push(M.ratingRequired);
  } else if (/^[1-5]$/.test(ratingText)) {
    values.rating = Number(ratingText);
  } else {
    reasons.push(M.ratingInvalid);
  }

  const text = [
    ['name', values.name, M.nameRequired, M.nameTooLong],
    ['email', values.email, M.emailRequired, M.emailTooLong],
    ['title', values.title, M.titleRequired, M.titleTooLong],
    ['text', values.text, M.textRequired, M.textTooLong],
    ['company', values.company, M.companyRequired, M.companyTooLong],
    ['website', values.website, M.websiteRequired, M.websiteTooLong],
  ] as const;
  for (const [input, value, missing, tooLong] of text) {
    if (value === '') {
      if (required(input)) reasons.push(missing);
    } else if (length(value) > MAX_LENGTH[input]) {
      reasons.push(tooLong);
    } else if (input === 'email' && !EMAIL.test(value)) {
      reasons.push(M.emailInvalid);
    } else if (input === 'website') {
      const website = normaliseWebsite(value);
      if (website && website.length <= MAX_LENGTH.website) values.website = website;
      else reasons.push(M.websiteInvalid);
    }
  }
  if (required('consent') && !values.consent) reasons.push(M.consentRequired);
  if (length(values.pageName) > MAX_LENGTH.pageName) reasons.push(M.pageNameTooLong);

  const urlTag = line(fields[F.urlTag]);
  if (URL_TAG.test(urlTag)) values.urlTag = urlTag;
  return { values, reasons };
}
