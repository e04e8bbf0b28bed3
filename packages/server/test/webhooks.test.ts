import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import {
  enqueueWebhook,
  type WebhookInput,
  WebhookInputError,
} from '../src/modules/webhooks/enqueue-webhook.ts';
import { retryDelayMs } from '../src/modules/webhooks/retry-schedule.ts';
import { startWebhookDelivery } from '../src/modules/webhooks/webhook-delivery-job.ts';
import { createWebhookRepository } from '../src/modules/webhooks/webhook-repository.ts';
import { verifyWebhookSignature } from '../src/modules/webhooks/webhook-signature.ts';
import {
  createWebhookTransport,
  type WebhookTransportOptions,
} from '../src/modules/webhooks/webhook-transport.ts';
import { createWebhookWorker, type WebhookWorkerOptions } from '../src/modules/webhooks/webhook-worker.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import {
  type ReceiverAnswer,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver.ts';

const SECRET = 'test-webhook-secret-of-32-characters!';
const T0 = Date.UTC(2026, 10, 28, 9);
const SECOND = 1000;

function payload(n: number) {
  return {
    form: 'catering',
    fields: { name: ['text', `Guest ${n}`, 'Name'], note: ['textarea', '<b>hi</b>', 'Note'] },
  };
}

describe.each(DIALECTS)('webhook delivery on %s', (dialect) => {
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

  async function start(answer?: (id: string, seenBefore: number) => ReceiverAnswer, failBodyBytes?: number) {
    database = await freshDatabase(dialect);
    receiver = await startWebhookReceiver(answer, failBodyBytes ? { failBodyBytes } : {});
    return { db: database, receiver, deliveries: createWebhookRepository(database) };
  }

  async function enqueue(db: Database, count: number, url: string, event = 'form.submitted') {
    const ids: string[] = [];
    for (let n = 1; n <= count; n++) {
      const { id } = await enqueueWebhook(
        db.db,
        { formId: 'a1b2c3', event, url, payload: payload(n) },
        now(),
      );
      ids.push(id);
    }
    return ids;
  }

  function transport(options: WebhookTransportOptions = {}) {
    const created = createWebhookTransport({ timeoutMs: 300, allowHosts: ['127.0.0.1'], ...options });
    transports.push(created);
    return created;
  }

  function worker(db: Database, options: Partial<WebhookWorkerOptions> = {}) {
    return createWebhookWorker({
      deliveries: createWebhookRepository(db),
      transport: transport(),
      secret: SECRET,
      now,
      retry: { random: () => 0 },
      ...options,
    });
  }

  it('delivers every webhook through a failure and a timeout, signed, with one X-Webhook-Id across its retries', async () => {
    const answers: ReceiverAnswer[] = ['fail', 'hang', 'ok'];
    const { db, receiver, deliveries } = await start((_id, seen) => answers[seen] ?? 'ok');
    const ids = await enqueue(db, 3, receiver.url);
    const sender = worker(db);

    expect(await sender.runOnce()).toBe(0);
    clock += 30 * SECOND;
    expect(await sender.runOnce()).toBe(0);
    clock += 60 * SECOND;
    expect(await sender.runOnce()).toBe(3);

    expect(receiver.received).toHaveLength(9);
    expect([...receiver.delivered()].sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const attempts = receiver.received.filter((request) => request.id === id);
      expect(attempts.map((request) => request.answer)).toEqual(['fail', 'hang', 'ok']);
      expect(new Set(attempts.map((request) => request.body)).size).toBe(1);
    }
    for (const request of receiver.received) {
      expect(request.event).toBe('form.submitted');
      expect(verifyWebhookSignature(SECRET, request.timestamp, request.body, request.signature)).toBe(true);
      expect(verifyWebhookSignature(SECRET, request.timestamp, `${request.body} `, request.signature)).toBe(
        false,
      );
      expect(
        verifyWebhookSignature(
          'another-secret-of-32-characters!!!!',
          request.timestamp,
          request.body,
          request.signature,
        ),
      ).toBe(false);
    }
    // The timestamp is the attempt's own (seconds), so a receiver can refuse stale ones.
    expect(receiver.received.map((request) => Number(request.timestamp))).toEqual([
      ...Array(3).fill(T0 / 1000),
      ...Array(3).fill(T0 / 1000 + 30),
      ...Array(3).fill(T0 / 1000 + 90),
    ]);
    const first = receiver.received.find((request) => request.id === ids[0]);
    expect(JSON.parse(first?.body ?? '')).toEqual(payload(1));
    expect(await deliveries.counts()).toEqual({ pending: 0, delivered: 3, dead: 0 });
    const stored = await deliveries.find(ids[0] ?? '');
    expect(stored).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatus: 204,
      lastError: null,
      leaseOwner: null,
    });
  });

  it('notes a timeout and a failing answer (bounded) as the last error, and retries', async () => {
    const answers: ReceiverAnswer[] = ['hang', 'fail'];
    const { db, receiver, deliveries } = await start((_id, seen) => answers[seen] ?? 'ok', 1024 * 1024);
    const [id = ''] = await enqueue(db, 1, receiver.url);
    const sender = worker(db);
    await sender.runOnce();
    expect(await deliveries.find(id)).toMatchObject({
      status: 'pending',
      lastStatus: null,
      lastError: 'no answer within 300 ms',
    });
    clock += 30 * SECOND;
    await sender.runOnce();
    const failed = await deliveries.find(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 500 });
    expect(failed?.lastError).toMatch(/^HTTP 500: x+$/);
    expect(failed?.lastError?.length).toBeLessThanOrEqual(500);
  });

  it('waits out the backoff: 30 s, 60 s, 120 s … after each failure, not an instant sooner', async () => {
    const { db, receiver, deliveries } = await start(() => 'fail');
    const [id = ''] = await enqueue(db, 1, receiver.url);
    const sender = worker(db, { maxAttempts: 5 });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await sender.runOnce();
      const row = await deliveries.find(id);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      const due = Date.parse(row?.nextAttemptAt ?? '');
      waits.push((due - clock) / SECOND);
      clock = due - 1;
      await sender.runOnce();
      expect(receiver.received).toHaveLength(attempt);
      clock = due;
    }
    expect(waits).toEqual([30, 60, 120, 240]);
  });

  it('adds up to a quarter of jitter to the exponential wait, and caps it', () => {
    expect(retryDelayMs(1, { random: () => 0 })).toBe(30_000);
    expect(retryDelayMs(3, { random: () => 0 })).toBe(120_000);
    expect(retryDelayMs(3, { random: () => 0.5 })).toBe(135_000);
    expect(retryDelayMs(3, { random: () => 0.999_999 })).toBeLessThan(150_000);
    expect(retryDelayMs(40, { random: () => 0 })).toBe(6 * 3600_000);
  });

  it('moves a delivery to the dead letters after the last attempt; a replay delivers it with the same id', async () => {
    let down = true;
    const { db, receiver, deliveries } = await start(() => (down ? 'fail' : 'ok'));
    const [id = ''] = await enqueue(db, 1, receiver.url);
    const sender = worker(db, { maxAttempts: 3, retry: { random: () => 0, baseMs: SECOND } });
    for (let attempt = 0; attempt < 5; attempt++) {
      await sender.runOnce();
      clock += 10 * SECOND;
    }
    expect(receiver.received).toHaveLength(3);
    expect(await deliveries.find(id)).toMatchObject({
      status: 'dead',
      attempts: 3,
      lastStatus: 500,
      leaseOwner: null,
    });
    expect((await deliveries.list({ status: 'dead', limit: 10 })).map((delivery) => delivery.id)).toEqual([
      id,
    ]);

    down = false;
    expect(await deliveries.replay(id, now())).toBe(true);
    expect(await deliveries.replay(id, now())).toBe(false);
    expect(await sender.runOnce()).toBe(1);
    expect(receiver.received.map((request) => request.id)).toEqual([id, id, id, id]);
    expect(await deliveries.find(id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('never delivers one id twice while two workers run at once', async () => {
    const { db, deliveries } = await start();
    receiver?.close();
    receiver = await startWebhookReceiver(() => 'ok', { delayMs: () => Math.random() * 5 });
    const ids = await enqueue(db, 40, receiver.url);
    const workers = ['one', 'two'].map((name) => worker(db, { worker: `worker-${name}` }));
    const counts = await Promise.all(workers.map((each) => each.runOnce()));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(receiver.received).toHaveLength(40);
    expect(new Set(receiver.received.map((request) => request.id))).toEqual(new Set(ids));
    expect(await deliveries.counts()).toEqual({ pending: 0, delivered: 40, dead: 0 });
  });

  it('leaves a delivery another worker holds alone until its lease runs out', async () => {
    const { db, receiver, deliveries } = await start();
    const [id = ''] = await enqueue(db, 1, receiver.url);
    const held = await deliveries.claimNext('worker-that-died', now(), 60 * SECOND);
    expect(held?.id).toBe(id);
    const survivor = worker(db, { worker: 'survivor', leaseMs: 60 * SECOND });
    clock += 59 * SECOND;
    expect(await survivor.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    clock += SECOND;
    expect(await survivor.runOnce()).toBe(1);
    expect(receiver.received.map((request) => request.id)).toEqual([id]);
    // The first holder's late word changes nothing.
    expect(await deliveries.markDelivered(id, 'worker-that-died', now(), 200)).toBe(false);
    expect(await deliveries.find(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('does not follow a redirect', async () => {
    const { db, receiver, deliveries } = await start((_id, seen) => (seen === 0 ? 'redirect' : 'ok'));
    const [id = ''] = await enqueue(db, 1, receiver.url);
    expect(await worker(db).runOnce()).toBe(0);
    expect(receiver.received.map((request) => request.path)).toEqual(['/hooks/catering']);
    expect(await deliveries.find(id)).toMatchObject({
      status: 'pending',
      lastStatus: 302,
      lastError: 'HTTP 302: redirect not followed',
    });
  });

  it('refuses 127.0.0.1 without the allow list, however it is written: dead at once, nothing sent', async () => {
    const { db, receiver, deliveries } = await start();
    const [id = ''] = await enqueue(db, 1, receiver.url);
    const port = receiver.port;
    const others = [
      ...(await enqueue(db, 1, `http://2130706433:${port}/hooks`)),
      ...(await enqueue(db, 1, `http://0x7f.1:${port}/hooks`)),
      ...(await enqueue(db, 1, `http://[::ffff:127.0.0.1]:${port}/hooks`)),
      ...(await enqueue(db, 1, `http://[::1]:${port}/hooks`)),
    ];
    const strict = worker(db, { transport: transport({ allowHosts: [] }) });
    expect(await strict.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    const row = await deliveries.find(id);
    expect(row).toMatchObject({ status: 'dead', attempts: 1, lastStatus: null });
    expect(row?.lastError).toMatch(/the host 127\.0\.0\.1 is a private address.*WEBHOOK_ALLOW_HOSTS/);
    for (const other of others) expect(await deliveries.find(other)).toMatchObject({ status: 'dead' });
  });

  it('refuses a name that resolves to a private address, even beside a public one', async () => {
    const { db, receiver, deliveries } = await start();
    const [id = ''] = await enqueue(db, 1, 'https://hooks.example.test/catering');
    const resolve = async () => ['93.184.215.14', '10.0.0.7'];
    const strict = worker(db, { transport: transport({ allowHosts: ['127.0.0.1'], resolve }) });
    expect(await strict.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(0);
    expect(await deliveries.find(id)).toMatchObject({
      status: 'dead',
      lastError: expect.stringMatching(/hooks\.example\.test is a private address/),
    });
  });

  it('connects to the one address it checked (an allowed name resolved once, never again)', async () => {
    const { db, receiver } = await start();
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return ['127.0.0.1'];
    };
    await enqueue(db, 1, `http://receiver.test:${receiver.port}/hooks/catering`);
    const pinned = worker(db, { transport: transport({ allowHosts: ['receiver.test'], resolve }) });
    expect(await pinned.runOnce()).toBe(1);
    expect(asked).toEqual(['receiver.test']);
    expect(receiver.received.map((request) => request.host)).toEqual([`receiver.test:${receiver.port}`]);
  });

  it('tries the next checked address of a host when the first refuses the connection', async () => {
    const { db, receiver } = await start();
    await enqueue(db, 1, `http://receiver.test:${receiver.port}/hooks/catering`);
    // 127.0.0.2 is loopback too, but nothing listens there on this port.
    const resolve = async () => ['127.0.0.2', '127.0.0.1'];
    const fallback = worker(db, { transport: transport({ allowHosts: ['receiver.test'], resolve }) });
    expect(await fallback.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('refuses hostile input at enqueue with the field named, and writes no half of the transaction', async () => {
    const { db } = await start();
    const valid: WebhookInput = {
      formId: 'a1b2c3',
      event: 'form.submitted',
      url: 'https://hooks.example.test/x',
      payload: { a: 1 },
    };
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const hostile: [string, Partial<WebhookInput>][] = [
      ['url', { url: 'javascript:alert(1)' }],
      ['url', { url: 'ftp://hooks.example.test/x' }],
      ['url', { url: 'file:///etc/passwd' }],
      ['url', { url: 'https://user:secret@hooks.example.test/x' }],
      ['url', { url: 'https://hooks.example.test/a b' }],
      ['url', { url: 'https://hooks.example.test/\r\nX-Injected: 1' }],
      ['url', { url: `https://hooks.example.test/${'a'.repeat(2048)}` }],
      ['url', { url: 'https://' }],
      ['url', { url: 42 as unknown as string }],
      ['formId', { formId: '../../1' }],
      ['formId', { formId: '' }],
      ['formId', { formId: -1 }],
      ['event', { event: '<script>alert(1)</script>' }],
      ['event', { event: 'e'.repeat(101) }],
      ['payload', { payload: ['not', 'an', 'object'] }],
      ['payload', { payload: null }],
      ['payload', { payload: 'text' }],
      ['payload', { payload: cyclic }],
      ['payload', { payload: { big: 10n } }],
      ['payload', { payload: { text: 'é'.repeat(33 * 1024) } }],
    ];
    for (const [index, [field, change]] of hostile.entries()) {
      const attempt = db.db.transaction().execute(async (trx) => {
        await enqueueWebhook(trx, valid, now());
        await enqueueWebhook(trx, { ...valid, ...change }, now());
      });
      await expect(attempt, `hostile input ${index + 1}`).rejects.toSatisfy(
        (error) => error instanceof WebhookInputError && error.field === field,
      );
    }
    expect(await createWebhookRepository(db).counts()).toEqual({ pending: 0, delivered: 0, dead: 0 });
    // The same input, valid, commits with its transaction.
    await db.db.transaction().execute((trx) => enqueueWebhook(trx, { ...valid, formId: 7 }, now()));
    const [stored] = await createWebhookRepository(db).list({ limit: 10 });
    expect(stored).toMatchObject({
      formId: '7',
      status: 'pending',
      payload: '{"a":1}',
      nextAttemptAt: new Date(T0).toISOString(),
    });
    expect(stored?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('runs no worker without WEBHOOK_SECRET (said once), and leaves the deliveries waiting', async () => {
    const { db, receiver, deliveries } = await start();
    const [id = ''] = await enqueue(db, 1, receiver.url);
    const said: string[] = [];
    const log = { info: (_: unknown, message: string) => said.push(message), error: () => {} };
    const off = startWebhookDelivery({
      database: db,
      webhooks: {
        secret: undefined,
        allowHosts: ['127.0.0.1'],
        timeoutMs: 300,
        maxAttempts: 8,
        retentionDays: 30,
      },
      leaseMs: 60 * SECOND,
      log,
    });
    expect(off).toBeUndefined();
    expect(said).toEqual(['webhook delivery off: WEBHOOK_SECRET is not set (queued webhooks wait)']);
    expect(await deliveries.find(id)).toMatchObject({ status: 'pending', attempts: 0 });

    const on = startWebhookDelivery({
      database: db,
      webhooks: {
        secret: SECRET,
        allowHosts: ['127.0.0.1'],
        timeoutMs: 300,
        maxAttempts: 8,
        retentionDays: 30,
      },
      leaseMs: 60 * SECOND,
      log,
    });
    expect(on).toBeDefined();
    await on?.stop();
    expect(said).toHaveLength(1);
    expect(receiver.received.map((request) => request.id)).toEqual([id]);
  });
});

describe('webhook configuration', () => {
  it('is off by default and reads the allow list, time limit and attempts', () => {
    expect(configFromEnv({}).webhooks).toEqual({
      secret: undefined,
      allowHosts: [],
      timeoutMs: 5000,
      maxAttempts: 8,
      retentionDays: 30,
    });
    const config = configFromEnv({
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_ALLOW_HOSTS: 'LocalHost, 127.0.0.1,[::1],hooks.intranet',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_MAX_ATTEMPTS: '5',
      WEBHOOK_RETENTION_DAYS: '7',
    });
    expect(config.webhooks).toEqual({
      secret: SECRET,
      allowHosts: ['localhost', '127.0.0.1', '::1', 'hooks.intranet'],
      timeoutMs: 2000,
      maxAttempts: 5,
      retentionDays: 7,
    });
    expect(configFromEnv({ WEBHOOK_RETENTION_DAYS: 'never' }).webhooks.retentionDays).toBe('never');
    expect(configFromEnv({ WEBHOOK_RETENTION_DAYS: '3650' }).webhooks.retentionDays).toBe(3650);
  });

  it('refuses a short secret and an allow list of URLs', () => {
    expect(() => configFromEnv({ WEBHOOK_SECRET: 'short' })).toThrow(/WEBHOOK_SECRET/);
    expect(() => configFromEnv({ WEBHOOK_ALLOW_HOSTS: 'http://localhost:8080' })).toThrow(
      /WEBHOOK_ALLOW_HOSTS/,
    );
    expect(() => configFromEnv({ WEBHOOK_MAX_ATTEMPTS: '0' })).toThrow(/WEBHOOK_MAX_ATTEMPTS/);
  });

  it('refuses a retention of 0, past 3650 days, or not a whole number, saying what it takes', () => {
    for (const value of ['0', '3651', '-1', '1.5', '30d', 'forever', 'NEVER', ' 30']) {
      expect(() => configFromEnv({ WEBHOOK_RETENTION_DAYS: value }), value).toThrow(
        'configuration: WEBHOOK_RETENTION_DAYS: must be a whole number of days from 1 to 3650, or never (keep delivered webhooks for good)',
      );
    }
  });
});

describe('webhook transport', () => {
  it('counts a slow name lookup in the time limit of the attempt', async () => {
    const transport = createWebhookTransport({
      timeoutMs: 100,
      allowHosts: ['slow.test'],
      resolve: () => new Promise((resolve) => setTimeout(() => resolve(['127.0.0.1']), 1000)),
    });
    try {
      const outcome = await transport.post({ url: 'http://slow.test/hook', body: '{}', headers: {} });
      expect(outcome).toEqual({
        delivered: false,
        status: null,
        error: 'no answer within 100 ms',
        permanent: false,
      });
    } finally {
      transport.close();
    }
  });
});
