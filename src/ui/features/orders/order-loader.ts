import { reaction } from 'mobx';
import type { OrderLookup, OrdersService } from '../../../application/orders/orders-service';
import type { Order } from '../../../domain/orders/order';
import { Loadable } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import type { SessionState } from '../../stores/session-state';

export type OrderLoadStatus = 'login-required' | 'loading' | 'not-found' | 'error' | 'ready';

/**
 * One of the shopper's orders, by its number from the address: what the order, confirmation and
 * invoice pages show. Read again when someone else logs in (in this tab or another); a visitor is
 * 'login-required' at once, without asking the book.
 */
export class OrderLoader {
  private readonly lookup = new Loadable<OrderLookup>();
  private orderNumber: string | undefined = undefined;
  /** The order as changed here (cancelled) since it was read. */
  private changed: Order | undefined = undefined;
  private stopFollowing: () => void = () => {};

  constructor(
    private readonly session: SessionState,
    private readonly service: OrdersService,
  ) {
    makeViewModel<this, 'stopFollowing'>(this, arguments, { stopFollowing: false }, { deep: false });
  }

  /** Follows the session while the page is shown (until dispose). */
  start(): void {
    this.stopFollowing = reaction(
      () => this.session.user?.phone,
      () => this.reload(),
    );
  }

  dispose(): void {
    this.stopFollowing();
    this.lookup.cancel();
  }

  /** Reads the order numbered `orderNumber` (the route's parameter). */
  load(orderNumber: string | undefined): Promise<void> {
    if (orderNumber !== this.orderNumber) this.changed = undefined;
    this.orderNumber = orderNumber;
    return this.reload({ fresh: true });
  }

  /** Shows `order` as it was handed over (the checkout's order just placed): numbered as the route asks, not read again. */
  show(order: Order): void {
    this.orderNumber = order.number;
    this.changed = undefined;
    this.lookup.cancel();
    this.lookup.seed({ kind: 'ok', order });
  }

  retry(): void {
    void this.reload();
  }

  get number(): string {
    return this.orderNumber ?? '';
  }

  get status(): OrderLoadStatus {
    if (!this.session.loggedIn) return 'login-required';
    const { status, value } = this.lookup;
    if (status === 'error') return 'error';
    if (status === 'loading' || !value) return 'loading';
    switch (value.kind) {
      case 'ok':
        return 'ready';
      case 'not-found':
        return 'not-found';
      case 'unavailable':
        return 'error';
      case 'login-required':
        // The session says someone is logged in but the book did not see them yet: it reads again on the change.
        return 'loading';
    }
  }

  get order(): Order | undefined {
    if (this.status !== 'ready') return undefined;
    return this.changed ?? (this.lookup.value?.kind === 'ok' ? this.lookup.value.order : undefined);
  }

  /** The order as it is now, after a change made on this page. */
  replace(order: Order): void {
    if (order.number === this.orderNumber) this.changed = order;
  }

  private reload({ fresh = false } = {}): Promise<void> {
    const orderNumber = this.orderNumber;
    if (orderNumber === undefined || !this.session.loggedIn) {
      this.lookup.clear();
      return Promise.resolve();
    }
    return this.lookup.load(() => this.service.find(orderNumber), { fresh, apply: () => (this.changed = undefined) });
  }
}
