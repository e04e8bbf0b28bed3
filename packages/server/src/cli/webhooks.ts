import { parseArgs } from 'node:util';
import type { Database } from '../db/database.ts';
import {
  createWebhookRepository,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type WebhookDelivery,
} from '../modules/webhooks/webhook-repository.ts';
import { runAsMain } from './run-as-main.ts';
import { exitOnError, printable, UsageError } from './usage.ts';

const USAGE = `Usage: npm run webhooks -- <command> [arguments]

The form webhooks' deliveries (issue 17 item 5), on DATABASE_URL (or the SQLite file in DATA_DIR).

Commands:
  list [--status pending|delivered|dead] [--limit N]
                                        deliveries, newest first (default 100): id, status, attempts,
                                        event, form, created, next attempt, delivered or why dead,
                                        last HTTP status
  show <id>                             one delivery: its URL, times, last error and JSON body
  replay <id>                           a dead delivery back to pending, due now, attempts from 0
                                        (same id: a receiver that saw it already can drop it)
  purge-delivered --older-than-days N   deletes deliveries delivered more than N days ago (the
                                        worker also does, past WEBHOOK_RETENTION_DAYS)
  purge-dead --older-than-days N        deletes dead deliveries created more than N days ago, once
                                        you have seen them (nothing deletes them on its own)

Exit codes: 0 done, 1 failed (no such delivery, not dead), 2 usage error.`;

export interface WebhooksCliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  database: Database;
  now?: () => Date;
}

const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

/** The characters of a dead delivery's last error shown in its `list` line (all of it in `show`). */
const LIST_ERROR_LENGTH = 100;

/** Rows one delete of purge-delivered and purge-dead removes. */
const PURGE_BATCH = 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function listLine(delivery: WebhookDelivery): string {
  return [
    delivery.id,
    delivery.status,
    `attempts ${delivery.attempts}`,
    delivery.event,
    `form ${delivery.formId}`,
    minute(delivery.createdAt),
    delivery.status === 'delivered'
      ? `delivered ${minute(delivery.deliveredAt)}`
      : delivery.status === 'pending'
        ? `next ${minute(delivery.nextAttemptAt)}`
        : // Why it is dead (a 410 Gone, a refused address, the last attempt's error), for the owner to
          // judge before a replay without a `show` per line.
          `dead${delivery.lastError ? `: ${delivery.lastError.slice(0, LIST_ERROR_LENGTH)}` : ''}`,
    delivery.lastStatus === null ? '-' : `HTTP ${delivery.lastStatus}`,
  ]
    .map(printable)
    .join('\t');
}

function show(io: WebhooksCliIo, delivery: WebhookDelivery) {
  const out = (line: string) => io.stdout.write(`${printable(line)}\n`);
  out(`Delivery ${delivery.id}  ${delivery.status}  attempts ${delivery.attempts}`);
  out(`Event: ${delivery.event}   Form: ${delivery.formId}`);
  out(`URL: ${delivery.url}`);
  out(`Created: ${delivery.createdAt}`);
  if (delivery.status === 'pending') out(`Next attempt: ${delivery.nextAttemptAt}`);
  if (delivery.deliveredAt) out(`Delivered: ${delivery.deliveredAt}`);
  if (delivery.leaseOwner) out(`Held by: ${delivery.leaseOwner} until ${delivery.leaseUntil}`);
  if (delivery.lastStatus !== null) out(`Last HTTP status: ${delivery.lastStatus}`);
  if (delivery.lastError) out(`Last error: ${delivery.lastError}`);
  out('Body:');
  let body = delivery.payload;
  try {
    body = JSON.stringify(JSON.parse(delivery.payload), null, 2);
  } catch {
    // Stored as written at enqueue; shown as it is.
  }
  for (const line of body.split('\n')) out(line);
}

const wholeNumber = (text: string | undefined, option: string, max: number) => {
  if (!text || !/^\d{1,9}$/.test(text) || Number(text) < 1 || Number(text) > max)
    throw new UsageError(`${option} takes a whole number from 1 to ${max}`);
  return Number(text);
};

/** Runs one command; returns the exit code. */
export async function runWebhooksCommand(argv: string[], io: WebhooksCliIo): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: 'string' },
        limit: { type: 'string' },
        'older-than-days': { type: 'string' },
      },
    });
    const [command, ...rest] = positionals;
    const deliveries = createWebhookRepository(io.database);
    const now = (io.now ?? (() => new Date()))();
    const find = async (id: string | undefined) => {
      if (!id) throw new UsageError('give a delivery id');
      if (!UUID.test(id)) throw new Error(`no delivery "${printable(id)}"`);
      const delivery = await deliveries.find(id.toLowerCase());
      if (!delivery) throw new Error(`no delivery "${id}"`);
      return delivery;
    };
    switch (command) {
      case 'list': {
        const status = values.status as DeliveryStatus | undefined;
        if (status !== undefined && !DELIVERY_STATUSES.includes(status))
          throw new UsageError(`--status is one of ${DELIVERY_STATUSES.join(', ')}`);
        const limit = values.limit === undefined ? 100 : wholeNumber(values.limit, '--limit', 10_000);
        const listed = await deliveries.list({ ...(status ? { status } : {}), limit });
        if (!listed.length) io.stdout.write(status ? `No ${status} deliveries.\n` : 'No deliveries.\n');
        for (const delivery of listed) io.stdout.write(`${listLine(delivery)}\n`);
        return 0;
      }
      case 'show':
        show(io, await find(rest[0]));
        return 0;
      case 'replay': {
        const delivery = await find(rest[0]);
        if (!(await deliveries.replay(delivery.id, now)))
          throw new Error(`delivery ${delivery.id} is ${delivery.status}; only dead deliveries are replayed`);
        io.stdout.write(`Delivery ${delivery.id}: dead → pending (due now).\n`);
        return 0;
      }
      case 'purge-delivered':
      case 'purge-dead': {
        const days = wholeNumber(values['older-than-days'], '--older-than-days', 36_500);
        const before = new Date(now.getTime() - days * 86_400_000);
        const purge = command === 'purge-dead' ? deliveries.purgeDead : deliveries.purgeDelivered;
        // In batches, as the worker's retention does: no one long statement beside the live workers.
        let purged = 0;
        let batch: number;
        do {
          batch = await purge(before, PURGE_BATCH);
          purged += batch;
        } while (batch === PURGE_BATCH);
        io.stdout.write(
          command === 'purge-dead'
            ? `Deleted ${purged} dead deliveries created more than ${days} days ago.\n`
            : `Deleted ${purged} deliveries delivered more than ${days} days ago.\n`,
        );
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command "${printable(command)}"` : 'give a command');
    }
  } catch (error) {
    return exitOnError(io, 'webhooks', USAGE, error, printable);
  }
}

await runAsMain(import.meta.url, (argv, io) => runWebhooksCommand(argv, io));
