import { parseArgs } from 'node:util';
import { formatMoney } from '@site-widgets/core/catalogue/product-text.ts';
import type { Database } from '../db/database.ts';
import { fromMinorUnits } from '../modules/catalogue/money.ts';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../modules/shop/order-records.ts';
import { createOrderRepository } from '../modules/shop/order-repository.ts';
import { formatCsvRecord } from './csv.ts';
import { runAsMain } from './run-as-main.ts';
import { exitOnError, printable, UsageError } from './usage.ts';

const USAGE = `Usage: npm run orders -- <command> [arguments]

The shop's orders (issue 15), on DATABASE_URL (or the SQLite file in DATA_DIR).

Commands:
  list                                  every order: number, date, status, payment, total, buyer
  show <number>                         one order with its lines, contact and delivery details
  export [--format csv|json]            every order on stdout (default csv: one row per order line)
  mark <number> <status>                set the status: ${ORDER_STATUSES.join(', ')}
                                        (cancelled gives the order's stock back, once)

Exit codes: 0 done, 1 failed (no such order), 2 usage error.`;

export interface OrdersCliIo {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  database: Database;
  now?: () => Date;
}

const money = (order: Order, minor: number) => formatMoney(minor, order.currency);

function showOrder(io: OrdersCliIo, order: Order) {
  const out = (line: string) => io.stdout.write(`${printable(line)}\n`);
  out(`Order ${order.number}  placed ${order.createdAt.slice(0, 16).replace('T', ' ')}`);
  out(`Status: ${order.status}   Payment: ${order.paymentMethod} (${order.paymentStatus})`);
  out(`Buyer: ${order.name} <${order.email}>  ${order.phone}`);
  out(
    order.fulfilment === 'delivery'
      ? `Delivery: ${order.address}, ${order.town}, ${order.postcode}`
      : 'Pickup at the café',
  );
  for (const line of order.lines)
    out(
      `  ${line.quantity} × ${line.title} (${line.sku}) @ ${money(order, line.unitPriceMinor)} = ${money(order, line.lineTotalMinor)}`,
    );
  out(
    `Subtotal ${money(order, order.subtotalMinor)}  Delivery ${money(order, order.deliveryMinor)}  Total ${money(order, order.totalMinor)}  (VAT ${money(order, order.taxMinor)})`,
  );
}

const CSV_HEADER = [
  'number',
  'created_at',
  'status',
  'payment_method',
  'payment_status',
  'name',
  'email',
  'phone',
  'fulfilment',
  'address',
  'town',
  'postcode',
  'currency',
  'order_total',
  'product_id',
  'sku',
  'title',
  'quantity',
  'unit_price',
  'line_total',
];

function exportOrders(io: OrdersCliIo, orders: Order[], format: string) {
  if (format === 'json') {
    io.stdout.write(
      `${JSON.stringify(
        orders.map(({ visitorId: _visitor, ...order }) => order),
        null,
        2,
      )}\n`,
    );
    return;
  }
  io.stdout.write(`${formatCsvRecord(CSV_HEADER)}\r\n`);
  for (const order of orders)
    for (const line of order.lines)
      io.stdout.write(
        `${formatCsvRecord([
          order.number,
          order.createdAt,
          order.status,
          order.paymentMethod,
          order.paymentStatus,
          order.name,
          order.email,
          order.phone,
          order.fulfilment,
          order.address,
          order.town,
          order.postcode,
          order.currency,
          fromMinorUnits(order.totalMinor, order.currency),
          String(line.productId),
          line.sku,
          line.title,
          String(line.quantity),
          fromMinorUnits(line.unitPriceMinor, order.currency),
          fromMinorUnits(line.lineTotalMinor, order.currency),
        ])}\r\n`,
      );
}

/** Runs one command; returns the exit code. */
export async function runOrdersCommand(argv: string[], io: OrdersCliIo): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { format: { type: 'string' } },
    });
    const [command, ...rest] = positionals;
    const orders = createOrderRepository(io.database.db);
    const find = async (number: string | undefined) => {
      if (!number) throw new UsageError('give an order number');
      const order = await orders.findByNumber(number.trim().toUpperCase());
      if (!order) throw new Error(`no order "${printable(number)}"`);
      return order;
    };
    switch (command) {
      case 'list': {
        for (const order of await orders.listAll())
          io.stdout.write(
            `${[
              order.number,
              order.createdAt.slice(0, 16).replace('T', ' '),
              order.status,
              `${order.paymentMethod}/${order.paymentStatus}`,
              order.fulfilment,
              money(order, order.totalMinor),
              `${order.name} <${order.email}>`,
            ]
              .map(printable)
              .join('\t')}\n`,
          );
        return 0;
      }
      case 'show':
        showOrder(io, await find(rest[0]));
        return 0;
      case 'export': {
        const format = values.format ?? 'csv';
        if (format !== 'csv' && format !== 'json') throw new UsageError('--format is csv or json');
        exportOrders(io, await orders.listAll(), format);
        return 0;
      }
      case 'mark': {
        const status = rest[1] as OrderStatus | undefined;
        if (!status || !ORDER_STATUSES.includes(status))
          throw new UsageError(`give a status: ${ORDER_STATUSES.join(', ')}`);
        const order = await find(rest[0]);
        await orders.markStatus(order.number, status, (io.now ?? (() => new Date()))());
        io.stdout.write(`Order ${order.number}: ${order.status} → ${status}\n`);
        return 0;
      }
      default:
        throw new UsageError(command ? `unknown command "${printable(command)}"` : 'give a command');
    }
  } catch (error) {
    return exitOnError(io, 'orders', USAGE, error, printable);
  }
}

await runAsMain(import.meta.url, (argv, io) => runOrdersCommand(argv, io));
