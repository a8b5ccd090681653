import type { Page } from '@playwright/test';
import type { Product } from '../src/domain/catalogue/product';
import type { Size } from '../src/domain/catalogue/size';
import type { DeliveryAddress } from '../src/domain/orders/address';
import { newOrder, type Order } from '../src/domain/orders/order';
import { withInvoiceIssued } from '../src/domain/orders/invoice-issue';
import { orderNumber } from '../src/domain/orders/order-number';
import type { OrderStatus } from '../src/domain/orders/order-status';
import { orderTotals, type PaymentMethod } from '../src/domain/orders/order-totals';
import { toPaise } from '../src/domain/orders/paise';
import { CATALOGUE_KEY, ORDERS_KEY } from './checkout-helpers';
import { HOME } from '../tests/support/addresses';

// What the local order book keeps (src/adapters/local/local-order-book.ts): one record under
// `orders` with the last order number, the invoices given each financial year, and each shopper's
// orders (an order and the idempotency key it was placed with) keyed by phone.
export { CATALOGUE_KEY, ORDERS_KEY } from './checkout-helpers';

export const HOUR = 60 * 60 * 1000;

// The unit tests' addresses: the same shopper the order journeys log in as.
export const ASHA_HOME: DeliveryAddress = HOME;

export const ASHA_OFFICE: DeliveryAddress = {
  ...ASHA_HOME,
  line1: 'Tower B, 5th Floor, Cyber City',
  line2: 'DLF Phase 2',
  landmark: '',
  city: 'Gurugram',
  state: 'Haryana',
  pinCode: '122002',
};

export interface OrderSpec {
  /** Its place in the shop's sequence of orders: FZ00000001 for 1. */
  sequence: number;
  lines: readonly { product: Product; size?: Size; quantity?: number }[];
  payment?: PaymentMethod;
  address?: DeliveryAddress;
  /** When it was placed (epoch ms; default now). */
  placedAt?: number;
  /** Where the shop has moved it since ('Processing' as placed), an hour after placing. */
  status?: OrderStatus;
}

/** An order as the local order book would have placed it (totals, payment state, history) and moved it on (an invoice once shipped). */
export function anOrder({ sequence, lines, payment = 'cod', address = ASHA_HOME, placedAt = Date.now(), status = 'Processing' }: OrderSpec): Order {
  const bought = lines.map(({ product, size = 'M', quantity = 1 }) => ({
    productId: product.id,
    title: product.title,
    image: product.image,
    category: product.category,
    size,
    quantity,
    unitPrice: toPaise(product.price),
    mrp: Math.max(toPaise(product.price), toPaise(product.originalPrice)),
  }));
  const order = newOrder({
    number: orderNumber(sequence),
    placedAt,
    lines: bought,
    totals: orderTotals(bought, 'standard'),
    address,
    deliveryOption: 'standard',
    estimatedDate: new Date(placedAt + 4 * 24 * HOUR).toISOString().slice(0, 10),
    paymentMethod: payment,
  });
  if (status === 'Processing') return order;
  const moved: Order = { ...order, status, history: [...order.history, { status, at: placedAt + HOUR, by: status === 'Cancelled' ? 'shopper' : 'admin' }] };
  if (status === 'Cancelled') return { ...moved, payment: { ...moved.payment, state: payment === 'cod' ? 'void' : 'refund-due' } };
  // Moved on past Processing: shipped an hour after placing, its invoice issued then (numbered by its order's place, for short).
  return withInvoiceIssued(moved, placedAt + HOUR, sequence);
}

/**
 * Puts `orders` in the browser's order book for the shopper `phone`, before the first page runs
 * (once per tab: a reload keeps what the page wrote since, a cancellation).
 */
export async function seedOrders(page: Page, phone: string, orders: readonly Order[]): Promise<void> {
  // The last invoice number issued in each financial year, as the book counts them.
  const invoices: Record<string, number> = {};
  for (const { invoice } of orders) {
    if (!invoice) continue;
    const year = invoice.number.slice(3, 8);
    invoices[year] = Math.max(invoices[year] ?? 0, Number(invoice.number.slice(9)));
  }
  const record = {
    sequence: Math.max(0, ...orders.map((order) => Number(order.number.slice(2)))),
    invoices,
    byOwner: { [phone]: orders.map((order) => ({ ...order, key: `seeded-${order.number}` })) },
  };
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('orders-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('orders-seeded', '1');
      }
    },
    [ORDERS_KEY, JSON.stringify(record)] as const,
  );
}

/** Puts `products` in the browser's catalogue before the first page runs, once per tab (a cancellation's stock stays). */
export async function seedCatalogue(page: Page, products: readonly Product[]): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('catalogue-seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('catalogue-seeded', '1');
      }
    },
    [CATALOGUE_KEY, JSON.stringify({ state: { products }, version: 0 })] as const,
  );
}

/** The stock of product `id` in `size` (its first colour, if it has colours) as the browser's catalogue holds it now. */
export function storedStock(page: Page, id: number, size = 'M'): Promise<number | undefined> {
  type Stored = { id: number; variants?: { size: string; stock: number }[] };
  return page.evaluate(
    ([key, productId, wanted]) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { products?: Stored[] } }).state?.products
        ?.find((p) => p.id === productId)
        ?.variants?.find((variant) => variant.size === wanted)?.stock,
    [CATALOGUE_KEY, id, size] as const,
  );
}

/** The /orders list shown in the open tab. */
export const orderList = (page: Page, name = 'Your orders') => page.getByRole('list', { name });
