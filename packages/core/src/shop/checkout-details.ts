import {
  CHECKOUT_FIELDS,
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  type CheckoutFieldName,
  type PaymentMethodName,
} from '@site-widgets/contract/shop/checkout-fields.ts';
import type { Fulfilment } from './cart-totals.ts';

/** The buyer's details, checked: what an order stores about who and where. */
export interface CheckoutDetails {
  name: string;
  email: string;
  phone: string;
  fulfilment: Fulfilment;
  /** '' for pickup. */
  address: string;
  town: string;
  postcode: string;
  paymentMethod: PaymentMethodName;
}

export type CheckoutErrors = Partial<Record<CheckoutFieldName, string>>;

export type CheckoutDetailsOutcome =
  | { ok: true; details: CheckoutDetails }
  | { ok: false; errors: CheckoutErrors; values: Record<CheckoutFieldName, string> };

/** One line of text: trimmed, runs of white space (and control characters) as one space. */
const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\p{Cc}\p{Cf}]+/gu, ' ').trim() : '';

// A plain address: something@host.tld, no spaces or angle brackets (not the whole of RFC 5322).
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;
const PHONE = /^\+?[\d\s().-]+$/;
const POSTCODE = /^[a-z\d][a-z\d -]*$/i;

/**
 * Checks the checkout form's fields (any record of strings: hostile until parsed) and says, per field,
 * what is wrong in the visitor's words. The address is required for delivery only; the payment method
 * must be one this shop offers (`methods`).
 */
export function checkCheckoutDetails(
  fields: Readonly<Record<string, unknown>>,
  methods: readonly PaymentMethodName[],
): CheckoutDetailsOutcome {
  const F = CHECKOUT_FIELDS;
  const M = CHECKOUT_MESSAGES;
  const values = {
    [F.name]: oneLine(fields[F.name]),
    [F.email]: oneLine(fields[F.email]),
    [F.phone]: oneLine(fields[F.phone]),
    [F.fulfilment]: oneLine(fields[F.fulfilment]),
    [F.address]: oneLine(fields[F.address]),
    [F.town]: oneLine(fields[F.town]),
    [F.postcode]: oneLine(fields[F.postcode]).toUpperCase(),
    [F.paymentMethod]: oneLine(fields[F.paymentMethod]),
    [F.idempotencyKey]: oneLine(fields[F.idempotencyKey]),
  } as Record<CheckoutFieldName, string>;
  const errors: CheckoutErrors = {};
  const { name, email, phone, fulfilment, address, town, postcode, payment_method } = values;

  if (!name) errors.name = M.nameMissing;
  else if ([...name].length > CHECKOUT_LIMITS.name) errors.name = M.nameTooLong;

  if (!email) errors.email = M.emailMissing;
  else if (email.length > CHECKOUT_LIMITS.email || !EMAIL.test(email)) errors.email = M.emailInvalid;

  const digits = phone.replace(/\D/g, '').length;
  if (!phone) errors.phone = M.phoneMissing;
  else if (phone.length > CHECKOUT_LIMITS.phone || !PHONE.test(phone) || digits < 7 || digits > 15)
    errors.phone = M.phoneInvalid;

  if (fulfilment !== 'pickup' && fulfilment !== 'delivery') errors.fulfilment = M.fulfilmentMissing;
  if (fulfilment === 'delivery') {
    if (!address) errors.address = M.addressMissing;
    else if ([...address].length > CHECKOUT_LIMITS.address) errors.address = M.addressTooLong;
    if (!town) errors.town = M.townMissing;
    else if ([...town].length > CHECKOUT_LIMITS.town) errors.town = M.townTooLong;
    if (!postcode) errors.postcode = M.postcodeMissing;
    else if (postcode.length > CHECKOUT_LIMITS.postcode || !POSTCODE.test(postcode))
      errors.postcode = M.postcodeInvalid;
  }

  const method = methods.find((offered) => offered === payment_method);
  if (!method) errors.payment_method = M.paymentMissing;

  if (Object.keys(errors).length > 0 || !method) return { ok: false, errors, values };
  const delivery = fulfilment === 'delivery';
  return {
    ok: true,
    details: {
      name,
      email,
      phone,
      fulfilment: delivery ? 'delivery' : 'pickup',
      address: delivery ? address : '',
      town: delivery ? town : '',
      postcode: delivery ? postcode : '',
      paymentMethod: method,
    },
  };
}

/** A plain e-mail address (the checkout's and "e-mail me a link"'s check). */
export const isEmailAddress = (text: string) => text.length <= CHECKOUT_LIMITS.email && EMAIL.test(text);

/** The key a checkout form carries: 32 lower-case hex characters. */
export const IDEMPOTENCY_KEY = /^[0-9a-f]{32}$/;
