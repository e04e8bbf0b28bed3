import {
  DEFAULT_SUCCESS_MESSAGE,
  REVIEW_FORM_FIELDS as F,
  RATING_REQUIRED_MESSAGE,
} from '@site-widgets/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_NONCE_SCOPE } from '../src/modules/ajax/ajax-action.ts';
import { SUBMISSION_MESSAGES as M } from '../src/modules/submissions/submission-messages.ts';
import { issueFormToken } from '../src/security/form-token.ts';
import { DIALECTS } from './support/databases.ts';
import { parseJson } from './support/fixtures.ts';
import { countRows, createClock, newUniqueId, seedForm, validFields } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('wprp_save_review on %s', (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof createClock>;
  afterEach(async () => t?.close());

  async function start(options: Parameters<typeof createTestApp>[1] = {}) {
    clock = createClock();
    t = await createTestApp(dialect, { now: clock.now, ...options });
  }

  it('stores a valid review hidden, as Submitted, with the form and URL tags, and answers the form message', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId, { wprev_client_ip: '6.6.6.6' });
    clock.advance(5000);
    const response = await t.ajax(fields, { remoteAddress: '203.0.113.9' });
    expect(response.status).toBe(200);
    expect(response.contentType).toBe('text/html; charset=utf-8');
    expect(parseJson(response.body)).toEqual({ error: 'no', successmsg: DEFAULT_SUCCESS_MESSAGE, dbmsg: '' });
    const row = await t.database.db.selectFrom('reviews').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      platform: 'Submitted',
      hidden: 1,
      moderation: 'pending',
      reviewer_name: 'Ada Lovelace',
      reviewer_email: 'ada@example.test',
      rating: 4,
      title: 'Lovely brunch',
      tags: ',from-form,summer,',
      page_name: 'Quay Street',
      post_id: 42,
      form_id: formId,
      browser_uid: fields[F.uniqueId],
      client_ip: '203.0.113.9',
      company_url: 'https://ada.example.test/',
      consent: 1,
      created_at: new Date(clock.now()).toISOString(),
    });
  });

  it('takes the client address from the connection, not from X-Forwarded-For, when no proxy is trusted', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '6.6.6.6' },
      payload: new URLSearchParams({ ...fields, wpfb_nonce: t.nonce }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('reviews').select('client_ip').executeTakeFirstOrThrow();
    expect(row.client_ip).toBe('127.0.0.1');
  });

  it('takes the client address from X-Forwarded-For when the proxy it came through is trusted', async () => {
    await start({ trustProxy: '127.0.0.1' });
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '6.6.6.6, 203.0.113.50',
      },
      payload: new URLSearchParams({ ...fields, wpfb_nonce: t.nonce }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('reviews').select('client_ip').executeTakeFirstOrThrow();
    expect(row.client_ip).toBe('203.0.113.50');
  });

  it('publishes at once when the form auto-approves, and bumps the reviews revision', async () => {
    await start();
    const formId = await seedForm(t.database, { autoApprove: true, successMessage: 'Merci !' });
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await t.ajax(fields);
    expect(parseJson(response.body)).toMatchObject({ error: 'no', successmsg: 'Merci !' });
    const row = await t.database.db
      .selectFrom('reviews')
      .select(['hidden', 'moderation'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ hidden: 0, moderation: 'approved' });
    const state = await t.database.db
      .selectFrom('site_state')
      .select('value')
      .where('key', '=', 'reviews_revision')
      .executeTakeFirstOrThrow();
    expect(Number(state.value)).toBe(1);
  });

  it('writes the notification mail in the same transaction as the review', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId, { [F.text]: '<b>bold</b> & <script>alert(1)</script>' });
    clock.advance(5000);
    await t.ajax(fields);
    const mail = await t.database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    const review = await t.database.db.selectFrom('reviews').select('id').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ review_id: review.id, recipient: 'owner@example.test', sent_at: null });
    expect(mail.subject).toBe('New review on Test form');
    expect(mail.body).toContain('Rating:  4 of 5');
    expect(mail.body).not.toContain('127.0.0.1');
  });

  it('sends no mail when the form has no notification address', async () => {
    await start();
    const formId = await seedForm(t.database, { notifyEmail: '' });
    const fields = validFields(t, formId);
    clock.advance(5000);
    expect((await t.ajax(fields)).status).toBe(200);
    expect(await countRows(t.database, 'outbox')).toBe(0);
  });

  it('answers success only after the commit: a failing transaction stores nothing and answers 500', async () => {
    await start();
    const formId = await seedForm(t.database);
    await sql`drop table outbox`.execute(t.database.db);
    const fields = validFields(t, formId);
    clock.advance(5000);
    const response = await t.ajax(fields);
    expect(response.status).toBe(500);
    expect(response.body).not.toContain('"error":"no"');
    expect(await countRows(t.database, 'reviews')).toBe(0);
  });

  it('collects every failing reason into dbmsg at once, and stores nothing', async () => {
    await start();
    const formId = await seedForm(t.database, { requiredFields: ['name', 'text', 'email'] });
    const fields = validFields(t, formId, {
      [F.name]: '   ',
      [F.email]: 'not-an-address',
      [F.website]: 'javascript:alert(1)',
      [F.title]: 'x'.repeat(201),
      [F.rating]: '',
      [F.text]: '',
    });
    clock.advance(5000);
    const response = await t.ajax(fields);
    expect(response.status).toBe(200);
    const body = parseJson(response.body);
    expect(body).toMatchObject({ error: 'yes', successmsg: '', code: 'SW_INVALID_REVIEW' });
    expect(body.reasons).toEqual([
      RATING_REQUIRED_MESSAGE,
      M.nameRequired,
      M.emailInvalid,
      M.titleTooLong,
      M.textRequired,
      M.websiteInvalid,
    ]);
    expect(body.dbmsg).toBe((body.reasons as string[]).join(' '));
    expect(await countRows(t.database, 'reviews')).toBe(0);
    expect(await countRows(t.database, 'outbox')).toBe(0);
    // The failed attempt is counted toward the rate limit (one window row), nothing else is written.
    expect(await countRows(t.database, 'rate_limit_windows')).toBe(1);
  });

  it('refuses a filled honeypot without saying why', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId, { [F.honeypot]: 'https://spam.example' });
    clock.advance(5000);
    const response = await t.ajax(fields);
    expect(response.status).toBe(200);
    expect(parseJson(response.body).dbmsg).toBe(M.notAccepted);
    expect(await countRows(t.database, 'reviews')).toBe(0);
  });

  it('refuses a form sent sooner than 3 seconds after its token', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId);
    clock.advance(2500);
    const response = await t.ajax(fields);
    expect(response.status).toBe(200);
    expect(parseJson(response.body).reasons).toEqual([M.tooFast]);
    clock.advance(600);
    expect((await t.ajax(fields)).status).toBe(200);
  });

  it('uses the form’s own minimum time to submit', async () => {
    await start();
    const formId = await seedForm(t.database, { minSecondsToSubmit: 10 });
    const fields = validFields(t, formId);
    clock.advance(9000);
    expect(parseJson((await t.ajax(fields)).body).reasons).toEqual([M.tooFast]);
    clock.advance(1000);
    expect((await t.ajax(fields)).status).toBe(200);
  });

  it('refuses a missing, forged, other-form or expired token', async () => {
    await start();
    const formId = await seedForm(t.database);
    const otherFormId = await seedForm(t.database);
    const base = validFields(t, formId);
    const otherFormToken = issueFormToken(t.nonces, otherFormId);
    clock.advance(5000);
    const reasonsOf = async (token: string) =>
      parseJson((await t.ajax({ ...base, [F.uniqueId]: newUniqueId(), [F.shownAt]: token })).body).reasons;
    expect(await reasonsOf('')).toEqual([M.tokenMissing]);
    expect(await reasonsOf('abc.def')).toEqual([M.tokenMissing]);
    expect(await reasonsOf(`${base[F.shownAt]?.split('.')[0]}.${'A'.repeat(43)}`)).toEqual([M.tokenMissing]);
    expect(await reasonsOf(otherFormToken)).toEqual([M.tokenMissing]);
    clock.advance(25 * 60 * 60 * 1000);
    const freshNonce = t.nonces.issue(PAGE_NONCE_SCOPE);
    const expired = await t.ajax({ ...base, wpfb_nonce: freshNonce });
    expect(parseJson(expired.body).reasons).toEqual([M.tokenExpired]);
    expect(await countRows(t.database, 'reviews')).toBe(0);
  });

  it('answers an unknown form with an explicit error', async () => {
    await start();
    const fields = validFields(t, 999);
    clock.advance(5000);
    const response = await t.ajax(fields);
    expect(response.status).toBe(200);
    expect(parseJson(response.body)).toMatchObject({ error: 'yes', code: 'SW_INVALID_REVIEW' });
    expect(parseJson(response.body).reasons).toEqual([M.unknownForm]);
    const missing = await t.ajax({ action: 'wprp_save_review' });
    expect(parseJson(missing.body).reasons).toContain(M.unknownForm);
  });

  it('requires a rating of 1 to 5 when the form says so, and takes none when it does not', async () => {
    await start();
    const strict = await seedForm(t.database);
    const relaxed = await seedForm(t.database, { ratingRequired: false });
    const strictFields = validFields(t, strict, { [F.rating]: '0' });
    const badRating = validFields(t, relaxed, { [F.rating]: '6' });
    const noRating = validFields(t, relaxed, { [F.rating]: '' });
    clock.advance(5000);
    expect(parseJson((await t.ajax(strictFields)).body).reasons).toEqual([RATING_REQUIRED_MESSAGE]);
    expect(parseJson((await t.ajax(badRating)).body).reasons).toEqual([M.ratingInvalid]);
    expect((await t.ajax(noRating)).status).toBe(200);
    const row = await t.database.db.selectFrom('reviews').select('rating').executeTakeFirstOrThrow();
    expect(row.rating).toBeNull();
  });

  it('answers a retry with the same unique id and content with the same success, storing one row', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId);
    clock.advance(5000);
    const first = await t.ajax(fields);
    const retry = await t.ajax({ ...fields, [F.shownAt]: issueFormToken(t.nonces, formId) });
    expect(retry.status).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(await countRows(t.database, 'reviews')).toBe(1);
    expect(await countRows(t.database, 'outbox')).toBe(1);
  });

  it('stores one row when the same submission arrives twice at once', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId);
    clock.advance(5000);
    const answers = await Promise.all([t.ajax(fields), t.ajax(fields), t.ajax(fields)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await countRows(t.database, 'reviews')).toBe(1);
    expect(await countRows(t.database, 'outbox')).toBe(1);
  });

  it('refuses a second, different review under a unique id already used (one-submission scope)', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId);
    clock.advance(5000);
    expect((await t.ajax(fields)).status).toBe(200);
    const second = await t.ajax({ ...fields, [F.text]: 'And another thing…' });
    expect(second.status).toBe(200);
    expect(parseJson(second.body)).toMatchObject({
      error: 'yes',
      code: 'SW_ALREADY_SUBMITTED',
      dbmsg: M.alreadySubmitted,
    });
    const otherPost = await t.ajax({ ...fields, [F.postId]: '43' });
    expect(otherPost.status).toBe(200);
    expect(await countRows(t.database, 'reviews')).toBe(1);
  });

  it('limits one address to 5 submissions per form in 10 minutes, answering 429 with Retry-After', async () => {
    await start();
    const formId = await seedForm(t.database);
    const otherFormId = await seedForm(t.database);
    const batch = Array.from({ length: 6 }, () => validFields(t, formId));
    const other = validFields(t, otherFormId);
    const fromElsewhere = validFields(t, formId);
    // 2026-03-01 12:00:05 is 5 s into a 600 s window.
    clock.advance(5000);
    for (const fields of batch.slice(0, 5)) expect((await t.ajax(fields)).status).toBe(200);
    const refused = await t.ajax(batch[5] ?? {});
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('595');
    expect(parseJson(refused.body)).toMatchObject({
      error: 'yes',
      code: 'SW_RATE_LIMITED',
      dbmsg: M.rateLimited,
    });
    expect(await countRows(t.database, 'reviews')).toBe(5);
    expect((await t.ajax(other)).status).toBe(200);
    expect((await t.ajax(fromElsewhere, { remoteAddress: '198.51.100.7' })).status).toBe(200);
    clock.advance(595_000);
    expect((await t.ajax(batch[5] ?? {})).status).toBe(200);
  });

  it('counts the rate limit in the database, across two server instances', async () => {
    await start({ submissions: { rateLimit: { limit: 2, windowSeconds: 600 } } });
    const { buildApp } = await import('../src/app.ts');
    const second = await buildApp({
      config: { logLevel: 'silent', trustProxy: undefined },
      database: t.database,
      nonceSecret: 'a-different-secret-for-a-different-instance',
      now: clock.now,
      submissions: { dataDir: t.dataDir, rateLimit: { limit: 2, windowSeconds: 600 } },
    });
    try {
      const formId = await seedForm(t.database);
      const first = validFields(t, formId);
      const secondFields = validFields(t, formId);
      const third = {
        ...validFields(t, formId),
        [F.shownAt]: issueFormToken(second.nonces, formId),
        wpfb_nonce: second.nonces.issue(PAGE_NONCE_SCOPE),
      };
      clock.advance(5000);
      expect((await t.ajax(first)).status).toBe(200);
      expect((await t.ajax(secondFields)).status).toBe(200);
      const response = await second.app.inject({
        method: 'POST',
        url: '/wp-admin/admin-ajax.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(third).toString(),
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });

  it('reads the urlencoded fallback: one data field holding the serialised form', async () => {
    await start();
    const formId = await seedForm(t.database);
    const { action: _action, ...form } = validFields(t, formId);
    clock.advance(5000);
    const response = await t.ajax({
      action: 'wprp_save_review',
      data: new URLSearchParams({ action: 'the_forms_own_action', ...form }).toString(),
    });
    expect(response.status).toBe(200);
    const row = await t.database.db
      .selectFrom('reviews')
      .select(['browser_uid', 'title'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ browser_uid: form[F.uniqueId], title: 'Lovely brunch' });
  });

  it('reads the multipart body, where the last of the two action fields wins', async () => {
    await start();
    const formId = await seedForm(t.database);
    const { action: _action, ...form } = validFields(t, formId);
    clock.advance(5000);
    const response = await t.ajaxMultipart([
      ['action', 'the_forms_own_action'],
      ...Object.entries(form),
      ['action', 'wprp_save_review'],
    ]);
    expect(response.status).toBe(200);
    expect(parseJson(response.body)).toMatchObject({ error: 'no' });
    expect(await countRows(t.database, 'reviews')).toBe(1);
  });

  it('ignores inputs the form does not show', async () => {
    await start();
    const formId = await seedForm(t.database, { fieldsShown: ['name', 'text'], requiredFields: ['text'] });
    const fields = validFields(t, formId, {
      [F.email]: 'not an address',
      [F.website]: 'javascript:alert(1)',
    });
    clock.advance(5000);
    expect((await t.ajax(fields)).status).toBe(200);
    const row = await t.database.db
      .selectFrom('reviews')
      .select(['reviewer_email', 'company_url', 'title'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ reviewer_email: '', company_url: '', title: '' });
  });

  it('never echoes what the visitor sent in its answer', async () => {
    await start();
    const formId = await seedForm(t.database);
    const fields = validFields(t, formId, {
      [F.email]: '<img src=x onerror=alert(1)>',
      [F.rating]: '<script>',
    });
    clock.advance(5000);
    const response = await t.ajax(fields);
    expect(response.status).toBe(200);
    expect(response.body).not.toContain('<');
    expect(response.body).not.toContain('ada@example.test');
  });
});
