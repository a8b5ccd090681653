import { describe } from 'vitest';
import { countActiveUsers } from '../../src/domain/admin/active-users';
import { orderFigures, recentActivity } from '../../src/domain/admin/dashboard-figures';
import { RECENT_ACTIVITY_SHOWN } from '../../src/domain/admin/activity';
import { searchOrders } from '../../src/domain/orders/order-query';
import { orderLinesCsv } from '../../src/domain/reports/order-lines-export';
import { thisMonth } from '../../src/domain/reports/report-range';
import { salesSummary } from '../../src/domain/reports/sales-summary';
import { generateProducts } from '../support/products';
import { generateOrders } from '../support/report-orders';
import { benchAmongPasses } from './calibration';

// The back office's work over every order, in the domain (what each backend's book hands it: the
// local and memory books all of them, Supabase's as the admin reads them), at 10,000 and 100,000
// order lines: orders of two lines placed evenly over the last 60 days, in every status, to three
// addresses in two states. The calibration is one pass over as many products as there are lines.
const NOW = Date.parse('2026-11-26T12:00:00+05:30');
const SPAN_MS = 60 * 24 * 60 * 60 * 1000;
const LINES_EACH = 2;

for (const lines of [10_000, 100_000]) {
  describe(`back office over ${lines.toLocaleString('en')} order lines`, async () => {
    const count = lines / LINES_EACH;
    const orders = generateOrders(count, { from: NOW - SPAN_MS, stepMs: Math.floor(SPAN_MS / count), linesEach: LINES_EACH });
    const month = thisMonth(NOW);
    const yardstick = generateProducts(lines);

    await benchAmongPasses(yardstick, {
      // The Dashboard's cards and chart: one pass for revenue today, pending deliveries and the
      // 30-day series; one for active users (the orders' owners with the shoppers' logins, none
      // here); another keeping the newest activity.
      'dashboard figures': () => {
        const figures = orderFigures(orders, NOW);
        if (countActiveUsers(orders, [], NOW) === 0) throw new Error('nobody active');
        if (recentActivity(orders, [], RECENT_ACTIVITY_SHOWN).length !== RECENT_ACTIVITY_SHOWN || figures.series.length !== 30) throw new Error('figures missing');
      },
      // The Reports section's summary of this month (about half the orders): each order's tax invoice.
      'report summary, this month': () => {
        if (salesSummary(orders, month).orders === 0) throw new Error('nothing summed');
      },
      'report CSV export, this month': () => {
        if (orderLinesCsv(orders, month).length === 0) throw new Error('nothing written');
      },
      // The Orders table's first page (10, newest first) through the domain's order query, and a search by phone.
      'orders table, first page': () => {
        if (searchOrders(orders, { page: 1, pageSize: 10 }).orders.length !== 10) throw new Error('page missing');
      },
      'orders table, search by phone': () => {
        if (searchOrders(orders, { text: '7012345678', page: 1, pageSize: 10 }).total === 0) throw new Error('nothing found');
      },
    });
  });
}
