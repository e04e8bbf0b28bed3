import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { createDeliveredRetention } from '../src/modules/webhooks/delivered-retention.ts';
import { startWebhookDelivery } from '../src/modules/webhooks/webhook-delivery-job.ts';
import { createWebhookRepository } from '../src/modules/webhooks/webhook-repository.ts';
import { createWebhookWorker, type WebhookWorkerOptions } from '../src/modules/webhooks/webhook-worker.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

const SECRET = 'test-webhook-secret-of-32-characters!';
const T0 = Date.UTC(2026, 10, 28, 9);
const MINUTE = 60_000;
const HOUR = 3600_000;
const DAY = 86_400_000;

/** A delivery row written as the worker would have left it: `delivered` days ago, or dead or pending. */
async function insertDelivery(
  database: Database,
  row: { status: 'pending' | 'delivered' | 'dead'; createdAt: number; deliveredAt?: number },
): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('webhook_deliveries')
    .values({
      id,
      form_id: 'a1b2c3',
      event: 'form.submitted',
      url: 'https://hooks.example.test/catering',
      payload: '{"n":1}',
      status: row.status,
      attempts: row.status === 'pending' ? 2 : 1,
      next_attempt_at: new Date(row.status === 'pending' ? T0 + HOUR : row.createdAt).toISOString(),
      lease_until: null,
      lease_owner: null,
      last_error: row.status === 'dead' ? 'HTTP 410 Gone' : null,
      last_status: row.status === 'delivered' ? 204 : row.status === 'dead' ? 410 : 500,
      created_at: new Date(row.createdAt).toISOString(),
      delivered_at: row.deliveredAt === undefined ? null : new Date(row.deliveredAt).toISOString(),
    })
    .execute();
  return id;
}

async function insertOldDelivered(database: Database, count: number, daysAgo = 31): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const at = T0 - daysAgo * DAY - n * MINUTE;
    ids.push(await insertDelivery(database, { status: 'delivered', createdAt: at, deliveredAt: at + 5000 }));
  }
  return ids;
}

