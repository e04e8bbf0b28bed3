import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runWebhooksCommand } from '../src/cli/webhooks.ts';
import type { Database } from '../src/db/database.ts';
import { enqueueWebhook } from '../src/modules/webhooks/enqueue-webhook.ts';
import { retryAfterMs } from '../src/modules/webhooks/retry-after.ts';
import { createWebhookRepository } from '../src/modules/webhooks/webhook-repository.ts';
import { createWebhookTransport } from '../src/modules/webhooks/webhook-transport.ts';
import { createWebhookWorker, type WebhookWorkerOptions } from '../src/modules/webhooks/webhook-worker.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import {
  type ReceiverAnswer,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver.ts';

const SECRET = 'test-webhook-secret-of-32-characters!';
// A whole second, so an HTTP date (second resolution) lands exactly.
const T0 = Date.UTC(2026, 10, 28, 9);
const SECOND = 1000;
const HOUR = 3600_000;

/** The HTTP date (IMF-fixdate) `ms` after T0. */
const httpDate = (ms: number) => new Date(T0 + ms).toUTCString();

async function cli(database: Database, ...argv: string[]) {
  let text = '';
  const stdout = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  const code = await runWebhooksCommand(argv, { stdout, stderr: stdout, database, now: () => new Date(T0) });
  return { code, stdout: text };
}

