import {
  boundedInterests,
  boundedMergeFields,
  mailchimpBirthday,
  normaliseEmail,
} from '@site-widgets/core/content/newsletter-fields.ts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { enqueueJob, enqueueMail } from '../outbox/outbox-repository.ts';
import { MAILCHIMP_PUSH_JOB } from './mailchimp-push.ts';
import { confirmationMail, welcomeMail } from './newsletter-mail.ts';
import { findList, type NewsletterList } from './newsletter-repository.ts';
import { type NewsletterTokens, tokenHash } from './newsletter-tokens.ts';

/** What another module hands over to sign an address up (the newsletter form, the form builder). */
export interface SubscribeInput {
  listId: string;
  email: string;
  /** Merge tag → text (FNAME, LNAME …); bounded here. */
  mergeFields?: Readonly<Record<string, unknown>>;
  /** Interest (group) ids, as the form builder's group_id maps them. */
  interests?: readonly unknown[];
  /** A date input's `YYYY-MM-DD` or `MM/DD`: stored as merge field `BIRTHDAY` in Mailchimp's `MM/DD`. */
  birthday?: string;
}

export type SubscribeOutcome =
  | { status: 'pending' | 'subscribed' }
  | { error: 'unknown-list' }
  | { error: 'bad-email' };

export interface SubscribeContext {
  now: Date;
  /** The origin of the links in mail (PUBLIC_ORIGIN or the request's). */
  origin: string;
  tokens: NewsletterTokens;
  /** Whether confirmed subscribers are pushed to Mailchimp (the adapter is configured). */
  pushToRemote: boolean;
  /** Days a confirmation link works; default 7. */
  confirmDays?: number;
  /** A pending signup's confirmation is mailed again only after this; default 10 minutes. */
  resendAfterMs?: number;
}

const DAY_MS = 86_400_000;

/** Writes the Mailchimp push for a subscriber, when the list has a remote audience and the adapter is on. */
export async function enqueuePush(
  trx: Kysely<DatabaseSchema>,
  list: NewsletterList,
  subscriberId: number,
  context: Pick<SubscribeContext, 'now' | 'pushToRemote'>,
): Promise<void> {
  if (!context.pushToRemote || !list.remoteListId) return;
  await enqueueJob(
    trx,
    {
      kind: MAILCHIMP_PUSH_JOB,
      label: `${list.listId} subscriber ${subscriberId}`,
      payload: { subscriberId },
    },
    context.now,
  );
}

/**
 * Issue 17 items 5 and 6: signs an address up to a stored list, in the caller's transaction (the mail
 * and the Mailchimp push are written with the row, so they exist exactly when it was committed).
 * One row per list and address: a repeat finds it. A new address on a double opt-in list (the default),
 * or one that unsubscribed before, is `pending` until the mailed link is confirmed; otherwise it is
 * `subscribed` at once. A subscribed address is left as it is (no mail, nothing changed: a stranger
 * cannot rewrite someone's name); a pending one gets its confirmation again at most every ten minutes.
 */
export async function subscribeToList(
  trx: Kysely<DatabaseSchema>,
  input: SubscribeInput,
  context: SubscribeContext,
): Promise<SubscribeOutcome> {
  const list = await findList(trx, input.listId);
  if (!list) return { error: 'unknown-list' };
  const email = normaliseEmail(input.email);
  if (!email) return { error: 'bad-email' };
  const mergeFields = boundedMergeFields(input.mergeFields ?? {});
  const birthday = input.birthday === undefined ? undefined : mailchimpBirthday(input.birthday);
  if (birthday) mergeFields.BIRTHDAY = birthday;
  const interests = boundedInterests(input.interests ?? []);
  const now = context.now.toISOString();
  const days = context.confirmDays ?? 7;
  const unsubscribeToken = context.tokens.unsubscribeToken(list.listId, email);
  const links = { origin: context.origin, unsubscribeToken };

  // Insert-or-find: two signups at once both end on the one row (the unique key decides).
  const inserted = await trx
    .insertInto('newsletter_subscribers')
    .values({
      list_id: list.listId,
      email,
      status: list.doubleOptIn ? 'pending' : 'subscribed',
      merge_fields: JSON.stringify(mergeFields),
      interests: JSON.stringify(interests),
      confirm_token_hash: null,
      confirm_expires_at: null,
      confirm_sent_at: null,
      unsubscribe_token_hash: tokenHash(unsubscribeToken),
      created_at: now,
      updated_at: now,
      confirmed_at: list.doubleOptIn ? null : now,
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.columns(['list_id', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted && !list.doubleOptIn) {
    await enqueueMail(trx, welcomeMail(email, list.name, links), context.now);
    await enqueuePush(trx, list, inserted.id, context);
    return { status: 'subscribed' };
  }

  const row = await trx
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status', 'confirm_sent_at'])
    .where('list_id', '=', list.listId)
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  if (row.status === 'subscribed') return { status: 'subscribed' };
  const recentlySent =
    row.status === 'pending' &&
    row.confirm_sent_at !== null &&
    context.now.getTime() - Date.parse(row.confirm_sent_at) < (context.resendAfterMs ?? 10 * 60_000);
  if (recentlySent) return { status: 'pending' };

  const confirmToken = context.tokens.newConfirmToken();
  await trx
    .updateTable('newsletter_subscribers')
    .set({
      status: 'pending',
      merge_fields: JSON.stringify(mergeFields),
      interests: JSON.stringify(interests),
      confirm_token_hash: tokenHash(confirmToken),
      confirm_expires_at: new Date(context.now.getTime() + days * DAY_MS).toISOString(),
      confirm_sent_at: now,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute();
  await enqueueMail(trx, confirmationMail(email, list.name, confirmToken, days, links), context.now);
  return { status: 'pending' };
}
