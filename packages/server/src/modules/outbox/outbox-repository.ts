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
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post); default none. */
  headers?: Record<string, string>;
}

export interface ClaimedMail extends NewMail {
  id: number;
  createdAt: string;
  attempts: number;
}

/**
 * A job the outbox carries besides mail (issue 17: the Mailchimp push): claimed, leased and retried
 * like a mail, and handed to the sender's handler for its `kind`. `label` says what it is for the
 * owner (it is kept in `recipient`), `payload` is its JSON.
 */
export interface NewJob {
  kind: string;
  label: string;
  payload: unknown;
}

export interface ClaimedJob {
  id: number;
  kind: string;
  /** The payload as written; null when it no longer parses. */
  payload: unknown;
  createdAt: string;
  attempts: number;
}

/** A claimed outbox row: a mail when `kind` is `mail`, else a job whose `body` is its JSON payload. */
export type ClaimedRow = ClaimedMail & { kind: string };

/** The job a claimed row of another kind than mail holds. */
export function jobOf(row: ClaimedRow): ClaimedJob {
  let payload: unknown = null;
  try {
    payload = JSON.parse(row.body);
  } catch {
    // Written by us; a payload that no longer parses is the handler's to refuse.
  }
  return { id: row.id, kind: row.kind, payload, createdAt: row.createdAt, attempts: row.attempts };
}

/** The outbox's kind of a mail row; every other kind is a job. */
export const MAIL_KIND = 'mail';

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
      kind: MAIL_KIND,
      headers: mail.headers ? JSON.stringify(mail.headers) : null,
    })
    .execute();
}

/** Writes a job in the caller's transaction, as enqueueMail does for a mail. */
export async function enqueueJob(trx: Kysely<DatabaseSchema>, job: NewJob, now: Date): Promise<void> {
  if (job.kind === MAIL_KIND) throw new Error('a job needs a kind other than mail');
  await trx
    .insertInto('outbox')
    .values({
      review_id: null,
      recipient: job.label.slice(0, 500),
      subject: job.kind,
      body: JSON.stringify(job.payload),
      created_at: now.toISOString(),
      claimed_at: null,
      claimed_by: null,
      sent_at: null,
      last_error: null,
      kind: job.kind,
      headers: null,
    })
    .execute();
}

/** A mail's extra headers as written; a value that no longer parses sends the mail without them. */
function headersOf(text: string | null): Record<string, string> | undefined {
  if (!text) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object') return undefined;
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
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
    async claimNext(worker: string, now: Date, leaseMs: number): Promise<ClaimedRow | undefined> {
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
      const headers = headersOf(row.headers);
      return {
        kind: row.kind,
        ...(headers ? { headers } : {}),
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
