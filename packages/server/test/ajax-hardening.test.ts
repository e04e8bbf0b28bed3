import { afterEach, describe, expect, it } from 'vitest';
import { createNonceService } from '../src/security/nonce.ts';
import { DIALECTS } from './support/databases.ts';
import { parseJson, review, seed } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const SCRIPT = '<script>alert("x")</script> & <img src=x onerror=alert(1)> \u2028';

const expectInertHeaders = (headers: Record<string, unknown>, where: string) => {
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['content-security-policy'], where).toBe("default-src 'none'; sandbox");
};

describe.each(DIALECTS)('ajax answers a browser cannot run, on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('escapes <, >, & and U+2028 in JSON bodies, first and cached answers alike, and parses back the same', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [
      review(1, { reviewerName: SCRIPT, text: SCRIPT, title: SCRIPT, pageName: SCRIPT }),
    ]);
    const fields = { action: 'wprp_load_more_revs', revid: String(templateId), perrow: '1', nrows: '1' };
    for (const callnum of ['0', '1', '1']) {
      const response = await t.ajax({ ...fields, callnum });
      expect(response.status).toBe(200);
      expect(response.contentType).toBe('text/html; charset=utf-8');
      expect(response.body).not.toMatch(/[<>&\u2028\u2029]/);
      const answer = parseJson(response.body) as {
        innerhtml: string;
        reviews: Array<{ text: string; reviewerName: string }>;
      };
      expect(answer.reviews[0]?.text).toBe(SCRIPT);
      expect(answer.reviews[0]?.reviewerName).toBe(SCRIPT);
      expect(String(answer.innerhtml)).toContain('&lt;script&gt;');
      expectInertHeaders(response.headers, `callnum ${callnum}`);
    }
  });

  it('sends nosniff and a sandboxing CSP with every answer: success, every error, and the nonce call', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const answers = {
      ok: await t.ajax({ action: 'wprp_load_more_revs', revid: String(templateId) }),
      unknownAction: await t.ajax({ action: 'nope' }),
      badNonce: await t.ajax({ action: 'wprp_load_more_revs', revid: '1', wpfb_nonce: 'x' }),
      badField: await t.ajax({ action: 'wprp_load_more_revs', revid: 'x' }),
    };
    for (const [where, response] of Object.entries(answers)) expectInertHeaders(response.headers, where);
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=x&pad=${'a'.repeat(2 * 1024 * 1024)}`,
    });
    expect(tooLarge.statusCode).toBe(413);
    expectInertHeaders(tooLarge.headers, 'too large');
    const nonce = await t.app.inject({ method: 'GET', url: '/wp-json/site-widgets/v1/nonce' });
    expectInertHeaders(nonce.headers, 'nonce');
  });

  it('answers a JSON request body with 415 SW_BAD_CONTENT_TYPE, without reading it', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ action: 'wprp_load_more_revs', revid: '1' }),
    });
    expect(response.statusCode).toBe(415);
    expect(parseJson(response.body)).toMatchObject({ error: 'yes', code: 'SW_BAD_CONTENT_TYPE' });
    expectInertHeaders(response.headers, 'json body');
  });
});

describe.each(DIALECTS)('the original front end’s fields, on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('continues after notinstring when a slider sends filterbar=lastslide', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1), review(2), review(3)]);
    const first = parseJson(
      (await t.ajax({ action: 'wprp_load_more_revs', revid: String(templateId), perrow: '1', nrows: '1' }))
        .body,
    );
    const response = await t.ajax({
      action: 'wprp_load_more_revs',
      revid: String(templateId),
      perrow: '1',
      nrows: '1',
      callnum: '1',
      filterbar: 'lastslide',
      notinstring: String(first.newnotinstring),
    });
    expect(response.status).toBe(200);
    const next = parseJson(response.body) as { reviews: Array<{ reviewerName: string }> };
    expect(next.reviews.map((one) => one.reviewerName)).toEqual(['Reviewer 2']);
  });

  it('reads the string "undefined" in the filter fields and filterbar as not set', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1), review(2, { rating: 3 })]);
    const response = await t.ajax({
      action: 'wprp_load_more_revs',
      revid: String(templateId),
      textrating: 'undefined',
      textsource: 'undefined',
      textlang: 'undefined',
      textrtype: 'undefined',
      filterbar: 'undefined',
    });
    expect(response.status).toBe(200);
    expect(parseJson(response.body).totalreviewsnum).toBe(2);
  });

  it('answers an empty page, not an error, for a random order asked at page 999999999', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1), review(2)]);
    const response = await t.ajax({
      action: 'wprp_load_more_revs',
      revid: String(templateId),
      textsort: 'random',
      clickedpnum: '999999999',
    });
    expect(response.status).toBe(200);
    const answer = parseJson(response.body) as { reviews: unknown[]; innerhtml: string };
    expect(answer.reviews).toEqual([]);
    expect(answer.innerhtml).toBe('');
  });
});

describe('page nonces', () => {
  const now = Date.UTC(2026, 0, 1);
  const nonces = createNonceService('secret', () => now);
  const forge = (expiry: string) => {
    // A signature made with the right secret over a chosen expiry: only the expiry rule can refuse it.
    const issued = createNonceService('secret', () => Number.parseInt(expiry, 36) - 24 * 60 * 60 * 1000);
    return issued.issue('scope');
  };

  it('accepts a nonce issued now', () => {
    expect(nonces.verify('scope', nonces.issue('scope'))).toBe(true);
  });

  it('refuses a correctly signed nonce whose expiry lies further ahead than a nonce lives', () => {
    const tenYears = (now + 10 * 365 * 24 * 60 * 60 * 1000).toString(36);
    expect(nonces.verify('scope', forge(tenYears))).toBe(false);
  });

  it('refuses nonces with a malformed expiry', () => {
    const signature = nonces.issue('scope').split('.')[1];
    for (const expiry of ['', '-1', '0', 'zzzzzzzzzzzz', '1e9', ' 1', '+1', '0x1f']) {
      expect(nonces.verify('scope', `${expiry}.${signature}`), expiry).toBe(false);
    }
  });
});

describe.each(DIALECTS)('paths that climb out and unknown addresses, on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('answers a path that climbs out of the assets folder with 403 SW_FORBIDDEN_PATH', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/assets/..%5c..%5cpackage.json' });
    expect(response.statusCode).toBe(403);
    expect(parseJson(response.body)).toMatchObject({ error: 'yes', code: 'SW_FORBIDDEN_PATH' });
  });

  it('answers an unknown address with 404 SW_NOT_FOUND and does not quote it back', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({ method: 'GET', url: '/%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(response.statusCode).toBe(404);
    expect(parseJson(response.body)).toMatchObject({ error: 'yes', code: 'SW_NOT_FOUND' });
    expect(response.body).not.toMatch(/[<>]|script/);
  });
});

describe.each(DIALECTS)('multipart bodies within limits, on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const bigField = 'a'.repeat(60 * 1024);

  it('refuses 196 fields of 60 KiB (11.5 MiB of text) with 413, however the action is named', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const parts: Array<[string, string]> = [
      ['action', 'wprp_load_more_revs'],
      ['revid', String(templateId)],
    ];
    for (let i = 0; i < 196; i++) parts.push([`pad${i}`, bigField]);
    const response = await t.ajaxMultipart(parts);
    expect(response.status).toBe(413);
    expect(parseJson(response.body)).toMatchObject({ error: 'yes', code: 'SW_BODY_TOO_LARGE' });
  });

  it('refuses one text field over 64 KiB with 413 instead of cutting it short', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const response = await t.ajaxMultipart([
      ['action', 'wprp_load_more_revs'],
      ['revid', String(templateId)],
      ['textsearch', 'b'.repeat(65 * 1024)],
    ]);
    expect(response.status).toBe(413);
  });

  it('refuses more than 200 fields with 413', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const parts: Array<[string, string]> = [
      ['action', 'wprp_load_more_revs'],
      ['revid', String(templateId)],
    ];
    for (let i = 0; i < 205; i++) parts.push([`f${i}`, 'x']);
    expect((await t.ajaxMultipart(parts)).status).toBe(413);
  });

  it('refuses a declared length past every limit together before reading it', async () => {
    t = await createTestApp(dialect);
    const response = await t.app.inject({
      method: 'POST',
      url: '/wp-admin/admin-ajax.php',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(64 * 1024 * 1024),
      },
      payload: '--x--\r\n',
    });
    expect(response.statusCode).toBe(413);
  });

  it('still reads a body within the limits: three fields of 60 KiB', async () => {
    t = await createTestApp(dialect);
    const { templateId } = await seed(t.database, [review(1)]);
    const response = await t.ajaxMultipart([
      ['action', 'wprp_load_more_revs'],
      ['revid', String(templateId)],
      ['pad1', bigField],
      ['pad2', bigField],
      ['pad3', bigField],
    ]);
    expect(response.status).toBe(200);
  });
});