describe.each(DIALECTS)('delivered webhooks past WEBHOOK_RETENTION_DAYS on %s', (dialect) => {
  let database: Database | undefined;
  let clock = T0;
  const now = () => new Date(clock);
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
    clock = T0;
  });

  function worker(db: Database, options: Partial<WebhookWorkerOptions> = {}) {
    return createWebhookWorker({
      deliveries: createWebhookRepository(db),
      transport: { post: () => Promise.reject(new Error('nothing is due in these tests')) },
      secret: SECRET,
      now,
      retention: { days: 30, batchSize: 10 },
      ...options,
    });
  }

  it('deletes delivered ones older than the retention, and keeps recent, dead and pending ones', async () => {
    database = await freshDatabase(dialect);
    const old = await insertOldDelivered(database, 3);
    const kept = [
      // Delivered 29 days ago.
      await insertDelivery(database, {
        status: 'delivered',
        createdAt: T0 - 29 * DAY,
        deliveredAt: T0 - 29 * DAY,
      }),
      // Created 40 days ago, delivered (after retries, or a replay) 10 days ago: its age counts from then.
      await insertDelivery(database, {
        status: 'delivered',
        createdAt: T0 - 40 * DAY,
        deliveredAt: T0 - 10 * DAY,
      }),
      // Dead letters wait for the owner however old they are.
      await insertDelivery(database, { status: 'dead', createdAt: T0 - 400 * DAY }),
      await insertDelivery(database, { status: 'pending', createdAt: T0 - 400 * DAY }),
    ];
    const deliveries = createWebhookRepository(database);

    expect(await worker(database).purgeDelivered()).toBe(3);

    for (const id of old) expect(await deliveries.find(id)).toBeUndefined();
    const left = await deliveries.list({ limit: 100 });
    expect(left.map((delivery) => delivery.id).sort()).toEqual([...kept].sort());
    expect(await deliveries.counts()).toEqual({ pending: 1, delivered: 2, dead: 1 });
  });

  it('deletes at most one batch per purge, the next batch at once while batches come back full, then waits an hour', async () => {
    database = await freshDatabase(dialect);
    await insertOldDelivered(database, 25);
    const deliveries = createWebhookRepository(database);
    const sender = worker(database);

    expect(await sender.purgeDelivered()).toBe(10);
    expect(await deliveries.counts()).toMatchObject({ delivered: 15 });
    expect(await sender.purgeDelivered()).toBe(10);
    expect(await sender.purgeDelivered()).toBe(5);
    expect(await deliveries.counts()).toMatchObject({ delivered: 0 });

    // A short batch: the old rows are gone, so nothing more until the interval has passed.
    await insertOldDelivered(database, 2);
    clock += 59 * MINUTE;
    expect(await sender.purgeDelivered()).toBe(0);
    expect(await deliveries.counts()).toMatchObject({ delivered: 2 });
    clock += MINUTE;
    expect(await sender.purgeDelivered()).toBe(2);
  });

  it('ages rows by the clock: one delivered 30 days ago stays until it is past 30 days', async () => {
    database = await freshDatabase(dialect);
    const [id = ''] = await insertOldDelivered(database, 1, 30);
    const deliveries = createWebhookRepository(database);
    const sender = worker(database, { retention: { days: 30, batchSize: 10, intervalMs: 1 } });
    // Delivered at T0 − 30 days + 5 s: exactly 30 days old at T0 + 5 s, past them a millisecond later.
    clock = T0 + 5000;
    expect(await sender.purgeDelivered()).toBe(0);
    clock += 1;
    expect(await sender.purgeDelivered()).toBe(1);
    expect(await deliveries.find(id)).toBeUndefined();
  });

  it('deletes nothing with WEBHOOK_RETENTION_DAYS=never', async () => {
    database = await freshDatabase(dialect);
    await insertOldDelivered(database, 3, 3000);
    const sender = worker(database, { retention: { days: 'never' } });
    expect(await sender.purgeDelivered()).toBe(0);
    expect(await createWebhookRepository(database).counts()).toMatchObject({ delivered: 3 });
  });

  it('lets two instances purge at once: each deletes its own batch of the bound, none twice', async () => {
    database = await freshDatabase(dialect);
    await insertOldDelivered(database, 30);
    const instances = ['one', 'two'].map((name) => worker(database as Database, { worker: name }));
    const purged = await Promise.all(instances.map((instance) => instance.purgeDelivered()));
    expect(purged).toEqual([10, 10]);
    expect(await createWebhookRepository(database).counts()).toMatchObject({ delivered: 10 });
  });

  it('purges in the worker loop, after the due deliveries, and says how many in the log', async () => {
    database = await freshDatabase(dialect);
    await insertOldDelivered(database, 3);
    const said: { object: unknown; message: string }[] = [];
    const log = {
      info: (object: unknown, message: string) => said.push({ object, message }),
      error: () => {},
    };
    const sender = worker(database, { log });
    sender.start();
    // stop() waits for the pass in hand, which ends with the purge.
    await sender.stop();
    expect(await createWebhookRepository(database).counts()).toMatchObject({ delivered: 0 });
    expect(said).toEqual([
      { object: { purged: 3 }, message: 'delivered webhooks past WEBHOOK_RETENTION_DAYS removed' },
    ]);
  });

  it('takes WEBHOOK_RETENTION_DAYS from the configuration when the job starts', async () => {
    database = await freshDatabase(dialect);
    // The started job runs on the real clock: rows from 2020 are past any retention of a few days,
    // and one delivered just now is inside it.
    const old = await insertDelivery(database, {
      status: 'delivered',
      createdAt: Date.UTC(2020, 0, 1),
      deliveredAt: Date.UTC(2020, 0, 1),
    });
    const recent = await insertDelivery(database, {
      status: 'delivered',
      createdAt: Date.now(),
      deliveredAt: Date.now(),
    });
    const job = startWebhookDelivery({
      database,
      webhooks: { secret: SECRET, allowHosts: [], timeoutMs: 300, maxAttempts: 8, retentionDays: 7 },
      leaseMs: 60_000,
      log: { info: () => {}, error: () => {} },
    });
    await job?.stop();
    const deliveries = createWebhookRepository(database);
    expect(await deliveries.find(old)).toBeUndefined();
    expect(await deliveries.find(recent)).toMatchObject({ status: 'delivered' });
  });
});

describe('delivered retention schedule', () => {
  it('waits the interval after a purge that failed, instead of trying on every pass', async () => {
    let clock = T0;
    const calls: Date[] = [];
    let failing = true;
    const retention = createDeliveredRetention({
      deliveries: {
        async purgeDelivered(before: Date) {
          calls.push(before);
          if (failing) throw new Error('database away');
          return 0;
        },
      },
      days: 30,
      now: () => new Date(clock),
    });
    await expect(retention.purgeIfDue()).rejects.toThrow('database away');
    failing = false;
    clock += HOUR - 1;
    expect(await retention.purgeIfDue()).toBe(0);
    expect(calls).toHaveLength(1);
    clock += 1;
    expect(await retention.purgeIfDue()).toBe(0);
    expect(calls.map((before) => before.getTime())).toEqual([T0 - 30 * DAY, T0 + HOUR - 30 * DAY]);
  });
});
