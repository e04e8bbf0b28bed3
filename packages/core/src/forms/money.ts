import type { CurrencyConfig } from '@site-widgets/contract/forms/priced-fields.ts';

/**
 * Issue 13 §1, spec 001 §3 and §5: money as integers of the currency's smallest unit, shown with the
 * form's currency configuration (symbols left or right, padding, decimals, separators). We write this
 * rather than use Intl.NumberFormat because the owner's configuration (not the locale) decides every
 * part, and the same text must come out on the server and in every browser.
 */

/** 123456 minor units → `$1,234.56` (or `1.234,56 €` …) by the configuration. */
export function formatMoney(minor: number, currency: CurrencyConfig): string {
  const safe = Number.isSafeInteger(minor) ? minor : 0;
  const negative = safe < 0;
  const digits = String(Math.abs(safe)).padStart(currency.decimals + 1, '0');
  const whole = digits.slice(0, digits.length - currency.decimals);
  const fraction = currency.decimals > 0 ? digits.slice(digits.length - currency.decimals) : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, currency.thousand_separator);
  const amount = fraction ? `${grouped}${currency.decimal_separator}${fraction}` : grouped;
  const left = currency.symbol_left ? `${currency.symbol_left}${currency.symbol_padding}` : '';
  const right = currency.symbol_right ? `${currency.symbol_padding}${currency.symbol_right}` : '';
  return `${negative ? '-' : ''}${left}${amount}${right}`;
}

/**
 * spec 001 §5: money parsing strips symbols and keeps digits, the decimal separator and minus. Returns
 * minor units (rounded to the currency's decimals), or undefined when no amount is left.
 */
export function parseMoney(text: string, currency: CurrencyConfig): number | undefined {
  if (text.length > 100) return undefined;
  const separator = currency.decimal_separator || '.';
  let kept = '';
  for (const character of text) {
    if (character >= '0' && character <= '9') kept += character;
    else if (character === separator) kept += '.';
    else if (character === '-' && kept === '') kept = '-';
  }
  if (!/^-?\d*(\.\d*)?$/.test(kept) || !/\d/.test(kept)) return undefined;
  const minor = toMinorUnits(Number(kept), currency.decimals);
  return minor;
}

/** A number of major units (18.5) → minor units (1850), rounded half away from zero; 0 if not finite. */
export function toMinorUnits(major: number, decimals: number): number {
  if (!Number.isFinite(major)) return 0;
  const scaled = Math.round(Math.abs(major) * 10 ** decimals + 1e-7) * Math.sign(major);
  return Number.isSafeInteger(scaled) ? scaled || 0 : 0;
}

/** Minor units → major units as a number (1850 → 18.5), for formulas. */
export const toMajorUnits = (minor: number, decimals: number) => minor / 10 ** decimals;
