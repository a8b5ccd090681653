import { describe, expect, it } from 'vitest';
import type { OrderFigureQueries } from '../../src/application/ports/order-figures';
import { deliveryPage, type DeliveryPage, type DeliveryQuery } from '../../src/domain/admin/deliveries';
import { indiaDateAfter } from '../../src/domain/orders/india-time';
import type { OwnedOrder } from '../../src/domain/orders/order';
import type { OrderStatus } from '../../src/domain/orders/order-status';
import { reportOrder } from '../support/report-orders';

// What every OrderFigureQueries answers for the Delivery section (deliveries): the page the
// domain's deliveryPage (deliveryBoard's order, overdue by India's day) makes of the same orders,
// wherever it is worked out. Compared by what the section shows of each row.

const HOUR = 3_600_000;

export interface DeliveryBoardFixture {
  readonly figures: OrderFigureQueries;
  /** A shopper's owner name, as the backend names an order's owner. */
  readonly owner: string;
  /** Writes these orders (their estimated day and shipment too) into the backend's own storage, as they are. */
  seed(orders: readonly OwnedOrder[]): Promise<void>;
}

/**
 * Eight orders on their way due from five days ago to three days ahead (three overdue, two due the
 * same day, one due today: not late), and three that are not on their way, due long ago.
 */
function ordersAt(now: number, owner: string): OwnedOrder[] {
  const spec: readonly [status: OrderStatus, dueInDays: number][] = [
    ['Shipped', 2],
    ['In Transit', -1],
    ['Delivered', -9],
    ['Shipped', 0],
    ['In Transit', 2],
    ['Processing', -6],
    ['Shipped', -5],
    ['In Transit', 3],
    ['Cancelled', -8],
    ['Shipped', -1],
    ['In Transit', 1],
  ];
  return spec.map(([status, dueInDays], index) => {
    const order = reportOrder({ sequence: index + 1, placedAt: now - (12 - index) * HOUR, lines: [{ productId: 1 + index, unitPrice: 49_900 }], status, owner });
    const shipped = status === 'Shipped' || status === 'In Transit' || status === 'Delivered';
    return {
      ...order,
      delivery: { ...order.delivery, estimatedDate: indiaDateAfter(now, dueInDays) },
      ...(shipped && { shipment: { courier: index % 2 ? 'Blue Dart' : 'Delhivery', trackingNumber: `TRK-${1000 + index}` } }),
    };
  });
}

/** What the section shows of a page: its counts and, for each row, the order, its day, its shipment and whether it is late. */
const shown = ({ rows, total, overdue }: DeliveryPage) => ({
  total,
  overdue,
  rows: rows.map((row) => [row.order.number, row.order.status, row.estimatedDate, row.overdue, row.courier, row.trackingNumber]),
});

export function deliveryBoardContract(name: string, make: () => Promise<DeliveryBoardFixture>): void {
  describe(`${name} (OrderFigureQueries contract: the Delivery board)`, () => {
    it("answers each page of the board, and of the overdue alone, as the domain's deliveryPage of the same orders", async () => {
      const { figures, owner, seed } = await make();
      const now = Date.now();
      const orders = ordersAt(now, owner);
      await seed(orders);
      const queries: DeliveryQuery[] = [
        ...[1, 2, 3, 4].map((page) => ({ overdueOnly: false, page, pageSize: 3 })),
        ...[1, 2].map((page) => ({ overdueOnly: true, page, pageSize: 2 })),
        { overdueOnly: false, page: 1, pageSize: 10 },
      ];
      for (const query of queries) {
        const answer = await figures.deliveries(now, query);
        expect(shown(answer), JSON.stringify(query)).toEqual(shown(deliveryPage(orders, now, query)));
      }
      // The case is not empty: the counts, the overdue first, a tie by number, today not late.
      const whole = await figures.deliveries(now, { overdueOnly: false, page: 1, pageSize: 10 });
      expect(whole).toMatchObject({ total: 8, overdue: 3 });
      expect(whole.rows.map((row) => row.order.number)).toEqual(['FZ00000007', 'FZ00000002', 'FZ00000010', 'FZ00000004', 'FZ00000011', 'FZ00000001', 'FZ00000005', 'FZ00000008']);
      expect(whole.rows.map((row) => row.overdue)).toEqual([true, true, true, false, false, false, false, false]);
      expect((await figures.deliveries(now, { overdueOnly: true, page: 1, pageSize: 10 })).total).toBe(3);
    });

    it('answers an empty board when nothing is on its way', async () => {
      const { figures, owner, seed } = await make();
      const now = Date.now();
      await seed(ordersAt(now, owner).filter((order) => order.status !== 'Shipped' && order.status !== 'In Transit'));
      expect(await figures.deliveries(now, { overdueOnly: false, page: 1, pageSize: 10 })).toEqual({ rows: [], total: 0, overdue: 0 });
    });
  });
}
