/**
 * Issue 15 item 5: the checkout form's wire contract. The form posts these fields to `POST /checkout`
 * (docs/api.md "Checkout"); nothing about prices or quantities travels in it: the server prices the
 * visitor's cart from the product rows.
 */

/** The form's field names, as posted. */
export const CHECKOUT_FIELDS = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  fulfilment: 'fulfilment',
  address: 'address',
  town: 'town',
  postcode: 'postcode',
  paymentMethod: 'payment_method',
  /** 32 hex characters rendered into the form; a retried post with the same key returns the same order. */
  idempotencyKey: 'idempotency_key',
} as const;

export type CheckoutFieldName = (typeof CHECKOUT_FIELDS)[keyof typeof CHECKOUT_FIELDS];

/** Payment methods by their posted value (server `modules/shop/payments/`). */
export type PaymentMethodName = 'collection' | 'card';

/** The longest each text field may be, in characters. */
export const CHECKOUT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  town: 80,
  postcode: 10,
} as const;

/** Per-field messages (shown under the field and announced) and whole-order messages. */
export const CHECKOUT_MESSAGES = {
  nameMissing: 'Enter your name.',
  nameTooLong: `Your name can be at most ${CHECKOUT_LIMITS.name} characters.`,
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter an e-mail address like name@example.com.',
  phoneMissing: 'Enter a phone number we can call about your order.',
  phoneInvalid: 'Enter a phone number of 7 to 15 digits (spaces, +, - and brackets are fine).',
  fulfilmentMissing: 'Choose pickup or delivery.',
  addressMissing: 'Enter the delivery address.',
  addressTooLong: `The address can be at most ${CHECKOUT_LIMITS.address} characters.`,
  townMissing: 'Enter the town.',
  townTooLong: `The town can be at most ${CHECKOUT_LIMITS.town} characters.`,
  postcodeMissing: 'Enter the postcode.',
  postcodeInvalid: 'Enter a postcode of letters and digits, like PO1 2AB.',
  paymentMissing: 'Choose how to pay.',
  paymentUnavailable:
    'Card payment is not available right now. Choose pay on collection, or try again later.',
  formExpired: 'This checkout form has expired. Check your details and place the order again.',
  cartEmpty: 'Your cart is empty.',
  orderTooLarge: 'This order is too large to place online. Lower the quantities in your cart, or call us.',
  fixErrors: 'Check the details marked below.',
  unavailable: (title: string) => `${title} is no longer available. Remove it from your cart to continue.`,
  outOfStock: (title: string) => `Sorry, ${title} is out of stock. Remove it from your cart to continue.`,
  shortOfStock: (title: string, left: number) =>
    `Sorry, only ${left} of ${title} left in stock. Lower the quantity in your cart to continue.`,
} as const;

/** The JSON answer of `POST /checkout` to a script (`Accept: application/json`). */
export type CheckoutAnswer =
  | {
      success: true;
      data: { order_number: string; redirect: string };
    }
  | {
      success: false;
      data: { message: string; errors: Partial<Record<CheckoutFieldName, string>> };
    };
