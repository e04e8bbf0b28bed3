import { DEMO_NEWSLETTER_LIST_ID } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoNewsletter } from '../src/modules/newsletter/demo-newsletter.ts';
import { createNewsletterRepository } from '../src/modules/newsletter/newsletter-repository.ts';
import { createNewsletterTokens } from '../src/modules/newsletter/newsletter-tokens.ts';
import { subscribeToList } from '../src/modules/newsletter/subscribe.ts';
import { DIALECTS } from './support/databases.ts';
import { createClock } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const LIST = DEMO_NEWSLETTER_LIST_ID;
const MINUTE = 60_000;

const signUp = (t: TestApp, fields: string, listId = LIST, remoteAddress = '203.0.113.7') =>
  t.ajax({ action: 'mailchimp_subscribe', fields, listId }, { remoteAddress });

const json = (body: string) => JSON.parse(body) as Record<string, unknown>;

async function mails(t: TestApp) {
  return t.database.db
    .selectFrom('outbox')
    .select(['recipient', 'subject', 'body', 'headers', 'kind'])
    .where('kind', '=', 'mail')
    .orderBy('id')
    .execute();
}

async function subscribers(t: TestApp) {
  return t.database.db.selectFrom('newsletter_subscribers').selectAll().orderBy('id').execute();
}

/** The token of a link to `path` in a mail's body. */
function linkToken(body: string, path: string): string {
  const found = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(body)?.[1];
  if (!found) throw new Error(`no ${path} link in: ${body}`);
  return found;
}

