import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The proof that goes with a submission's `post_id`: HMAC-SHA256 of the id under the server's secret.
 * `wpr_update_form_action_meta` needs it back, so a visitor can report on the submission they made and
 * on no other (post ids are counted up and easy to guess; the token is not).
 */
export function createSubmissionTokens(secret: string) {
  const sign = (postId: number) =>
    createHmac('sha256', secret).update(`form-builder-submission|${postId}`).digest('base64url');
  return {
    issue: sign,
    verify(postId: number, token: string): boolean {
      const expected = Buffer.from(sign(postId));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type SubmissionTokens = ReturnType<typeof createSubmissionTokens>;
