import type { FormDefinition, FormField, FormValues } from '@site-widgets/contract/forms/form-definition.ts';
import {
  DEFAULT_CURRENCY,
  DEFAULT_MAX_QUANTITY,
  MAX_QUANTITY,
} from '@site-widgets/contract/forms/priced-fields.ts';
import { evaluateFormula } from './formula.ts';
import { toMajorUnits } from './money.ts';

/**
 * Issue 13 §1: the prices of a filled-in form, worked out from the definition only. A product's line is
 * (its unit price + the prices of the options chosen for it) × its quantity; the total is the lines
 * plus shipping. Every amount is an integer of minor units. What the visitor chose is read as choice
 * values; a price the browser claims is never an input here. The server stores these figures; the
 * browser shows the same ones (it loads this module in the `gform-products` chunk).
 */
export interface FormPrices {
  /** Product field id → its line total. */
  lines: Map<number, number>;
  /** Option and shipping field id → the price of what is chosen in it. */
  chosen: Map<number, number>;
  shipping: number;
  total: number;
  /** Calculation field id → its result, rounded to the field's decimals. */
  calculations: Map<number, number>;
}

/** Calculation results at or beyond this size are not kept (0), as non-finite ones (spec 001 §5). */
const LARGEST_RESULT = 1e15;

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** The largest quantity the field accepts. */
export const quantityMaximum = (field: FormField) =>
  Math.min(MAX_QUANTITY, field.max ?? DEFAULT_MAX_QUANTITY);

/** A quantity as the server accepts it: a whole number from the field's min (≥ 0) to its max. */
export function quantityOf(field: FormField, value: string | string[] | undefined): number | undefined {
  const raw = text(value).trim();
  if (!/^\d{1,9}$/.test(raw)) return undefined;
  const quantity = Number(raw);
  return quantity >= Math.max(0, field.min ?? 0) && quantity <= quantityMaximum(field) ? quantity : undefined;
}

/** The price of what is chosen in a product, option or shipping field (checkbox options: summed). */
export function chosenPrice(field: FormField, value: string | string[] | undefined): number {
  if ((field.priceInput ?? 'single') === 'single') return field.price ?? 0;
  const chosen = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return (field.choices ?? [])
    .filter((choice) => chosen.includes(choice.value))
    .reduce((sum, choice) => sum + (choice.price ?? 0), 0);
}

/** Whether a product counts: a single product always, a choice product once a choice is made. */
const productChosen = (field: FormField, value: string | string[] | undefined) =>
  (field.priceInput ?? 'single') === 'single' ||
  (field.choices ?? []).some((choice) => choice.value === text(value));

export function formPrices(
  definition: FormDefinition,
  values: FormValues,
  isShown: (fieldId: number) => boolean = () => true,
): FormPrices {
  const fields = definition.pages.flatMap((page) => page.fields);
  const byId = new Map(fields.map((field) => [field.id, field]));
  const shown = fields.filter((field) => isShown(field.id));
  const chosen = new Map<number, number>();
  for (const field of shown)
    if (field.type === 'option' || field.type === 'shipping')
      chosen.set(field.id, chosenPrice(field, values[field.id]));
  const lines = new Map<number, number>();
  for (const product of shown.filter((field) => field.type === 'product')) {
    if (!productChosen(product, values[product.id])) continue;
    const options = shown
      .filter((field) => field.type === 'option' && field.productFieldId === product.id)
      .reduce((sum, option) => sum + (chosen.get(option.id) ?? 0), 0);
    const quantityField =
      product.quantityFieldId === undefined ? undefined : byId.get(product.quantityFieldId);
    const quantity =
      quantityField === undefined
        ? 1
        : isShown(quantityField.id)
          ? (quantityOf(quantityField, values[quantityField.id]) ?? 0)
          : 0;
    lines.set(product.id, (chosenPrice(product, values[product.id]) + options) * quantity);
  }
  const shipping = shown
    .filter((field) => field.type === 'shipping')
    .reduce((sum, field) => sum + (chosen.get(field.id) ?? 0), 0);
  const total = [...lines.values()].reduce((sum, line) => sum + line, shipping);
  const prices: FormPrices = { lines, chosen, shipping, total, calculations: new Map() };
  prices.calculations = calculate(definition, values, isShown, prices);
  return prices;
}

function calculate(
  definition: FormDefinition,
  values: FormValues,
  isShown: (fieldId: number) => boolean,
  prices: FormPrices,
): Map<number, number> {
  const decimals = (definition.currency ?? DEFAULT_CURRENCY).decimals;
  const fields = new Map(definition.pages.flatMap((page) => page.fields).map((field) => [field.id, field]));
  const results = new Map<number, number>();
  const working = new Set<number>();
  const money = (minor: number) => toMajorUnits(minor, decimals);
  function numberOf(fieldId: number): number {
    const field = fields.get(fieldId);
    if (!field || !isShown(fieldId)) return 0;
    switch (field.type) {
      case 'product':
        return money(prices.lines.get(fieldId) ?? 0);
      case 'option':
      case 'shipping':
        return money(prices.chosen.get(fieldId) ?? 0);
      case 'total':
        return money(prices.total);
      case 'calculation':
        return resultOf(field);
      default: {
        const raw = text(values[fieldId]).trim();
        return /^-?\d{1,15}(\.\d{1,10})?$/.test(raw) ? Number(raw) : 0;
      }
    }
  }
  function resultOf(field: FormField): number {
    const known = results.get(field.id);
    if (known !== undefined) return known;
    if (working.has(field.id)) return 0; // a formula that names itself, directly or not
    working.add(field.id);
    const raw = evaluateFormula(field.formula ?? '', numberOf);
    working.delete(field.id);
    const places = field.decimals ?? 2;
    const rounded = Math.abs(raw) < LARGEST_RESULT ? Number(raw.toFixed(places)) || 0 : 0;
    results.set(field.id, rounded);
    return rounded;
  }
  for (const field of fields.values()) if (field.type === 'calculation' && isShown(field.id)) resultOf(field);
  return results;
}

/**
 * The values the form works out itself: each total (minor units, as text) and each calculation (its
 * result with the field's decimals). The server writes these over whatever the browser sent.
 */
export function computedValues(
  definition: FormDefinition,
  values: FormValues,
  isShown: (fieldId: number) => boolean = () => true,
): FormValues {
  const prices = formPrices(definition, values, isShown);
  const computed: FormValues = {};
  for (const field of definition.pages.flatMap((page) => page.fields)) {
    if (field.type === 'total') computed[field.id] = String(prices.total);
    if (field.type === 'calculation')
      computed[field.id] = (prices.calculations.get(field.id) ?? 0).toFixed(field.decimals ?? 2);
  }
  return computed;
}
