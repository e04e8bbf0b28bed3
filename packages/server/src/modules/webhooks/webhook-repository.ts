import type { Selectable } from 'kysely';
import { lockedForClaim } from '../../db/claim.ts';
import type { Database } from '../../db/database.ts';
import type { WebhookDeliveriesTable } from '../../db/schema.ts';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The longest error text kept per delivery. */
const LAST_ERROR_MAX_LENGTH = 500;

export interface WebhookDelivery {
  id: string;
  formId: string;
  event: string;
  url: string;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string;
  leaseUntil: string | null;
  leaseOwner: string | null;
  lastError: string | null;
  lastStatus: number | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** What an attempt that did not deliver leads to: another try at `retryAt`, or the dead-letter list. */
export type FailedAttempt = { error: string; status: number | null } & ({ retryAt: Date } | { dead: true });

function deliveryOf(row: Selectable<WebhookDeliveriesTable>): WebhookDelivery {
  return {
    id: row.id,
    formId: row.form_id,
    event: row.event,
    url: row.url,
    payload: row.payload,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    leaseOwner: row.lease_owner,
    lastError: row.last_error,
    lastStatus: row.last_status,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

/**
 * The webhook outbox (table webhook_deliveries). A worker claims one due delivery at a time with a
 * lease: one UPDATE of the earliest due, unleased row (PostgreSQL picks it FOR UPDATE SKIP LOCKED and
 * checks the conditions again on the row it updates; SQLite has one writer), so two workers never hold
 * the same delivery. Every later write names the worker holding the lease, so a worker whose lease ran
 * out cannot overwrite what the next holder did. A lease that ran out (its worker died) is taken again.
 */
export function createWebhookRepository(database: Database) {
  const { db, dialect } = database;

  /**
   * One batch of old rows of one status, their age taken from `age`. Small batches keep each statement
   * short beside the workers' claims. The rows are found by (status, created_at), the index the owner's
   * list uses: a delivery is created before it is delivered, so `created_at < before` narrows the scan
   * to old rows and `age` decides. PostgreSQL skips rows another instance is deleting at the same
   * moment (SKIP LOCKED), so purges on several instances take disjoint batches and never wait on each
   * other. The batch is a MATERIALIZED CTE, picked once: as `id IN (SELECT … LIMIT n FOR UPDATE)`,
   * PostgreSQL may plan the subquery as the inner side of a semi join and run it again for every row,
   * and the limit then bounds nothing (seen here: 25 of 25 rows deleted with a limit of 10).
   */
  async function purgeOld(
    status: 'delivered' | 'dead',
    age: 'delivered_at' | 'created_at',
    before: Date,
    limit: number,
  ): Promise<number> {
    const at = before.toISOString();
    const result = await db
      .with(
        (cte) => cte('doomed').materialized(),
        (qb) =>
          lockedForClaim(
            qb
              .selectFrom('webhook_deliveries')
              .select('id')
              .where('status', '=', status)
              .where('created_at', '<', at)
              .where(age, '<', at)
              .orderBy('created_at')
              .orderBy('id')
              .limit(limit),
            dialect,
          ),
      )
      .deleteFrom('webhook_deliveries')
      .where('id', 'in', (eb) => eb.selectFrom('doomed').select('doomed.id'))
      .where('status', '=', status)
      .where(age, '<', at)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  return {
    async claimNext(worker: string, now: Date, leaseMs: number): Promise<WebhookDelivery | undefined> {
      const at = now.toISOString();
      const row = await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          lease_until: new Date(now.getTime() + leaseMs).toISOString(),
          lease_owner: worker,
          attempts: eb('attempts', '+', 1),
        }))
        .where((eb) =>
          eb.and([
            eb(
              'id',
              '=',
              lockedForClaim(
                eb
                  .selectFrom('webhook_deliveries as candidate')
                  .select('candidate.id')
                  .where('candidate.status', '=', 'pending')
                  .where('candidate.next_attempt_at', '<=', at)
                  .where((inner) =>
                    inner.or([
                      inner('candidate.lease_until', 'is', null),
                      inner('candidate.lease_until', '<=', at),
                    ]),
                  )
                  .orderBy('candidate.next_attempt_at')
                  .orderBy('candidate.id')
                  .limit(1),
                dialect,
              ),
            ),
            eb('status', '=', 'pending'),
            eb('next_attempt_at', '<=', at),
            eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]),
          ]),
        )
        .returningAll()
        .executeTakeFirst();
      return row && deliveryOf(row);
    },

    /** Marks a delivery delivered, if this worker still holds it; false when its lease was lost. */
    async markDelivered(id: string, worker: string, now: Date, status: number): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({
          status: 'delivered',
          delivered_at: now.toISOString(),
          last_status: status,
          last_error: null,
          lease_until: null,
          lease_owner: null,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', worker)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Notes a failed attempt and schedules the next (or moves it to the dead letters), if still held. */
    async markFailed(id: string, worker: string, attempt: FailedAttempt): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({
          last_error: attempt.error.slice(0, LAST_ERROR_MAX_LENGTH),
          last_status: attempt.status,
          lease_until: null,
          lease_owner: null,
          ...('dead' in attempt
            ? { status: 'dead' as const }
            : { next_attempt_at: attempt.retryAt.toISOString() }),
        })
        .where('id', '=', id)
        .where('lease_owner', '=', worker)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async find(id: string): Promise<WebhookDelivery | undefined> {
      const row = await db
        .selectFrom('webhook_deliveries')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row && deliveryOf(row);
    },

    /** Newest first, at most `limit`, optionally of one status (`dead`: the dead-letter list). */
    async list(options: { status?: DeliveryStatus; limit: number }): Promise<WebhookDelivery[]> {
      let query = db.selectFrom('webhook_deliveries').selectAll();
      if (options.status) query = query.where('status', '=', options.status);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(options.limit).execute();
      return rows.map(deliveryOf);
    },

    /** A dead delivery back to pending, due now, with its attempts counted afresh; false if it is not dead. */
    async replay(id: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({
          status: 'pending',
          attempts: 0,
          next_attempt_at: now.toISOString(),
          lease_until: null,
          lease_owner: null,
        })
        .where('id', '=', id)
        .where('status', '=', 'dead')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Deletes at most `limit` deliveries delivered before `before` (oldest first); returns how many.
     * Pending and dead ones stay. The worker's retention and `purge-delivered` call it.
     */
    purgeDelivered(before: Date, limit: number): Promise<number> {
      return purgeOld('delivered', 'delivered_at', before, limit);
    },

    /**
     * Deletes at most `limit` dead deliveries created before `before` (oldest first); returns how many.
     * Only the owner's `purge-dead` calls it: dead letters wait for the owner to see and replay them.
     */
    purgeDead(before: Date, limit: number): Promise<number> {
      return purgeOld('dead', 'created_at', before, limit);
    },

    async counts(): Promise<Record<DeliveryStatus, number>> {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select((eb) => ['status', eb.fn.countAll<number | string>().as('count')])
        .groupBy('status')
        .execute();
      const counts = { pending: 0, delivered: 0, dead: 0 };
      for (const row of rows) counts[row.status] = Number(row.count);
      return counts;
    },
  };
}

export type WebhookRepository = ReturnType<typeof createWebhookRepository>;
