import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { createMailchimpClient } from '../src/modules/newsletter/mailchimp-client.ts';
import { MAILCHIMP_PUSH_JOB, mailchimpPushHandler } from '../src/modules/newsletter/mailchimp-push.ts';
import { createNewsletterRepository } from '../src/modules/newsletter/newsletter-repository.ts';
import { createNewsletterTokens } from '../src/modules/newsletter/newsletter-tokens.ts';
import { subscribeToList } from '../src/modules/newsletter/subscribe.ts';
import { createOutboxRepository, enqueueJob, enqueueMail } from '../src/modules/outbox/outbox-repository.ts';
import { createOutboxSender } from '../src/modules/outbox/outbox-sender.ts';
import { DIALECTS } from './support/databases.ts';
import { createClock } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

type Behaviour = 'ok' | 'fail' | 'hang' | 'huge' | 'redirect';

interface FakeRequest {
  method: string;
  url: string;
  authorization: string;
  body: Record<string, unknown>;
}

/** A local stand-in for Mailchimp's members API: answers by a script of behaviours, keeps members by hash. */
async function startFakeMailchimp(script: Behaviour[]) {
  const requests: FakeRequest[] = [];
  const members = new Map<string, Record<string, unknown>>();
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += String(chunk);
    });
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: String(request.headers.authorization ?? ''),
        body,
      });
      const behaviour = script.shift() ?? 'ok';
      if (behaviour === 'hang') return;
      if (behaviour === 'redirect') {
        response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
        return;
      }
      if (behaviour === 'fail') {
        response.writeHead(500, { 'content-type': 'application/problem+json' });
        response.end(JSON.stringify({ status: 500, detail: 'An unexpected internal error occurred.' }));
        return;
      }
      if (behaviour === 'huge') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(`{"detail":"${'x'.repeat(2_000_000)}"}`);
        return;
      }
      members.set(request.url ?? '', body);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: 'member', ...body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    members,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const noMail = { send: async () => undefined, close: () => undefined };

describe('the Mailchimp configuration (issue 17 item 5)', () => {
  it('is off by default, on with both MAILCHIMP_API_URL and MAILCHIMP_API_KEY, refused with one', () => {
    expect(configFromEnv({}).mailchimp).toBeUndefined();
    expect(
      configFromEnv({ MAILCHIMP_API_URL: 'https://us1.api.mailchimp.com', MAILCHIMP_API_KEY: 'k-us1' })
        .mailchimp,
    ).toEqual({ apiUrl: 'https://us1.api.mailchimp.com', apiKey: 'k-us1', timeoutMs: 5000 });
    expect(() => configFromEnv({ MAILCHIMP_API_URL: 'https://us1.api.mailchimp.com' })).toThrow(
      'MAILCHIMP_API_URL and MAILCHIMP_API_KEY must be set together',
    );
    expect(() => configFromEnv({ MAILCHIMP_API_URL: 'ftp://x', MAILCHIMP_API_KEY: 'k' })).toThrow(
      'configuration: MAILCHIMP_API_URL: must be an http(s) URL',
    );
  });
});

describe('the Mailchimp client (issue 17 item 5)', () => {
  let fake: Awaited<ReturnType<typeof startFakeMailchimp>> | undefined;
  afterEach(async () => fake?.close());

  it('gives up after its time limit, reads no more than its byte limit of an error, follows no redirect', async () => {
    fake = await startFakeMailchimp(['hang', 'huge', 'redirect']);
    const client = createMailchimpClient({ apiUrl: fake.url, apiKey: 'k', timeoutMs: 200, maxBytes: 1024 });
    const member = { email: 'a@example.test', status: 'subscribed' as const, mergeFields: {}, interests: [] };
    await expect(client.putMember('aud', member)).rejects.toThrow(/abort|timeout/i);
    const huge = await client.putMember('aud', member).catch((error: Error) => error);
    expect(huge).toBeInstanceOf(Error);
    expect((huge as Error).message).toBe('Mailchimp answered 500');
    await expect(client.putMember('aud', member)).rejects.toThrow('Mailchimp answered 302');
    expect(fake.requests).toHaveLength(3);
  });
});

