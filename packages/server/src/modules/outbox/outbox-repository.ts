import type { Kysely } from 'kysely';
import { lockedForClaim } from '../../db/claim.ts';
import type { Database } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

/** A notification to send. Plain text only. */
export interface NewMail {
  reviewId: number | null;
  recipient: string;
  subject: string;
  body: string;
}

export interface ClaimedMail extends NewMail {
  id: number;
  createdAt: string;
  attempts: number;
}

/** After this many failed attempts a mail is left alone (and logged by the sender). */
export const MAX_ATTEMPTS = 8;

/** Writes a mail in the caller's transaction: it exists exactly when what it reports was committed. */
export async function enqueueMail(trx: Kysely<DatabaseSchema>, mail: NewMail, now: Date): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      review_id: mail.reviewId,
      recipient: mail.recipient,
      subject: mail.subject,
      body: mail.body,
      created_at: now.toISOString(),
      claimed_at: null,
      claimed_by: null,
      sent_at: null,
      last_error: null,
    })
    .execute();
}

/**
 * The outbox (table outbox). A sender claims one unsent row at a time with a lease: the claim is one
 * UPDATE of the oldest claimable row, so two senders never hold the same row (PostgreSQL: the row is
 * picked with FOR UPDATE SKIP LOCKED and the conditions are checked again on the row it updates; SQLite
 * has one writer). A claim older than the lease is taken again: its sender died between claiming and
 * marking, so the mail is sent again (at least once, never lost).
 */
export function createOutboxRepository(database: Database) {
  const { db, dialect } = database;
  return {
    async claimNext(worker: string, now: Date, leaseMs: number): Promise<ClaimedMail | undefined> {
      const staleBefore = new Date(now.getTime() - leaseMs).toISOString();
      const row = await db
        .updateTable('outbox')
        .set((eb) => ({
          claimed_at: now.toISOString(),
          claimed_by: worker,
          attempts: eb('attempts', '+', 1),
        }))
        .where((eb) =>
          eb.and([
            eb(
              'id',
              '=',
              lockedForClaim(
                eb
                  .selectFrom('outbox as candidate')
                  .select('candidate.id')
                  .where('candidate.sent_at', 'is', null)
                  .where('candidate.attempts', '<', MAX_ATTEMPTS)
                  .where((inner) =>
                    inner.or([
                      inner('candidate.claimed_at', 'is', null),
                      inner('candidate.claimed_at', '<', staleBefore),
                    ]),
                  )
                  .orderBy('candidate.id')
                  .limit(1),
                dialect,
              ),
            ),
            eb('sent_at', 'is', null),
            eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        reviewId: row.review_id,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.created_at,
        attempts: row.attempts,
      };
    },

    /** Marks a mail sent, if this sender still holds it. */
    async markSent(id: number, worker: string, now: Date): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ sent_at: now.toISOString(), last_error: null })
        .where('id', '=', id)
        .where('claimed_by', '=', worker)
        .where('sent_at', 'is', null)
        .execute();
    },

    /** Keeps the claim (so the row waits out the lease before the next try) and notes the error. */
    async markFailed(id: number, worker: string, error: string): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ last_error: error.slice(0, 500) })
        .where('id', '=', id)
        .where('claimed_by', '=', worker)
        .execute();
    },

    async counts(): Promise<{ unsent: number; sent: number }> {
      const rows = await db
        .selectFrom('outbox')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>('sent_at').as('sent'),
        ])
        .executeTakeFirstOrThrow();
      return { unsent: Number(rows.total) - Number(rows.sent), sent: Number(rows.sent) };
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
