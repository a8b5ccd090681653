import type { Order } from '../orders/order';
import { indiaDate } from '../orders/india-time';

/** One order on its way, as the Delivery section lists it. */
export interface DeliveryRow {
  readonly order: Order;
  readonly courier: string;
  readonly trackingNumber: string;
  /** The promised day ('YYYY-MM-DD', India). */
  readonly estimatedDate: string;
  /** The promised day has passed in India and it has not arrived. */
  readonly overdue: boolean;
}

/** Whether `order` is on its way: shipped and not yet delivered. */
export function onItsWay(order: Pick<Order, 'status'>): boolean {
  return order.status === 'Shipped' || order.status === 'In Transit';
}

/**
 * Overdue: the estimated day is before today in India. Both are 'YYYY-MM-DD', so they compare as
 * strings; a delivery due today is not late yet.
 */
export function isOverdue(order: Pick<Order, 'delivery'>, now: number): boolean {
  return order.delivery.estimatedDate < indiaDate(now);
}

/** The orders on their way at `now`, the overdue first and then the soonest due, so the ones to chase come first. */
export function deliveryBoard(orders: readonly Order[], now: number): DeliveryRow[] {
  return orders
    .filter(onItsWay)
    .map((order) => ({
      order,
      courier: order.shipment?.courier ?? '',
      trackingNumber: order.shipment?.trackingNumber ?? '',
      estimatedDate: order.delivery.estimatedDate,
      overdue: isOverdue(order, now),
    }))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.estimatedDate.localeCompare(b.estimatedDate) || a.order.number.localeCompare(b.order.number));
}
