// Durability and throughput of embedded-form submits (issue 12) against the real server, on SQLite and
// PostgreSQL, like scripts/durability.ts for reviews: start the server as `npm start` does (temp
// DATA_DIR, demo forms seeded), fire 1,000 concurrent final submits of the contact form for
// throughput, then 1,000 more and `kill -9` the server part-way, restart it, let the clients retry
// what was not acknowledged (same unique ids), and count entries and their outbox mails.
// Run: node --import tsx scripts/forms-durability.ts — not part of `npm test`; prints figures and exits 1
// when an acknowledged entry is lost, an entry is stored twice, or an entry lacks its mails.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../packages/server/src/db/database.ts';
// @ts-expect-error: a plain .mjs script shared with the test suite
import { startThrowawayPostgres } from './postgres-throwaway.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SUBMISSIONS = 1000;
const KILL_AT = 0.4;
/** The contact demo form sends two mails an entry (owner and visitor). */
const MAILS_PER_ENTRY = 2;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  baseUrl: string;
  ready: Promise<void>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const ready = (async () => {
    for (let attempt = 0; attempt < 300; attempt++) {
      if (child.exitCode !== null) throw new Error('the server exited while starting');
      try {
        if ((await fetch(`${baseUrl}/healthz`)).ok) return;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the server did not start');
  })();
  return { child, baseUrl, ready };
}

interface Submission {
  uid: string;
  fields: Record<string, string>;
}

function makeSubmissions(count: number, round: string): Submission[] {
  return Array.from({ length: count }, (_, i) => {
    const uid = randomBytes(16).toString('hex');
    return {
      uid,
      fields: {
        action: 'gform_submit_form',
        form_id: '1',
        gform_unique_id: uid,
        gform_source_page_number_1: '1',
        gform_target_page_number_1: '0',
        gform_submission_method: 'ajax',
        current_page_url: '/forms/contact',
        gform_submission_speeds: JSON.stringify({ pages: { 1: [30_000] } }),
        input_1: `Durable visitor ${round}-${i}`,
        input_2: `visitor${i}@example.test`,
        input_4: 'question',
        input_5: `Submission ${i} of round ${round}.`,
        'input_6.1': '1',
      },
    };
  });
}

async function send(baseUrl: string, nonce: string, submission: Submission): Promise<number> {
  const body = new URLSearchParams({ ...submission.fields, gform_ajax_nonce: nonce });
  const response = await fetch(`${baseUrl}/wp-admin/admin-ajax.php`, { method: 'POST', body });
  const text = await response.text();
  if (response.status === 200 && text.includes('"confirmation_type":"message"')) return 200;
  if (process.env.VERBOSE) console.error(response.status, text.slice(0, 300));
  return response.status === 200 ? 299 : response.status;
}

async function nonceOf(baseUrl: string): Promise<string> {
  return ((await (await fetch(`${baseUrl}/wp-json/site-widgets/v1/nonce`)).json()) as { nonce: string })
    .nonce;
}

async function runDatabase(name: 'SQLite' | 'PostgreSQL', databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-forms-durability-'));
  const url = databaseUrl === '' ? path.join(dataDir, 'site-widgets.sqlite') : databaseUrl;
  const env = {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'yes',
    SUBMIT_RATE_LIMIT: '1000000',
  };
  let server = startServer(env);
  try {
    await server.ready;
    let nonce = await nonceOf(server.baseUrl);
    const roundA = makeSubmissions(SUBMISSIONS, 'a');
    const roundB = makeSubmissions(SUBMISSIONS, 'b');

    const startedA = performance.now();
    const statusesA = await Promise.all(roundA.map((s) => send(server.baseUrl, nonce, s).catch(() => 0)));
    const secondsA = (performance.now() - startedA) / 1000;
    const ackA = statusesA.filter((status) => status === 200).length;
    const otherA = new Map<number, number>();
    for (const status of statusesA) if (status !== 200) otherA.set(status, (otherA.get(status) ?? 0) + 1);
    // A client retries what got no confirmation (a busy machine may drop a connection), same unique id.
    await Promise.all(
      roundA
        .filter((_s, i) => statusesA[i] !== 200)
        .map((s) => send(server.baseUrl, nonce, s).catch(() => 0)),
    );

    const acknowledged = new Set<string>();
    let killedAfter = 0;
    const child = server.child;
    const startedB = performance.now();
    await Promise.all(
      roundB.map(async (submission) => {
        const status = await send(server.baseUrl, nonce, submission).catch(() => 0);
        if (status === 200 && child.exitCode === null && child.signalCode === null) {
          acknowledged.add(submission.uid);
          if (acknowledged.size >= SUBMISSIONS * KILL_AT && !killedAfter) {
            killedAfter = (performance.now() - startedB) / 1000;
            child.kill('SIGKILL');
          }
        }
      }),
    );
    await new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );
    const ackBeforeKill = acknowledged.size;

    server = startServer(env);
    await server.ready;
    nonce = await nonceOf(server.baseUrl);
    const unanswered = roundB.filter((submission) => !acknowledged.has(submission.uid));
    const retryStatuses = await Promise.all(
      unanswered.map((s) => send(server.baseUrl, nonce, s).catch(() => 0)),
    );
    const retriedOk = retryStatuses.filter((status) => status === 200).length;

    const database = await openDatabase({ url });
    try {
      const rows = await database.db.selectFrom('form_entries').select('unique_id').execute();
      const perUid = new Map<string, number>();
      for (const row of rows) perUid.set(row.unique_id, (perUid.get(row.unique_id) ?? 0) + 1);
      const duplicates = [...perUid.values()].filter((n) => n > 1).length;
      const foundAcknowledged = [...acknowledged].filter((uid) => perUid.get(uid) === 1).length;
      const everyUid = [...roundA, ...roundB].map((s) => s.uid);
      const mails = await database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return {
        database: name,
        sent: SUBMISSIONS * 2,
        'round A acknowledged': ackA,
        'round A acknowledged/s': Math.round(ackA / secondsA),
        'round A other answers (status × count; 0 = no answer)':
          [...otherA].map(([status, n]) => `${status}×${n}`).join(' ') || 'none',
        'round B acknowledged before kill -9': ackBeforeKill,
        'killed after (s)': Number(killedAfter.toFixed(2)),
        'round B lost (acknowledged, not found)': ackBeforeKill - foundAcknowledged,
        'round B unanswered, retried after restart': unanswered.length,
        'retries answered with the confirmation': retriedOk,
        'entries found once (all rounds)': everyUid.filter((uid) => perUid.get(uid) === 1).length,
        duplicates,
        'outbox mails / expected': `${Number(mails.n)} / ${rows.length * MAILS_PER_ENTRY}`,
        mailsOk: Number(mails.n) === rows.length * MAILS_PER_ENTRY,
      };
    } finally {
      await database.destroy();
    }
  } finally {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [await runDatabase('SQLite', '')];
  const cluster = await startThrowawayPostgres();
  try {
    results.push(await runDatabase('PostgreSQL', cluster.url));
  } finally {
    cluster.stop();
  }
  for (const result of results) {
    console.log(`\n${result.database}`);
    for (const [key, value] of Object.entries(result))
      if (key !== 'database' && key !== 'mailsOk') console.log(`  ${key.padEnd(50)} ${value}`);
  }
  const failed = results.some(
    (r) =>
      r['round B lost (acknowledged, not found)'] !== 0 ||
      r.duplicates !== 0 ||
      !r.mailsOk ||
      r['entries found once (all rounds)'] !== r.sent,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
