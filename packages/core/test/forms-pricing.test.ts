import {
  type FormDefinitionInput,
  formDefinitionSchema,
} from '@site-widgets/contract/forms/form-definition.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALCULATION_DEBOUNCE_MS,
  createPriceRecalculation,
  TOTAL_DEBOUNCE_MS,
} from '../src/forms/price-recalculation.ts';
import { computedValues, formPrices } from '../src/forms/pricing.ts';
import { systemClock } from '../src/timing/clock.ts';

const input: FormDefinitionInput = {
  id: 1,
  slug: 'order',
  title: 'Order',
  pages: [
    {
      fields: [
        {
          id: 1,
          type: 'product',
          label: 'Menu',
          priceInput: 'radio',
          quantityFieldId: 2,
          choices: [
            { label: 'Lunch', value: 'lunch', price: 1850 },
            { label: 'Tea', value: 'tea', price: 1600 },
          ],
        },
        { id: 2, type: 'quantity', label: 'Guests' },
        {
          id: 3,
          type: 'option',
          label: 'Extras',
          priceInput: 'checkbox',
          productFieldId: 1,
          choices: [
            { label: 'Drinks', value: 'drinks', price: 250 },
            { label: 'Dessert', value: 'dessert', price: 400 },
          ],
        },
        { id: 4, type: 'shipping', label: 'Delivery', price: 4500 },
        { id: 5, type: 'product', label: 'Cake', price: 3000 },
        { id: 6, type: 'calculation', label: 'Per guest', formula: '{7} / {2}', decimals: 2 },
        { id: 7, type: 'total', label: 'Total' },
        { id: 8, type: 'calculation', label: 'Loop', formula: '{8} + {9}' },
        { id: 9, type: 'calculation', label: 'Loop too', formula: '{8} + 1', decimals: 0 },
      ],
    },
  ],
  confirmations: [{ name: 'Default', type: 'message', message: 'Thanks' }],
};
const definition = formDefinitionSchema.parse(input);

describe('formPrices', () => {
  it('prices a line as (unit + options) × quantity and adds shipping and single products', () => {
    const prices = formPrices(definition, { 1: 'lunch', 2: '10', 3: ['drinks', 'dessert'] });
    expect(prices.lines.get(1)).toBe((1850 + 250 + 400) * 10);
    expect(prices.lines.get(5)).toBe(3000);
    expect(prices.shipping).toBe(4500);
    expect(prices.total).toBe(25000 + 3000 + 4500);
  });
  it('counts nothing for a product not chosen, an unknown choice or a bad quantity', () => {
    expect(formPrices(definition, { 2: '10' }).lines.has(1)).toBe(false);
    expect(formPrices(definition, { 1: 'caviar', 2: '10' }).lines.has(1)).toBe(false);
    for (const quantity of ['-1', '1.5', '1000000000', '', 'ten'])
      expect(formPrices(definition, { 1: 'lunch', 2: quantity }).lines.get(1)).toBe(0);
  });
  it('leaves out fields that are not shown', () => {
    const prices = formPrices(definition, { 1: 'tea', 2: '2' }, (id) => id !== 4 && id !== 5);
    expect(prices.total).toBe(3200);
  });
  it('keeps money as integers even for prices that are not exact in binary', () => {
    const prices = formPrices(definition, { 1: 'lunch', 2: '3', 3: ['drinks'] });
    expect(Number.isInteger(prices.total)).toBe(true);
    expect(prices.total).toBe(2100 * 3 + 3000 + 4500);
  });
});

describe('computedValues', () => {
  it('writes the total in minor units and calculations with their decimals', () => {
    const values = computedValues(definition, { 1: 'lunch', 2: '4' });
    expect(values[7]).toBe(String(1850 * 4 + 3000 + 4500));
    expect(values[6]).toBe('37.25'); // (74.00 + 30.00 + 45.00) / 4
  });
  it('a calculation divided by a missing quantity is 0, and a loop of formulas ends at 0', () => {
    const values = computedValues(definition, {});
    expect(values[6]).toBe('0.00');
    expect(values[8]).toBe('1.00');
    expect(values[9]).toBe('1');
  });
});

describe('price recalculation timing (spec 001 §9)', () => {
  afterEach(() => vi.useRealTimers());

  function start() {
    vi.useFakeTimers();
    const calculate = vi.fn();
    const total = vi.fn();
    return {
      calculate,
      total,
      recalculation: createPriceRecalculation({ clock: systemClock, calculate, total }),
    };
  }

  it('updates the total 50 ms after the last change', () => {
    const { total, recalculation } = start();
    recalculation.changed('picked');
    vi.advanceTimersByTime(TOTAL_DEBOUNCE_MS - 1);
    expect(total).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(total).toHaveBeenCalledTimes(1);
  });

  it('runs calculations 345 ms after typing stops, each keystroke restarting the wait', () => {
    const { calculate, total, recalculation } = start();
    recalculation.changed('typed');
    vi.advanceTimersByTime(300);
    recalculation.changed('typed');
    vi.advanceTimersByTime(CALCULATION_DEBOUNCE_MS - 1);
    expect(calculate).not.toHaveBeenCalled();
    expect(total).toHaveBeenCalledTimes(2); // 50 ms after each keystroke
    vi.advanceTimersByTime(1);
    expect(calculate).toHaveBeenCalledTimes(1);
  });

  it('runs calculations at once (0 ms) after a checkbox, radio or select change', () => {
    const { calculate, recalculation } = start();
    recalculation.changed('picked');
    vi.advanceTimersByTime(0);
    expect(calculate).toHaveBeenCalledTimes(1);
  });

  it('destroy stops every pending timer', () => {
    const { calculate, total, recalculation } = start();
    recalculation.changed('typed');
    recalculation.destroy();
    vi.advanceTimersByTime(1_000);
    expect(calculate).not.toHaveBeenCalled();
    expect(total).not.toHaveBeenCalled();
  });
});
