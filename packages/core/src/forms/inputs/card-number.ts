import creditCardType from 'credit-card-type';

/**
 * Issue 13 §6, spec 001 §5: the credit-card field is a display aid. The card type is read from the
 * first digits once at least 4 are entered (credit-card-type, Braintree's table of issuer ranges, kept
 * up to date there rather than here); the Luhn check tells a mistyped number. The number itself is
 * never stored, logged or mailed (server: form-inputs.ts keeps the card type only).
 */

/** spec 001 §5: the type shows once this many digits are entered. */
export const CARD_TYPE_MIN_DIGITS = 4;
/** Longest card number (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;

export interface CardType {
  /** credit-card-type's id: `visa`, `mastercard`, `american-express`… */
  type: string;
  /** The name shown: `Visa`, `Mastercard`, `American Express`… */
  name: string;
  /** Accepted numbers of digits. */
  lengths: readonly number[];
  /** Where the display groups the digits. */
  gaps: readonly number[];
  /** Digits of the security code and its name (CVV, CVC, CID…). */
  code: { size: number; name: string };
}

/** The digits of what the visitor typed (spaces and dashes are how people write card numbers). */
export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');

/** The card type, or undefined below 4 digits, for anything but digits, or an unknown range. */
export function detectCardType(input: string): CardType | undefined {
  const digits = cardDigits(input);
  if (digits.length < CARD_TYPE_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS || !/^\d+$/.test(digits))
    return undefined;
  const [best] = creditCardType(digits);
  if (!best) return undefined;
  return { type: best.type, name: best.niceType, lengths: best.lengths, gaps: best.gaps, code: best.code };
}

/** The Luhn (mod 10) check of a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardCheck =
  | { state: 'empty' }
  | { state: 'typing'; cardType?: CardType }
  | { state: 'invalid'; cardType?: CardType; reason: 'characters' | 'length' | 'checksum' | 'type' }
  | { state: 'valid'; cardType: CardType };

/**
 * The whole check: digits only, a known type (in `allowedTypes` when given), one of its lengths and
 * the Luhn sum. `complete` false while the visitor is still typing: a short number is only `typing`.
 */
export function checkCardNumber(
  input: string,
  options: { allowedTypes?: readonly string[]; complete?: boolean } = {},
): CardCheck {
  const digits = cardDigits(input);
  if (digits === '') return { state: 'empty' };
  if (!/^\d+$/.test(digits) || digits.length > CARD_NUMBER_MAX_DIGITS)
    return { state: 'invalid', reason: 'characters' };
  const cardType = detectCardType(digits);
  const complete = options.complete ?? true;
  if (!cardType)
    return complete || digits.length >= CARD_TYPE_MIN_DIGITS
      ? { state: 'invalid', reason: 'type' }
      : { state: 'typing' };
  if (options.allowedTypes && !options.allowedTypes.includes(cardType.type))
    return { state: 'invalid', cardType, reason: 'type' };
  if (!cardType.lengths.includes(digits.length)) {
    const longest = Math.max(...cardType.lengths);
    return !complete && digits.length < longest
      ? { state: 'typing', cardType }
      : { state: 'invalid', cardType, reason: 'length' };
  }
  if (!passesLuhn(digits)) {
    const longest = Math.max(...cardType.lengths);
    return !complete && digits.length < longest
      ? { state: 'typing', cardType }
      : { state: 'invalid', cardType, reason: 'checksum' };
  }
  return { state: 'valid', cardType };
}

/** Digits grouped at the card type's gaps (`4111 1111 1111 1111`, Amex `3782 822463 10005`). */
export function formatCardNumber(input: string): string {
  const digits = cardDigits(input).replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  const gaps = detectCardType(digits)?.gaps ?? [4, 8, 12, 16];
  let out = '';
  for (let index = 0; index < digits.length; index++) {
    if (gaps.includes(index)) out += ' ';
    out += digits[index];
  }
  return out;
}
