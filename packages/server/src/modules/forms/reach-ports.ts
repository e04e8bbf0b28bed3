import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/**
 * What the add-on form builder (issue 17 item 5) needs from the delivery side (webhooks, mailing
 * lists), written before either side so both can be built at once. The form builder owns its stored
 * settings (which URL, which list, which fields map where); these ports only carry out what a stored
 * setting already decided. Nothing here takes a URL, list id or field map from a visitor's request.
 */

/** One webhook delivery, queued in the caller's transaction. */
export interface WebhookDeliveryInput {
  /** What produced it, e.g. 'form-builder:catering'. Shown to the owner in the dead-letter list. */
  source: string;
  /** The submission's id at the source (a form-builder submission id), kept for the owner's replay. */
  sourceId: string;
  /** The address from the form's stored settings (http or https). */
  url: string;
  /** Sent as the JSON body. */
  payload: unknown;
}

/**
 * Queues signed webhook deliveries. `enqueue` writes inside the caller's transaction, so a delivery
 * exists exactly when the submission it reports was committed; a background worker posts it later
 * (HMAC-signed, retried with backoff, dead-lettered after the last attempt, each with a delivery id
 * that never repeats).
 */
export interface WebhookQueue {
  enqueue(
    trx: Kysely<DatabaseSchema>,
    delivery: WebhookDeliveryInput,
    now: Date,
  ): Promise<{ deliveryId: string }>;
}

/** A subscriber as the mailing list receives it. */
export interface MailingListSubscriber {
  email: string;
  /** Merge fields by their list tag, e.g. { FNAME: 'Ada', BIRTHDAY: '07/14' } (birthday already MM/DD). */
  mergeFields: Record<string, string>;
  /** Interest-group ids to add the subscriber to. */
  groups: string[];
}

export type SubscribeOutcome =
  | { ok: true; status: 'subscribed' | 'pending' }
  | { ok: false; reason: 'invalid-email' | 'unknown-list' | 'unavailable'; message: string };

/**
 * A mailing list: the local list in our database by default, or a Mailchimp-compatible HTTP API
 * behind an adapter with a configurable address. `doubleOptIn` makes a new subscriber 'pending' until
 * they confirm by the e-mailed link.
 */
export interface MailingList {
  subscribe(
    listId: string,
    subscriber: MailingListSubscriber,
    options: { doubleOptIn: boolean },
  ): Promise<SubscribeOutcome>;
}
