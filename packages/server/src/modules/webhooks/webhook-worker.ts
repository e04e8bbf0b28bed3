import { randomBytes } from 'node:crypto';
import { createPollingLoop } from '../polling-loop.ts';
import { createDeliveredRetention, type DeliveredRetentionOptions } from './delivered-retention.ts';
import { retryAfterMs } from './retry-after.ts';
import { type RetryScheduleOptions, retryDelayMs } from './retry-schedule.ts';
import type { WebhookDelivery, WebhookRepository } from './webhook-repository.ts';
import { signWebhook } from './webhook-signature.ts';
import type { WebhookOutcome, WebhookRequest } from './webhook-transport.ts';

export interface WebhookWorkerOptions {
  deliveries: WebhookRepository;
  transport: { post(request: WebhookRequest): Promise<WebhookOutcome> };
  /** WEBHOOK_SECRET: the signature's key. */
  secret: string;
  /** WEBHOOK_MAX_ATTEMPTS: after this many failed attempts a delivery is dead; default 8. */
  maxAttempts?: number;
  /** A claimed delivery is held this long (keep the transport's timeout well under it); default 60 s. */
  leaseMs?: number;
  /** Pause between polls when nothing is due; default 2 s. */
  pollMs?: number;
  retry?: RetryScheduleOptions;
  /** WEBHOOK_RETENTION_DAYS and the purge's pace; default: delivered deliveries are kept (no purge). */
  retention?: Omit<DeliveredRetentionOptions, 'deliveries' | 'now'>;
  /** This worker's name in lease_owner; default a random one per process. */
  worker?: string;
  now?: () => Date;
  log?: {
    info(object: unknown, message: string): void;
    error(object: unknown, message: string): void;
  };
}

/** The headers of one attempt; X-Webhook-Id is the delivery's id on every attempt, for receivers to dedupe. */
export function webhookHeaders(secret: string, delivery: WebhookDelivery, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    'x-webhook-id': delivery.id,
    'x-webhook-event': delivery.event,
    'x-webhook-timestamp': timestamp,
    'x-webhook-signature': signWebhook(secret, timestamp, delivery.payload),
  };
}

/**
 * Delivers due webhooks after their commit, one claimed delivery at a time: claim (with a lease),
 * POST, mark delivered or schedule the next attempt (exponential backoff with jitter, later when a
 * 429 or 503 asks so in Retry-After) or, after the last or on a permanent failure (410 Gone, a refused
 * address), move it to the dead letters. Every instance may run one: the lease keeps a delivery with one
 * worker at a time. A worker that dies after POSTing and before marking leads to the same delivery,
 * same X-Webhook-Id, once more after the lease: at least once, never lost. After the due deliveries,
 * each pass deletes one batch of delivered ones past the retention when that is due.
 */
export function createWebhookWorker(options: WebhookWorkerOptions) {
  const worker = options.worker ?? `webhooks-${process.pid}-${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const now = options.now ?? (() => new Date());
  const retention = createDeliveredRetention({
    deliveries: options.deliveries,
    days: 'never',
    ...options.retention,
    now,
  });
  const loop = createPollingLoop({
    // The deliveries first; then, when due, one batch of old delivered ones goes.
    pass: async () => {
      await runOnce();
      await purgeDelivered();
    },
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
    onError: (error) => options.log?.error({ err: error }, 'webhook worker: database error'),
  });

  async function attempt(delivery: WebhookDelivery): Promise<boolean> {
    const outcome = await options.transport.post({
      url: delivery.url,
      body: delivery.payload,
      headers: webhookHeaders(options.secret, delivery, now()),
    });
    const context = { webhookId: delivery.id, formId: delivery.formId, attempts: delivery.attempts };
    if (outcome.delivered) {
      if (await options.deliveries.markDelivered(delivery.id, worker, now(), outcome.status)) return true;
      options.log?.error(context, 'webhook delivered after its lease ran out (it may arrive twice)');
      return false;
    }
    const dead = outcome.permanent || delivery.attempts >= maxAttempts;
    const failedAt = now();
    const askedMs = retryAfterMs(outcome.retryAfter, failedAt);
    const retryAt = new Date(failedAt.getTime() + retryDelayMs(delivery.attempts, options.retry, askedMs));
    // The wait asked for is kept with the error, so `show` tells why the next attempt is that late.
    const error =
      askedMs === undefined
        ? outcome.error
        : `${outcome.error} (Retry-After: ${Math.ceil(askedMs / 1000)} s)`;
    await options.deliveries.markFailed(
      delivery.id,
      worker,
      dead ? { error, status: outcome.status, dead: true } : { error, status: outcome.status, retryAt },
    );
    options.log?.error(
      { ...context, status: outcome.status, ...(dead ? {} : { retryAt }) },
      `webhook not delivered${dead ? ' (dead letter: npm run webhooks -- list --status dead)' : ''}: ${error}`,
    );
    return false;
  }

  /** Attempts every due delivery; returns how many were delivered. */
  async function runOnce(): Promise<number> {
    let delivered = 0;
    while (!loop.stopping()) {
      const delivery = await options.deliveries.claimNext(worker, now(), leaseMs);
      if (!delivery) break;
      if (await attempt(delivery)) delivered++;
    }
    return delivered;
  }

  /** One batch of the retention, when due; returns how many delivered deliveries were deleted. */
  async function purgeDelivered(): Promise<number> {
    const purged = await retention.purgeIfDue();
    if (purged) options.log?.info({ purged }, 'delivered webhooks past WEBHOOK_RETENTION_DAYS removed');
    return purged;
  }

  return {
    worker,
    runOnce,
    purgeDelivered,
    start: loop.start,
    /** Finishes the delivery in hand, then stops. */
    stop: loop.stop,
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
