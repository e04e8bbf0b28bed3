import type { Selectable } from 'kysely';
import type { ShopOrderLinesTable, ShopOrdersTable } from '../../db/schema.ts';

/** What an order's status may be set to by the owner (`npm run orders -- mark <n> <status>`). */
export const ORDER_STATUSES = ['placed', 'ready', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** due: pay on collection; pending: card, awaiting the provider's callback; paid; failed. */
export type PaymentStatus = 'due' | 'pending' | 'paid' | 'failed';

export interface OrderLine {
  productId: number;
  title: string;
  sku: string;
  unitPriceMinor: number;
  quantity: number;
  lineTotalMinor: number;
}

/** An order as the pages, the CLI and the payment adapters read it. */
export interface Order {
  id: number;
  number: string;
  visitorId: string;
  status: OrderStatus;
  paymentMethod: string;
  paymentStatus: PaymentStatus;
  paymentReference: string | null;
  name: string;
  email: string;
  phone: string;
  fulfilment: 'pickup' | 'delivery';
  address: string;
  town: string;
  postcode: string;
  currency: string;
  subtotalMinor: number;
  deliveryMinor: number;
  taxMinor: number;
  totalMinor: number;
  createdAt: string;
  updatedAt: string;
  lines: OrderLine[];
}

export function orderOf(row: Selectable<ShopOrdersTable>, lines: Selectable<ShopOrderLinesTable>[]): Order {
  return {
    id: row.id,
    number: row.number,
    visitorId: row.visitor_id,
    status: row.status as OrderStatus,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status as PaymentStatus,
    paymentReference: row.payment_reference,
    name: row.contact_name,
    email: row.contact_email,
    phone: row.contact_phone,
    fulfilment: row.fulfilment === 'delivery' ? 'delivery' : 'pickup',
    address: row.address,
    town: row.town,
    postcode: row.postcode,
    currency: row.currency,
    subtotalMinor: Number(row.subtotal_minor),
    deliveryMinor: Number(row.delivery_minor),
    taxMinor: Number(row.tax_minor),
    totalMinor: Number(row.total_minor),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    lines: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        productId: line.product_id,
        title: line.title,
        sku: line.sku,
        unitPriceMinor: Number(line.unit_price_minor),
        quantity: Number(line.quantity),
        lineTotalMinor: Number(line.line_total_minor),
      })),
  };
}

/** The e-mail as orders are found by it: trimmed and lower-cased. */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();
