import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createMailTransport, type MailTransport } from '../src/modules/outbox/mail-transport.ts';
import {
  type ClaimedMail,
  createOutboxRepository,
  enqueueMail,
} from '../src/modules/outbox/outbox-repository.ts';
import { createOutboxSender } from '../src/modules/outbox/outbox-sender.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';
import { startSmtpSink } from './support/smtp-sink.ts';

const T0 = Date.UTC(2026, 2, 1, 12);

async function enqueue(database: Database, count: number) {
  for (let i = 0; i < count; i++) {
    await enqueueMail(
      database.db,
      {
        reviewId: i + 1,
        recipient: 'owner@example.test',
        subject: `New review ${i + 1}`,
        body: `Body ${i + 1}\n<script>alert(1)</script>`,
      },
      new Date(T0),
    );
  }
}

/** A transport that records every send and takes a little while, so senders overlap. */
function recordingTransport(): MailTransport & { sent: number[] } {
  const sent: number[] = [];
  return {
    sent,
    async send(mail: ClaimedMail) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      sent.push(mail.id);
    },
    close() {},
  };
}

describe.each(DIALECTS)('the outbox on %s', (dialect) => {
  let database: Database;
  let directory: string;
  afterEach(async () => {
    await database?.destroy();
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });

  async function start() {
    database = await freshDatabase(dialect);
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-outbox-'));
  }

  it('writes each mail once as a plain-text .eml file and marks it sent', async () => {
    await start();
    await enqueue(database, 2);
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'Site <site@example.test>',
      outboxDirectory: directory,
    });
    const sender = createOutboxSender({ outbox: createOutboxRepository(database), transport });
    expect(await sender.runOnce()).toBe(2);
    expect(await sender.runOnce()).toBe(0);
    const files = fs.readdirSync(directory).sort();
    expect(files).toHaveLength(2);
    const eml = fs.readFileSync(path.join(directory, files[0] ?? ''), 'utf8');
    expect(eml).toMatch(/^Content-Type: text\/plain; charset=utf-8$/im);
    expect(eml).not.toMatch(/text\/html/i);
    expect(eml).toContain('To: owner@example.test');
    expect(eml).toMatch(/Subject: New review \d/);
    expect(eml).toMatch(/^Message-ID: <outbox-\d+-\d+@site-widgets.invalid>$/m);
    expect(await createOutboxRepository(database).counts()).toEqual({ unsent: 0, sent: 2 });
  });

  it('never lets two senders send the same mail', async () => {
    await start();
    await enqueue(database, 30);
    const transport = recordingTransport();
    const outbox = createOutboxRepository(database);
    const senders = [1, 2, 3].map((n) => createOutboxSender({ outbox, transport, worker: `sender-${n}` }));
    const counts = await Promise.all(senders.map((sender) => sender.runOnce()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    expect(transport.sent).toHaveLength(30);
    expect(new Set(transport.sent).size).toBe(30);
  });

  it('sends a mail again after the lease when its sender died between sending and marking it', async () => {
    await start();
    await enqueue(database, 1);
    let now = new Date(T0);
    const transport = createMailTransport({
      smtpUrl: undefined,
      from: 'site@example.test',
      outboxDirectory: directory,
    });
    const outbox = createOutboxRepository(database);
    const crashing = createOutboxSender({
      outbox: { ...outbox, markSent: () => Promise.reject(new Error('killed')) },
      transport,
      worker: 'doomed',
      now: () => now,
    });
    await expect(crashing.runOnce()).rejects.toThrow('killed');
    expect(fs.readdirSync(directory)).toHaveLength(1);

    const survivor = createOutboxSender({
      outbox,
      transport,
      worker: 'survivor',
      now: () => now,
      leaseMs: 60_000,
    });
    expect(await survivor.runOnce()).toBe(0);
    now = new Date(T0 + 61_000);
    expect(await survivor.runOnce()).toBe(1);
    expect(fs.readdirSync(directory)).toHaveLength(1);
    expect(await outbox.counts()).toEqual({ unsent: 0, sent: 1 });
  });

  it('keeps a mail that failed to send, with its error, and tries again after the lease', async () => {
    await start();
    await enqueue(database, 1);
    let now = new Date(T0);
    let fail = true;
    const transport: MailTransport = {
      async send() {
        if (fail) throw new Error('connection refused');
      },
      close() {},
    };
    const outbox = createOutboxRepository(database);
    const sender = createOutboxSender({ outbox, transport, now: () => now });
    expect(await sender.runOnce()).toBe(0);
    const row = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: 'connection refused' });
    fail = false;
    expect(await sender.runOnce()).toBe(0);
    now = new Date(T0 + 61_000);
    expect(await sender.runOnce()).toBe(1);
  });

  it('stops its loop when asked, after the mail in hand', async () => {
    await start();
    await enqueue(database, 3);
    const transport = recordingTransport();
    const sender = createOutboxSender({ outbox: createOutboxRepository(database), transport, pollMs: 10 });
    sender.start();
    for (let i = 0; i < 100 && transport.sent.length < 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await sender.stop();
    expect(transport.sent).toHaveLength(3);
  });
});

describe('the outbox lease (issue 18)', () => {
  it('reads OUTBOX_LEASE_SECONDS, default 60, and refuses a lease under 3 s', () => {
    expect(configFromEnv({}).outboxLeaseSeconds).toBe(60);
    expect(configFromEnv({ OUTBOX_LEASE_SECONDS: '120' }).outboxLeaseSeconds).toBe(120);
    expect(() => configFromEnv({ OUTBOX_LEASE_SECONDS: '2' })).toThrow(
      /OUTBOX_LEASE_SECONDS: must be from 3/,
    );
  });

  it('gives up on an SMTP server that stops answering, instead of holding the mail past its lease', async () => {
    const sink = await startSmtpSink({ holdFor: ['owner@example.test'] });
    const transport = createMailTransport({
      smtpUrl: sink.url,
      from: 'Site <site@example.test>',
      outboxDirectory: '',
      timeoutMs: 300,
    });
    try {
      await expect(
        transport.send({
          id: 1,
          reviewId: null,
          recipient: 'owner@example.test',
          subject: 'Held',
          body: 'Never answered',
          createdAt: new Date(T0).toISOString(),
          attempts: 1,
        }),
      ).rejects.toThrow(/timeout/i);
      expect(sink.delivered).toEqual([]);
    } finally {
      transport.close();
      await sink.close();
    }
  });
});
