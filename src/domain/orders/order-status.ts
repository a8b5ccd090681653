/** An order's status, as the spec's badges name them. */
export const ORDER_STATUSES = ['Processing', 'Shipped', 'In Transit', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: the shopper (cancel only), the shop's admin, or the shop itself (a UPI hold that ran out). */
export type Actor = 'shopper' | 'admin' | 'system';

/**
 * The order's life: Processing → Shipped → In Transit → Delivered, or Cancelled before it ships.
 * Each allowed move, with who may make it.
 */
const MOVES: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly Actor[]>>>> = {
  Processing: { Shipped: ['admin'], Cancelled: ['shopper', 'admin', 'system'] },
  Shipped: { 'In Transit': ['admin'] },
  'In Transit': { Delivered: ['admin'] },
  Delivered: {},
  Cancelled: {},
};

export function canMove(from: OrderStatus, to: OrderStatus, by: Actor): boolean {
  return MOVES[from][to]?.includes(by) ?? false;
}

/** The statuses `by` may move an order on to from `from`: what an admin's status menu offers. */
export function nextStatuses(from: OrderStatus, by: Actor): readonly OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMove(from, to, by));
}

/** The /orders tab an order is listed under, besides 'all'. */
export function ordersTabOf(status: OrderStatus): 'processing' | 'shipped' | 'delivered' | 'cancelled' {
  switch (status) {
    case 'Processing':
      return 'processing';
    case 'Shipped':
    case 'In Transit':
      return 'shipped';
    case 'Delivered':
      return 'delivered';
    case 'Cancelled':
      return 'cancelled';
  }
}
