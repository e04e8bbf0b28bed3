import { INPUT_FIELD_MESSAGES } from '@site-widgets/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseFormDefinition } from '../src/modules/forms/form-definition-repository.ts';
import { verifyPassword } from '../src/modules/forms/form-inputs.ts';
import { DIALECTS } from './support/databases.ts';
import { SLOW_SPEEDS, seedDemoForms, submitForm } from './support/embedded-forms.ts';
import { HOSTILE_STRINGS, XSS_VECTORS } from './support/hostile-strings.ts';
import { createClock } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The event booking (demo form 3) with every required field valid. */
const BOOKING = {
  input_1: 'wine',
  input_2: '2',
  input_4: 'Ada Lovelace',
  input_5: 'ada@example.test',
  'input_8.1': '1',
  gform_submission_speeds: SLOW_SPEEDS,
} as const;
const PASSWORD = 'harbour-lantern-quietly-47';
const CARD = '4111 1111 1111 1111';
const CARD_DIGITS = '4111111111111111';

describe.each(DIALECTS)('issue 13 inputs on the event booking on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function start() {
    t = await createTestApp(dialect, { now: createClock().now });
    await seedDemoForms(t.database.db);
  }

  /** Every row of the tables an entry, a partial entry or a mail can reach, as text. */
  async function everythingStored(): Promise<string> {
    const db = t.database.db;
    const rows = await Promise.all([
      db.selectFrom('form_entries').selectAll().execute(),
      db.selectFrom('form_partial_entries').selectAll().execute(),
      db.selectFrom('outbox').selectAll().execute(),
    ]);
    return JSON.stringify(rows);
  }

  it('stores the password only as a scrypt hash and the card as its type; neither reaches a mail', async () => {
    await start();
    const errors = vi.spyOn(console, 'error');
    const logs = vi.spyOn(console, 'log');
    const answer = await submitForm(t, 3, {
      ...BOOKING,
      input_12: PASSWORD,
      input_12_2: PASSWORD,
      input_13: CARD,
      input_11: 'https://www.instagram.com/ada_bakes/',
      input_10: '07700 900123',
      input_9: 'window',
    });
    expect(answer.data).toMatchObject({ is_valid: true, confirmation_type: 'message' });
    const entry = await t.database.db.selectFrom('form_entries').selectAll().executeTakeFirstOrThrow();
    const values = JSON.parse(entry.field_values) as Record<string, string>;
    expect(values['12']).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword(PASSWORD, values['12'] ?? '')).toBe(true);
    expect(await verifyPassword('another-password-99', values['12'] ?? '')).toBe(false);
    expect(values['13']).toBe('Visa');
    expect(values['11']).toBe('https://www.instagram.com/ada_bakes');
    expect(values['10']).toBe('07700 900123');
    expect(values['9']).toBe('window');
    const shown = JSON.parse(entry.display_values) as { id: number; value: string }[];
    expect(shown.find((one) => one.id === 12)).toBeUndefined();
    expect(shown).toContainEqual({ id: 13, label: 'Card for the deposit', value: 'Visa' });
    expect(shown).toContainEqual({
      id: 9,
      label: 'Where would you like to sit?',
      value: 'By the harbour window',
    });

    const stored = await everythingStored();
    for (const secret of [PASSWORD, CARD, CARD_DIGITS, '1111 1111', '11111111'])
      expect(stored).not.toContain(secret);
    const mails = await t.database.db.selectFrom('outbox').select('body').execute();
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.body).join('\n')).not.toMatch(/scrypt|password/i);
    for (const spy of [errors, logs])
      for (const call of spy.mock.calls) expect(JSON.stringify(call)).not.toContain(CARD_DIGITS);
    expect(answer.raw).not.toContain(PASSWORD);
    expect(answer.raw).not.toContain(CARD_DIGITS);
    errors.mockRestore();
    logs.mockRestore();
  });

  it('refuses a mismatched confirmation, a weak password, a bad card and a refused card type; nothing stored, nothing echoed', async () => {
    await start();
    const mismatch = await submitForm(t, 3, {
      ...BOOKING,
      input_12: PASSWORD,
      input_12_2: `${PASSWORD}x`,
      input_13: '4111 1111 1111 1112',
    });
    expect(mismatch.data.is_valid).toBe(false);
    expect(mismatch.data.validation_errors).toMatchObject({
      12: INPUT_FIELD_MESSAGES.passwordMismatch,
      13: INPUT_FIELD_MESSAGES.invalidCard,
    });
    expect(mismatch.raw).not.toContain(PASSWORD);
    expect(mismatch.raw).not.toContain('4111');

    const weak = await submitForm(t, 3, {
      ...BOOKING,
      input_12: 'password1',
      input_12_2: 'password1',
      input_13: '6011 1111 1111 1117',
    });
    expect(weak.data.validation_errors).toMatchObject({
      12: 'Your password does not meet the required strength (Medium).',
      13: INPUT_FIELD_MESSAGES.cardTypeRefused,
    });
    expect(await everythingStored()).toBe('[[],[],[]]');
  });

  it('refuses a mask left unfilled, a foreign social profile and an image choice that is not offered', async () => {
    await start();
    const answer = await submitForm(t, 3, {
      ...BOOKING,
      input_10: '0770',
      input_11: 'javascript:alert(1)//instagram.com/x',
      input_9: 'kitchen',
    });
    expect(answer.data.validation_errors).toMatchObject({
      10: INPUT_FIELD_MESSAGES.invalidMask,
      11: INPUT_FIELD_MESSAGES.invalidSocial,
      9: 'Please choose one of the options.',
    });
    const other = await submitForm(t, 3, { ...BOOKING, input_11: 'https://x.com/ada' });
    expect(other.data.validation_errors).toMatchObject({ 11: INPUT_FIELD_MESSAGES.invalidSocial });
    const bare = await submitForm(t, 3, { ...BOOKING, input_11: '@ada.bakes' });
    expect(bare.data).toMatchObject({ is_valid: true });
  });

  it('a saved partial entry never holds the password or the card number', async () => {
    await start();
    const answer = await submitForm(
      t,
      3,
      {
        input_1: 'wine',
        input_4: 'Ada',
        input_12: PASSWORD,
        input_12_2: PASSWORD,
        input_13: CARD,
        gform_save: '1',
      },
      { source: 2, target: 2 },
    );
    expect(answer.data).toMatchObject({ is_valid: true, submission_type: 'save-continue' });
    const stored = await everythingStored();
    expect(stored).toContain('Ada');
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(CARD_DIGITS);
    expect(stored).not.toContain('4111');
    expect(answer.raw).not.toContain(PASSWORD);
  });

  it('the no-JavaScript page after a refused submit shows the other values but never the password or card', async () => {
    await start();
    const body = new URLSearchParams({
      ...BOOKING,
      input_4: '',
      input_12: PASSWORD,
      input_12_2: PASSWORD,
      input_13: CARD,
      form_id: '3',
      gform_unique_id: 'a'.repeat(32),
      gform_source_page_number_3: '2',
      gform_target_page_number_3: '0',
      input_7: 'Window seat please',
    });
    const page = await t.app.inject({
      method: 'POST',
      url: '/forms/events',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Window seat please');
    expect(page.body).not.toContain(PASSWORD);
    expect(page.body).not.toContain('4111');
    expect(await everythingStored()).toBe('[[],[],[]]');
  });

  it('hostile text in every new field: always a 200, no raw markup back, a password never stored in clear', async () => {
    await start();
    const strings = [...new Set([...HOSTILE_STRINGS.slice(0, 120), ...XSS_VECTORS])];
    for (const [index, text] of strings.entries()) {
      const answer = await submitForm(t, 3, {
        ...BOOKING,
        input_5: `fuzz-${index}@example.test`,
        input_9: text,
        input_10: text,
        input_11: text,
        input_12: text,
        input_12_2: text,
        input_13: text,
      });
      expect(answer.status).toBe(200);
      expect(answer.success).toBe(true);
      const json = answer.raw.slice(answer.raw.indexOf('{'), answer.raw.lastIndexOf('}') + 1);
      expect(json).not.toContain('<');
    }
    const entries = await t.database.db.selectFrom('form_entries').select('field_values').execute();
    for (const entry of entries) {
      const values = JSON.parse(entry.field_values) as Record<string, string>;
      if (values['12'] !== undefined) expect(values['12']).toMatch(/^scrypt\$/);
      expect(values['13']).toBeUndefined();
    }
  }, 120_000);
});