describe.each(DIALECTS)("a receiver's answer on %s", (dialect) => {
  let database: Database | undefined;
  let receiver: WebhookReceiver | undefined;
  const transports: { close(): void }[] = [];
  let clock = T0;
  const now = () => new Date(clock);
  afterEach(async () => {
    for (const transport of transports.splice(0)) transport.close();
    await receiver?.close();
    receiver = undefined;
    await database?.destroy();
    database = undefined;
    clock = T0;
  });

  /** A fresh database, the local receiver answering `answer`, one delivery queued to it, a worker. */
  async function start(
    answer: (seenBefore: number) => ReceiverAnswer,
    options: Partial<WebhookWorkerOptions> = {},
  ) {
    database = await freshDatabase(dialect);
    receiver = await startWebhookReceiver((_id, seen) => answer(seen));
    const { id } = await enqueueWebhook(
      database.db,
      { formId: 'a1b2c3', event: 'form.submitted', url: receiver.url, payload: { n: 1 } },
      now(),
    );
    const transport = createWebhookTransport({ timeoutMs: 300, allowHosts: ['127.0.0.1'] });
    transports.push(transport);
    const worker = createWebhookWorker({
      deliveries: createWebhookRepository(database),
      transport,
      secret: SECRET,
      now,
      retry: { random: () => 0 },
      ...options,
    });
    return { db: database, receiver, worker, deliveries: createWebhookRepository(database), id };
  }

  /** The wait before the next attempt, in ms from now, as stored. */
  async function nextWait(id: string): Promise<number> {
    const row = await createWebhookRepository(database as Database).find(id);
    expect(row?.status).toBe('pending');
    return Date.parse(row?.nextAttemptAt ?? '') - clock;
  }

  it('takes 410 Gone as permanent: dead after one attempt, its reason in list and show, and a replay delivers it', async () => {
    let gone = true;
    const { db, receiver, worker, deliveries, id } = await start(() => (gone ? { status: 410 } : 'ok'));
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    expect(await deliveries.find(id)).toMatchObject({
      status: 'dead',
      attempts: 1,
      lastStatus: 410,
      lastError: 'HTTP 410 Gone, not retried: answered 410',
      leaseOwner: null,
    });
    // Nothing more is sent, however long one waits.
    clock += 48 * HOUR;
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);

    const listed = await cli(db, 'list', '--status', 'dead');
    expect(listed.stdout).toContain(`${id}\tdead\tattempts 1\t`);
    expect(listed.stdout).toContain('\tdead: HTTP 410 Gone, not retried: answered 410\tHTTP 410\n');
    const shown = await cli(db, 'show', id);
    expect(shown.stdout).toContain('Last HTTP status: 410\n');
    expect(shown.stdout).toContain('Last error: HTTP 410 Gone, not retried: answered 410\n');

    gone = false;
    expect(await cli(db, 'replay', id)).toMatchObject({ code: 0 });
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received.map((request) => request.id)).toEqual([id, id]);
    expect(await deliveries.find(id)).toMatchObject({
      status: 'delivered',
      lastStatus: 204,
      lastError: null,
    });
  });

  it('comes back after the seconds a 429 asks in Retry-After, not an instant sooner', async () => {
    const { receiver, worker, deliveries, id } = await start((seen) =>
      seen === 0 ? { status: 429, retryAfter: '600' } : 'ok',
    );
    await worker.runOnce();
    expect(await nextWait(id)).toBe(600 * SECOND);
    expect((await deliveries.find(id))?.lastError).toBe('HTTP 429: answered 429 (Retry-After: 600 s)');
    clock += 600 * SECOND - 1;
    expect(await worker.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    clock += 1;
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(2);
  });

  it('comes back at the HTTP date a 503 names in Retry-After', async () => {
    const { worker, id } = await start((seen) =>
      seen === 0 ? { status: 503, retryAfter: httpDate(2 * HOUR) } : 'ok',
    );
    await worker.runOnce();
    expect(await nextWait(id)).toBe(2 * HOUR);
  });

  it('bounds a Retry-After to the longest backoff (6 h, or the one configured)', async () => {
    const { worker, id } = await start((seen) =>
      seen === 0
        ? { status: 429, retryAfter: String(30 * 86_400) }
        : { status: 503, retryAfter: httpDate(400 * 86_400_000) },
    );
    await worker.runOnce();
    expect(await nextWait(id)).toBe(6 * HOUR);
    clock += 6 * HOUR;
    const transport = createWebhookTransport({ timeoutMs: 300, allowHosts: ['127.0.0.1'] });
    transports.push(transport);
    const shorter = createWebhookWorker({
      deliveries: createWebhookRepository(database as Database),
      transport,
      secret: SECRET,
      now,
      retry: { random: () => 0, maxMs: HOUR },
    });
    await shorter.runOnce();
    expect(await nextWait(id)).toBe(HOUR);
  });

  it('never comes back sooner than its own backoff, whatever a shorter Retry-After says', async () => {
    const answers: ReceiverAnswer[] = [
      { status: 429, retryAfter: '0' },
      { status: 503, retryAfter: httpDate(-HOUR) },
      { status: 429, retryAfter: '5' },
    ];
    const { worker, id } = await start((seen) => answers[seen] ?? 'ok');
    const waits: number[] = [];
    for (let attempt = 0; attempt < answers.length; attempt++) {
      await worker.runOnce();
      const wait = await nextWait(id);
      waits.push(wait / SECOND);
      clock += wait;
    }
    expect(waits).toEqual([30, 60, 120]);
  });

  it('ignores a Retry-After it cannot read, and one on another status, and waits its backoff', async () => {
    const answers: ReceiverAnswer[] = [
      { status: 429, retryAfter: 'soon' },
      { status: 429, retryAfter: '-60' },
      { status: 503, retryAfter: '1.5' },
      { status: 503, retryAfter: 'Sunday, 06-Nov-94 08:49:37 GMT' },
      { status: 500, retryAfter: '3600' },
      { status: 400, retryAfter: '3600' },
    ];
    const { worker, id, deliveries } = await start((seen) => answers[seen] ?? 'ok', { maxAttempts: 10 });
    const waits: number[] = [];
    for (let attempt = 0; attempt < answers.length; attempt++) {
      await worker.runOnce();
      const wait = await nextWait(id);
      waits.push(wait / SECOND);
      clock += wait;
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960]);
    expect((await deliveries.find(id))?.lastError).toBe('HTTP 400: answered 400');
  });

  it('keeps retrying other 4xx and 5xx with the backoff until the receiver recovers', async () => {
    const statuses = [400, 401, 403, 404, 422, 500, 502];
    const { receiver, worker, deliveries, id } = await start(
      (seen) => {
        const status = statuses[seen];
        return status === undefined ? 'ok' : { status };
      },
      { maxAttempts: 8 },
    );
    for (const status of statuses) {
      expect(await worker.runOnce()).toBe(0);
      expect(await deliveries.find(id)).toMatchObject({ status: 'pending', lastStatus: status });
      clock += await nextWait(id);
    }
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(statuses.length + 1);
    expect(await deliveries.find(id)).toMatchObject({ status: 'delivered', attempts: 8 });
  });

  it('sends a 429 at the last attempt to the dead letters, Retry-After or not', async () => {
    const { worker, deliveries, id } = await start(() => ({ status: 429, retryAfter: '60' }), {
      maxAttempts: 2,
    });
    await worker.runOnce();
    clock += await nextWait(id);
    await worker.runOnce();
    expect(await deliveries.find(id)).toMatchObject({
      status: 'dead',
      attempts: 2,
      lastStatus: 429,
      lastError: 'HTTP 429: answered 429 (Retry-After: 60 s)',
    });
  });
});

describe('Retry-After', () => {
  const now = new Date(T0);
  it('reads seconds and an IMF-fixdate, a date gone by as 0, and nothing else', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 7 ', now)).toBe(7000);
    expect(retryAfterMs('0', now)).toBe(0);
    expect(retryAfterMs(httpDate(90 * SECOND), now)).toBe(90_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 09:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(httpDate(-90 * SECOND), now)).toBe(0);
    for (const unread of [
      undefined,
      '',
      'soon',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      'Sat, 28 Nov 2026 09:00:30 UTC',
      'Saturday, 28-Nov-26 09:00:30 GMT',
      'Sat Nov 28 09:00:30 2026',
      'Sat, 32 Nov 2026 09:00:30 GMT',
      `${'9'.repeat(65)}`,
    ])
      expect(retryAfterMs(unread, now), String(unread)).toBeUndefined();
  });
});
