import {
  CHECK_UNBRID_ACTION,
  type CheckUnbridAnswer,
  checkUnbridFieldsSchema,
  REVIEW_FORM_FIELDS,
  SAVE_REVIEW_ACTION,
  UNIQUE_ID_PATTERN,
} from '@site-widgets/contract';
import * as z from 'zod/mini';
import { defineAction, PAGE_NONCE_SCOPE } from '../ajax/ajax-action.ts';
import type { SaveReviewService } from './save-review.ts';
import type { SubmissionRepository } from './submission-repository.ts';

/**
 * The save call's fields are read by the service, which collects every failing reason into one answer
 * (reviews-protocol.md), so the dispatcher's schema only says "strings".
 */
const saveReviewFieldsSchema = z.record(z.string(), z.string());

export function submissionActions(
  saveReview: SaveReviewService,
  submissions: SubmissionRepository,
  avatarMaxBytes: number,
) {
  return [
    defineAction({
      name: SAVE_REVIEW_ACTION,
      fields: saveReviewFieldsSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      files: [{ field: REVIEW_FORM_FIELDS.avatar, maxBytes: avatarMaxBytes }],
      async handle(fields, { request, reply, files }) {
        const outcome = await saveReview({
          fields,
          avatar: files.get(REVIEW_FORM_FIELDS.avatar),
          clientIp: request.ip,
        });
        if (outcome.retryAfterSeconds !== undefined)
          reply.header('retry-after', String(outcome.retryAfterSeconds));
        return { kind: 'json', status: outcome.status, body: outcome.body };
      },
    }),
    defineAction({
      name: CHECK_UNBRID_ACTION,
      fields: checkUnbridFieldsSchema,
      nonceScope: PAGE_NONCE_SCOPE,
      async handle(fields) {
        const uid = fields.unbrid ?? '';
        const found = UNIQUE_ID_PATTERN.test(uid) && (await submissions.existsByUid(uid));
        const answer: CheckUnbridAnswer = found ? 'found' : 'notfound';
        return { kind: 'text', body: answer };
      },
    }),
  ];
}
