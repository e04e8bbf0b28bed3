// npm run bench:form-submits [-- --duration 10 --connections 20 --databases sqlite,postgres]
// Issue 12: acknowledged final submits per second of the contact demo form (one entry and two outbox
// mails in one transaction each, every request a new unique id), and next-page answers per second of
// the three-page form (server validation + page markup), on SQLite and PostgreSQL. Prints figures;
// asserts nothing. The figures depend on the disk's fsync (SQLite: synchronous=FULL).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startDemoServer } from '../scripts/demo-server.ts';
// @ts-expect-error: plain .mjs helper shared with the test suite
import { startThrowawayPostgres } from '../scripts/postgres-throwaway.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    databases: { type: 'string', default: 'sqlite,postgres' },
  },
});

async function nonce(url: string): Promise<string> {
  return ((await (await fetch(`${url}/wp-json/site-widgets/v1/nonce`)).json()) as { nonce: string }).nonce;
}

const contactBody = (token: string) =>
  new URLSearchParams({
    action: 'gform_submit_form',
    gform_ajax_nonce: token,
    form_id: '1',
    gform_unique_id: randomBytes(16).toString('hex'),
    gform_source_page_number_1: '1',
    gform_target_page_number_1: '0',
    current_page_url: '/forms/contact',
    gform_submission_speeds: '{"pages":{"1":[30000]}}',
    input_1: 'Bench visitor',
    input_2: 'bench@example.test',
    input_4: 'question',
    input_5: 'How late are you open on Sundays?',
    'input_6.1': '1',
  }).toString();

const nextBody = (token: string) =>
  new URLSearchParams({
    action: 'gform_submit_form',
    gform_ajax_nonce: token,
    form_id: '2',
    gform_unique_id: randomBytes(16).toString('hex'),
    gform_source_page_number_2: '1',
    gform_target_page_number_2: '2',
    current_page_url: '/forms/catering',
    input_1: 'birthday',
    input_3: '2027-05-01',
    input_4: '40',
  }).toString();

async function measure(url: string, body: () => string, acknowledged: string) {
  let ok = 0;
  const result = await autocannon({
    url,
    duration: Number(values.duration),
    connections: Number(values.connections),
    requests: [
      {
        method: 'POST',
        path: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (request) => ({ ...request, body: body() }),
        onResponse: (status, responseBody) => {
          if (status === 200 && responseBody.includes(acknowledged)) ok++;
        },
      },
    ],
  });
  return {
    perSecond: ok / Number(values.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

const rows: string[][] = [];
for (const dialect of values.databases.split(',')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-bench-forms-'));
  let cluster: { url: string; stop(): void } | undefined;
  let databaseUrl = '';
  if (dialect === 'postgres') {
    cluster = await startThrowawayPostgres();
    databaseUrl = cluster?.url ?? '';
  }
  try {
    const server = await startDemoServer({
      env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'yes', SUBMIT_RATE_LIMIT: '1000000' },
      dataDir,
    });
    try {
      const token = await nonce(server.url);
      const submits = await measure(server.url, () => contactBody(token), '"confirmation_type":"message"');
      const nexts = await measure(server.url, () => nextBody(token), '"page_number":2');
      for (const [name, figure] of [
        ['final submit (acknowledged/s)', submits],
        ['next page, validated (answers/s)', nexts],
      ] as const)
        rows.push([
          dialect,
          name,
          figure.perSecond.toFixed(0),
          figure.p50.toFixed(1),
          figure.p99.toFixed(1),
          String(figure.failed),
        ]);
    } finally {
      await server.stop();
    }
  } finally {
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log('\ndatabase | call | per second | p50 ms | p99 ms | failed');
for (const row of rows) console.log(row.join(' | '));
