import { afterEach, describe, expect, it } from 'vitest';
import { DIALECTS } from './support/databases.ts';
import { review, seed } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

function multipartBody(parts: Array<[string, string]>, boundary = 'sw-test-boundary') {
  const body = parts
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(DIALECTS)('the ajax endpoint on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers an unknown action with 400 and body 0', async () => {
    t = await createTestApp(dialect);
    expect(await t.ajax({ action: 'wprp_drop_everything' })).toMatchObject({ status: 400, body: '0' });
  });

  it('answers a request without any action with 400 and body 0', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'POST', url: '/wp-admin/admin-ajax.php' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('0');
  });

  it('answers a bad nonce with 403 and body -1', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const response = await t.ajax({
      action: 'wprp_load_more_revs',
      revid: String(templateId),
      wpfb_nonce: 'abc.def',
    });
    expect(response).toMatchObject({ status: 403, body: '-1' });
  });

  it('answers a missing nonce with 403 and body -1', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=wprp_load_more_revs&revid=1',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('-1');
  });

  it('refuses a nonce once it has expired, and accepts a fresh one from the nonce endpoint', async () => {
    let now = Date.UTC(2026, 0, 1);
    t = await createTestApp(dialect, { now: () => now });
    const { templateId } = await seed(t.database, [review(1)]);
    now += 25 * 60 * 60 * 1000;
    const stale = await t.ajax({ action: 'wprp_load_more_revs', revid: String(templateId) });
    expect(stale).toMatchObject({ status: 403, body: '-1' });
    const fresh = await t.app.inject({ method: 'GET', url: '/wp-json/site-widgets/v1/nonce' });
    expect(fresh.headers['cache-control']).toBe('no-store');
    const { nonce } = fresh.json() as { nonce: string };
    const retried = await t.ajax({
      action: 'wprp_load_more_revs',
      revid: String(templateId),
      wpfb_nonce: nonce,
    });
    expect(retried.status).toBe(200);
  });

  it('reads multipart bodies, and the last of two action fields wins', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const { payload, contentType } = multipartBody([
      ['action', 'the_forms_own_action'],
      ['wpfb_nonce', t.nonce],
      ['revid', String(templateId)],
      ['perrow', '1'],
      ['nrows', '1'],
      ['action', 'wprp_load_more_revs'],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ totalreviewsnum: 1 });
  });

  it('answers a body it does not read with 415, not 500', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/xml' },
      payload: '<action>wprp_load_more_revs</action>',
    });
    expect(response.statusCode).toBe(415);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'yes', code: 'SW_BAD_CONTENT_TYPE' });
  });

  it('answers an oversized form body with 413, not 500', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=wprp_load_more_revs&textsearch=${'a'.repeat(300 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'SW_BODY_TOO_LARGE' });
  });

  it('answers GET /healthz', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
