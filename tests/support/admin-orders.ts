import type { DeliveryAddress } from '../../src/domain/orders/address';
import type { Order } from '../../src/domain/orders/order';
import type { OrderRequest } from '../../src/domain/orders/order-request';
import { orderTotals, type PaymentMethod } from '../../src/domain/orders/order-totals';
import { HOME } from './addresses';
import { aProduct } from './products';
import { createTestContainer, type TestContainer } from './test-container';

// The admin order screens' tests: a shop with one tee and orders placed through the memory book,
// as the checkout places them.

export const TEE = aProduct({ id: 1, title: 'Crew Tee', price: 499, originalPrice: 999, stock: 500 });
export const SHOPPER_PHONE = '9876543210';

export interface OrderSpec {
  payment?: PaymentMethod;
  address?: DeliveryAddress;
  quantity?: number;
  /** Placed this many days before the shop's clock (its delivery day counted from then), not now. */
  placedDaysAgo?: number;
}

let keys = 0;

export function teeRequest({ payment = 'cod', address = HOME, quantity = 1 }: OrderSpec = {}): OrderRequest {
  const lines = [{ productId: TEE.id, size: 'M' as const, quantity, unitPrice: 49_900 }];
  keys += 1;
  return { idempotencyKey: `admin-orders-${keys}`, lines, address, deliveryOption: 'standard', paymentMethod: payment, total: orderTotals(lines, 'standard').total, fromCart: false };
}

/** A shop holding an order for each spec, placed a minute apart (the first the oldest). */
export async function shopWithOrders(specs: readonly OrderSpec[]): Promise<{ test: TestContainer; orders: Order[] }> {
  const test = createTestContainer({ products: [TEE] });
  const orders: Order[] = [];
  for (const spec of specs) {
    const placed = await test.orders.place(SHOPPER_PHONE, teeRequest(spec), test.clock.now() - (spec.placedDaysAgo ?? 0) * 86_400_000);
    if (placed.kind !== 'placed') throw new Error(placed.kind);
    orders.push(placed.order);
    test.clock.advance(60_000);
  }
  return { test, orders };
}
