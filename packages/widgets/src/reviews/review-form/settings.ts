import type {
  ReviewFormAttributes,
  ReviewFormDisplay,
  ReviewFormInput,
} from '@site-widgets/contract/reviews/review-form-attributes.ts';
import type { OneSubmissionMode } from '@site-widgets/core/forms/form-sessions.ts';

/** How a review form looks and what it asks for (from the server's form record, or data attributes). */
export interface ReviewFormSettings {
  formId: number;
  display: ReviewFormDisplay;
  /** ms before a `popup` form opens by itself (once per session). */
  popupDelayMs: number;
  buttonLabel: string;
  heading: string;
  /** Inputs shown, in this order on the page: name, e-mail, title, text, company, website, photo, consent. */
  fields: ReviewFormInput[];
  required: ReviewFormInput[];
  ratingRequired: boolean;
  ratingStyle: 'stars' | 'thumbs';
  oneSubmission: OneSubmissionMode;
  /** spec 000 §3 "selected page name", sent with the review. */
  pageName: string;
}

export interface ReviewFormProps {
  settings: ReviewFormSettings;
  /** The post (page) the review belongs to. */
  postId: number;
  /** The form token (`wprev_shown_at`): the server's signed time the form was shown. */
  formToken: string;
}

export const DEFAULT_FORM_FIELDS: ReviewFormInput[] = ['name', 'email', 'title', 'text', 'consent'];
export const DEFAULT_REQUIRED_FIELDS: ReviewFormInput[] = ['name', 'text'];
export const DEFAULT_POPUP_DELAY_MS = 10_000;

/** Settings from data attributes, with the defaults docs/embed.md states. */
export function reviewFormSettings(attributes: ReviewFormAttributes): ReviewFormSettings {
  const fields = attributes.fields ?? DEFAULT_FORM_FIELDS;
  const oneSubmission = attributes.oneSubmission ?? 'nof';
  return {
    formId: attributes.form,
    display: attributes.display ?? 'inline',
    popupDelayMs: attributes.popupDelay ?? DEFAULT_POPUP_DELAY_MS,
    buttonLabel: attributes.buttonLabel ?? 'Write a review',
    heading: attributes.heading ?? 'Leave a review',
    fields,
    required: (attributes.required ?? DEFAULT_REQUIRED_FIELDS).filter((input) => fields.includes(input)),
    ratingRequired: attributes.ratingRequired ?? true,
    ratingStyle: attributes.ratingStyle ?? 'stars',
    oneSubmission: oneSubmission === 'none' ? '' : oneSubmission,
    pageName: attributes.pageName ?? '',
  };
}

/** The data attributes (without `data-`) that place a form with these settings. */
export function reviewFormAttributes(settings: ReviewFormSettings): Record<string, string> {
  const attributes: Record<string, string> = {
    form: String(settings.formId),
    display: settings.display,
    heading: settings.heading,
    fields: settings.fields.join(','),
    required: settings.required.join(','),
    'rating-required': settings.ratingRequired ? 'yes' : 'no',
    'rating-style': settings.ratingStyle,
    'one-submission': settings.oneSubmission || 'none',
  };
  if (settings.display === 'popup') attributes['popup-delay'] = String(settings.popupDelayMs);
  if (settings.display === 'modal') attributes['button-label'] = settings.buttonLabel;
  if (settings.pageName) attributes['page-name'] = settings.pageName;
  return attributes;
}
