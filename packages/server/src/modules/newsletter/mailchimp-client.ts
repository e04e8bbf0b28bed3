import { createHash } from 'node:crypto';

export interface MailchimpOptions {
  /** MAILCHIMP_API_URL: the API's base (`https://us1.api.mailchimp.com`); `/3.0/…` is added. */
  apiUrl: string;
  /** MAILCHIMP_API_KEY: sent as HTTP Basic (any user name, the key as password). */
  apiKey: string;
  /** One request's time limit in ms; default 5000. */
  timeoutMs?: number;
  /** The most bytes of an answer read (only its error text is used); default 64 KiB. */
  maxBytes?: number;
  fetch?: typeof fetch;
}

export interface MailchimpMember {
  email: string;
  status: 'subscribed' | 'unsubscribed';
  mergeFields: Record<string, string>;
  interests: readonly string[];
}

/** Mailchimp's member id: MD5 of the lower-cased address. */
export const memberHash = (email: string) => createHash('md5').update(email.toLowerCase()).digest('hex');

/** Reads at most `max` bytes of a body and drops the rest unread. */
async function boundedText(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
}

/**
 * The Mailchimp-compatible adapter (issue 17 item 5): one call, an upsert of a list member
 * (`PUT /3.0/lists/{list}/members/{md5}`), idempotent, so a retried push never makes a duplicate.
 * A non-2xx answer, a redirect, a time-out or a refused connection throws (the outbox job is retried).
 */
export function createMailchimpClient(options: MailchimpOptions) {
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`site-widgets:${options.apiKey}`).toString('base64')}`;
  const doFetch = options.fetch ?? fetch;
  return {
    async putMember(remoteListId: string, member: MailchimpMember): Promise<void> {
      const url = `${base}/3.0/lists/${encodeURIComponent(remoteListId)}/members/${memberHash(member.email)}`;
      const body = {
        email_address: member.email,
        status_if_new: member.status,
        status: member.status,
        merge_fields: member.mergeFields,
        interests: Object.fromEntries(member.interests.map((id) => [id, true])),
      };
      const response = await doFetch(url, {
        method: 'PUT',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      const text = await boundedText(response, options.maxBytes ?? 64 * 1024);
      if (response.status < 200 || response.status >= 300) {
        // Mailchimp's problem document names the reason in `detail`; only a line of it is kept.
        let detail = '';
        try {
          detail = String((JSON.parse(text) as { detail?: unknown }).detail ?? '');
        } catch {
          detail = '';
        }
        throw new Error(`Mailchimp answered ${response.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
      }
    },
  };
}

export type MailchimpClient = ReturnType<typeof createMailchimpClient>;
