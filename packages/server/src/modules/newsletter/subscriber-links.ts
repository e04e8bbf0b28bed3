import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { findList } from './newsletter-repository.ts';
import { TOKEN_PATTERN, tokenHash } from './newsletter-tokens.ts';
import { enqueuePush } from './subscribe.ts';

/** What a link's token finds: the list's name for the page, or why it does not work. */
export type LinkCheck =
  | { ok: true; listName: string }
  | { ok: false; reason: 'invalid' | 'expired' | 'done' };

type Db = Kysely<DatabaseSchema>;

async function pendingByToken(db: Db, token: unknown) {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'list_id', 'status', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', tokenHash(token))
    .executeTakeFirst();
}

async function rowByUnsubscribeToken(db: Db, token: unknown) {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return undefined;
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'list_id', 'status'])
    .where('unsubscribe_token_hash', '=', tokenHash(token))
    .executeTakeFirst();
}

const listName = async (db: Db, listId: string) => (await findList(db, listId))?.name ?? 'the newsletter';

/** Reads a confirmation link without using it (the GET page: a link opened is not a confirmation). */
export async function checkConfirmLink(db: Db, token: unknown, now: Date): Promise<LinkCheck> {
  const row = await pendingByToken(db, token);
  if (row?.status !== 'pending') return { ok: false, reason: 'invalid' };
  if (!row.confirm_expires_at || Date.parse(row.confirm_expires_at) <= now.getTime())
    return { ok: false, reason: 'expired' };
  return { ok: true, listName: await listName(db, row.list_id) };
}

/**
 * The Confirm button (POST): pending → subscribed, once; the token is spent with it. Pushed to
 * Mailchimp in the same transaction when the list has an audience and the adapter is on.
 */
export async function confirmSubscription(
  trx: Db,
  token: unknown,
  context: { now: Date; pushToRemote: boolean },
): Promise<LinkCheck> {
  const checked = await checkConfirmLink(trx, token, context.now);
  if (!checked.ok) return checked;
  const row = await pendingByToken(trx, token);
  if (!row) return { ok: false, reason: 'invalid' };
  const now = context.now.toISOString();
  const updated = await trx
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', confirmed_at: now, updated_at: now, confirm_token_hash: null })
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  // A second press at the same moment found the row pending too; only one update wins.
  if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'invalid' };
  const list = await findList(trx, row.list_id);
  if (list) await enqueuePush(trx, list, row.id, context);
  return checked;
}

/** Reads an unsubscribe link without using it (the GET page). */
export async function checkUnsubscribeLink(db: Db, token: unknown): Promise<LinkCheck> {
  const row = await rowByUnsubscribeToken(db, token);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.status === 'unsubscribed') return { ok: false, reason: 'done' };
  return { ok: true, listName: await listName(db, row.list_id) };
}

/** The Unsubscribe button or a one-click POST: any state → unsubscribed (a pending link stops working). */
export async function unsubscribe(
  trx: Db,
  token: unknown,
  context: { now: Date; pushToRemote: boolean },
): Promise<LinkCheck> {
  const row = await rowByUnsubscribeToken(trx, token);
  if (!row) return { ok: false, reason: 'invalid' };
  const name = await listName(trx, row.list_id);
  if (row.status === 'unsubscribed') return { ok: true, listName: name };
  const now = context.now.toISOString();
  await trx
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now, updated_at: now, confirm_token_hash: null })
    .where('id', '=', row.id)
    .execute();
  // Mailchimp only ever heard of a subscriber who had confirmed.
  const list = await findList(trx, row.list_id);
  if (list && row.status === 'subscribed') await enqueuePush(trx, list, row.id, context);
  return { ok: true, listName: name };
}
