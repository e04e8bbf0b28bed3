import type { SaveReviewResponse } from '@site-widgets/contract/reviews/save-review.ts';

/**
 * Reads a `wprp_save_review` answer (spec 000 §7: JSON text under text/html). Undefined when it cannot
 * be read, which spec 000 §5 answers by hiding the loader and doing nothing else.
 */
export function parseSaveAnswer(text: string): SaveReviewResponse | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, successmsg, dbmsg } = body as Record<string, unknown>;
  if (error !== 'no' && error !== 'yes') return undefined;
  return {
    error,
    successmsg: typeof successmsg === 'string' ? successmsg : '',
    dbmsg: typeof dbmsg === 'string' ? dbmsg : '',
  };
}
