import type { WebhookRepository } from './webhook-repository.ts';

const DAY_MS = 86_400_000;

export interface DeliveredRetentionOptions {
  deliveries: Pick<WebhookRepository, 'purgeDelivered'>;
  /** WEBHOOK_RETENTION_DAYS: delivered deliveries older than this are deleted; 'never': none are. */
  days: number | 'never';
  /** The pause between purges once no old rows are left; default 1 hour. */
  intervalMs?: number;
  /** The most rows one purge deletes; default 500. */
  batchSize?: number;
  now: () => Date;
}

/**
 * Keeps webhook_deliveries bounded: deletes delivered rows older than the retention, one small batch at
 * a time, at most once per interval, timed by the injected clock. A full batch means more may be left
 * (the first run over an old table), so the next batch is due at once (the worker's next pass) instead
 * of an hour later. Every instance runs one; the purges are idempotent and PostgreSQL's take disjoint
 * rows, so no election is needed. Dead letters are never purged here: the owner must see and replay them.
 */
export function createDeliveredRetention(options: DeliveredRetentionOptions) {
  const intervalMs = options.intervalMs ?? 3600_000;
  const batchSize = options.batchSize ?? 500;
  let dueAt = Number.NEGATIVE_INFINITY;

  return {
    /** Deletes one batch if a purge is due; returns how many rows it deleted. */
    async purgeIfDue(): Promise<number> {
      if (options.days === 'never') return 0;
      const at = options.now().getTime();
      if (at < dueAt) return 0;
      // Set before the delete: a purge that fails (database away) is tried again after the interval,
      // not on every pass.
      dueAt = at + intervalMs;
      const purged = await options.deliveries.purgeDelivered(new Date(at - options.days * DAY_MS), batchSize);
      if (purged >= batchSize) dueAt = at;
      return purged;
    },
  };
}

export type DeliveredRetention = ReturnType<typeof createDeliveredRetention>;
