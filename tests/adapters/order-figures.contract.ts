import { describe, expect, it } from 'vitest';
import type { OrderFigureQueries } from '../../src/application/ports/order-figures';
import { activeSince, countActiveUsers } from '../../src/domain/admin/active-users';
import { orderActivity, orderFigures } from '../../src/domain/admin/dashboard-figures';
import type { OwnedOrder } from '../../src/domain/orders/order';
import type { OrderStatus } from '../../src/domain/orders/order-status';
import { reportOrder } from '../support/report-orders';

// What every OrderFigureQueries answers: the Dashboard's figures as the domain counts them over the
// same orders and logins (orderFigures, countActiveUsers, orderActivity), wherever they are counted.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const ACTIVITY_LIMIT = 8;

export interface Login {
  readonly owner: string;
  readonly at: number;
}

export interface OrderFiguresFixture {
  readonly figures: OrderFigureQueries;
  /** Three shoppers' owner names, as the backend names an order's owner. */
  readonly owners: readonly [string, string, string];
  /** Writes these orders and shoppers' logins into the backend's own storage, as they are. */
  seed(orders: readonly OwnedOrder[], logins: readonly Login[]): Promise<void>;
}

/** Orders over 40 days, every status, times away from the edges (a day's, the 30 days'). */
function ordersAt(now: number, [asha, ravi, nobody]: readonly [string, string, string]): OwnedOrder[] {
  const spec: readonly [owner: string, ago: number, status: OrderStatus, unitPrice: number][] = [
    [asha, 5 * 60_000, 'Processing', 129_900],
    [ravi, 20 * 60_000, 'Cancelled', 99_900],
    [asha, 1 * DAY + 3 * HOUR, 'Shipped', 249_900],
    [ravi, 2 * DAY + 5 * HOUR, 'Delivered', 59_900],
    [asha, 2 * DAY + 7 * HOUR, 'In Transit', 79_900],
    [ravi, 9 * DAY + 2 * HOUR, 'Delivered', 189_900],
    [asha, 28 * DAY + 1 * HOUR, 'Processing', 39_900],
    [nobody, 35 * DAY, 'Delivered', 299_900],
    [nobody, 40 * DAY, 'In Transit', 49_900],
  ];
  return spec.map(([owner, ago, status, unitPrice], index) =>
    reportOrder({ sequence: index + 1, placedAt: now - ago, lines: [{ productId: 1 + index, unitPrice }], status, owner }),
  );
}

export function orderFiguresContract(name: string, make: () => Promise<OrderFiguresFixture>): void {
  describe(`${name} (OrderFigureQueries contract)`, () => {
    it('answers the figures the domain counts over the same orders and logins', async () => {
      const { figures, owners, seed } = await make();
      const now = Date.now();
      const orders = ordersAt(now, owners);
      // One shopper logged in lately without ordering lately; one logged in too long ago.
      const logins = [
        { owner: owners[2], at: now - 3 * DAY },
        { owner: owners[1], at: now - 45 * DAY },
      ];
      await seed(orders, logins);
      // As a book lists them: newest first.
      const listed = [...orders].sort((a, b) => b.placedAt - a.placedAt);
      const signedIn = logins.filter(({ at }) => at >= activeSince(now)).map(({ owner }) => owner);
      const answer = await figures.dashboard(now, ACTIVITY_LIMIT);
      expect(answer).toEqual({ ...orderFigures(listed, now), activeUsers: countActiveUsers(listed, signedIn, now), recentOrders: orderActivity(listed, ACTIVITY_LIMIT) });
      // The case is not empty: each figure has something to count.
      expect(answer).toMatchObject({ ordersToday: 1, pendingDeliveries: 5, activeUsers: 3 });
      expect(answer.recentOrders).toHaveLength(ACTIVITY_LIMIT);
    });

    it("answers the orders' newest events alone, as orderActivity, at most the limit asked", async () => {
      const { figures, owners, seed } = await make();
      const now = Date.now();
      const orders = ordersAt(now, owners);
      await seed(orders, []);
      const listed = [...orders].sort((a, b) => b.placedAt - a.placedAt);
      for (const limit of [0, 3, 50]) expect(await figures.recentOrders(limit)).toEqual(orderActivity(listed, limit));
    });

    it('answers zeros and 30 empty days when there are no orders', async () => {
      const { figures, seed } = await make();
      await seed([], []);
      const now = Date.now();
      expect(await figures.dashboard(now, ACTIVITY_LIMIT)).toEqual({ ...orderFigures([], now), activeUsers: 0, recentOrders: [] });
    });
  });
}
