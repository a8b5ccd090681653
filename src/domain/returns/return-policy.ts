import type { Category } from '../catalogue/category';
import type { Order, OrderLine } from '../orders/order';
import { RETURNS } from '../policies/shop-policies';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long after delivery a return may be asked for (the policy's days). */
export const RETURN_WINDOW_MS = RETURNS.windowDays * DAY_MS;

/**
 * The policy's non-returnable goods, as our categories hold them. Underwear, swimwear, beauty
 * products, gift cards, Final Sale and personalised items are not sold here; earrings are sold
 * under accessories, which are therefore not taken back (hygiene: a worn accessory cannot be resold).
 */
export const NON_RETURNABLE_CATEGORIES: Readonly<Partial<Record<Category, string>>> = {
  accessories: 'Accessories, such as earrings, cannot be returned.',
};

export const NOT_DELIVERED = 'This order has not been delivered yet. You can return items once it is delivered.';
export const WINDOW_CLOSED = `This order was delivered more than ${RETURNS.windowDays} days ago: items can be returned within ${RETURNS.windowDays} days of delivery.`;
export const NOTHING_RETURNABLE = 'Nothing in this order can be returned: its items are non-returnable or already on their way back.';

/** When the order was delivered (its history's last 'Delivered'), or undefined while it is not. */
export function deliveredAt(order: Pick<Order, 'status' | 'history'>): number | undefined {
  if (order.status !== 'Delivered') return undefined;
  for (let i = order.history.length - 1; i >= 0; i--) if (order.history[i]!.status === 'Delivered') return order.history[i]!.at;
  return undefined;
}

/** Why `line` can never be returned, or undefined when it can. */
export function nonReturnableReason(line: Pick<OrderLine, 'category'>): string | undefined {
  return NON_RETURNABLE_CATEGORIES[line.category];
}

/** A line of an order, by what identifies it there: a product in a size appears once per order. */
export const lineKey = (line: { readonly productId: number; readonly size: string; readonly colour?: string }): string => `${line.productId}/${line.size}/${line.colour ?? ''}`;

export interface LineReturnability {
  readonly line: OrderLine;
  /** Undefined when it can be returned now; otherwise why not. */
  readonly refusal?: string;
}

export const ALREADY_REQUESTED = 'A return has already been requested for this item.';

export type OrderReturnability =
  /** Open until `until`; each line with why it cannot go back, if it cannot. */
  | { readonly kind: 'open'; readonly until: number; readonly lines: readonly LineReturnability[] }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * Whether items of `order` may be returned at `now`: delivered, within the window, and at least one
 * line returnable (not of a non-returnable category, not already asked for: `requested` holds the
 * keys of lines asked for earlier).
 */
export function orderReturnability(order: Order, now: number, requested: ReadonlySet<string>): OrderReturnability {
  const delivered = deliveredAt(order);
  if (delivered === undefined) return { kind: 'refused', reason: NOT_DELIVERED };
  const until = delivered + RETURN_WINDOW_MS;
  if (now >= until) return { kind: 'refused', reason: WINDOW_CLOSED };
  const lines = order.lines.map((line): LineReturnability => {
    const refusal = nonReturnableReason(line) ?? (requested.has(lineKey(line)) ? ALREADY_REQUESTED : undefined);
    return refusal ? { line, refusal } : { line };
  });
  if (lines.every((line) => line.refusal !== undefined)) return { kind: 'refused', reason: NOTHING_RETURNABLE };
  return { kind: 'open', until, lines };
}
