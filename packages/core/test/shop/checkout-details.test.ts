import { describe, expect, it } from 'vitest';
import { checkCheckoutDetails, isEmailAddress } from '../../src/shop/checkout-details.ts';

const valid = {
  name: ' Ada   Lovelace ',
  email: 'ada@example.com',
  phone: '+44 (0)23 9200-0000',
  fulfilment: 'pickup',
  payment_method: 'collection',
};

describe('checkCheckoutDetails', () => {
  it('accepts a pickup order, tidies white space and leaves the address out', () => {
    const outcome = checkCheckoutDetails({ ...valid, address: '1 Broad St', town: 'X', postcode: 'Y' }, [
      'collection',
    ]);
    expect(outcome).toEqual({
      ok: true,
      details: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+44 (0)23 9200-0000',
        fulfilment: 'pickup',
        address: '',
        town: '',
        postcode: '',
        paymentMethod: 'collection',
      },
    });
  });

  it('needs the address, town and postcode for delivery, and upper-cases the postcode', () => {
    const missing = checkCheckoutDetails({ ...valid, fulfilment: 'delivery' }, ['collection']);
    expect(missing.ok ? {} : missing.errors).toEqual({
      address: 'Enter the delivery address.',
      town: 'Enter the town.',
      postcode: 'Enter the postcode.',
    });
    const given = checkCheckoutDetails(
      { ...valid, fulfilment: 'delivery', address: '1 Broad St', town: 'Portsmouth', postcode: 'po1 2ab' },
      ['collection'],
    );
    expect(given.ok && given.details.postcode).toBe('PO1 2AB');
  });

  it('refuses payment methods the shop does not offer, and unknown fulfilment', () => {
    const outcome = checkCheckoutDetails({ ...valid, fulfilment: 'teleport', payment_method: 'card' }, [
      'collection',
    ]);
    expect(outcome.ok ? {} : outcome.errors).toEqual({
      fulfilment: 'Choose pickup or delivery.',
      payment_method: 'Choose how to pay.',
    });
  });

  it('treats non-string, over-long and control-character input as the visitor typed nothing useful', () => {
    const outcome = checkCheckoutDetails(
      {
        name: ['array'],
        email: 'a@b',
        phone: '12345678901234567',
        fulfilment: 'pickup',
        payment_method: 'collection',
      },
      ['collection'],
    );
    expect(outcome.ok ? {} : outcome.errors).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address like name@example.com.',
      phone: 'Enter a phone number of 7 to 15 digits (spaces, +, - and brackets are fine).',
    });
    const long = checkCheckoutDetails({ ...valid, name: 'x'.repeat(101) }, ['collection']);
    expect(long.ok ? {} : long.errors).toEqual({ name: 'Your name can be at most 100 characters.' });
    const control = checkCheckoutDetails({ ...valid, name: 'Eve\u0000\u202eRed' }, ['collection']);
    expect(control.ok && control.details.name).toBe('Eve Red');
  });

  it('knows a plain e-mail address', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    for (const text of ['ada', 'ada@', '@example.com', 'a b@example.com', '<a>@example.com', 'ada@example'])
      expect(isEmailAddress(text)).toBe(false);
  });
});