const postForm = (
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

describe.each(DIALECTS)('the newsletter (issue 17 item 6) on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function start(options: Parameters<typeof createTestApp>[1] = {}) {
    const clock = createClock();
    t = await createTestApp(dialect, { now: clock.now, ...options });
    await seedDemoNewsletter(t.database.db);
    return clock;
  }

  it('answers subscribed, keeps the signup pending and mails a confirmation link with List-Unsubscribe', async () => {
    await start();
    const answer = await signUp(t, 'EMAIL=Ada%40Example.TEST&FNAME=Ada');
    expect(answer.status).toBe(200);
    expect(json(answer.body)).toEqual({ status: 'subscribed' });
    const [row, ...others] = await subscribers(t);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ list_id: LIST, email: 'ada@example.test', status: 'pending' });
    expect(JSON.parse(row?.merge_fields ?? '')).toEqual({ FNAME: 'Ada' });
    const [mail, ...more] = await mails(t);
    expect(more).toHaveLength(0);
    expect(mail?.recipient).toBe('ada@example.test');
    expect(mail?.subject).toBe('Confirm your subscription to Harbour & Hearth news');
    const confirm = linkToken(mail?.body ?? '', '/newsletter/confirm');
    // Only the hash is stored: the token itself opens the link.
    expect(JSON.stringify(row)).not.toContain(confirm);
    const headers = JSON.parse(mail?.headers ?? '{}') as Record<string, string>;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]{43}>$/,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('a GET of the confirmation link shows a Confirm button and confirms nothing; the POST confirms once', async () => {
    await start();
    await signUp(t, 'EMAIL=bo%40example.test');
    const token = linkToken((await mails(t))[0]?.body ?? '', '/newsletter/confirm');
    const page = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<form action="/newsletter/confirm" method="post">');
    expect(page.body).toContain(`name="token" value="${token}"`);
    expect(page.body).toContain('Confirm subscription');
    // Opened twice more (a mail scanner, a link preview): still pending.
    await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    await t.app.inject({ method: 'HEAD', url: `/newsletter/confirm?token=${token}` });
    expect((await subscribers(t))[0]?.status).toBe('pending');

    const confirmed = await postForm(t, '/newsletter/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Subscription confirmed');
    const row = (await subscribers(t))[0];
    expect(row?.status).toBe('subscribed');
    expect(row?.confirm_token_hash).toBeNull();
    const again = await postForm(t, '/newsletter/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This link is not valid.');
  });

  it('refuses misused tokens: wrong shape, unknown, the unsubscribe token, repeated, expired', async () => {
    const clock = await start();
    await signUp(t, 'EMAIL=cy%40example.test');
    const body = (await mails(t))[0]?.body ?? '';
    const confirm = linkToken(body, '/newsletter/confirm');
    const leave = linkToken(body, '/newsletter/unsubscribe');
    for (const token of ['', 'x', `${confirm}x`, "' or 1=1 --", 'A'.repeat(43), leave, '%00'.repeat(20)]) {
      const posted = await postForm(t, '/newsletter/confirm', { token });
      expect(posted.statusCode, token).toBe(400);
      const shown = await t.app.inject({
        method: 'GET',
        url: `/newsletter/confirm?token=${encodeURIComponent(token)}`,
      });
      expect(shown.statusCode, token).toBe(400);
      expect(shown.body).not.toContain('Confirm subscription');
    }
    const twice = await t.app.inject({
      method: 'GET',
      url: `/newsletter/confirm?token=${confirm}&token=${confirm}`,
    });
    expect(twice.statusCode).toBe(400);
    expect((await subscribers(t))[0]?.status).toBe('pending');
    // Seven days later the link has expired.
    clock.advance(7 * 24 * 60 * MINUTE + 1);
    const late = await postForm(t, '/newsletter/confirm', { token: confirm });
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('This link has expired.');
    expect((await subscribers(t))[0]?.status).toBe('pending');
  });

  it('a repeated signup finds its row: no second row, no second mail within ten minutes, a fresh link after', async () => {
    const clock = await start();
    await signUp(t, 'EMAIL=dee%40example.test');
    const first = linkToken((await mails(t))[0]?.body ?? '', '/newsletter/confirm');
    for (const email of ['dee%40example.test', '%20DEE%40Example.Test%20']) {
      const answer = await signUp(t, `EMAIL=${email}`);
      expect(json(answer.body)).toEqual({ status: 'subscribed' });
    }
    expect(await subscribers(t)).toHaveLength(1);
    expect(await mails(t)).toHaveLength(1);
    clock.advance(11 * MINUTE);
    await signUp(t, 'EMAIL=dee%40example.test');
    const sent = await mails(t);
    expect(sent).toHaveLength(2);
    const second = linkToken(sent[1]?.body ?? '', '/newsletter/confirm');
    expect(second).not.toBe(first);
    // The first link was replaced by the second.
    expect((await postForm(t, '/newsletter/confirm', { token: first })).statusCode).toBe(400);
    expect((await postForm(t, '/newsletter/confirm', { token: second })).statusCode).toBe(200);
    // Subscribed: a signup again answers the same, mails nothing and changes nothing.
    const before = await subscribers(t);
    clock.advance(60 * MINUTE);
    const again = await signUp(t, 'EMAIL=dee%40example.test&FNAME=Someone+else');
    expect(json(again.body)).toEqual({ status: 'subscribed' });
    expect(await mails(t)).toHaveLength(2);
    expect(await subscribers(t)).toEqual(before);
  });

  it('refuses hostile fields with a clear error and writes nothing', async () => {
    await start({ newsletter: { rateLimit: { limit: 1000, windowSeconds: 600 } } });
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ fields: 'EMAIL=not-an-address' }, 400, 'SW_NEWSLETTER_BAD_EMAIL'],
      [{ fields: 'FNAME=Ada' }, 400, 'SW_NEWSLETTER_BAD_EMAIL'],
      [{ fields: `EMAIL=${'a'.repeat(250)}%40example.test` }, 400, 'SW_NEWSLETTER_BAD_EMAIL'],
      [{ fields: 'EMAIL=%3Cscript%3E%40example.test' }, 400, 'SW_NEWSLETTER_BAD_EMAIL'],
      [{ fields: 'EMAIL=a%00b%40example.test' }, 400, 'SW_NEWSLETTER_BAD_EMAIL'],
      [{ fields: 'EMAIL=a%E2%80%AEb%40example.test' }, 400, 'SW_NEWSLETTER_BAD_EMAIL'],
      [{ fields: `EMAIL=a%40example.test&${'X=1&'.repeat(45)}` }, 400, 'SW_NEWSLETTER_BAD_FIELDS'],
      [
        { fields: 'EMAIL=b%40example.test&sw_newsletter_website=http%3A%2F%2Fspam' },
        400,
        'SW_NEWSLETTER_NOT_ACCEPTED',
      ],
      [{ fields: `EMAIL=c%40example.test&FNAME=${'x'.repeat(9000)}` }, 400, 'SW_BAD_FIELD'],
      [{ fields: 'EMAIL=d%40example.test', listId: 'no-such-list' }, 404, 'SW_NEWSLETTER_UNKNOWN_LIST'],
      [{ fields: 'EMAIL=e%40example.test', listId: '<script>' }, 400, 'SW_BAD_FIELD'],
      [{ fields: 'EMAIL=f%40example.test', listId: 'x'.repeat(65) }, 400, 'SW_BAD_FIELD'],
    ];
    for (const [fields, status, code] of cases) {
      const answer = await t.ajax({ action: 'mailchimp_subscribe', listId: LIST, ...fields });
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBe(status);
      expect(answer.body).not.toContain('<');
      expect(json(answer.body)).toMatchObject({ code });
      if (code !== 'SW_BAD_FIELD') expect(json(answer.body).status).toBe('error');
    }
    const missing = await t.ajax({ action: 'mailchimp_subscribe', listId: LIST });
    expect(missing.status).toBe(400);
    const noNonce = await t.ajax({
      action: 'mailchimp_subscribe',
      wpfb_nonce: 'stale',
      fields: 'EMAIL=g%40example.test',
      listId: LIST,
    });
    expect(noNonce.status).toBe(403);
    expect(await subscribers(t)).toHaveLength(0);
    expect(await mails(t)).toHaveLength(0);
  });

  it('keeps <script> in a name as text, bounded, and never answers raw markup', async () => {
    await start();
    const name = `<script>alert(1)</script>${'é'.repeat(400)}`;
    const answer = await signUp(
      t,
      new URLSearchParams({
        EMAIL: 'eve@example.test',
        FNAME: name,
        LNAME: '\u0000\u202e<b>',
        lower: 'dropped',
      }).toString(),
    );
    expect(json(answer.body)).toEqual({ status: 'subscribed' });
    const fields = JSON.parse((await subscribers(t))[0]?.merge_fields ?? '{}') as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(['FNAME', 'LNAME']);
    expect(fields.FNAME?.startsWith('<script>alert(1)</script>')).toBe(true);
    expect([...(fields.FNAME ?? '')]).toHaveLength(255);
    expect(fields.LNAME).not.toContain('\u0000');
  });

  it('rate-limits signups per client address (429 with Retry-After), failures counted too', async () => {
    await start({ newsletter: { rateLimit: { limit: 3, windowSeconds: 600 } } });
    expect((await signUp(t, 'EMAIL=bad')).status).toBe(400);
    expect((await signUp(t, 'EMAIL=h1%40example.test')).status).toBe(200);
    expect((await signUp(t, 'EMAIL=h2%40example.test')).status).toBe(200);
    const refused = await signUp(t, 'EMAIL=h3%40example.test');
    expect(refused.status).toBe(429);
    expect(json(refused.body)).toMatchObject({ status: 'error', code: 'SW_NEWSLETTER_RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await signUp(t, 'EMAIL=h3%40example.test', LIST, '198.51.100.4')).status).toBe(200);
    expect((await subscribers(t)).map((row) => row.email)).toEqual([
      'h1@example.test',
      'h2@example.test',
      'h3@example.test',
    ]);
  });

  it('unsubscribes by the page’s button or a one-click POST, never by a GET; a later signup needs confirming', async () => {
    const clock = await start();
    await signUp(t, 'EMAIL=fay%40example.test');
    const body = (await mails(t))[0]?.body ?? '';
    await postForm(t, '/newsletter/confirm', { token: linkToken(body, '/newsletter/confirm') });
    const leave = linkToken(body, '/newsletter/unsubscribe');
    const page = await t.app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${leave}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form action="/newsletter/unsubscribe" method="post">');
    expect((await subscribers(t))[0]?.status).toBe('subscribed');
    const bad = await postForm(t, '/newsletter/unsubscribe', { token: 'B'.repeat(43) });
    expect(bad.statusCode).toBe(400);
    // RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to the header's address.
    const oneClick = await postForm(t, `/newsletter/unsubscribe?token=${leave}`, {
      'List-Unsubscribe': 'One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You will no longer receive Harbour &amp; Hearth news.');
    expect((await subscribers(t))[0]).toMatchObject({ status: 'unsubscribed' });
    expect((await postForm(t, '/newsletter/unsubscribe', { token: leave })).statusCode).toBe(200);
    const shown = await t.app.inject({ method: 'GET', url: `/newsletter/unsubscribe?token=${leave}` });
    expect(shown.body).toContain('This address is already unsubscribed.');

    clock.advance(MINUTE);
    expect(json((await signUp(t, 'EMAIL=fay%40example.test')).body)).toEqual({ status: 'subscribed' });
    expect((await subscribers(t))[0]?.status).toBe('pending');
    const sent = await mails(t);
    expect(sent).toHaveLength(2);
    // The unsubscribe link stays the same for the address.
    expect(linkToken(sent[1]?.body ?? '', '/newsletter/unsubscribe')).toBe(leave);
  });

  it('works without JavaScript: the form POSTs to /newsletter/subscribe and a page answers', async () => {
    await start();
    const done = await postForm(t, '/newsletter/subscribe', {
      listId: LIST,
      EMAIL: 'gus@example.test',
      FNAME: 'Gus',
      sw_newsletter_website: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain('Thank you for subscribing!');
    expect((await subscribers(t))[0]).toMatchObject({ email: 'gus@example.test', status: 'pending' });
    const bad = await postForm(t, '/newsletter/subscribe', { listId: LIST, EMAIL: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter an e-mail address like name@example.com.');
    const unknown = await postForm(t, '/newsletter/subscribe', {
      listId: '../etc',
      EMAIL: 'gus@example.test',
    });
    expect(unknown.statusCode).toBe(404);
    const crossSite = await postForm(
      t,
      '/newsletter/subscribe',
      { listId: LIST, EMAIL: 'ivy@example.test' },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(await subscribers(t)).toHaveLength(1);
  });

  it('a single opt-in list subscribes at once and mails a welcome with the way out', async () => {
    await start();
    await createNewsletterRepository(t.database.db).addList(
      { listId: 'offers', name: 'Offers', doubleOptIn: false, remoteListId: undefined },
      new Date(),
    );
    expect(json((await signUp(t, 'EMAIL=jo%40example.test', 'offers')).body)).toEqual({
      status: 'subscribed',
    });
    expect((await subscribers(t))[0]).toMatchObject({ list_id: 'offers', status: 'subscribed' });
    const [mail] = await mails(t);
    expect(mail?.subject).toBe('You are subscribed to Offers');
    expect(mail?.body).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{43}/);
    // The same address on another list is another row.
    await signUp(t, 'EMAIL=jo%40example.test');
    expect((await subscribers(t)).map((row) => [row.list_id, row.status])).toEqual([
      ['offers', 'subscribed'],
      [LIST, 'pending'],
    ]);
  });

  it('housekeeping removes signups never confirmed, 30 days after their link expired, and nothing else', async () => {
    const clock = await start({ newsletter: { rateLimit: { limit: 100, windowSeconds: 600 } } });
    await signUp(t, 'EMAIL=old%40example.test');
    await signUp(t, 'EMAIL=kept%40example.test');
    const body = (await mails(t))[1]?.body ?? '';
    await postForm(t, '/newsletter/confirm', { token: linkToken(body, '/newsletter/confirm') });
    clock.advance(20 * 24 * 60 * MINUTE);
    // (The page nonce of the test app has expired by now: the no-script form needs none.)
    await postForm(t, '/newsletter/subscribe', { listId: LIST, EMAIL: 'recent@example.test' });
    const newsletter = createNewsletterRepository(t.database.db);
    // 7 days of link plus 30: the first signup's link expired 37 days after it was sent.
    expect(await newsletter.purgeUnconfirmed(new Date(clock.now() - 30 * 24 * 60 * MINUTE))).toBe(0);
    clock.advance(18 * 24 * 60 * MINUTE);
    expect(await newsletter.purgeUnconfirmed(new Date(clock.now() - 30 * 24 * 60 * MINUTE))).toBe(1);
    expect((await subscribers(t)).map((row) => [row.email, row.status])).toEqual([
      ['kept@example.test', 'subscribed'],
      ['recent@example.test', 'pending'],
    ]);
  });

  it('subscribeToList (for the form builder): birthday as MM/DD, group ids as interests, bounded', async () => {
    await start();
    const tokens = createNewsletterTokens('x'.repeat(32));
    const context = { now: new Date(), origin: 'https://cafe.example', tokens, pushToRemote: false };
    const outcome = await t.database.db.transaction().execute((trx) =>
      subscribeToList(
        trx,
        {
          listId: LIST,
          email: 'Kim@Example.test',
          mergeFields: { FNAME: 'Kim', bad_tag: 'x', PHONE: 42 },
          interests: ['a1b2', '<bad>', 'a1b2', 7],
          birthday: '1990-07-04',
        },
        context,
      ),
    );
    expect(outcome).toEqual({ status: 'pending' });
    const row = (await subscribers(t))[0];
    expect(JSON.parse(row?.merge_fields ?? '')).toEqual({ FNAME: 'Kim', BIRTHDAY: '07/04' });
    expect(JSON.parse(row?.interests ?? '')).toEqual(['a1b2']);
    const errors = await t.database.db
      .transaction()
      .execute(async (trx) => [
        await subscribeToList(trx, { listId: 'nope', email: 'a@example.test' }, context),
        await subscribeToList(trx, { listId: LIST, email: 'a@' }, context),
      ]);
    expect(errors).toEqual([{ error: 'unknown-list' }, { error: 'bad-email' }]);
  });
});
