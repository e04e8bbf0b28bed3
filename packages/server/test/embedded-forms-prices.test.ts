import { FORM_DEFAULT_MESSAGES, type FormDefinitionInput, GFORM_NONCE_FIELD } from '@site-widgets/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createFormDefinitionRepository,
  InvalidFormDefinition,
  parseFormDefinition,
} from '../src/modules/forms/form-definition-repository.ts';
import { DIALECTS } from './support/databases.ts';
import { CATERING_VALID, SLOW_SPEEDS, seedDemoForms, submitForm, unwrap } from './support/embedded-forms.ts';
import { countRows, createClock } from './support/submissions.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A one-page shop form: a single product at 19.99 whose quantity is field 2, and a total. */
const SHOP: FormDefinitionInput = {
  id: 50,
  slug: 'shop',
  title: 'Shop',
  pages: [
    {
      fields: [
        { id: 1, type: 'product', label: 'Tea towel', price: 1999, quantityFieldId: 2 },
        { id: 2, type: 'quantity', label: 'How many', required: true },
        { id: 3, type: 'total', label: 'Total' },
        { id: 4, type: 'list', label: 'Names to embroider', columns: ['Name', 'Colour'], maxRows: 3 },
        { id: 5, type: 'calculation', label: 'Divided by nothing', formula: '{3} / 0' },
        {
          id: 6,
          type: 'radio',
          label: 'Gift box?',
          choices: [
            { label: 'Yes', value: 'yes' },
            { label: 'No', value: 'no' },
          ],
        },
        {
          id: 7,
          type: 'product',
          label: 'Gift box',
          price: 500,
          conditionalLogic: {
            actionType: 'show',
            logicType: 'all',
            rules: [{ fieldId: 6, operator: 'is', value: 'yes' }],
          },
        },
      ],
    },
  ],
  confirmations: [{ name: 'Default', type: 'message', message: 'Thanks' }],
};

