// Durability and throughput of review submissions against the real server, on SQLite and PostgreSQL:
// start the server as `npm start` does (in a temp DATA_DIR), fire 1,000 concurrent submissions (some
// with avatars) for throughput, then 1,000 more and `kill -9` the server part-way, restart it, let the
// clients retry what was not acknowledged, and count. Run: node --import tsx scripts/durability.ts
// Not part of `npm test` (it takes about a minute and prints figures; it asserts nothing but the exit code).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { openDatabase } from '../packages/server/src/db/database.ts';
// @ts-expect-error: a plain .mjs script shared with the test suite
import { startThrowawayPostgres } from './postgres-throwaway.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SUBMISSIONS = 1000;
/** One submission in this many carries an avatar. */
const AVATAR_EVERY = 5;
/** The server is killed once this share of the crash round is acknowledged. */
const KILL_AT = 0.4;

interface Submission {
  uid: string;
  fields: Record<string, string>;
  avatar: Buffer | undefined;
}

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

async function makeSubmissions(
  count: number,
  formId: number,
  token: string,
  round: string,
): Promise<Submission[]> {
  const avatars = await Promise.all(
    ['#c33', '#3c3', '#33c', '#cc3'].map((background) =>
      sharp({ create: { width: 300, height: 200, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    ),
  );
  return Array.from({ length: count }, (_, i) => {
    const uid = randomBytes(16).toString('hex');
    return {
      uid,
      avatar: i % AVATAR_EVERY === 0 ? avatars[i % avatars.length] : undefined,
      fields: {
        wprev_form_id: String(formId),
        wprev_post_id: String(1 + (i % 7)),
        wprev_unbrid: uid,
        wprev_rating: String(1 + (i % 5)),
        wprev_name: `Durable visitor ${round}-${i}`,
        wprev_email: `visitor${i}@example.test`,
        wprev_title: `Visit ${i}`,
        wprev_text: `Submission ${i} of round ${round}. The coffee was fine.`,
        wprev_consent: 'yes',
        wprev_shown_at: token,
      },
    };
  });
}

async function send(baseUrl: string, nonce: string, submission: Submission): Promise<number> {
  const body = new FormData();
  body.append('action', 'the_forms_own_action');
  body.append('wpfb_nonce', nonce);
  for (const [key, value] of Object.entries(submission.fields)) body.append(key, value);
  if (submission.avatar)
    body.append(
      'wprev_avatar',
      new Blob([new Uint8Array(submission.avatar)], { type: 'image/jpeg' }),
      'me.jpg',
    );
  body.append('action', 'wprp_save_review');
  const response = await fetch(`${baseUrl}/wp-admin/admin-ajax.php`, { method: 'POST', body });
  const text = await response.text();
  if (response.status === 200 && text.includes('"error":"no"')) return 200;
  return response.status;
}

async function credentials(baseUrl: string) {
  const nonce = (
    (await (await fetch(`${baseUrl}/wp-json/site-widgets/v1/nonce`)).json()) as { nonce: string }
  ).nonce;
  const token = (
    (await (await fetch(`${baseUrl}/wp-json/site-widgets/v1/form-token?form_id=1`)).json()) as {
      token: string;
    }
  ).token;
  return { nonce, token };
}

async function countStored(url: string, uids: string[]): Promise<number> {
  if (!uids.length) return 0;
  const database = await openDatabase({ url });
  try {
    const rows = await database.db
      .selectFrom('reviews')
      .select('id')
      .where('browser_uid', 'in', uids)
      .execute();
    return rows.length;
  } finally {
    await database.destroy();
  }
}

async function runDatabase(name: 'SQLite' | 'PostgreSQL', databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-durability-'));
  const env = {
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'yes',
    SUBMIT_RATE_LIMIT: '1000000',
    // One instance: an unfinished upload found at start is certainly abandoned.
    UPLOAD_TEMP_GRACE_SECONDS: '0',
  };
  let server = startServer(env);
  try {
    await server.ready;
    let { nonce, token } = await credentials(server.baseUrl);
    const throughputRound = await makeSubmissions(SUBMISSIONS, 1, token, 'a');
    const crashRound = await makeSubmissions(SUBMISSIONS, 1, token, 'b');
    await new Promise((resolve) => setTimeout(resolve, 3200)); // the form's minimum time to submit

    // Round A: throughput, nothing killed.
    const startedA = performance.now();
    const statusesA = await Promise.all(
      throughputRound.map((s) => send(server.baseUrl, nonce, s).catch(() => 0)),
    );
    const secondsA = (performance.now() - startedA) / 1000;
    const ackA = statusesA.filter((status) => status === 200).length;

    // Round B: kill -9 once KILL_AT of it is acknowledged.
    const acknowledged = new Set<string>();
    const startedB = performance.now();
    let killedAfter = 0;
    const child = server.child;
    const roundB = Promise.all(
      crashRound.map(async (submission) => {
        const status = await send(server.baseUrl, nonce, submission).catch(() => 0);
        if (status === 200 && child.exitCode === null && child.signalCode === null) {
          acknowledged.add(submission.uid);
          if (acknowledged.size >= SUBMISSIONS * KILL_AT && !killedAfter) {
            killedAfter = (performance.now() - startedB) / 1000;
            child.kill('SIGKILL');
          }
        }
        return status;
      }),
    );
    await roundB;
    await new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );
    const ackBeforeKill = acknowledged.size;

    // Restart on the same data; the clients retry what they never heard back about, same unique ids.
    server = startServer(env);
    await server.ready;
    ({ nonce } = await credentials(server.baseUrl));
    const unanswered = crashRound.filter((submission) => !acknowledged.has(submission.uid));
    // Of those, the ones committed whose answer the kill swallowed: the retry must not store them twice.
    const committedUnanswered = await countStored(
      databaseUrl === '' ? path.join(dataDir, 'site-widgets.sqlite') : databaseUrl,
      unanswered.map((submission) => submission.uid),
    );
    const retryStatuses = await Promise.all(
      unanswered.map((s) => send(server.baseUrl, nonce, s).catch(() => 0)),
    );
    const retriedOk = retryStatuses.filter((status) => status === 200).length;

    // Count, straight from the database and the uploads directory.
    const database = await openDatabase({
      url: databaseUrl === '' ? path.join(dataDir, 'site-widgets.sqlite') : databaseUrl,
    });
    try {
      // Let the restarted sender work through the outbox until it stops moving (rows the killed server
      // had claimed wait for their 60 s lease and are counted apart).
      const outboxState = () =>
        database.db
          .selectFrom('outbox')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('total'),
            eb.fn.count<number | string>('sent_at').as('sent'),
            eb.fn.count<number | string>('claimed_at').as('claimed'),
          ])
          .executeTakeFirstOrThrow();
      let previousSent = -1;
      for (let i = 0; i < 120; i++) {
        const state = await outboxState();
        if (Number(state.sent) === previousSent) break;
        previousSent = Number(state.sent);
        await new Promise((resolve) => setTimeout(resolve, 2500));
      }

      const rows = await database.db
        .selectFrom('reviews')
        .select(['browser_uid', 'avatar_url'])
        .where('platform', '=', 'Submitted')
        .execute();
      const perUid = new Map<string, number>();
      for (const row of rows)
        if (row.browser_uid) perUid.set(row.browser_uid, (perUid.get(row.browser_uid) ?? 0) + 1);
      const everyUid = [...throughputRound, ...crashRound].map((s) => s.uid);
      const foundAcknowledgedB = [...acknowledged].filter((uid) => perUid.get(uid) === 1).length;
      const duplicates = [...perUid.values()].filter((n) => n > 1).length;
      const referenced = new Set(
        rows
          .map((row) => row.avatar_url)
          .filter((url): url is string => url?.startsWith('/uploads/') === true)
          .map((url) => path.basename(url)),
      );
      const files = fs.existsSync(path.join(dataDir, 'uploads'))
        ? fs.readdirSync(path.join(dataDir, 'uploads'))
        : [];
      const orphans = files.filter((file) => !referenced.has(file)).length;
      const dangling = [...referenced].filter((file) => !files.includes(file)).length;
      const withAvatar = [...throughputRound, ...crashRound].filter(
        (s) => s.avatar && perUid.has(s.uid),
      ).length;
      const mails = await outboxState();
      const waitingForLease = Number(mails.claimed) - Number(mails.sent);
      const emlFiles = fs.existsSync(path.join(dataDir, 'outbox'))
        ? fs.readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.eml')).length
        : 0;

      const result = {
        database: name,
        sent: SUBMISSIONS * 2,
        'round A acknowledged': ackA,
        'round A acknowledged/s': Math.round(ackA / secondsA),
        'round B acknowledged before kill -9': ackBeforeKill,
        'killed after (s)': Number(killedAfter.toFixed(2)),
        'round B acknowledged and found once after restart': foundAcknowledgedB,
        'round B lost (acknowledged, not found)': ackBeforeKill - foundAcknowledgedB,
        'round B unanswered, retried after restart': unanswered.length,
        '  of which already committed (answer lost in the kill)': committedUnanswered,
        'retries answered success': retriedOk,
        'found after restart (all rounds)': everyUid.filter((uid) => perUid.get(uid) === 1).length,
        duplicates,
        'reviews with avatar': withAvatar,
        'orphan upload files': orphans,
        'avatars missing their file': dangling,
        'outbox rows / sent / .eml files': `${Number(mails.total)} / ${Number(mails.sent)} / ${emlFiles}`,
        'mails claimed by the killed server (resent after lease)': waitingForLease,
      };
      return result;
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
      if (key !== 'database') console.log(`  ${key.padEnd(58)} ${value}`);
  }
  const failed = results.some(
    (r) =>
      r['round B lost (acknowledged, not found)'] !== 0 ||
      r.duplicates !== 0 ||
      r['orphan upload files'] !== 0 ||
      r['avatars missing their file'] !== 0 ||
      r['found after restart (all rounds)'] !== r.sent,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
