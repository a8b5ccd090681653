import { inject, injectable } from 'inversify';
import { OrderDesk, type DeskList } from '../../../application/orders/order-desk';
import { CLOCK, type Clock } from '../../../application/ports/clock';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { deliveryBoard, type DeliveryRow } from '../../../domain/admin/deliveries';
import { ORDER_PAGE_SIZE } from '../../../domain/admin/order-table';
import type { Order } from '../../../domain/orders/order';
import { nextDeskMove } from '../../../domain/orders/order-desk';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { adminAnswer } from '../parts/admin-refusal';
import { TablePager } from '../parts/table-pager';
import { OrderDeskActions } from '../orders/order-desk-actions';

type Listed = Extract<DeskList, { kind: 'ok' }>;

/** The Delivery section: the orders on their way, the overdue first, 10 a page, each moved on from here. */
@injectable()
export class DeliveryViewModel {
  private readonly list = new Loadable<Listed>();
  /** The page shown, 10 deliveries a page. */
  readonly pager = new TablePager(() => this.board.length, 'deliveries', ORDER_PAGE_SIZE);

  constructor(
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(OrderDeskActions) readonly actions: OrderDeskActions,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
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

  /** Every order on its way, as of the last read (overdue judged at that moment, India's day). */
  get board(): readonly DeliveryRow[] {
    return this.list.value ? deliveryBoard(this.list.value.orders, this.clock.now()) : [];
  }

  get rows(): readonly DeliveryRow[] {
    return this.pager.rowsOf(this.board);
  }

  get overdueCount(): number {
    return this.board.filter((row) => row.overdue).length;
  }

  goTo(page: number): void {
    this.pager.show(page);
  }

  /** Moves the order on to its next status (In Transit, Delivered), then reads the board again. */
  async moveOn(order: Order): Promise<void> {
    const next = nextDeskMove(order.status);
    if (!next) return;
    await this.actions.advance(order, next);
    await this.reload();
  }

  reload(): Promise<void> {
    return this.list
      .load(async () => {
        const outcome = await this.desk.list();
        if (outcome.kind === 'unavailable') throw new Error('The orders could not be read.');
        return adminAnswer(outcome, this.notifier);
      })
      .then(() => this.goTo(this.pager.page));
  }
}
