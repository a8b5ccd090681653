import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { OrderDesk, type DeskList } from '../../../application/orders/order-desk';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { Order } from '../../../domain/orders/order';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { Loadable, type LoadStatus } from '../../kit/loadable';
import { settled } from '../../kit/settled';
import { adminAnswer, refused } from '../parts/admin-refusal';

export const ORDER_MOVED = (order: Order) => ({ title: 'Order updated', description: `Order ${order.number} is now ${order.status}.` });
export const ORDER_NOT_MOVED_TITLE = 'Order not updated';
export const ORDER_NOT_SAVED = 'The change could not be saved. Please try again.';
export const ORDER_GONE = 'This order is no longer there.';

type Listed = Extract<DeskList, { kind: 'ok' }>;

/** The admin's Orders section: every shopper's order, each moved on to its next status. */
@injectable()
export class OrdersDeskViewModel {
  private readonly list = new Loadable<Listed>();
  /** The order being moved (its button waits). */
  movingNumber: string | undefined = undefined;

  constructor(
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'desk' | 'notifier' | 'list'>(this, { desk: false, notifier: false, list: false }, { autoBind: true, deep: false });
  }

  start(): Promise<void> {
    return this.reload();
  }

  dispose(): void {
    this.list.cancel();
  }

  get status(): LoadStatus {
    return this.list.status;
  }

  get orders(): readonly Order[] {
    return this.list.value?.orders ?? [];
  }

  async advance(order: Order, to: OrderStatus): Promise<void> {
    if (this.movingNumber) return;
    this.movingNumber = order.number;
    const outcome = await settled(this.desk.advance(order.number, to));
    runInAction(() => (this.movingNumber = undefined));
    switch (outcome.kind) {
      case 'moved':
        this.notifier.success(ORDER_MOVED(outcome.order));
        break;
      case 'admin-only':
        refused(this.notifier);
        return;
      case 'refused':
        this.notifier.error({ title: ORDER_NOT_MOVED_TITLE, description: outcome.reason });
        break;
      case 'not-found':
        this.notifier.error({ title: ORDER_NOT_MOVED_TITLE, description: ORDER_GONE });
        break;
      case 'not-saved':
        this.notifier.error({ title: ORDER_NOT_MOVED_TITLE, description: ORDER_NOT_SAVED });
        return;
    }
    // Moved, or moved on meanwhile elsewhere: the list as the book has it now.
    await this.reload();
  }

  private reload(): Promise<void> {
    return this.list.load(async () => {
      const outcome = await this.desk.list();
      if (outcome.kind === 'unavailable') throw new Error('The orders could not be read.');
      return adminAnswer(outcome, this.notifier);
    });
  }
}
