import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createWebhookRepository } from './webhook-repository.ts';
import { createWebhookTransport } from './webhook-transport.ts';
import { createWebhookWorker, type WebhookWorkerOptions } from './webhook-worker.ts';

export interface WebhookDeliveryJobOptions {
  database: Database;
  webhooks: Config['webhooks'];
  /** OUTBOX_LEASE_SECONDS in ms: how long a claimed delivery is held. */
  leaseMs: number;
  log: NonNullable<WebhookWorkerOptions['log']>;
}

/**
 * Starts this instance's webhook worker, or none when WEBHOOK_SECRET is unset (said once in the log;
 * deliveries then wait in the table, and the demo runs without it). The time limit of one attempt is
 * kept under a third of the lease, so no other instance retakes a delivery still being sent.
 */
export function startWebhookDelivery(options: WebhookDeliveryJobOptions) {
  const { webhooks, log } = options;
  if (!webhooks.secret) {
    log.info({}, 'webhook delivery off: WEBHOOK_SECRET is not set (queued webhooks wait)');
    return undefined;
  }
  const transport = createWebhookTransport({
    timeoutMs: Math.min(webhooks.timeoutMs, Math.floor(options.leaseMs / 3)),
    allowHosts: webhooks.allowHosts,
  });
  const worker = createWebhookWorker({
    deliveries: createWebhookRepository(options.database),
    transport,
    secret: webhooks.secret,
    maxAttempts: webhooks.maxAttempts,
    leaseMs: options.leaseMs,
    retention: { days: webhooks.retentionDays },
    log,
  });
  worker.start();
  return {
    worker,
    async stop() {
      await worker.stop();
      transport.close();
    },
  };
}
