import { NEWSLETTER_SUCCESS_STATUS } from '@site-widgets/contract/content/newsletter.ts';

/** What the form shows after a `mailchimp_subscribe` answer (spec 001 §4, §8). */
export type NewsletterOutcome = { status: 'success' } | { status: 'error'; message: string | undefined };

/**
 * spec 001 §4: status `subscribed` means success; anything else (another status, no JSON, a failed
 * call) is the error block, with the server's own message when it names one (one line, ours).
 */
export function newsletterOutcome(text: string | undefined): NewsletterOutcome {
  let answer: unknown;
  try {
    answer = text === undefined ? undefined : JSON.parse(text);
  } catch {
    answer = undefined;
  }
  const record = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  if (record.status === NEWSLETTER_SUCCESS_STATUS) return { status: 'success' };
  const message =
    typeof record.message === 'string' && record.message.length <= 300 ? record.message : undefined;
  return { status: 'error', message };
}

/** The form's fields as `mailchimp_subscribe` wants them: URL-encoded, the list id left out. */
export function serialiseSignupForm(entries: Iterable<[string, unknown]>, leaveOut: string): string {
  const fields = new URLSearchParams();
  for (const [name, value] of entries)
    if (name !== leaveOut && typeof value === 'string') fields.append(name, value);
  return fields.toString();
}
