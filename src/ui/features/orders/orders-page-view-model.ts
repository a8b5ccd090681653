import { inject, injectable } from 'inversify';
import { reaction } from 'mobx';
import { OrdersService, type OrdersList } from '../../../application/orders/orders-service';
import type { Order } from '../../../domain/orders/order';
import { ordersTabOf } from '../../../domain/orders/order-status';
import { Loadable } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { SessionState } from '../../stores/session-state';

/** The /orders tabs: every order, or those of one status group. */
export type OrdersTab = 'all' | ReturnType<typeof ordersTabOf>;

export type OrdersPageStatus = 'login-required' | 'loading' | 'error' | 'ready';

/** /orders: the logged-in shopper's orders, newest first (as the book lists them), by tab. */
@injectable()
export class OrdersPageViewModel {
  private readonly list = new Loadable<OrdersList>();
  private stopFollowing: () => void = () => {};

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(OrdersService) private readonly service: OrdersService,
  ) {
    makeViewModel<this, 'stopFollowing'>(this, arguments, { stopFollowing: false });
  }

  /** Reads the orders of whoever is logged in, and again when that changes (until dispose). */
  start(): void {
    this.stopFollowing = reaction(
      () => this.session.user?.phone,
      (phone) => {
        if (phone === undefined) this.list.clear();
        else void this.list.load(() => this.service.list(), { fresh: true });
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stopFollowing();
    this.list.cancel();
  }

  get status(): OrdersPageStatus {
    if (!this.session.loggedIn) return 'login-required';
    const { status, value } = this.list;
    if (status === 'error' || value?.kind === 'unavailable') return 'error';
    if (status === 'loading' || value?.kind !== 'ok') return 'loading';
    return 'ready';
  }

  get orders(): readonly Order[] {
    return this.list.value?.kind === 'ok' ? this.list.value.orders : [];
  }

  /** The orders listed under `tab`, newest first. */
  ordersIn(tab: OrdersTab): readonly Order[] {
    return tab === 'all' ? this.orders : this.orders.filter((order) => ordersTabOf(order.status) === tab);
  }

  retry(): void {
    void this.list.load(() => this.service.list());
  }
}
