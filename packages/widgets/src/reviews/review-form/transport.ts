import {
  FORM_TOKEN_PATH,
  REVIEW_FORM_FIELDS,
  SAVE_REVIEW_ACTION,
} from '@site-widgets/contract/reviews/save-review.ts';
import type { ReviewSubmission } from '@site-widgets/core/forms/outbox.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { createContext, useContext } from 'react';
import type { PostAction } from '../../runtime/post-context.ts';

/** How a review form reaches the server; the mount passes the page's ajax client, tests their own. */
export interface ReviewFormTransport {
  post: PostAction;
  /** Multipart post with the nonce (AjaxClient.postForm). */
  postForm(action: string, form: FormData): Promise<string>;
}

const noTransport: ReviewFormTransport = {
  post: () => Promise.reject(new Error('no widget runtime')),
  postForm: () => Promise.reject(new Error('no widget runtime')),
};

export const ReviewFormTransportContext = createContext<ReviewFormTransport>(noTransport);

export function useReviewFormTransport(): ReviewFormTransport {
  return useContext(ReviewFormTransportContext);
}

/**
 * Sends a submission (spec 000 §7 call 1): multipart form data of every field, the photo included,
 * with `action` appended after the form's own. A browser without FormData sends the fields urlencoded
 * in one `data` field, which the protocol also accepts (it cannot carry a photo; the form blocks that).
 */
export function saveSubmission(
  transport: ReviewFormTransport,
  submission: ReviewSubmission,
): Promise<string> {
  if (typeof FormData !== 'function') {
    return transport.post(SAVE_REVIEW_ACTION, { data: new URLSearchParams(submission.fields).toString() });
  }
  const form = new FormData();
  for (const [name, value] of submission.fields) form.append(name, value);
  if (submission.avatar)
    form.append(REVIEW_FORM_FIELDS.avatar, submission.avatar.file, submission.avatar.name);
  return transport.postForm(SAVE_REVIEW_ACTION, form);
}

/** A form token for a form placed on a plain HTML page (a server-rendered form has one in its props). */
export async function fetchFormToken(formId: number): Promise<string | undefined> {
  try {
    const response = await fetch(serverUrl(`${FORM_TOKEN_PATH}?form_id=${formId}`), {
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = (await response.json()) as { token?: unknown };
    if (typeof body.token !== 'string') throw new Error('the answer has no token');
    return body.token;
  } catch (error) {
    console.error(`[site-widgets] review-form: no form token for form ${formId}`, error);
    return undefined;
  }
}
