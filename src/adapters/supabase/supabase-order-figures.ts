import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { DashboardOrderFigures, OrderFigureQueries } from '../../application/ports/order-figures';
import { SALES_SERIES_DAYS, type OrderActivity } from '../../domain/admin/dashboard-figures';
import { deliveryRowOn, onItsWay, type DeliveryPage, type DeliveryQuery } from '../../domain/admin/deliveries';
import { orderPaging } from '../../domain/orders/order-query';
import { readStoredOrder, withoutKey } from '../../domain/orders/stored-order';
import { ORDER_STATUSES } from '../../domain/orders/order-status';
import { failed } from './supabase-errors';

const REFUSALS = { '42501': 'only the admin reads them' };

const paise = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

// Never a wrong figure: an answer not of this shape is an error, not zeros.
const orderEvent = z.object({
  kind: z.literal('order'),
  at: z.number().int(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  by: z.enum(['shopper', 'admin', 'system']),
  placed: z.boolean(),
});

const answer = z.object({
  revenueToday: paise,
  ordersToday: count,
  pendingDeliveries: count,
  activeUsers: count,
  series: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), revenue: paise, orders: count })).length(SALES_SERIES_DAYS),
  recentOrders: z.array(orderEvent),
});

// delivery_board: India's day by the server's clock, the counts, and the page's orders (order_json).
const deliveryAnswer = z.object({
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  total: count,
  overdue: count,
  orders: z.array(z.unknown()),
});

/**
 * The figures in the project's database: `dashboard_figures(activity_limit)`
 * and `recent_order_events(activity_limit)`
 * (supabase/migrations/20261202100500_dashboard_figures.sql), and the Delivery section's page,
 * `delivery_board(overdue_only, page_offset, page_size)` (20261202100700_delivery_and_payment_pages.sql),
 * count them in SQL by the server's clock, for an admin only (at aal2 when the admin has a second
 * factor), and answer a few kilobytes whatever the number of orders.
 */
export class SupabaseOrderFigures implements OrderFigureQueries {
  constructor(private readonly client: SupabaseClient) {}

  async dashboard(_at: number, activityLimit: number): Promise<DashboardOrderFigures> {
    const { data, error } = await this.client.rpc('dashboard_figures', { activity_limit: activityLimit });
    if (error) throw failed("The dashboard's figures could not be read", error, REFUSALS);
    const parsed = answer.safeParse(data);
    if (!parsed.success) throw new Error("The dashboard's figures could not be read: the database answered what dashboard_figures never answers.");
    return parsed.data;
  }

  async recentOrders(limit: number): Promise<readonly OrderActivity[]> {
    const { data, error } = await this.client.rpc('recent_order_events', { activity_limit: limit });
    if (error) throw failed("The orders' recent activity could not be read", error, REFUSALS);
    const parsed = z.array(orderEvent).safeParse(data);
    if (!parsed.success) throw new Error("The orders' recent activity could not be read: the database answered what recent_order_events never answers.");
    return parsed.data;
  }

  async deliveries(_at: number, query: DeliveryQuery): Promise<DeliveryPage> {
    const { offset, size } = orderPaging(query);
    const { data, error } = await this.client.rpc('delivery_board', { overdue_only: query.overdueOnly, page_offset: offset, page_size: size });
    if (error) throw failed('The deliveries could not be read', error, REFUSALS);
    const parsed = deliveryAnswer.safeParse(data);
    if (!parsed.success) throw new Error('The deliveries could not be read: the database answered what delivery_board never answers.');
    const { today, total, overdue, orders } = parsed.data;
    // Overdue judged by the server's day, as it counted them. An order this store cannot read is
    // left out of the page (as search_orders' are), never shown wrong.
    const rows = orders.flatMap((raw) => {
      const stored = readStoredOrder(raw);
      return stored && onItsWay(stored) ? [deliveryRowOn(withoutKey(stored), today)] : [];
    });
    return { rows, total, overdue };
  }
}
