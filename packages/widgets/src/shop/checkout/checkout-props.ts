import type { CheckoutFieldName, PaymentMethodName } from '@site-widgets/contract/shop/checkout-fields.ts';

/** An order's totals for one way of getting it (pickup or delivery), in minor units. */
export interface CheckoutTotalsView {
  deliveryMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** What the server renders the checkout form with (and the widget hydrates from). */
export interface CheckoutFormProps {
  /** Where the form posts: `/checkout`. */
  action: string;
  /** 32 hex; a retried post with it returns the same order. */
  idempotencyKey: string;
  values: Partial<Record<CheckoutFieldName, string>>;
  errors: Partial<Record<CheckoutFieldName, string>>;
  /** The whole form's message (an error summary), or ''. */
  message: string;
  methods: Array<{ value: PaymentMethodName; label: string; hint: string }>;
  summary: {
    currency: string;
    lines: Array<{ productId: number; title: string; quantity: number; lineTotalMinor: number }>;
    subtotalMinor: number;
    /** Delivery is free from this subtotal; null: never. */
    freeDeliveryFromMinor: number | null;
    pickup: CheckoutTotalsView;
    delivery: CheckoutTotalsView;
  };
}
