import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { runWebhooksCommand } from '../src/cli/webhooks.ts';
import type { Database } from '../src/db/database.ts';
import { enqueueWebhook } from '../src/modules/webhooks/enqueue-webhook.ts';
import { createWebhookRepository } from '../src/modules/webhooks/webhook-repository.ts';
import { DIALECTS, freshDatabase } from './support/databases.ts';

const T0 = Date.UTC(2026, 10, 1, 9);
const DAY = 86_400_000;

function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

async function run(database: Database, at: number, ...argv: string[]) {
  const stdout = sink();
  const stderr = sink();
  const code = await runWebhooksCommand(argv, {
    stdout: stdout.stream,
    stderr: stderr.stream,
    database,
    now: () => new Date(at),
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Three deliveries: one delivered on day 0, one dead (its receiver answered a hostile line), one pending. */
async function seed(database: Database) {
  const deliveries = createWebhookRepository(database);
  const ids: string[] = [];
  for (const [n, event] of ['form.submitted', 'form.submitted', 'form.step'].entries()) {
    const { id } = await enqueueWebhook(
      database.db,
      {
        formId: `form-${n + 1}`,
        event,
        url: `https://hooks.example.test/${n + 1}`,
        payload: { n: n + 1, note: 'bell\u0007' },
      },
      new Date(T0 + n * 1000),
    );
    ids.push(id);
  }
  const [delivered = '', dead = '', pending = ''] = ids;
  // Claimed in due order: the first, then the second.
  expect((await deliveries.claimNext('w', new Date(T0 + 5000), 60_000))?.id).toBe(delivered);
  await deliveries.markDelivered(delivered, 'w', new Date(T0 + 5000), 204);
  expect((await deliveries.claimNext('w', new Date(T0 + 5000), 60_000))?.id).toBe(dead);
  await deliveries.markFailed(dead, 'w', { error: 'HTTP 500: \u001b[2Jgone', status: 500, dead: true });
  return { delivered, dead, pending, deliveries };
}

describe.each(DIALECTS)('npm run webhooks on %s', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  it('lists deliveries newest first, and the dead letters alone with --status dead', async () => {
    database = await freshDatabase(dialect);
    const { delivered, dead, pending } = await seed(database);
    const listed = await run(database, T0, 'list');
    expect(listed.code).toBe(0);
    const lines = listed.stdout.trim().split('\n');
    expect(lines.map((line) => line.split('\t').slice(0, 2))).toEqual([
      [pending, 'pending'],
      [dead, 'dead'],
      [delivered, 'delivered'],
    ]);
    expect(lines[2]).toContain('delivered 2026-11-01 09:00\tHTTP 204');
    const deadOnly = await run(database, T0, 'list', '--status', 'dead');
    expect(
      deadOnly.stdout
        .trim()
        .split('\n')
        .map((line) => line.split('\t')[0]),
    ).toEqual([dead]);
    expect(deadOnly.stdout).toContain('attempts 1\tform.submitted\tform form-2');
    expect((await run(database, T0, 'list', '--limit', '1')).stdout.trim().split('\n')).toHaveLength(1);
  });

  it('shows one delivery with its body and last error, control characters escaped', async () => {
    database = await freshDatabase(dialect);
    const { dead } = await seed(database);
    const shown = await run(database, T0, 'show', dead);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Delivery ${dead}  dead  attempts 1`);
    expect(shown.stdout).toContain('URL: https://hooks.example.test/2');
    expect(shown.stdout).toContain('Last error: HTTP 500: \\u{1b}[2Jgone');
    expect(shown.stdout).toContain('"note": "bell\\u0007"');
    expect(shown.stdout).not.toMatch(/\p{Cc}(?<!\n)/u);
  });

  it('replays a dead delivery (due now, attempts from 0) and refuses one that is not dead', async () => {
    database = await freshDatabase(dialect);
    const { dead, pending, deliveries } = await seed(database);
    const replayed = await run(database, T0 + DAY, 'replay', dead);
    expect(replayed).toMatchObject({ code: 0, stdout: `Delivery ${dead}: dead → pending (due now).\n` });
    expect(await deliveries.find(dead)).toMatchObject({
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(T0 + DAY).toISOString(),
    });
    const again = await run(database, T0 + DAY, 'replay', pending);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `webhooks: delivery ${pending} is pending; only dead deliveries are replayed\n`,
    );
    const unknown = await run(database, T0, 'show', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({
      code: 1,
      stderr: 'webhooks: no delivery "00000000-0000-4000-8000-000000000000"\n',
    });
    expect((await run(database, T0, 'show', "1' or '1'='1")).code).toBe(1);
  });

  it('purges only deliveries delivered more than N days ago', async () => {
    database = await freshDatabase(dialect);
    const { delivered, deliveries } = await seed(database);
    const early = await run(database, T0 + 6 * DAY, 'purge-delivered', '--older-than-days', '7');
    expect(early.stdout).toBe('Deleted 0 deliveries delivered more than 7 days ago.\n');
    const late = await run(database, T0 + 8 * DAY, 'purge-delivered', '--older-than-days', '7');
    expect(late.stdout).toBe('Deleted 1 deliveries delivered more than 7 days ago.\n');
    expect(await deliveries.find(delivered)).toBeUndefined();
    expect(await deliveries.counts()).toEqual({ pending: 1, delivered: 0, dead: 1 });
  });

  it('purges only dead deliveries created more than N days ago, when the owner says so', async () => {
    database = await freshDatabase(dialect);
    const { dead, delivered, pending, deliveries } = await seed(database);
    const early = await run(database, T0 + 6 * DAY, 'purge-dead', '--older-than-days', '7');
    expect(early.stdout).toBe('Deleted 0 dead deliveries created more than 7 days ago.\n');
    const late = await run(database, T0 + 8 * DAY, 'purge-dead', '--older-than-days', '7');
    expect(late.stdout).toBe('Deleted 1 dead deliveries created more than 7 days ago.\n');
    expect(await deliveries.find(dead)).toBeUndefined();
    expect(await deliveries.find(delivered)).toMatchObject({ status: 'delivered' });
    expect(await deliveries.find(pending)).toMatchObject({ status: 'pending' });
    expect(await deliveries.counts()).toEqual({ pending: 1, delivered: 1, dead: 0 });
  });

  it('purges more than one batch of a thousand in one run', async () => {
    database = await freshDatabase(dialect);
    const { deliveries } = await seed(database);
    const at = new Date(T0).toISOString();
    await database.db
      .insertInto('webhook_deliveries')
      .values(
        Array.from({ length: 1001 }, () => ({
          id: randomUUID(),
          form_id: 'form-1',
          event: 'form.submitted',
          url: 'https://hooks.example.test/1',
          payload: '{}',
          status: 'delivered' as const,
          next_attempt_at: at,
          lease_until: null,
          lease_owner: null,
          last_error: null,
          last_status: 204,
          created_at: at,
          delivered_at: at,
        })),
      )
      .execute();
    const purged = await run(database, T0 + 8 * DAY, 'purge-delivered', '--older-than-days', '7');
    expect(purged.stdout).toBe('Deleted 1002 deliveries delivered more than 7 days ago.\n');
    expect(await deliveries.counts()).toEqual({ pending: 1, delivered: 0, dead: 1 });
  });

  it('answers a usage error with exit code 2 and the usage', async () => {
    database = await freshDatabase(dialect);
    for (const argv of [
      [],
      ['resend'],
      ['list', '--status', 'lost'],
      ['list', '--limit', '0'],
      ['purge-delivered'],
      ['purge-delivered', '--older-than-days', '-3'],
      ['purge-dead'],
      ['purge-dead', '--older-than-days', '0'],
      ['show'],
      ['list', '--colour'],
    ]) {
      const result = await run(database, T0, ...argv);
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run webhooks -- <command>');
    }
  });
});
