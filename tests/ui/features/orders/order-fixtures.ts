import type { OrderBook } from '../../../../src/application/ports/order-book';
import type { Size } from '../../../../src/domain/catalogue/size';
import type { DeliveryAddress } from '../../../../src/domain/orders/address';
import type { Order } from '../../../../src/domain/orders/order';
import type { OrderStatus } from '../../../../src/domain/orders/order-status';
import { orderTotals, type PaymentMethod } from '../../../../src/domain/orders/order-totals';
import { toPaise } from '../../../../src/domain/orders/paise';
import { aProduct, inEverySize } from '../../../support/products';
import { HOME } from '../../../support/addresses';
import { createTestContainer, type TestContainer } from '../../../support/test-container';

export const ASHA = { phone: '9876543210', name: 'Asha' };
export const RAVI = { phone: '9123456789', name: 'Ravi' };

export const TEE = inEverySize(5, { id: 1, title: 'Crew Tee', price: 499, originalPrice: 999, category: 'tshirts' });
export const JEANS = inEverySize(10, { id: 2, title: 'Slim Jeans', price: 1299, originalPrice: 1299, category: 'jeans' });
export const PARKA = aProduct({ id: 3, title: 'Down Parka', price: 3499, originalPrice: 4999, stock: 3, category: 'outerwear' });

/** A test container with the three products, Asha logged in (unless `visitor`). */
export function shop({ visitor = false } = {}): TestContainer {
  const test = createTestContainer({ products: [TEE, JEANS, PARKA] });
  if (!visitor) test.session.logIn(ASHA);
  return test;
}

let keys = 0;

/** Places an order through the book, as the checkout does, at the clock's time (or `at`). */
export async function placeOrder(
  test: TestContainer,
  lines: readonly { product: { id: number; price: number }; size?: Size; quantity?: number }[],
  { payment = 'cod', address = HOME, owner = ASHA.phone, at = test.clock.now() }: { payment?: PaymentMethod; address?: DeliveryAddress; owner?: string; at?: number } = {},
): Promise<Order> {
  const request = lines.map(({ product, size = 'M', quantity = 1 }) => ({ productId: product.id, size, quantity, unitPrice: toPaise(product.price) }));
  const total = orderTotals(request, 'standard').total;
  keys += 1;
  // As the checkout asks it; not from the cart (no cart to empty).
  const placing = { idempotencyKey: `checkout-${keys}-key`, lines: request, address, deliveryOption: 'standard', paymentMethod: payment, total, fromCart: false } as const;
  const result = await test.orders.place(owner, placing, at);
  if (result.kind !== 'placed') throw new Error(`not placed: ${JSON.stringify(result)}`);
  return result.order;
}

/** The order as the shop moved it on to `status` `hours` after it was placed. */
export function movedTo(order: Order, status: OrderStatus, hours = 30): Order {
  return { ...order, status, history: [...order.history, { status, at: order.placedAt + hours * 3_600_000, by: 'admin' }] };
}

/** A book that lists these orders as they are (any status), for what only the shop can do to an order. */
export function bookOf(orders: readonly Order[]): OrderBook {
  const sorted = [...orders].sort((a, b) => b.placedAt - a.placedAt);
  return {
    place: () => Promise.reject(new Error('not here')),
    list: async () => sorted,
    find: async (_owner, number) => sorted.find((order) => order.number === number),
    cancel: () => Promise.reject(new Error('not here')),
    advance: () => Promise.reject(new Error('not here')),
    searchAll: () => Promise.reject(new Error('not here')),
    cancelByAdmin: () => Promise.reject(new Error('not here')),
    confirmPayment: () => Promise.reject(new Error('not here')),
    markRefunded: () => Promise.reject(new Error('not here')),
    // Nothing held: the orders stay as they are.
    releaseExpiredHolds: async () => 0,
  };
}

/** A book that cannot be reached. */
export const UNREACHABLE_BOOK: OrderBook = {
  place: () => Promise.reject(new Error('offline')),
  list: () => Promise.reject(new Error('offline')),
  find: () => Promise.reject(new Error('offline')),
  cancel: () => Promise.reject(new Error('offline')),
  advance: () => Promise.reject(new Error('offline')),
  searchAll: () => Promise.reject(new Error('offline')),
  cancelByAdmin: () => Promise.reject(new Error('offline')),
  confirmPayment: () => Promise.reject(new Error('offline')),
  markRefunded: () => Promise.reject(new Error('offline')),
  releaseExpiredHolds: () => Promise.reject(new Error('offline')),
};
