/** spec 001 §3: a search result's description is cut to a configured number of words. */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, Math.max(0, count)).join(' ')}…`;
}

/** A price in minor units as a visitor reads it (`£12.50`), in the currency's own decimals. */
export function searchPriceText(minor: number, currency: string, locale = 'en-GB'): string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return `${minor} ${currency.slice(0, 3)}`;
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}
