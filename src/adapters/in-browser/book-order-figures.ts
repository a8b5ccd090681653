import type { OrderActivity } from '../../domain/admin/dashboard-figures';
import type { DashboardOrderFigures, OrderFigureQueries } from '../../application/ports/order-figures';
import type { ShopperSignInLog } from '../../application/ports/shopper-sign-in-log';
import { activeSince, countActiveUsers } from '../../domain/admin/active-users';
import { orderActivity, orderFigures } from '../../domain/admin/dashboard-figures';
import { deliveryPage, type DeliveryPage, type DeliveryQuery } from '../../domain/admin/deliveries';
import type { WholeOrderBook } from './whole-order-book';

/**
 * The memory and local backends' figures: their book's orders are in the browser already, so they
 * are read whole and counted by the same domain functions the Dashboard has always used.
 */
export class BookOrderFigures implements OrderFigureQueries {
  constructor(
    private readonly book: WholeOrderBook,
    private readonly signIns: Pick<ShopperSignInLog, 'signedInSince'>,
  ) {}

  async dashboard(at: number, activityLimit: number): Promise<DashboardOrderFigures> {
    const [orders, signedIn] = await Promise.all([this.book.everyOrder(), this.signIns.signedInSince(activeSince(at))]);
    return { ...orderFigures(orders, at), activeUsers: countActiveUsers(orders, signedIn, at), recentOrders: orderActivity(orders, activityLimit) };
  }

  async recentOrders(limit: number): Promise<readonly OrderActivity[]> {
    return orderActivity(await this.book.everyOrder(), limit);
  }

  async deliveries(at: number, query: DeliveryQuery): Promise<DeliveryPage> {
    return deliveryPage(await this.book.everyOrder(), at, query);
  }
}
