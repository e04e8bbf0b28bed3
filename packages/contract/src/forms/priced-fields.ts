import * as z from 'zod/mini';

/**
 * Issue 13 items 1, 2 and 4: fields that carry money (product, option, quantity, shipping, total), the
 * calculation field and the list field. Money is always an integer of the currency's smallest unit
 * (pence, cents); the browser shows prices and a total, the server recomputes every one of them from
 * the definition and ignores what the browser sent.
 */

export const PRICED_FIELD_TYPES = [
  'product',
  'option',
  'quantity',
  'shipping',
  'total',
  'calculation',
] as const;
export const LIST_FIELD_TYPES = ['list'] as const;
/** The type names this file adds to FORM_FIELD_TYPES. */
export const MONEY_AND_LIST_FIELD_TYPES = [...PRICED_FIELD_TYPES, ...LIST_FIELD_TYPES] as const;
export type MoneyOrListFieldType = (typeof MONEY_AND_LIST_FIELD_TYPES)[number];

export const isMoneyOrListFieldType = (type: string): type is MoneyOrListFieldType =>
  (MONEY_AND_LIST_FIELD_TYPES as readonly string[]).includes(type);

/** Types whose value the server works out itself (what the browser posts for them is never read). */
export const COMPUTED_FIELD_TYPES = ['total', 'calculation'] as const;

/** The largest price of one choice or product: 100,000,000 minor units (a million pounds). */
export const MAX_PRICE_MINOR = 100_000_000;
/** The largest quantity a quantity field may allow (so price × quantity stays an exact integer). */
export const MAX_QUANTITY = 100_000;
export const MAX_LIST_COLUMNS = 10;
export const MAX_LIST_ROWS = 100;
export const MAX_FORMULA_LENGTH = 1_000;

/** spec 001 §3: currency configuration, the wire's names. */
export const currencySchema = z.object({
  symbol_left: z.string().check(z.maxLength(8)),
  symbol_right: z.string().check(z.maxLength(8)),
  /** Put between the symbol and the amount (usually '' or ' '). */
  symbol_padding: z.string().check(z.maxLength(2)),
  /** spec 001 §9: money decimals follow the currency configuration. */
  decimals: z.number().check(z.int(), z.gte(0), z.lte(4)),
  decimal_separator: z.string().check(z.maxLength(2)),
  thousand_separator: z.string().check(z.maxLength(2)),
  /** ISO 4217 code. */
  code: z.string().check(z.regex(/^[A-Z]{3}$/, 'must be a three-letter currency code')),
});
export type CurrencyConfig = z.output<typeof currencySchema>;

/** The currency of a form that names none. */
export const DEFAULT_CURRENCY: CurrencyConfig = {
  symbol_left: '$',
  symbol_right: '',
  symbol_padding: '',
  decimals: 2,
  decimal_separator: '.',
  thousand_separator: ',',
  code: 'USD',
};

const minorUnits = z.number().check(z.int('must be whole minor units'), z.gte(0), z.lte(MAX_PRICE_MINOR));
const fieldReference = z.number().check(z.int(), z.gte(1), z.lte(999));

/** A priced choice's price in minor units (product, option and shipping choices); spread into a choice. */
export const PRICED_CHOICE_PROPERTIES = {
  /** product, option, shipping choices: the price in minor units (1850 = 18.50); default 0. */
  price: z.optional(minorUnits),
};

/** The optional properties of these fields, spread into formFieldSchema. */
export const MONEY_AND_LIST_FIELD_PROPERTIES = {
  /** product, option, shipping: how the choice is made; `single` = one fixed `price` (default). */
  priceInput: z.optional(z.enum(['single', 'select', 'radio', 'checkbox'])),
  /** product and shipping with `priceInput: single`: the price in minor units. */
  price: z.optional(minorUnits),
  /** option: the product field whose unit price its chosen prices add to. */
  productFieldId: z.optional(fieldReference),
  /** product: the number or quantity field that holds its quantity (default: 1). */
  quantityFieldId: z.optional(fieldReference),
  /** calculation: e.g. `({4} * 2.5) / 3`; `{N}` is field N's number (a product: its line total). */
  formula: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_FORMULA_LENGTH))),
  /** calculation: decimals the result is rounded to (default 2). */
  decimals: z.optional(z.number().check(z.int(), z.gte(0), z.lte(6))),
  /** list: the column headings (one column when left out: the field's label). */
  columns: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(100)))
      .check(z.minLength(1), z.maxLength(MAX_LIST_COLUMNS)),
  ),
  /** list: the most rows a visitor may add (default 20); more posted rows are not read. */
  maxRows: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MAX_LIST_ROWS))),
};

/** The messages of these fields (the form plugin's English wording where it has one). */
export const PRICED_FIELD_MESSAGES = {
  /** `{max}` is replaced. */
  invalidQuantity: 'Please enter a whole quantity from 0 to {max}.',
  /** `{max}` is replaced. */
  tooManyRows: 'Please enter at most {max} rows.',
  /** The add and delete buttons of a list row (for screen readers); `{row}` is replaced. */
  addRow: 'Add a row after row {row}',
  deleteRow: 'Remove row {row}',
} as const;

/** Default rows of a list and the largest quantity of a quantity field without `max`. */
export const DEFAULT_LIST_MAX_ROWS = 20;
export const DEFAULT_MAX_QUANTITY = 9_999;

/**
 * spec 001 §3: a priced choice goes on the wire as `value|price` (price in the currency's decimals with
 * a point, `lunch|18.50`). The server reads only the part before the last `|`.
 */
export const pricedChoiceWireValue = (value: string, priceMinor: number, decimals: number) =>
  `${value}|${(priceMinor / 10 ** decimals).toFixed(decimals)}`;

/** The choice value of a posted `value|price` (or a bare value). */
export const choiceValueOfWire = (wire: string) => {
  const bar = wire.lastIndexOf('|');
  return bar < 0 ? wire : wire.slice(0, bar);
};

/** A list cell's input name: `input_7.2.3` is row 2, column 3 (both 1-based). */
export const listCellInputName = (fieldId: number, row: number, column: number) =>
  `input_${fieldId}.${row}.${column}`;