describe.each(DIALECTS)('the Mailchimp push through the outbox on %s', (dialect) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeMailchimp>> | undefined;
  afterEach(async () => {
    await fake?.close();
    await t?.close();
  });

  async function start(pushToRemote: boolean, script: Behaviour[]) {
    const clock = createClock();
    t = await createTestApp(dialect, { now: clock.now, newsletter: { pushToRemote } });
    await createNewsletterRepository(t.database.db).addList(
      { listId: 'news', name: 'News', doubleOptIn: true, remoteListId: 'aud1' },
      new Date(clock.now()),
    );
    fake = await startFakeMailchimp(script);
    const client = createMailchimpClient({ apiUrl: `${fake.url}/`, apiKey: 'secret-us1', timeoutMs: 2000 });
    const sender = createOutboxSender({
      outbox: createOutboxRepository(t.database),
      transport: noMail,
      jobs: { [MAILCHIMP_PUSH_JOB]: mailchimpPushHandler(t.database.db, client) },
      leaseMs: 60_000,
      now: () => new Date(clock.now()),
    });
    return { clock, sender };
  }

  const jobs = () =>
    t.database.db
      .selectFrom('outbox')
      .select(['sent_at', 'attempts', 'last_error'])
      .where('kind', '=', MAILCHIMP_PUSH_JOB)
      .orderBy('id')
      .execute();

  async function signUpAndConfirm(email: string) {
    await t.ajax({
      action: 'mailchimp_subscribe',
      listId: 'news',
      fields: new URLSearchParams({ EMAIL: email, FNAME: 'Ada' }).toString(),
    });
    const mail = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email.toLowerCase())
      .executeTakeFirstOrThrow();
    const token = /confirm\?token=([\w-]+)/.exec(mail.body)?.[1] ?? '';
    // Nothing is pushed while the signup waits for its confirmation.
    expect(await jobs()).toHaveLength(0);
    await t.app.inject({
      method: 'POST',
      url: '/newsletter/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
  }

  it('pushes a confirmed subscriber with PUT, retries after a 500 and sends no duplicate', async () => {
    const { clock, sender } = await start(true, ['fail', 'ok']);
    await signUpAndConfirm('Ada@Example.test');
    expect(await jobs()).toHaveLength(1);

    await sender.runOnce();
    expect(fake?.requests).toHaveLength(1);
    const [failed] = await jobs();
    expect(failed?.sent_at).toBeNull();
    expect(failed?.last_error).toContain('Mailchimp answered 500');
    // Within the lease nothing is retried.
    await sender.runOnce();
    expect(fake?.requests).toHaveLength(1);

    clock.advance(61_000);
    await sender.runOnce();
    expect(fake?.requests).toHaveLength(2);
    expect((await jobs())[0]?.sent_at).not.toBeNull();
    clock.advance(3_600_000);
    await sender.runOnce();
    expect(fake?.requests).toHaveLength(2);

    const expectedAuth = `Basic ${Buffer.from('site-widgets:secret-us1').toString('base64')}`;
    for (const request of fake?.requests ?? []) {
      expect(request.method).toBe('PUT');
      expect(request.url).toBe(`/3.0/lists/aud1/members/${md5('ada@example.test')}`);
      expect(request.authorization).toBe(expectedAuth);
      expect(request.body).toEqual({
        email_address: 'ada@example.test',
        status_if_new: 'subscribed',
        status: 'subscribed',
        merge_fields: { FNAME: 'Ada' },
        interests: {},
      });
    }
    // One member at Mailchimp, whatever the number of tries.
    expect(fake?.members.size).toBe(1);
  });

  it('pushes an unsubscribe as status unsubscribed, the member’s state at send time', async () => {
    const { sender } = await start(true, []);
    await signUpAndConfirm('bo@example.test');
    const row = await t.database.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .executeTakeFirstOrThrow();
    const welcome = await t.database.db
      .selectFrom('outbox')
      .select('body')
      .where('kind', '=', 'mail')
      .executeTakeFirstOrThrow();
    const leave = /unsubscribe\?token=([\w-]+)/.exec(welcome.body)?.[1] ?? '';
    await t.app.inject({
      method: 'POST',
      url: `/newsletter/unsubscribe?token=${leave}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(await jobs()).toHaveLength(2);
    await sender.runOnce();
    // Both jobs push the subscriber as stored now: unsubscribed.
    expect(fake?.requests.map((request) => request.body.status)).toEqual(['unsubscribed', 'unsubscribed']);
    expect(row.id).toBeGreaterThan(0);
    expect((await jobs()).every((job) => job.sent_at !== null)).toBe(true);
  });

  it('pushes a single opt-in signup at once, with the birthday as MM/DD and the groups as interests', async () => {
    const { clock, sender } = await start(true, []);
    await createNewsletterRepository(t.database.db).addList(
      { listId: 'club', name: 'Club', doubleOptIn: false, remoteListId: 'aud2' },
      new Date(clock.now()),
    );
    const context = {
      now: new Date(clock.now()),
      origin: 'https://cafe.example',
      tokens: createNewsletterTokens('t'.repeat(32)),
      pushToRemote: true,
    };
    const outcome = await t.database.db.transaction().execute((trx) =>
      subscribeToList(
        trx,
        {
          listId: 'club',
          email: 'Kim@Example.test',
          mergeFields: { FNAME: 'Kim' },
          interests: ['9143cf3bd1', 'ab12'],
          birthday: '1990-07-04',
        },
        context,
      ),
    );
    expect(outcome).toEqual({ status: 'subscribed' });
    await sender.runOnce();
    expect(fake?.requests).toHaveLength(1);
    expect(fake?.requests[0]?.url).toBe(`/3.0/lists/aud2/members/${md5('kim@example.test')}`);
    expect(fake?.requests[0]?.body).toEqual({
      email_address: 'kim@example.test',
      status_if_new: 'subscribed',
      status: 'subscribed',
      merge_fields: { FNAME: 'Kim', BIRTHDAY: '07/04' },
      interests: { '9143cf3bd1': true, ab12: true },
    });
  });

  it('the outbox hands each job to its kind’s handler and mails to the transport; a kind without a handler waits, noted', async () => {
    const { clock } = await start(false, []);
    const now = new Date(clock.now());
    await enqueueJob(t.database.db, { kind: 'other-job', label: 'x', payload: { n: 1 } }, now);
    await enqueueJob(t.database.db, { kind: 'known-job', label: 'y', payload: { n: 2 } }, now);
    await enqueueMail(
      t.database.db,
      { reviewId: null, recipient: 'o@example.test', subject: 'S', body: 'B', headers: { 'X-Test': 'yes' } },
      now,
    );
    const handled: unknown[] = [];
    const mailed: Array<Record<string, string> | undefined> = [];
    const sender = createOutboxSender({
      outbox: createOutboxRepository(t.database),
      transport: { send: async (mail) => void mailed.push(mail.headers), close: () => undefined },
      jobs: { 'known-job': async (job) => void handled.push(job.payload) },
      now: () => new Date(clock.now()),
    });
    expect(await sender.runOnce()).toBe(2);
    expect(handled).toEqual([{ n: 2 }]);
    expect(mailed).toEqual([{ 'X-Test': 'yes' }]);
    const waiting = await t.database.db
      .selectFrom('outbox')
      .select(['kind', 'sent_at', 'last_error'])
      .where('sent_at', 'is', null)
      .execute();
    expect(waiting).toEqual([
      { kind: 'other-job', sent_at: null, last_error: 'no handler for outbox jobs of kind other-job' },
    ]);
  });

  it('writes no push while the adapter is off (local list only)', async () => {
    const { sender } = await start(false, []);
    await signUpAndConfirm('cy@example.test');
    expect(await jobs()).toHaveLength(0);
    await sender.runOnce();
    expect(fake?.requests).toHaveLength(0);
    const subscriber = await t.database.db
      .selectFrom('newsletter_subscribers')
      .select('status')
      .executeTakeFirstOrThrow();
    expect(subscriber.status).toBe('subscribed');
  });
});
