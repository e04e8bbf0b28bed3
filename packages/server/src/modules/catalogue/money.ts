/** How many minor units a currency has (GBP 2, JPY 0), from the runtime's ICU data. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

/**
 * An amount as the owner writes it (`12.5`, `12.50`, `1200`) in minor units (1250 pence), exactly:
 * no floating point. Null when it is not a plain non-negative amount with at most the currency's
 * decimals, or is beyond 10⁹ major units.
 */
export function toMinorUnits(amount: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units back to the owner's notation (`1250` GBP → `12.50`), for exports. */
export function fromMinorUnits(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const scale = 10 ** digits;
  return `${Math.floor(minor / scale)}.${String(minor % scale).padStart(digits, '0')}`;
}
