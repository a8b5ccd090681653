import fc from 'fast-check';
import { CATEGORIES, type Category } from '../../src/domain/catalogue/category';
import type { Size } from '../../src/domain/catalogue/size';
import type { DeliveryAddress } from '../../src/domain/orders/address';
import { newOrder, paymentStateAfterCancel, type OrderLine, type OwnedOrder } from '../../src/domain/orders/order';
import { orderNumber } from '../../src/domain/orders/order-number';
import { ORDER_STATUSES, type OrderStatus } from '../../src/domain/orders/order-status';
import { orderTotals, type PaymentMethod } from '../../src/domain/orders/order-totals';
import { HOME, OFFICE, PARENTS } from './addresses';

// Orders as the reports and the dashboard read them, made directly (no book): for the domain's
// tests, fast-check's arbitraries, and the back-office bench's 100,000 lines.

export const ADDRESSES: readonly DeliveryAddress[] = [HOME, OFFICE, PARENTS];
const SIZES: readonly Size[] = ['S', 'M', 'L', 'XL'];

export interface LineSpec {
  readonly productId: number;
  readonly category?: Category;
  readonly unitPrice: number;
  readonly quantity?: number;
  readonly size?: Size;
  readonly title?: string;
  readonly colour?: string;
  readonly sku?: string;
}

export interface ReportOrderSpec {
  readonly sequence: number;
  readonly placedAt: number;
  readonly lines: readonly LineSpec[];
  readonly address?: DeliveryAddress;
  readonly payment?: PaymentMethod;
  readonly status?: OrderStatus;
  readonly discount?: number;
  readonly option?: 'standard' | 'express';
  /** The account it was placed for (OwnedOrder.owner); by default the address's mobile. */
  readonly owner?: string;
}

export function orderLine({ productId, category = 'tshirts', unitPrice, quantity = 1, size = 'M', title = `Product ${productId}`, colour, sku }: LineSpec): OrderLine {
  return { productId, title, image: `/images/products/${productId}.svg`, category, size, quantity, unitPrice, mrp: unitPrice, ...(colour ? { colour } : {}), ...(sku ? { sku } : {}) };
}

/** An order as a book lists it for the admin, moved on to `status` an hour after placing. */
export function reportOrder({ sequence, placedAt, lines, address = HOME, payment = 'cod', status = 'Processing', discount = 0, option = 'standard', owner = address.mobile }: ReportOrderSpec): OwnedOrder {
  const bought = lines.map(orderLine);
  const placed = newOrder({
    number: orderNumber(sequence),
    placedAt,
    lines: bought,
    totals: orderTotals(bought, option, discount),
    address,
    deliveryOption: option,
    estimatedDate: new Date(placedAt + 4 * 86_400_000).toISOString().slice(0, 10),
    paymentMethod: payment,
  });
  const order = { ...placed, owner };
  if (status === 'Processing') return order;
  const by = status === 'Cancelled' ? 'shopper' : 'admin';
  return {
    ...order,
    status,
    payment: status === 'Cancelled' ? { ...order.payment, state: paymentStateAfterCancel(order.payment.state) } : order.payment,
    history: [...order.history, { status, at: placedAt + 3_600_000, by }],
  };
}

/** `count` orders of `linesEach` lines, one every `stepMs` from `from`, over three addresses (two states) and every status. */
export function generateOrders(count: number, { from, stepMs, linesEach = 1 }: { from: number; stepMs: number; linesEach?: number }): OwnedOrder[] {
  return Array.from({ length: count }, (_, i) =>
    reportOrder({
      sequence: i + 1,
      placedAt: from + i * stepMs,
      lines: Array.from({ length: linesEach }, (_, j) => ({
        productId: 1 + ((i * 7 + j * 13) % 500),
        category: CATEGORIES[(i + j) % CATEGORIES.length]!,
        unitPrice: 29_900 + ((i * 31 + j * 17) % 400) * 1_000,
        quantity: 1 + ((i + j) % 3),
        size: SIZES[(i + j) % SIZES.length]!,
      })),
      address: ADDRESSES[i % ADDRESSES.length],
      payment: i % 2 === 0 ? 'cod' : 'upi',
      status: ORDER_STATUSES[i % ORDER_STATUSES.length],
      discount: i % 4 === 0 ? 5_000 : 0,
    }),
  );
}

const NASTY_TEXT = fc.oneof(
  fc.string({ unit: fc.constantFrom('=', '+', '-', '−', '@', '\t', '\r', '\n', '"', ',', ' ', 'a', 'Z', '₹', 'अ', "'", ';', '1') }),
  fc.string(),
);

/** Orders with random lines, prices, discounts, statuses and addresses whose names and titles are hostile to a spreadsheet. */
export const arbitraryOrders = (placedFrom: number, spanMs: number) =>
  fc
    .array(
      fc.record({
        offset: fc.integer({ min: 0, max: spanMs }),
        lines: fc.array(
          fc.record({
            productId: fc.integer({ min: 1, max: 30 }),
            category: fc.constantFrom(...CATEGORIES),
            unitPrice: fc.integer({ min: 100, max: 1_000_000 }),
            quantity: fc.integer({ min: 1, max: 5 }),
            title: NASTY_TEXT,
          }),
          { minLength: 1, maxLength: 4 },
        ),
        address: fc.constantFrom(...ADDRESSES),
        name: NASTY_TEXT,
        payment: fc.constantFrom<PaymentMethod>('cod', 'upi'),
        status: fc.constantFrom(...ORDER_STATUSES),
        discount: fc.integer({ min: 0, max: 200_000 }),
        option: fc.constantFrom<'standard' | 'express'>('standard', 'express'),
      }),
      { maxLength: 25 },
    )
    .map((specs) =>
      specs.map((spec, i) =>
        reportOrder({ ...spec, sequence: i + 1, placedAt: placedFrom + spec.offset, address: { ...spec.address, fullName: spec.name } }),
      ),
    );