describe.each(DIALECTS)('priced fields and lists on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  async function start() {
    t = await createTestApp(dialect, { now: createClock().now });
    await seedDemoForms(t.database.db);
    await createFormDefinitionRepository(t.database.db).save(parseFormDefinition(SHOP), new Date());
  }

  async function storedValues() {
    const entry = await t.database.db.selectFrom('form_entries').selectAll().executeTakeFirstOrThrow();
    return {
      values: JSON.parse(entry.field_values) as Record<string, unknown>,
      display: JSON.parse(entry.display_values) as { id: number; value: string }[],
    };
  }

  it('stores the true prices and total when the browser posts a tampered price, option and total', async () => {
    await start();
    const answer = await submitForm(
      t,
      2,
      {
        ...CATERING_VALID,
        input_5: 'lunch|0.01',
        'input_12.1': 'drinks|0',
        'input_12.2': 'dessert|0.00',
        input_13: 'deliver|0',
        input_14: '0.01',
        input_15: '1',
        gform_submission_speeds: SLOW_SPEEDS,
      },
      { source: 3, target: 0 },
    );
    expect(answer.data).toMatchObject({ is_valid: true, confirmation_type: 'message' });
    const { values, display } = await storedValues();
    // (18.50 lunch + 2.50 drinks + 4.00 dessert) × 40 guests + 45.00 delivery
    expect(values[15]).toBe(String((1850 + 250 + 400) * 40 + 4500));
    expect(values[5]).toBe('lunch');
    expect(values[12]).toEqual(['drinks', 'dessert']);
    expect(values[13]).toBe('deliver');
    expect(values[14]).toBe('26.13'); // (1000 + 45) / 40 = 26.125
    expect(display).toContainEqual(expect.objectContaining({ id: 15, value: '£1,045.00' }));
    expect(display).toContainEqual(expect.objectContaining({ id: 5, value: 'Lunch buffet: £1,000.00' }));
  });

  it('a choice that is not in the definition is refused, whatever price comes with it', async () => {
    await start();
    const answer = await submitForm(
      t,
      2,
      { ...CATERING_VALID, input_5: 'caviar|0.01', input_13: 'helicopter|0' },
      { source: 2, target: 3 },
    );
    expect(answer.data.validation_errors).toEqual({
      5: FORM_DEFAULT_MESSAGES.invalidChoice,
      13: FORM_DEFAULT_MESSAGES.invalidChoice,
    });
  });

  it('a quantity of 0 is a total of 0; a whole quantity multiplies the price', async () => {
    await start();
    await submitForm(t, 50, { input_2: '0', input_3: '999' });
    expect((await storedValues()).values[3]).toBe('0');
    await t.database.db.deleteFrom('form_entries').execute();
    await submitForm(t, 50, { input_2: '3', input_3: '1' });
    expect((await storedValues()).values[3]).toBe(String(3 * 1999));
  });

  it('a product hidden by conditional logic is not counted, one shown is', async () => {
    await start();
    await submitForm(t, 50, { input_2: '1', input_6: 'no' });
    expect((await storedValues()).values[3]).toBe('1999');
    await t.database.db.deleteFrom('form_entries').execute();
    await submitForm(t, 50, { input_2: '1', input_6: 'yes' });
    expect((await storedValues()).values[3]).toBe('2499');
  });

  it('gform_get_config names the form currency', async () => {
    await start();
    const response = await t.ajax({
      action: 'gform_get_config',
      [GFORM_NONCE_FIELD]: t.nonce,
      args: JSON.stringify({ form_ids: [2, 50] }),
    });
    const json = unwrap(response.body) as { data: { forms: Record<string, { currency: unknown }> } };
    expect(json.data.forms['2']?.currency).toMatchObject({ symbol_left: '£', code: 'GBP', decimals: 2 });
    expect(json.data.forms['50']?.currency).toMatchObject({ symbol_left: '$', code: 'USD' });
  });

  it.each([
    ['negative', '-1'],
    ['fractional', '1.5'],
    ['10^9', '1000000000'],
    ['not a number', '3e2'],
  ])('a %s quantity is refused with its message and nothing is stored', async (_name, quantity) => {
    await start();
    const answer = await submitForm(t, 50, { input_2: quantity });
    expect(answer.data.is_valid).toBe(false);
    expect(answer.data.validation_errors).toEqual({ 2: 'Please enter a whole quantity from 0 to 9999.' });
    expect(await countRows(t.database, 'form_entries')).toBe(0);
  });

  it('a non-finite calculation is stored as 0', async () => {
    await start();
    await submitForm(t, 50, { input_2: '2', input_5: 'Infinity' });
    expect((await storedValues()).values[5]).toBe('0.00');
  });

  it('list rows are read up to the most rows allowed; empty rows are dropped', async () => {
    await start();
    const rows: Record<string, string> = {};
    for (let row = 1; row <= 6; row++) {
      rows[`input_4.${row}.1`] = row === 2 ? '' : `Name ${row}`;
      rows[`input_4.${row}.2`] = row === 2 ? '' : 'blue';
    }
    rows['input_4.500.1'] = 'far away';
    await submitForm(t, 50, { input_2: '1', ...rows });
    const { values, display } = await storedValues();
    expect(values[4]).toEqual(['Name 1', 'blue', 'Name 3', 'blue']);
    expect(display).toContainEqual(expect.objectContaining({ id: 4, value: 'Name 1, blue; Name 3, blue' }));
  });

  it('a list cell longer than 1,000 characters is refused', async () => {
    await start();
    const answer = await submitForm(t, 50, { input_2: '1', 'input_4.1.1': 'x'.repeat(1_001) });
    expect(answer.data.validation_errors).toEqual({
      4: FORM_DEFAULT_MESSAGES.tooLong.replace('{max}', '1000'),
    });
  });

  it('the first page shows the total worked out by the server', async () => {
    await start();
    const page = await t.app.inject({ method: 'GET', url: '/forms/catering' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('£0.00');
  });
});

describe('priced definitions', () => {
  const base = SHOP.pages[0]?.fields ?? [];
  const withFields = (fields: FormDefinitionInput['pages'][number]['fields']) => ({
    ...SHOP,
    pages: [{ fields }],
  });

  it('refuses an option that names no product field', () => {
    expect(() =>
      parseFormDefinition(
        withFields([
          ...base,
          {
            id: 9,
            type: 'option',
            label: 'Gift wrap',
            priceInput: 'radio',
            productFieldId: 2,
            choices: [{ label: 'Yes', value: 'yes', price: 300 }],
          },
        ]),
      ),
    ).toThrow(new InvalidFormDefinition('field 9: productFieldId must name a product field'));
  });

  it('refuses a formula that names a missing field, and a fractional or negative price', () => {
    expect(() =>
      parseFormDefinition(
        withFields([...base, { id: 9, type: 'calculation', label: 'x', formula: '{77} * 2' }]),
      ),
    ).toThrow(/names field 77/);
    expect(() =>
      parseFormDefinition(withFields([{ id: 1, type: 'product', label: 'Odd', price: 19.99 }])),
    ).toThrow(/whole minor units/);
    expect(() =>
      parseFormDefinition(withFields([{ id: 1, type: 'product', label: 'Odd', price: -1 }])),
    ).toThrow(InvalidFormDefinition);
  });
});