describe('definitions of the issue 13 fields', () => {
  const definitionWith = (field: Record<string, unknown>) => ({
    id: 50,
    slug: 'inputs',
    title: 'Inputs',
    pages: [{ fields: [field] }],
    confirmations: [{ name: 'Default', type: 'message', message: 'Thanks' }],
  });

  it('accepts each new type with its settings', () => {
    for (const field of [
      {
        id: 1,
        type: 'password',
        label: 'Password',
        passwordConfirm: false,
        passwordMinimumStrength: 'strong',
      },
      { id: 1, type: 'creditcard', label: 'Card', cardTypes: ['visa'] },
      { id: 1, type: 'phone', label: 'Phone', inputMask: '(999) 999-9999' },
      { id: 1, type: 'text', label: 'Zip', inputMask: 'us-zip' },
      { id: 1, type: 'social', label: 'Profile', socialPlatform: 'bluesky' },
      {
        id: 1,
        type: 'image_choice',
        label: 'Pick',
        multiple: true,
        choices: [{ label: 'A', value: 'a' }],
        choiceImages: { a: { src: 'https://cdn.example.com/a.png', alt: 'A' } },
      },
    ])
      expect(parseFormDefinition(definitionWith(field)).pages[0]?.fields[0]?.type).toBe(field.type);
  });

  it.each([
    [{ id: 1, type: 'image_choice', label: 'Pick' }, 'needs choices'],
    [
      {
        id: 1,
        type: 'image_choice',
        label: 'Pick',
        choices: [{ label: 'A', value: 'a' }],
        choiceImages: { b: { src: '/b.png' } },
      },
      'not a choice value',
    ],
    [
      {
        id: 1,
        type: 'image_choice',
        label: 'Pick',
        choices: [{ label: 'A', value: 'a' }],
        choiceImages: { a: { src: 'javascript:alert(1)' } },
      },
      'must be a site path or an http or https URL',
    ],
    [
      {
        id: 1,
        type: 'image_choice',
        label: 'Pick',
        choices: [{ label: 'A', value: 'a' }],
        choiceImages: { a: { src: '//evil.example/a.png' } },
      },
      'must be a site path or an http or https URL',
    ],
    [{ id: 1, type: 'email', label: 'Mail', inputMask: '999' }, 'inputMask is for text and phone fields'],
    [{ id: 1, type: 'text', label: 'Code', inputMask: '<999>' }, 'must be a mask preset'],
    [{ id: 1, type: 'social', label: 'Profile', socialPlatform: 'myspace' }, 'socialPlatform'],
    [{ id: 1, type: 'creditcard', label: 'Card', cardTypes: ['bitcoin'] }, 'cardTypes'],
    [
      { id: 1, type: 'password', label: 'Password', passwordMinimumStrength: 'weak' },
      'passwordMinimumStrength',
    ],
  ])('refuses %j (%s)', (field, message) => {
    expect(() => parseFormDefinition(definitionWith(field))).toThrow(message);
  });
});
