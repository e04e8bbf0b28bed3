import { createHash } from 'node:crypto';
import type { SubmissionValues } from './submission-fields.ts';

/**
 * What makes two submissions "the same" for idempotency: the form, page and every value the visitor
 * gave, and the uploaded file's bytes. The token, nonce and captcha answer are left out: a retry gets
 * fresh ones.
 */
export function submissionFingerprint(values: SubmissionValues, avatar: Buffer | undefined): string {
  const content = [
    values.formId,
    values.postId,
    values.rating,
    values.name,
    values.email,
    values.title,
    values.text,
    values.company,
    values.website,
    values.consent,
    values.urlTag,
    values.pageName,
    avatar?.length ? createHash('sha256').update(avatar).digest('hex') : null,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
