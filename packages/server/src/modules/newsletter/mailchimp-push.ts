import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { JobHandler } from '../outbox/outbox-sender.ts';
import type { MailchimpClient } from './mailchimp-client.ts';
import { findList, subscriberOf } from './newsletter-repository.ts';

/** The outbox job kind of a Mailchimp push; its payload is `{ subscriberId }`. */
export const MAILCHIMP_PUSH_JOB = 'mailchimp-push';

/**
 * The job handler: pushes the subscriber as the database holds them NOW (not as they were when the job
 * was written), so a retried push that ends after a later one still leaves Mailchimp with the last
 * state. A pending subscriber, a gone row or a list without an audience is nothing to push.
 */
export function mailchimpPushHandler(db: Kysely<DatabaseSchema>, client: MailchimpClient): JobHandler {
  return async (job) => {
    const payload = job.payload as { subscriberId?: unknown } | null;
    const id = payload?.subscriberId;
    if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('mailchimp push: no subscriber id');
    const row = await db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.status === 'pending') return;
    const list = await findList(db, row.list_id);
    if (!list?.remoteListId) return;
    const subscriber = subscriberOf(row);
    await client.putMember(list.remoteListId, {
      email: subscriber.email,
      status: row.status,
      mergeFields: subscriber.mergeFields,
      interests: subscriber.interests,
    });
  };
}
