import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FORMS } from '../src/modules/forms/demo-forms.ts';
import {
  createFormDefinitionRepository,
  parseFormDefinition,
} from '../src/modules/forms/form-definition-repository.ts';
import { createCaptchaVerifier } from '../src/modules/submissions/captcha.ts';
import { DIALECTS } from './support/databases.ts';
import { CONTACT_VALID, submitForm } from './support/embedded-forms.ts';
import { countRows } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A local siteverify: `good` passes, `broken` answers 502, anything else fails. */
let server: http.Server;
let verifyUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
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

describe.each(DIALECTS)('an embedded form with a captcha on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function start(mode: 'visible' | 'invisible') {
    t = await createTestApp(dialect, {
      submissions: { captcha: createCaptchaVerifier({ verifyUrl, secret: 'shh' }) },
    });
    await createFormDefinitionRepository(t.database.db).save(
      parseFormDefinition({ ...DEMO_FORMS[0], antiSpam: { captcha: mode } }),
      new Date(),
    );
  }

  for (const mode of ['visible', 'invisible'] as const) {
    it(`${mode}: a final submit without a passing answer is refused on the last page and stores nothing`, async () => {
      await start(mode);
      const missing = await submitForm(t, 1, CONTACT_VALID);
      expect(missing).toMatchObject({ success: false, data: 'Please complete the captcha.' });
      const wrong = await submitForm(t, 1, { ...CONTACT_VALID, 'g-recaptcha-response': 'bad' });
      expect(wrong).toMatchObject({ success: false, data: 'Please complete the captcha.' });
      const down = await submitForm(t, 1, { ...CONTACT_VALID, 'g-recaptcha-response': 'broken' });
      expect(down).toMatchObject({
        success: false,
        data: 'The captcha could not be checked. Please try again.',
      });
      expect(await countRows(t.database, 'form_entries')).toBe(0);
      const good = await submitForm(t, 1, { ...CONTACT_VALID, 'g-recaptcha-response': 'good' });
      expect(good.data.confirmation_type).toBe('message');
      expect(await countRows(t.database, 'form_entries')).toBe(1);
    });
  }

  it('without JavaScript the refusal is the heading above the form, and the values stay', async () => {
    await start('visible');
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...CONTACT_VALID,
        gform_unique_id: '0123456789abcdef0123456789abcdef',
        gform_target_page_number_1: '0',
      }).toString(),
    });
    // Shown as the heading above the form (the props read it back from there: lean props, issue 10).
    expect(response.body).toContain('<h2 class="gform_submission_error">Please complete the captcha.</h2>');
    expect(response.body).toContain('value="Ada Lovelace"');
    expect(await countRows(t.database, 'form_entries')).toBe(0);
  });
});
