// npm run bench:webhooks [-- --deliveries 2000 --databases sqlite,postgres]
// Issue 17 item 5: form webhooks delivered per second to a local receiver, by 1 and by 4 workers
// claiming from one table at once (as 1 or 4 server instances would), on SQLite (a file, WAL) and on
// PostgreSQL (a throwaway cluster, or DATABASE_URL_BENCH). Each delivery is claimed with a lease,
// signed, POSTed and marked delivered. The receiver, the workers and PostgreSQL share this machine's
// cores. Prints figures; asserts nothing, but says so if a delivery was lost or arrived twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Database, openDatabase } from '../packages/server/src/db/database.ts';
import { enqueueWebhook } from '../packages/server/src/modules/webhooks/enqueue-webhook.ts';
import { createWebhookRepository } from '../packages/server/src/modules/webhooks/webhook-repository.ts';
import { createWebhookTransport } from '../packages/server/src/modules/webhooks/webhook-transport.ts';
import { createWebhookWorker } from '../packages/server/src/modules/webhooks/webhook-worker.ts';
import { startWebhookReceiver } from '../packages/server/test/support/webhook-receiver.ts';
// @ts-expect-error: plain .mjs helper shared with the test suite
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';

const { values } = parseArgs({
  options: {
    deliveries: { type: 'string', default: '2000' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});
const count = Number(values.deliveries);
const SECRET = 'bench-webhook-secret-of-32-characters';

async function measure(database: Database, receiverUrl: string, workers: number) {
  await database.db.deleteFrom('webhook_deliveries').execute();
  await database.db.transaction().execute(async (trx) => {
    for (let n = 0; n < count; n++)
      await enqueueWebhook(trx, {
        formId: 'bench',
        event: 'form.submitted',
        url: receiverUrl,
        payload: { n, fields: { name: ['text', `Guest ${n}`, 'Name'], guests: ['number', '12', 'Guests'] } },
      });
  });
  const transports = Array.from({ length: workers }, () =>
    createWebhookTransport({ timeoutMs: 5000, allowHosts: ['127.0.0.1'] }),
  );
  const started = process.hrtime.bigint();
  const delivered = await Promise.all(
    transports.map((transport, index) =>
      createWebhookWorker({
        deliveries: createWebhookRepository(database),
        transport,
        secret: SECRET,
        worker: `bench-${index}`,
      }).runOnce(),
    ),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  for (const transport of transports) transport.close();
  return { delivered: delivered.reduce((sum, each) => sum + each, 0), seconds };
}

const rows: string[] = [];
for (const dialect of values.databases.split(',')) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-webhooks-'));
  let cluster: { url: string; stop(): void } | undefined;
  let url = path.join(directory, 'bench.sqlite');
  if (dialect === 'postgres') {
    cluster = process.env.DATABASE_URL_BENCH ? undefined : await startThrowawayPostgres();
    url = process.env.DATABASE_URL_BENCH ?? cluster?.url ?? '';
  }
  const database = await openDatabase({ url, poolSize: 8 });
  const receiver = await startWebhookReceiver();
  try {
    for (const workers of [1, 4]) {
      receiver.received.length = 0;
      const { delivered, seconds } = await measure(database, receiver.url, workers);
      const ids = receiver.received.map((request) => request.id);
      const duplicates = ids.length - new Set(ids).size;
      const note =
        delivered === count && duplicates === 0 ? '' : `  (!) ${delivered}/${count}, ${duplicates} repeated`;
      rows.push(
        `${dialect} | ${workers} | ${delivered} | ${seconds.toFixed(2)} | ${(delivered / seconds).toFixed(0)}${note}`,
      );
      console.log(rows.at(-1));
    }
  } finally {
    await receiver.close();
    if (dialect === 'postgres' && process.env.DATABASE_URL_BENCH)
      await database.db.deleteFrom('webhook_deliveries').execute();
    await database.destroy();
    cluster?.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

console.log('\ndatabase | workers | delivered | seconds | deliveries per second');
for (const row of rows) console.log(row);
