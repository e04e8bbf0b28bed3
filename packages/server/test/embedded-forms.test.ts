import { FORM_DEFAULT_MESSAGES, GFORM_MESSAGES, GFORM_NONCE_FIELD } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_FORMS } from '../src/modules/forms/demo-forms.ts';
import { createFormDefinitionRepository } from '../src/modules/forms/form-definition-repository.ts';
import { createFormEntryRepository } from '../src/modules/forms/form-entry-repository.ts';
import { DIALECTS } from './support/databases.ts';
import {
  CATERING_VALID,
  CONTACT_VALID,
  SLOW_SPEEDS,
  seedDemoForms,
  submitForm,
  unwrap,
} from './support/embedded-forms.ts';
import { parseJson } from './support/fixtures.ts';
import { countRows, createClock, newUniqueId } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

describe.each(DIALECTS)('embedded forms on %s', (dialect) => {
  let t: TestApp;
  let clock: ReturnType<typeof createClock>;
  afterEach(async () => t?.close());

  async function start(options: Parameters<typeof createTestApp>[1] = {}) {
    clock = createClock();
    t = await createTestApp(dialect, { now: clock.now, ...options });
    await seedDemoForms(t.database.db);
  }

  it('gform_get_config answers each form between the JSON markers', async () => {
    await start();
    const response = await t.ajax({
      action: 'gform_get_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      args: JSON.stringify({ form_ids: [2, 3] }),
      config_path: 'gform_theme_config/common/form',
    });
    const json = unwrap(response.body) as {
      success: boolean;
      data: { forms: Record<string, Record<string, unknown>> };
    };
    expect(json.success).toBe(true);
    expect(json.data.forms['2']).toMatchObject({
      id: 2,
      pageCount: 3,
      hasConditionalLogic: true,
      saveAndContinue: false,
    });
    expect(json.data.forms['3']).toMatchObject({
      id: 3,
      pageCount: 2,
      hasConditionalLogic: false,
      saveAndContinue: true,
    });
    expect(json.data.forms['2']?.versionHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("gform_get_config names a missing form: 'Form {id} not found.'", async () => {
    await start();
    const response = await t.ajax({
      action: 'gform_get_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      args: JSON.stringify({ form_ids: [1, 77] }),
    });
    expect(unwrap(response.body)).toMatchObject({ success: false, data: 'Form 77 not found.' });
  });

  it('gform_get_config refuses a config_path outside lowercase letters, digits, _, - and /', async () => {
    await start();
    const response = await t.ajax({
      action: 'gform_get_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      args: JSON.stringify({ form_ids: [1] }),
      config_path: 'Form/../<x>',
    });
    expect(unwrap(response.body)).toMatchObject({ success: false, data: GFORM_MESSAGES.invalidConfigPath });
  });

  it('gform_get_config refuses args that are not JSON with form_ids', async () => {
    await start();
    const response = await t.ajax({
      action: 'gform_get_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      args: '{nope',
    });
    expect(unwrap(response.body)).toMatchObject({ success: false, data: GFORM_MESSAGES.unknownError });
  });

  it('gform_validate_config accepts the current version and refuses a stale one with the spec wording', async () => {
    await start();
    const stored = await createFormDefinitionRepository(t.database.db).find(1);
    const good = await t.ajax({
      action: 'gform_validate_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      config: JSON.stringify({ form_id: 1, version_hash: stored?.versionHash }),
    });
    expect(parseJson(good.body)).toEqual({
      success: true,
      data: { form_id: 1, version_hash: stored?.versionHash },
    });
    const stale = await t.ajax({
      action: 'gform_validate_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      config: JSON.stringify({ form_id: 1, version_hash: '0'.repeat(32) }),
    });
    expect(parseJson(stale.body)).toMatchObject({
      success: false,
      data: 'There was an unknown error processing your request. Product config could not be validated. Please try again.',
    });
    const unknown = await t.ajax({
      action: 'gform_validate_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      config: 'null',
    });
    expect(parseJson(unknown.body)).toMatchObject({ success: false, data: GFORM_MESSAGES.configInvalid });
  });

  it('refuses every gform action without the page nonce in gform_ajax_nonce (-1)', async () => {
    await start();
    const response = await t.ajax({
      action: 'gform_get_config',
      [GFORM_NONCE_FIELD]: 'stale',
      args: '{"form_ids":[1]}',
    });
    expect(response.status).toBe(403);
    expect(response.body).toBe('-1');
  });

  it("gform_submit_form for an unknown form answers 'Form {id} not found.'", async () => {
    await start();
    const answer = await submitForm(t, 404, {});
    expect(answer).toMatchObject({ success: false, data: 'Form 404 not found.' });
  });

  it('next validates the page passed on the server with the messages the form defines, and stores nothing', async () => {
    await start();
    const answer = await submitForm(t, 2, { input_4: '5' }, { source: 1, target: 2 });
    expect(answer.success).toBe(true);
    expect(answer.data).toMatchObject({
      is_valid: false,
      submission_type: 'next',
      page_number: 1,
      source_page_number: 1,
    });
    expect(answer.data.validation_errors).toEqual({
      1: FORM_DEFAULT_MESSAGES.required,
      3: FORM_DEFAULT_MESSAGES.required,
      4: 'We cater for 10 to 300 guests.',
    });
    expect(answer.data.form_markup).toContain('We cater for 10 to 300 guests.');
    expect(await countRows(t.database, 'form_entries')).toBe(0);
    expect(await countRows(t.database, 'form_partial_entries')).toBe(0);
  });

  it('next with a valid page moves on and answers the target page container', async () => {
    await start();
    const answer = await submitForm(t, 2, CATERING_VALID, { source: 1, target: 2 });
    expect(answer.data).toMatchObject({
      is_valid: true,
      submission_type: 'next',
      page_number: 2,
      source_page_number: 1,
    });
    expect(answer.data.page_markup).toContain('gform_page_2_2');
    expect(answer.data.form_markup).toBe('');
  });

  it('previous lowers the page by one without validating anything', async () => {
    await start();
    const answer = await submitForm(t, 2, {}, { source: 3, target: 2 });
    expect(answer.data).toMatchObject({
      is_valid: true,
      submission_type: 'previous',
      page_number: 2,
      source_page_number: 3,
    });
    expect(answer.data.validation_errors).toEqual({});
  });

  it('a field shown by a rule is required only while shown', async () => {
    await start();
    const other = await submitForm(t, 2, { ...CATERING_VALID, input_1: 'other' }, { source: 1, target: 2 });
    expect(other.data.validation_errors).toEqual({ 2: FORM_DEFAULT_MESSAGES.required });
    const allergies = await submitForm(
      t,
      2,
      { ...CATERING_VALID, 'input_6.3': 'allergies' },
      { source: 2, target: 3 },
    );
    expect(allergies.data.validation_errors).toEqual({ 7: FORM_DEFAULT_MESSAGES.required });
    const birthday = await submitForm(t, 2, CATERING_VALID, { source: 1, target: 2 });
    expect(birthday.data.is_valid).toBe(true);
  });

  it('a final submit validates every page again, whatever the client checked', async () => {
    await start();
    const { input_4: _guests, ...withoutGuests } = CATERING_VALID;
    const answer = await submitForm(t, 2, withoutGuests, { source: 3, target: 0 });
    expect(answer.data).toMatchObject({ is_valid: false, submission_type: 'submit', page_number: 1 });
    expect(answer.data.validation_errors).toEqual({ 4: FORM_DEFAULT_MESSAGES.required });
    expect(await countRows(t.database, 'form_entries')).toBe(0);
    expect(await countRows(t.database, 'outbox')).toBe(0);
  });

  it('a final submit stores one entry with its notifications and answers the message confirmation', async () => {
    await start();
    const answer = await submitForm(
      t,
      1,
      { ...CONTACT_VALID, gform_submission_speeds: SLOW_SPEEDS },
      { remoteAddress: '203.0.113.7' },
    );
    expect(answer.data).toMatchObject({
      is_valid: true,
      submission_type: 'submit',
      confirmation_type: 'message',
    });
    expect(answer.data.confirmation_markup).toContain(
      'Thank you, Ada Lovelace! We will reply within two working days.',
    );
    const entry = await t.database.db.selectFrom('form_entries').selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      form_id: 1,
      is_spam: 0,
      client_ip: '203.0.113.7',
      page_url: '/forms/demo',
    });
    expect(JSON.parse(entry.field_values)).toEqual({
      1: 'Ada Lovelace',
      2: 'ada@example.test',
      4: 'booking',
      5: 'A table for eight on Saturday, please.',
      6: '1',
    });
    expect(JSON.parse(entry.display_values)).toContainEqual({
      id: 4,
      label: 'Topic',
      value: 'A table for six or more',
    });
    const mails = await t.database.db
      .selectFrom('outbox')
      .select(['recipient', 'subject'])
      .orderBy('id')
      .execute();
    expect(mails).toEqual([
      { recipient: 'hello@harbourandhearth.example', subject: 'New message: A table for six or more' },
      { recipient: 'ada@example.test', subject: 'We received your message' },
    ]);
  });

  it('a retried final submit with the same unique id never makes two entries', async () => {
    await start();
    const uniqueId = newUniqueId();
    const first = await submitForm(t, 1, CONTACT_VALID, { uniqueId });
    const again = await submitForm(t, 1, CONTACT_VALID, { uniqueId });
    const concurrent = await Promise.all([1, 2, 3].map(() => submitForm(t, 1, CONTACT_VALID, { uniqueId })));
    for (const answer of [first, again, ...concurrent]) expect(answer.data.confirmation_type).toBe('message');
    expect(await countRows(t.database, 'form_entries')).toBe(1);
    expect(await countRows(t.database, 'outbox')).toBe(2);
  });

  it('a hidden field is not stored even when the client sends it', async () => {
    await start();
    await submitForm(t, 2, { ...CATERING_VALID, input_2: 'sent anyway', input_7: 'also hidden' });
    const entry = await t.database.db
      .selectFrom('form_entries')
      .select('field_values')
      .executeTakeFirstOrThrow();
    const values = JSON.parse(entry.field_values) as Record<string, unknown>;
    expect(values['2']).toBeUndefined();
    expect(values['7']).toBeUndefined();
    expect(values['8']).toBe('Grace Hopper');
  });

  it('a confirmation with conditional logic redirects (page confirmation)', async () => {
    await start();
    const answer = await submitForm(t, 2, { ...CATERING_VALID, input_1: 'business' });
    expect(answer.data).toMatchObject({
      confirmation_type: 'redirect',
      confirmation_redirect: '/forms/thank-you',
      confirmation_markup: '',
    });
  });

  it('visitor text in a confirmation reaches the answer as text, never as markup', async () => {
    await start();
    const answer = await submitForm(t, 1, { ...CONTACT_VALID, input_1: '<img src=x onerror=alert(1)>' });
    expect(answer.raw).not.toContain('<img');
    expect(answer.data.confirmation_markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('a wrong honeypot value or a too-fast filling-in stores the entry as spam without notifications', async () => {
    await start();
    await submitForm(t, 1, { ...CONTACT_VALID, version_hash: 'bot-guess' });
    await submitForm(t, 1, {
      ...CONTACT_VALID,
      gform_submission_speeds: JSON.stringify({ pages: { 1: [400] } }),
    });
    const stored = await createFormDefinitionRepository(t.database.db).find(1);
    await submitForm(t, 1, {
      ...CONTACT_VALID,
      version_hash: stored?.versionHash ?? '',
      gform_submission_speeds: SLOW_SPEEDS,
    });
    const rows = await t.database.db
      .selectFrom('form_entries')
      .select(['is_spam', 'submission_speeds'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.is_spam)).toEqual([1, 1, 0]);
    expect(JSON.parse(rows[1]?.submission_speeds ?? '{}')).toEqual({ 1: [400] });
    expect(await countRows(t.database, 'outbox')).toBe(2);
  });

  it('refuses the iframe method', async () => {
    await start();
    const answer = await submitForm(t, 1, { ...CONTACT_VALID, gform_submission_method: 'iframe' });
    expect(answer).toMatchObject({ success: false, code: 'SW_FORM_METHOD_REFUSED' });
    expect(await countRows(t.database, 'form_entries')).toBe(0);
  });

  it('counts final submits per address in the database and refuses past the limit', async () => {
    await start({ submissions: { rateLimit: { limit: 2, windowSeconds: 600 } } });
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(await submitForm(t, 1, CONTACT_VALID, { remoteAddress: '198.51.100.4' }));
    expect(answers.map((answer) => answer.success)).toEqual([true, true, false]);
    expect(answers[2]?.data).toContain('Too many submissions');
    expect(await countRows(t.database, 'form_entries')).toBe(2);
    const elsewhere = await submitForm(t, 1, CONTACT_VALID, { remoteAddress: '198.51.100.5' });
    expect(elsewhere.success).toBe(true);
  });

  it('save and continue stores a partial entry under a 128-bit token and the link restores values and page', async () => {
    await start();
    const answer = await submitForm(
      t,
      3,
      { input_1: 'wine', input_2: '2', input_4: 'Ada', gform_save: '1' },
      { source: 2, target: 2 },
    );
    expect(answer.data).toMatchObject({ is_valid: true, submission_type: 'save-continue', page_number: 2 });
    const token = answer.data.resume_token as string;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    // app.inject() sends Host: localhost:80.
    expect(answer.data.resume_url).toBe(`http://localhost:80/forms/demo?gf_token=${token}`);
    expect(answer.data.form_markup).toContain(token);
    expect(await countRows(t.database, 'form_entries')).toBe(0);
    const page = await t.app.inject({ method: 'GET', url: `/forms/events?gf_token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('value="Ada"');
    expect(page.body).toMatch(/id="gform_page_3_2"(?![^>]*hidden)/);
  });

  it('resume links use the configured public origin, whatever Host the request claims', async () => {
    await start({ embeddedForms: { publicOrigin: 'https://cafe.example' } });
    const answer = await submitForm(t, 3, { input_1: 'wine', gform_save: '1' });
    expect(answer.data.resume_url).toBe(
      `https://cafe.example/forms/demo?gf_token=${answer.data.resume_token}`,
    );
  });

  it('send-link e-mails the resume link through the outbox; a bad address is refused', async () => {
    await start();
    const saved = await submitForm(t, 3, { input_1: 'cake', gform_save: '1' });
    const token = saved.data.resume_token as string;
    const bad = await submitForm(t, 3, {
      gform_send_resume_link: '1',
      gform_resume_token: token,
      gform_resume_email: 'not-an-address',
    });
    expect(bad.data).toMatchObject({ is_valid: false, submission_type: 'send-link' });
    expect(bad.data.validation_errors).toEqual({ resume_email: FORM_DEFAULT_MESSAGES.invalidEmail });
    expect(bad.data.form_markup).toContain(FORM_DEFAULT_MESSAGES.invalidEmail);
    expect(await countRows(t.database, 'outbox')).toBe(0);
    const sent = await submitForm(t, 3, {
      gform_send_resume_link: '1',
      gform_resume_token: token,
      gform_resume_email: 'ada@example.test',
    });
    expect(sent.data).toMatchObject({ is_valid: true, submission_type: 'send-link' });
    const mail = await t.database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('ada@example.test');
    expect(mail.body).toContain(`?gf_token=${token}`);
  });

  it('a final submit from a restored form removes its partial entry', async () => {
    await start();
    const uniqueId = newUniqueId();
    const saved = await submitForm(t, 3, { input_1: 'cake', gform_save: '1' }, { uniqueId });
    const token = saved.data.resume_token as string;
    const done = await submitForm(
      t,
      3,
      {
        input_1: 'cake',
        input_2: '2',
        input_4: 'Ada',
        input_5: 'ada@example.test',
        'input_8.1': '1',
        gform_resume_token: token,
      },
      { uniqueId, source: 2 },
    );
    expect(done.data.confirmation_type).toBe('message');
    expect(await countRows(t.database, 'form_entries')).toBe(1);
    expect(await countRows(t.database, 'form_partial_entries')).toBe(0);
  });

  it('partial entries expire after 30 days: the link then shows the expiry message and the purge removes them', async () => {
    await start();
    const saved = await submitForm(t, 3, { input_1: 'cake', gform_save: '1' });
    const token = saved.data.resume_token as string;
    const entries = createFormEntryRepository(t.database.db);
    expect(await entries.purgeExpiredPartials(new Date(clock.now() + 29 * 86_400_000))).toBe(0);
    clock.advance(30 * 86_400_000 + 1000);
    const page = await t.app.inject({ method: 'GET', url: `/forms/events?gf_token=${token}` });
    // The view state carries it as the form-level error (the heading above the form).
    expect(page.body).toContain(
      `<h2 class="gform_submission_error">${FORM_DEFAULT_MESSAGES.resumeExpired}</h2>`,
    );
    expect(page.body).not.toContain('value="cake" selected');
    expect(await entries.purgeExpiredPartials(new Date(clock.now()))).toBe(1);
    expect(await countRows(t.database, 'form_partial_entries')).toBe(0);
  });

  it('the no-JavaScript postback answers the page with the errors, then the confirmation', async () => {
    await start();
    const uniqueId = newUniqueId();
    const post = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/forms/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          gform_submit: '1',
          gform_unique_id: uniqueId,
          gform_target_page_number_1: '0',
          gform_source_page_number_1: '1',
          ...fields,
        }).toString(),
      });
    const invalid = await post({ input_1: 'Ada' });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.body).toContain('Please tell us what you would like to ask.');
    expect(invalid.body).toContain('value="Ada"');
    expect(await countRows(t.database, 'form_entries')).toBe(0);
    const valid = await post(CONTACT_VALID);
    expect(valid.body).toContain('Thank you, Ada Lovelace!');
    expect(await countRows(t.database, 'form_entries')).toBe(1);
  });

  it('the postback follows a redirect confirmation with 303', async () => {
    await start();
    const response = await t.app.inject({
      method: 'POST',
      url: '/forms/catering',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ...CATERING_VALID,
        input_1: 'business',
        gform_unique_id: newUniqueId(),
        gform_target_page_number_2: '0',
        gform_source_page_number_2: '3',
      }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/forms/thank-you');
  });

  it('every demo form definition is valid and seeds once', async () => {
    await start();
    expect(await countRows(t.database, 'form_definitions')).toBe(DEMO_FORMS.length);
    expect(await seedDemoForms(t.database.db)).toBe(0);
  });
});
