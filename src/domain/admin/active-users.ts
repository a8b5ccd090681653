import type { OwnedOrder } from '../orders/order';

/**
 * The dashboard's Active Users: the shoppers who logged in or ordered in the last ACTIVE_USER_DAYS
 * days, each counted once. A shopper is named as the order book names an order's owner
 * (OwnedOrder.owner), which is also how the ShopperSignInLog names who logged in: the two sets can
 * then be joined without counting anyone twice.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** How far back an order or a login makes a shopper active: one window for both. */
export const ACTIVE_USER_DAYS = 30;

/** The instant from which an order or a login counts at `now`. */
export function activeSince(now: number): number {
  return now - ACTIVE_USER_DAYS * DAY_MS;
}

/**
 * The owners of the orders placed from activeSince(now) to `now` (a cancelled order counts: the
 * shopper was there), joined with `signedInSince`, the shoppers who logged in since then, each once.
 * An order placed after `now` (a clock ahead of ours) is not counted, as the sales series leaves it out.
 */
export function countActiveUsers(orders: readonly Pick<OwnedOrder, 'owner' | 'placedAt'>[], signedInSince: readonly string[], now: number): number {
  const since = activeSince(now);
  const shoppers = new Set(signedInSince);
  for (const { owner, placedAt } of orders) if (placedAt >= since && placedAt <= now) shoppers.add(owner);
  return shoppers.size;
}
