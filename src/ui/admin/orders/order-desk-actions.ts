import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { OrderDesk } from '../../../application/orders/order-desk';
import { NOTIFIER, type Notice, type Notifier } from '../../../application/ports/notifier';
import type { Order, Shipment } from '../../../domain/orders/order';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { settled } from '../../lib/settled';
import { makeViewModel } from '../../lib/view-model';
import { refused } from '../parts/admin-refusal';

export const ORDER_MOVED = (order: Order): Notice => ({ title: 'Order updated', description: `Order ${order.number} is now ${order.status}.` });
export const ORDER_CANCELLED = (order: Order): Notice => ({ title: 'Order cancelled', description: `Order ${order.number} is cancelled and its stock is back on sale.` });
export const ORDERS_SHIPPED = (count: number): Notice => ({ title: 'Orders shipped', description: `${count} ${count === 1 ? 'order is' : 'orders are'} now Shipped.` });
export const ORDER_NOT_MOVED_TITLE = 'Order not updated';
export const SOME_NOT_SHIPPED_TITLE = 'Some orders were not shipped';
export const ORDER_NOT_SAVED = 'The change could not be saved. Please try again.';
export const ORDER_GONE = 'This order is no longer there.';

/** What an order write answers, whichever it is (a move, a cancellation). */
type Written =
  | { readonly kind: 'moved' | 'cancelled'; readonly order: Order }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'not-found' | 'admin-only' | 'not-saved' }
  | { readonly kind: 'invalid'; readonly reason?: string; readonly message?: string };

/**
 * The back office's writes to one order or several: ship (with the courier and tracking number),
 * move on, cancel, ship many. Each says its outcome as a toast — the desk's own refusal when the
 * status machine does not allow the move, so a move forced past the buttons is refused in words —
 * and answers the order as it now is, or undefined when nothing changed.
 */
@injectable()
export class OrderDeskActions {
  /** A write is on its way (the buttons wait, and a second click does nothing). */
  busy = false;

  constructor(
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments);
  }

  advance(order: Pick<Order, 'number'>, to: OrderStatus, shipment?: Shipment): Promise<Order | undefined> {
    return this.write(() => this.desk.advance(order.number, to, shipment), ORDER_MOVED);
  }

  ship(order: Pick<Order, 'number'>, shipment: Shipment): Promise<Order | undefined> {
    return this.advance(order, 'Shipped', shipment);
  }

  cancel(order: Pick<Order, 'number'>, reason: string): Promise<Order | undefined> {
    return this.write(() => this.desk.cancel(order.number, reason), ORDER_CANCELLED);
  }

  /**
   * Ships each of `numbers` with its shipment, each on its own: one refused (moved on meanwhile)
   * leaves the others shipped. Answers the numbers shipped.
   */
  async shipMany(shipments: ReadonlyMap<string, Shipment>): Promise<readonly string[]> {
    if (this.busy || shipments.size === 0) return [];
    this.busy = true;
    const numbers = [...shipments.keys()];
    const outcome = await settled(this.desk.shipMany(numbers, shipments));
    runInAction(() => (this.busy = false));
    if (outcome.kind === 'admin-only') {
      refused(this.notifier);
      return [];
    }
    if (outcome.kind !== 'ok') {
      this.notifier.error({ title: ORDER_NOT_MOVED_TITLE, description: ORDER_NOT_SAVED });
      return [];
    }
    const shipped: string[] = [];
    const problems: string[] = [];
    for (const [number, result] of outcome.results) {
      if (result.kind === 'moved') shipped.push(number);
      else problems.push(`${number}: ${this.reasonOf(result)}`);
    }
    if (shipped.length > 0) this.notifier.success(ORDERS_SHIPPED(shipped.length));
    if (problems.length > 0) this.notifier.error({ title: SOME_NOT_SHIPPED_TITLE, description: problems.join(' ') });
    return shipped;
  }

  private async write(run: () => Promise<Written>, success: (order: Order) => Notice): Promise<Order | undefined> {
    if (this.busy) return undefined;
    this.busy = true;
    const outcome = await settled(run());
    runInAction(() => (this.busy = false));
    switch (outcome.kind) {
      case 'moved':
      case 'cancelled':
        this.notifier.success(success(outcome.order));
        return outcome.order;
      case 'admin-only':
        refused(this.notifier);
        return undefined;
      default:
        this.notifier.error({ title: ORDER_NOT_MOVED_TITLE, description: this.reasonOf(outcome) });
        return undefined;
    }
  }

  private reasonOf(outcome: Exclude<Written, { kind: 'moved' | 'cancelled' }>): string {
    switch (outcome.kind) {
      case 'refused':
        return outcome.reason;
      case 'invalid':
        return outcome.reason ?? outcome.message ?? ORDER_NOT_SAVED;
      case 'not-found':
        return ORDER_GONE;
      default:
        return ORDER_NOT_SAVED;
    }
  }
}
