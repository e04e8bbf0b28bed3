import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REVIEW_FORM_FIELDS as F } from '@site-widgets/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCaptchaVerifier } from '../src/modules/submissions/captcha.ts';
import { SUBMISSION_MESSAGES as M } from '../src/modules/submissions/submission-messages.ts';
import { DIALECTS } from './support/databases.ts';
import { parseJson } from './support/fixtures.ts';
import { countRows, createClock, seedForm, validFields } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A siteverify look-alike: `good` passes, anything else fails; `slow` never answers in time. */
let server: http.Server;
let verifyUrl: string;
const received: URLSearchParams[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (form.get('response') === 'slow') return;
      if (form.get('response') === 'broken') {
        response.writeHead(502).end('Bad gateway');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: form.get('response') === 'good' && form.get('secret') === 'shh' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the captcha verifier', () => {
  it('posts the secret, the answer and the client address, and reads success', async () => {
    const verifier = createCaptchaVerifier({ verifyUrl, secret: 'shh' });
    expect(await verifier.verify('good', '203.0.113.5')).toBe('passed');
    expect(received.at(-1)?.get('remoteip')).toBe('203.0.113.5');
    expect(await verifier.verify('bad', '203.0.113.5')).toBe('failed');
  });

  it('says unavailable, never passed, when the service errs, is silent or cannot be reached', async () => {
    expect(await createCaptchaVerifier({ verifyUrl, secret: 'shh' }).verify('broken', '::1')).toBe(
      'unavailable',
    );
    expect(
      await createCaptchaVerifier({ verifyUrl, secret: 'shh', timeoutMs: 200 }).verify('slow', '::1'),
    ).toBe('unavailable');
    expect(
      await createCaptchaVerifier({ verifyUrl: 'http://127.0.0.1:1/', secret: 'shh' }).verify('good', '::1'),
    ).toBe('unavailable');
  });
});

describe.each(DIALECTS)('a form with a captcha on %s', (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof createClock>;
  afterEach(async () => t?.close());

  async function start(configured: boolean) {
    clock = createClock();
    t = await createTestApp(dialect, {
      now: clock.now,
      submissions: configured
        ? { captcha: createCaptchaVerifier({ verifyUrl, secret: 'shh', timeoutMs: 500 }) }
        : {},
    });
    return seedForm(t.database, { captcha: true });
  }

  it('stores the review when the service vouches for the answer', async () => {
    const formId = await start(true);
    const fields = validFields(t, formId, { [F.captchaResponse]: 'good' });
    clock.advance(5000);
    expect((await t.ajax(fields)).status).toBe(200);
    expect(await countRows(t.database, 'reviews')).toBe(1);
  });

  it('refuses a missing or rejected answer among the other reasons', async () => {
    const formId = await start(true);
    const missing = validFields(t, formId, { [F.name]: '' });
    const rejected = validFields(t, formId, { [F.captchaResponse]: 'bad' });
    clock.advance(5000);
    expect(parseJson((await t.ajax(missing)).body).reasons).toEqual([M.nameRequired, M.captchaMissing]);
    expect(parseJson((await t.ajax(rejected)).body).reasons).toEqual([M.captchaFailed]);
    expect(await countRows(t.database, 'reviews')).toBe(0);
  });

  it('answers 503 when the captcha cannot be checked, or is not configured', async () => {
    const formId = await start(true);
    const fields = validFields(t, formId, { [F.captchaResponse]: 'broken' });
    clock.advance(5000);
    const response = await t.ajax(fields);
    expect(response.status).toBe(200);
    expect(parseJson(response.body)).toMatchObject({
      code: 'SW_CAPTCHA_UNAVAILABLE',
      dbmsg: M.captchaUnavailable,
    });
    await t.close();
    const unconfiguredForm = await start(false);
    const unconfigured = validFields(t, unconfiguredForm, { [F.captchaResponse]: 'good' });
    clock.advance(5000);
    expect((await t.ajax(unconfigured)).status).toBe(200);
    expect(await countRows(t.database, 'reviews')).toBe(0);
  });
});
