// Issue 18 item 3: two real server processes over one PostgreSQL database and one shared data
// directory, the way docs/operations.md deploys them. A visitor's calls alternate between the two.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REVIEW_FORM_FIELDS as F, FORM_TOKEN_PATH, NONCE_PATH } from '@site-widgets/contract';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../scripts/demo-server.ts';
import { type Database, openDatabase } from '../src/db/database.ts';
import { seedDemoIfEmpty } from '../src/modules/reviews/demo-seed.ts';
import { SUBMISSION_MESSAGES as M } from '../src/modules/submissions/submission-messages.ts';
import { type SunkMail, startSmtpSink } from './support/smtp-sink.ts';
import { seedForm } from './support/submissions.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const LEASE_SECONDS = 6;
const RATE_LIMIT = 3;

interface Instance {
  url: string;
  child: ChildProcess;
}

async function startInstance(env: NodeJS.ProcessEnv): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 400 && child.exitCode === null; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('a server instance did not start');
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('two server instances over one PostgreSQL database', () => {
  const adminUrl = inject('postgresUrl');
  const databaseName = `sw_instances_${randomBytes(4).toString('hex')}`;
  const databaseUrl = adminUrl.replace(/\/[^/?]*(\?|$)/, `/${databaseName}$1`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-instances-'));
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let instances: Instance[] = [];
  let formId = 0;
  let mailFormId = 0;

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`create database ${databaseName}`);
    // The tables and the demo templates exist before the instances start (as after a deploy's migration).
    database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    await seedDemoIfEmpty(database);
    formId = await seedForm(database, { minSecondsToSubmit: 1, notifyEmail: 'owner@example.test' });
    mailFormId = await seedForm(database, { minSecondsToSubmit: 1, notifyEmail: 'held@example.test' });
    smtp = await startSmtpSink({ holdFor: ['held@example.test'] });
    // Both start at once on one shared data directory, with no NONCE_SECRET: the secret the first one
    // writes there is the one both use (docs/operations.md: set NONCE_SECRET when the directory is not shared).
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NONCE_SECRET: '',
      SEED_DEMO: 'no',
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      SUBMIT_RATE_LIMIT: String(RATE_LIMIT),
    };
    instances = await Promise.all([startInstance(env), startInstance(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await database?.destroy();
    await smtp?.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const first = () => instances[0] as Instance;
  const second = () => instances[1] as Instance;

  async function pageNonce(instance: Instance): Promise<string> {
    return ((await (await fetch(`${instance.url}${NONCE_PATH}`)).json()) as { nonce: string }).nonce;
  }

  async function formToken(instance: Instance, form: number): Promise<string> {
    const response = await fetch(`${instance.url}${FORM_TOKEN_PATH}?form_id=${form}`);
    return ((await response.json()) as { token: string }).token;
  }

  /** A visitor's review form, shown by `shownBy` and sent (a second later) to `sentTo`. */
  async function submitReview(options: {
    shownBy: Instance;
    sentTo: Instance;
    form: number;
    text: string;
    avatar?: Buffer;
  }) {
    const nonce = await pageNonce(options.shownBy);
    const token = await formToken(options.shownBy, options.form);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the form's minimum time-to-submit
    const body = new FormData();
    const fields: Record<string, string> = {
      action: 'wprp_save_review',
      wpfb_nonce: nonce,
      [F.formId]: String(options.form),
      [F.postId]: '7',
      [F.uniqueId]: randomBytes(16).toString('hex'),
      [F.rating]: '5',
      [F.title]: 'Two instances',
      [F.text]: options.text,
      [F.name]: 'Grace Hopper',
      [F.email]: 'grace@example.test',
      [F.consent]: 'yes',
      [F.honeypot]: '',
      [F.shownAt]: token,
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    if (options.avatar)
      body.append(F.avatar, new Blob([new Uint8Array(options.avatar)], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${options.sentTo.url}/wp-admin/admin-ajax.php`, { method: 'POST', body });
    return { status: response.status, text: await response.text() };
  }

  async function loadMore(instance: Instance): Promise<string> {
    const response = await fetch(`${instance.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'wprp_load_more_revs',
        wpfb_nonce: await pageNonce(instance),
        revid: '1',
        perrow: '3',
        nrows: '2',
        callnum: '1',
        notinstring: '',
      }).toString(),
    });
    expect(response.status).toBe(200);
    return response.text();
  }

  async function reviewIdWithText(text: string): Promise<number> {
    const row = await database.db
      .selectFrom('reviews')
      .select('id')
      .where('text', '=', text)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('verifies on one instance the nonce and form token the other issued', async () => {
    const answer = await submitReview({
      shownBy: first(),
      sentTo: second(),
      form: formId,
      text: 'Shown by one instance, sent to the other.',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'no' });
  });

  it('shows a review approved through the owner CLI on both instances at once, though both had cached the list', async () => {
    const text = `Approved while cached ${randomBytes(4).toString('hex')}`;
    const answer = await submitReview({ shownBy: second(), sentTo: first(), form: formId, text });
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'no' });
    // Both fill their revision caches with the list that does not hold the pending review.
    expect(await loadMore(first())).not.toContain(text);
    expect(await loadMore(second())).not.toContain(text);
    const id = await reviewIdWithText(text);
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/cli/reviews.ts', 'approve', String(id)],
      { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(cli.status, cli.stderr).toBe(0);
    expect(await loadMore(second())).toContain(text);
    expect(await loadMore(first())).toContain(text);
  });

  it('serves from one instance the avatar the other stored', async () => {
    const avatar = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#a37' } })
      .png()
      .toBuffer();
    const text = `With an avatar ${randomBytes(4).toString('hex')}`;
    const answer = await submitReview({ shownBy: first(), sentTo: first(), form: formId, text, avatar });
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'no' });
    const row = await database.db
      .selectFrom('reviews')
      .select('avatar_url')
      .where('text', '=', text)
      .executeTakeFirstOrThrow();
    expect(row.avatar_url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const served = await fetch(`${second().url}${row.avatar_url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(256);
  });

  it('counts the submission rate limit across both instances', async () => {
    const limitedForm = await seedForm(database, { minSecondsToSubmit: 1 });
    const answers = [];
    for (let attempt = 0; attempt <= RATE_LIMIT; attempt++) {
      const sentTo = attempt % 2 === 0 ? first() : second();
      answers.push(
        await submitReview({ shownBy: sentTo, sentTo, form: limitedForm, text: `Try ${attempt}` }),
      );
    }
    expect(answers.slice(0, RATE_LIMIT).map((answer) => JSON.parse(answer.text).error)).toEqual(
      Array(RATE_LIMIT).fill('no'),
    );
    const refused = answers[RATE_LIMIT];
    expect(refused?.status).toBe(429);
    expect(refused?.text).toContain(M.rateLimited);
  });

  it('sends each outbox mail once while the instance sending one is killed mid-send', async () => {
    const held = once(smtp.events, 'held') as Promise<[SunkMail]>;
    const answer = await submitReview({
      shownBy: first(),
      sentTo: second(),
      form: mailFormId,
      text: 'The owner hears of this once.',
    });
    expect(JSON.parse(answer.text)).toMatchObject({ error: 'no' });
    const [heldMail] = await held;
    const mail = await database.db
      .selectFrom('outbox')
      .select(['id', 'claimed_by', 'claimed_at'])
      .where('recipient', '=', 'held@example.test')
      .executeTakeFirstOrThrow();
    expect(heldMail.messageId).toContain(`outbox-${mail.id}-`);
    const sender = instances.find(({ child }) => mail.claimed_by?.startsWith(`sender-${child.pid}-`));
    const survivor = instances.find((instance) => instance !== sender);
    if (!sender || !survivor) throw new Error(`no instance holds the claim ${mail.claimed_by}`);
    const killed = once(sender.child, 'exit');
    sender.child.kill('SIGKILL');
    await killed;

    // While the lease holds, the survivor leaves the mail alone; after it, the survivor retakes and sends it.
    const resent = await until('the held mail to be sent again', () =>
      smtp.delivered.find((sunk) => sunk.messageId === heldMail.messageId),
    );
    expect(resent.recipients).toEqual(['held@example.test']);
    const after = await database.db
      .selectFrom('outbox')
      .select(['claimed_by', 'claimed_at', 'attempts', 'sent_at'])
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    expect(after.claimed_by).toMatch(new RegExp(`^sender-${survivor.child.pid}-`));
    expect(Date.parse(after.claimed_at ?? '') - Date.parse(mail.claimed_at ?? '')).toBeGreaterThanOrEqual(
      LEASE_SECONDS * 1000,
    );
    expect(after.attempts).toBe(2);

    // Every mail the visitors' reviews queued is delivered, each exactly once.
    const rows = await until('every mail to be marked sent', async () => {
      const all = await database.db.selectFrom('outbox').select(['id', 'sent_at']).execute();
      return all.every((row) => row.sent_at !== null) ? all : undefined;
    });
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const ids = smtp.delivered.map((sunk) => /outbox-(\d+)-/.exec(sunk.messageId)?.[1]);
    expect(ids.toSorted()).toEqual(rows.map((row) => String(row.id)).toSorted());
  }, 60_000);
});
