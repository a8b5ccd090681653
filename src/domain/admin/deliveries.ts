import type { Order } from '../orders/order';
import { indiaDate } from '../orders/india-time';
import { orderPaging } from '../orders/order-query';

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
  return isOverdueOn(order, indiaDate(now));
}

/** Overdue as of India day `today` ('YYYY-MM-DD'): the day a database's clock says, or indiaDate(now). */
export function isOverdueOn(order: Pick<Order, 'delivery'>, today: string): boolean {
  return order.delivery.estimatedDate < today;
}

/** The Delivery row of `order`, on its way, as of India day `today`. */
export function deliveryRowOn(order: Order, today: string): DeliveryRow {
  return {
    order,
    courier: order.shipment?.courier ?? '',
    trackingNumber: order.shipment?.trackingNumber ?? '',
    estimatedDate: order.delivery.estimatedDate,
    overdue: isOverdueOn(order, today),
  };
}

/**
 * The orders on their way at `now`, the overdue first and then the soonest due, so the ones to
 * chase come first. The overdue are exactly those due before today, so this is the order of the
 * estimated day, then of the number (a database walks one index in that order).
 */
export function deliveryBoard(orders: readonly Order[], now: number): DeliveryRow[] {
  const today = indiaDate(now);
  return orders
    .filter(onItsWay)
    .map((order) => deliveryRowOn(order, today))
    .sort((a, b) => Number(b.overdue) - Number(a.overdue) || a.estimatedDate.localeCompare(b.estimatedDate) || a.order.number.localeCompare(b.order.number));
}

/** The Delivery section's question: one page of the board, or of its overdue rows alone. */
export interface DeliveryQuery {
  readonly overdueOnly: boolean;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

/** One page of the board, and the counts the section says: every row the query finds, and the overdue of the whole board. */
export interface DeliveryPage {
  readonly rows: readonly DeliveryRow[];
  /** How many rows the query finds (the overdue alone when it asks for them). */
  readonly total: number;
  /** How many orders on their way are overdue, whatever the query. */
  readonly overdue: number;
}

/** The page of deliveryBoard(orders, now) that `query` asks for (orderPaging's bounds), with its counts. */
export function deliveryPage(orders: readonly Order[], now: number, query: DeliveryQuery): DeliveryPage {
  const board = deliveryBoard(orders, now);
  const overdue = board.filter((row) => row.overdue).length;
  const found = query.overdueOnly ? board.slice(0, overdue) : board;
  const { offset, size } = orderPaging(query);
  return { rows: found.slice(offset, offset + size), total: found.length, overdue };
}
