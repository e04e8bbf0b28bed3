import { CONTROL_CHARACTERS } from '../../security/control-characters.ts';
import type { NewMail } from '../outbox/outbox-repository.ts';
import type { ReviewForm } from '../review-forms/form-settings.ts';
import type { SubmissionValues } from './submission-fields.ts';

/** Tabs and newlines stay; every other control character (terminal escapes included) goes. */
const plain = (value: string) => value.replace(CONTROL_CHARACTERS, '');
/** Header text: one line, so nothing can start a new header. */
const headerLine = (value: string) => plain(value).replace(/\s+/g, ' ').trim().slice(0, 150);

/**
 * The owner's notification of a new review. Plain text only (no HTML part), so nothing the visitor
 * wrote can become markup in a mail client; the visitor's words appear only in the body, never in a
 * header. The client IP and browser id are not included.
 */
export function notificationMail(
  form: ReviewForm,
  values: SubmissionValues,
  reviewId: number,
  published: boolean,
): NewMail {
  const rating = values.rating === null ? 'no rating' : `${values.rating} of 5`;
  const lines = [
    `A visitor sent a review through the form "${plain(form.name)}".`,
    '',
    `Review:  #${reviewId} (${published ? 'published' : 'waiting for your approval'})`,
    `Rating:  ${rating}`,
    `Name:    ${plain(values.name) || '(not given)'}`,
    `E-mail:  ${plain(values.email) || '(not given)'}`,
    ...(values.company ? [`Company: ${plain(values.company)}`] : []),
    ...(values.website ? [`Website: ${plain(values.website)} (as the visitor typed it)`] : []),
    ...(values.pageName ? [`Page:    ${plain(values.pageName)}`] : []),
    ...(values.postId !== null ? [`Post id: ${values.postId}`] : []),
    '',
    `Title: ${plain(values.title) || '(none)'}`,
    '',
    plain(values.text) || '(no text)',
    '',
    '--',
    published
      ? `Hide it with: npm run reviews -- reject ${reviewId}`
      : `Publish it with: npm run reviews -- approve ${reviewId}`,
  ];
  return {
    reviewId,
    recipient: form.notifyEmail,
    subject: headerLine(`New review on ${form.name}`),
    body: lines.join('\n'),
  };
}
