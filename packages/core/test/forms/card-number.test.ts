import { describe, expect, it } from 'vitest';
import {
  CARD_TYPE_MIN_DIGITS,
  checkCardNumber,
  detectCardType,
  formatCardNumber,
  passesLuhn,
} from '../../src/forms/inputs/card-number.ts';

describe('card type from the first digits (issue 13 §6, spec 001 §5)', () => {
  it.each([
    ['4111', 'visa', 'Visa'],
    ['4000 0566', 'visa', 'Visa'],
    ['5555', 'mastercard', 'Mastercard'],
    ['2221', 'mastercard', 'Mastercard'],
    ['3782', 'american-express', 'American Express'],
    ['3411', 'american-express', 'American Express'],
    ['6011', 'discover', 'Discover'],
    ['3530', 'jcb', 'JCB'],
    ['3056', 'diners-club', 'Diners Club'],
    ['2200', 'mir', 'Mir'],
    ['6304', 'maestro', 'Maestro'],
  ])('%s is %s', (digits, type, name) => {
    expect(detectCardType(digits)).toMatchObject({ type, name });
  });

  it(`shows nothing below ${CARD_TYPE_MIN_DIGITS} digits`, () => {
    expect(detectCardType('4')).toBeUndefined();
    expect(detectCardType('411')).toBeUndefined();
    expect(detectCardType('4 1 1')).toBeUndefined();
    expect(detectCardType('4111')).toBeDefined();
  });

  it('shows nothing for letters, an unknown range or too many digits', () => {
    expect(detectCardType('41a1')).toBeUndefined();
    expect(detectCardType('0000')).toBeUndefined();
    expect(detectCardType('4'.repeat(20))).toBeUndefined();
  });
});

describe('Luhn check', () => {
  it.each(['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '79927398713'])(
    '%s passes',
    (digits) => {
      expect(passesLuhn(digits)).toBe(true);
    },
  );
  it.each(['4111111111111112', '5555555555554445', '79927398710', '1', '', '4111-1111'])(
    '%s fails',
    (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    },
  );
});

describe('the whole card check', () => {
  it('a complete valid Visa number is valid, spaces allowed', () => {
    expect(checkCardNumber('4111 1111 1111 1111')).toMatchObject({
      state: 'valid',
      cardType: { type: 'visa' },
    });
  });
  it('a wrong checksum, a short number, letters and a refused type are invalid', () => {
    expect(checkCardNumber('4111 1111 1111 1112')).toMatchObject({ state: 'invalid', reason: 'checksum' });
    expect(checkCardNumber('4111 1111')).toMatchObject({ state: 'invalid', reason: 'length' });
    expect(checkCardNumber('4111 abcd')).toMatchObject({ state: 'invalid', reason: 'characters' });
    expect(checkCardNumber('378282246310005', { allowedTypes: ['visa', 'mastercard'] })).toMatchObject({
      state: 'invalid',
      reason: 'type',
    });
  });
  it('while typing, a short number is only typing', () => {
    expect(checkCardNumber('41', { complete: false })).toEqual({ state: 'typing' });
    expect(checkCardNumber('4111 1111', { complete: false })).toMatchObject({
      state: 'typing',
      cardType: { type: 'visa' },
    });
  });
  it('groups digits at the type gaps', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
