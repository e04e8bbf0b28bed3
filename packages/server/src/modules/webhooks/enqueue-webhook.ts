import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { DatabaseSchema } from '../../db/schema.ts';

/** The longest webhook URL stored. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** The largest JSON body of one webhook, in UTF-8 bytes (a form's content with its labels fits many times). */
export const WEBHOOK_PAYLOAD_MAX_BYTES = 64 * 1024;

/**
 * A webhook target as the owner stores it in a form's settings: http or https, a host, no user name or
 * password in it (they would be logged and shown), no spaces or control characters, at most 2048
 * characters. Whether its host is private is decided at delivery, when it is resolved.
 */
export const webhookUrlSchema = z.string().check(
  z.maxLength(WEBHOOK_URL_MAX_LENGTH, `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`),
  z.regex(/^https?:\/\/[^\s\p{Cc}]+$/iu, 'must be an http(s) URL without spaces'),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL'),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return url.username === '' && url.password === '';
    } catch {
      return true;
    }
  }, 'must not hold a user name or password'),
);

const webhookInputSchema = z.object({
  /** The form the submission belongs to (the add-on form builder's `wpr_form_id`, or a numeric id). */
  formId: z.pipe(
    z.pipe(z.union([z.string(), z.number().check(z.int(), z.nonnegative())]), z.transform(String)),
    z.string().check(z.regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be 1 to 100 letters, digits, _ or -')),
  ),
  /** What happened, e.g. `form.submitted`. */
  event: z.string().check(z.regex(/^[a-z][a-z0-9_.-]{0,99}$/i, 'must be a name like form.submitted')),
  url: webhookUrlSchema,
  payload: z.unknown(),
});

export interface WebhookInput {
  formId: string | number;
  event: string;
  url: string;
  /** A JSON object; sent as the body exactly as serialised here. */
  payload: unknown;
}

/** Input a webhook cannot be queued with; names the field. Nothing was written. */
export class WebhookInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`webhook ${field}: ${message}`);
  }
}

function serialisedPayload(payload: unknown): string {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new WebhookInputError('payload', 'must be a JSON object');
  let body: string | undefined;
  try {
    body = JSON.stringify(payload);
  } catch {
    throw new WebhookInputError('payload', 'cannot be written as JSON');
  }
  if (body === undefined) throw new WebhookInputError('payload', 'cannot be written as JSON');
  if (Buffer.byteLength(body) > WEBHOOK_PAYLOAD_MAX_BYTES)
    throw new WebhookInputError('payload', `must be at most ${WEBHOOK_PAYLOAD_MAX_BYTES} bytes of JSON`);
  return body;
}

/**
 * Queues one webhook in the CALLER's transaction (the outbox pattern): it exists exactly when the
 * submission it reports was committed, and a worker delivers it after the commit. Throws a
 * `WebhookInputError` before writing anything when the input is refused, so a caller that lets it
 * propagate rolls its whole transaction back. Returns the delivery id (X-Webhook-Id).
 */
export async function enqueueWebhook(
  trx: Kysely<DatabaseSchema>,
  input: WebhookInput,
  now: Date = new Date(),
): Promise<{ id: string }> {
  const parsed = webhookInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WebhookInputError(String(issue?.path[0] ?? 'input'), issue?.message ?? 'is not valid');
  }
  const payload = serialisedPayload(parsed.data.payload);
  // Stored as the URL parser writes it (what is sent); its escapes may lengthen it.
  const url = new URL(parsed.data.url).href;
  if (url.length > WEBHOOK_URL_MAX_LENGTH)
    throw new WebhookInputError('url', `must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`);
  const id = randomUUID();
  const at = now.toISOString();
  await trx
    .insertInto('webhook_deliveries')
    .values({
      id,
      form_id: parsed.data.formId,
      event: parsed.data.event,
      url,
      payload,
      status: 'pending',
      next_attempt_at: at,
      lease_until: null,
      lease_owner: null,
      last_error: null,
      last_status: null,
      created_at: at,
      delivered_at: null,
    })
    .execute();
  return { id };
}
