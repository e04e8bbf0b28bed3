import type { PaymentAdapter } from './payment-adapter.ts';

/** The built-in method: nothing is taken online; the buyer pays when they collect (or on delivery). */
export function createPayOnCollection(): PaymentAdapter {
  return {
    method: 'collection',
    label: 'Pay on collection',
    hint: 'Pay by card or cash when you collect your order, or when it is delivered.',
    initialStatus: 'due',
    async start() {
      return { kind: 'done' };
    },
  };
}
