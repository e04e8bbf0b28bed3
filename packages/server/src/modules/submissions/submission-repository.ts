import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { enqueueMail, type NewMail } from '../outbox/outbox-repository.ts';
import { type NewReview, toRow } from '../reviews/review-record.ts';
import { bumpRevision } from '../reviews/review-repository.ts';
import type { RateLimitCounter, RateLimitRule } from './rate-limit.ts';

export type StoreOutcome =
  | { kind: 'stored'; id: number }
  /** The same submission (unique id and content) was stored before: a retry. */
  | { kind: 'replay' }
  /** The unique id was used for a different submission: the one-submission scope. */
  | { kind: 'conflict' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

export interface StoreRequest {
  review: NewReview & { browserUid: string };
  /** submission-fingerprint.ts: how a retry is told from a second, different submission. */
  fingerprint: string;
  rateLimit: { counter: RateLimitCounter; bucket: string; rule: RateLimitRule; now: number };
  /** The notification, given the new review's id; undefined: the form sends none. */
  mailFor?: (reviewId: number) => NewMail;
}

class RateLimited extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

/** The writes of a visitor's submission: one transaction, race-safe on the browser unique id. */
export function createSubmissionRepository(db: Kysely<DatabaseSchema>) {
  async function previous(
    trx: Kysely<DatabaseSchema>,
    uid: string,
    fingerprint: string,
  ): Promise<StoreOutcome> {
    const row = await trx
      .selectFrom('reviews')
      .select('submission_hash')
      .where('browser_uid', '=', uid)
      .executeTakeFirst();
    return row?.submission_hash === fingerprint ? { kind: 'replay' } : { kind: 'conflict' };
  }

  return {
    /** How an earlier submission with this unique id compares, or undefined when there is none. */
    async compareWithStored(uid: string, fingerprint: string): Promise<'replay' | 'conflict' | undefined> {
      const row = await db
        .selectFrom('reviews')
        .select('submission_hash')
        .where('browser_uid', '=', uid)
        .executeTakeFirst();
      if (!row) return undefined;
      return row.submission_hash === fingerprint ? 'replay' : 'conflict';
    },

    /**
     * Review, rate-limit count, notification and (for a published review) the revision bump, in one
     * transaction. `INSERT … ON CONFLICT (browser_uid) DO NOTHING` makes a concurrent twin wait for the
     * first to commit and then insert nothing (both databases); the stored row then says whether it was
     * a retry or a second submission. Over the rate limit, everything is rolled back.
     */
    async store(request: StoreRequest): Promise<StoreOutcome> {
      try {
        return await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('reviews')
            .values({ ...toRow(request.review), submission_hash: request.fingerprint })
            .onConflict((oc) => oc.column('browser_uid').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!inserted) return previous(trx, request.review.browserUid, request.fingerprint);
          const { counter, bucket, rule, now } = request.rateLimit;
          const mail = request.mailFor?.(inserted.id);
          if (mail) await enqueueMail(trx, mail, new Date(now));
          // A pending review changes nothing a visitor sees, so cached totals stay valid.
          if (!request.review.hidden) await bumpRevision(trx);
          // Last: the count locks its bucket's row until the commit, so keep that lock short.
          const decision = await counter.count(trx, bucket, rule, now);
          if (!decision.allowed) throw new RateLimited(decision.retryAfterSeconds);
          return { kind: 'stored', id: inserted.id };
        });
      } catch (error) {
        if (error instanceof RateLimited)
          return { kind: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
        throw error;
      }
    },

    /** spec 000 §7 `wprp_check_unbrid`: any review with this id, pending ones included. */
    async existsByUid(uid: string): Promise<boolean> {
      const row = await db
        .selectFrom('reviews')
        .select('id')
        .where('browser_uid', '=', uid)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Whether a committed review refers to this upload (upload recovery). */
    async referencesUpload(url: string): Promise<boolean> {
      const row = await db
        .selectFrom('reviews')
        .select('id')
        .where('avatar_url', '=', url)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
