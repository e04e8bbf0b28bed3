import { type CurrencyConfig, DEFAULT_CURRENCY } from '@site-widgets/contract/forms/priced-fields.ts';
import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney, toMinorUnits } from '../src/forms/money.ts';

const EURO: CurrencyConfig = {
  symbol_left: '',
  symbol_right: '€',
  symbol_padding: ' ',
  decimals: 2,
  decimal_separator: ',',
  thousand_separator: '.',
  code: 'EUR',
};
const YEN: CurrencyConfig = { ...DEFAULT_CURRENCY, symbol_left: '¥', decimals: 0, code: 'JPY' };
const FRANC: CurrencyConfig = {
  symbol_left: 'CHF',
  symbol_right: '',
  symbol_padding: ' ',
  decimals: 2,
  decimal_separator: '.',
  thousand_separator: "'",
  code: 'CHF',
};
const DINAR: CurrencyConfig = {
  ...DEFAULT_CURRENCY,
  symbol_left: '',
  symbol_right: 'KD',
  decimals: 3,
  code: 'KWD',
};

describe('formatMoney', () => {
  it('puts the symbol left without padding (USD default)', () => {
    expect(formatMoney(123456, DEFAULT_CURRENCY)).toBe('$1,234.56');
  });
  it('puts the symbol right with padding, comma decimals and point thousands (EUR)', () => {
    expect(formatMoney(123456789, EURO)).toBe('1.234.567,89 €');
  });
  it('pads a left symbol that asks for it (CHF) and groups with its own separator', () => {
    expect(formatMoney(100000050, FRANC)).toBe("CHF 1'000'000.50");
  });
  it('shows no decimals for a currency without them (JPY)', () => {
    expect(formatMoney(1500, YEN)).toBe('¥1,500');
  });
  it('shows three decimals for KWD and pads small amounts with zeros', () => {
    expect(formatMoney(5, DINAR)).toBe('0.005KD');
  });
  it('puts the minus before the symbol', () => {
    expect(formatMoney(-250, DEFAULT_CURRENCY)).toBe('-$2.50');
  });
  it('shows 0 for an amount that is not a safe integer (never a float)', () => {
    expect(formatMoney(12.5, DEFAULT_CURRENCY)).toBe('$0.00');
    expect(formatMoney(Number.NaN, DEFAULT_CURRENCY)).toBe('$0.00');
  });
  it('names the code only through the configuration (code is kept for the wire)', () => {
    expect(EURO.code).toBe('EUR');
  });
});

describe('parseMoney', () => {
  it('strips symbols and thousands separators and keeps digits, separator and minus', () => {
    expect(parseMoney('$1,234.56', DEFAULT_CURRENCY)).toBe(123456);
    expect(parseMoney('1.234,56 €', EURO)).toBe(123456);
    expect(parseMoney("CHF 1'000.5", FRANC)).toBe(100050);
    expect(parseMoney('-$2.50', DEFAULT_CURRENCY)).toBe(-250);
  });
  it('rounds to the currency decimals', () => {
    expect(parseMoney('¥1,500.7', YEN)).toBe(1501);
    expect(parseMoney('0.0049', DINAR)).toBe(5);
  });
  it('refuses text with no amount, two separators or absurd length', () => {
    expect(parseMoney('free', DEFAULT_CURRENCY)).toBeUndefined();
    expect(parseMoney('1.2.3', DEFAULT_CURRENCY)).toBeUndefined();
    expect(parseMoney('9'.repeat(200), DEFAULT_CURRENCY)).toBeUndefined();
  });
  it('keeps a minus only in front', () => {
    expect(parseMoney('12-5', DEFAULT_CURRENCY)).toBe(12500);
  });
});

describe('toMinorUnits', () => {
  it('rounds half away from zero without float drift', () => {
    expect(toMinorUnits(1.005, 2)).toBe(101);
    expect(toMinorUnits(-1.005, 2)).toBe(-101);
    expect(toMinorUnits(18.5, 2)).toBe(1850);
  });
  it('gives 0 for non-finite or unsafe amounts', () => {
    expect(toMinorUnits(Number.POSITIVE_INFINITY, 2)).toBe(0);
    expect(toMinorUnits(1e300, 2)).toBe(0);
  });
});
