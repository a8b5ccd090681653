import { inject, injectable } from 'inversify';
import { DeliveryBoardService } from '../../../application/admin/delivery-board-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { DeliveryPage, DeliveryRow } from '../../../domain/admin/deliveries';
import { ORDER_PAGE_SIZE } from '../../../domain/admin/order-table';
import { pageCount } from '../../../domain/admin/pagination';
import type { Order } from '../../../domain/orders/order';
import { nextDeskMove } from '../../../domain/orders/order-desk';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { adminAnswer } from '../parts/admin-refusal';
import { TablePager } from '../parts/table-pager';
import { OrderDeskActions } from '../orders/order-desk-actions';

/**
 * The Delivery section: one page of the orders on their way (10, the overdue first), as the
 * backend answers it with the counts, or of the overdue alone; each moved on from here. Only the
 * latest question counts.
 */
@injectable()
export class DeliveryViewModel {
  /** Only the overdue deliveries are listed. */
  overdueOnly = false;
  private readonly board = new Loadable<DeliveryPage>();
  /** The page shown: the backend answers that page and the count of every row asked for. */
  readonly pager = new TablePager(() => this.total, 'deliveries', ORDER_PAGE_SIZE);

  constructor(
    @inject(DeliveryBoardService) private readonly service: DeliveryBoardService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(OrderDeskActions) readonly actions: OrderDeskActions,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  start(): Promise<void> {
    return this.load();
  }

  dispose(): void {
    this.board.cancel();
  }

  get status(): LoadStatus {
    return this.board.status;
  }

  /** The rows of the page shown (overdue judged by the backend's day at the last read). */
  get rows(): readonly DeliveryRow[] {
    return this.board.value?.rows ?? [];
  }

  /** How many rows the question finds over all pages. */
  get total(): number {
    return this.board.value?.total ?? 0;
  }

  /** How many orders on their way are overdue, whatever is listed. */
  get overdueCount(): number {
    return this.board.value?.overdue ?? 0;
  }

  /** Nothing is on its way at all (not merely nothing overdue). */
  get nothingOnItsWay(): boolean {
    return this.status === 'ready' && !this.overdueOnly && this.total === 0;
  }

  setOverdueOnly(on: boolean): Promise<void> {
    if (this.overdueOnly === on) return Promise.resolve();
    this.overdueOnly = on;
    this.pager.page = 1;
    return this.load();
  }

  goTo(page: number): Promise<void> {
    if (!this.pager.isOther(page)) return Promise.resolve();
    this.pager.page = page;
    return this.load();
  }

  /** Moves the order on to its next status (In Transit, Delivered), then reads the page again. */
  async moveOn(order: Order): Promise<void> {
    const next = nextDeskMove(order.status);
    if (!next) return;
    await this.actions.advance(order, next);
    await this.load();
  }

  reload(): Promise<void> {
    return this.load();
  }

  private load(): Promise<void> {
    const query = { overdueOnly: this.overdueOnly, page: this.pager.page, pageSize: ORDER_PAGE_SIZE };
    return this.board.load(
      async () => {
        const outcome = await this.service.page(query);
        if (outcome.kind === 'unavailable') throw new Error('The deliveries could not be read.');
        return adminAnswer(outcome, this.notifier).page;
      },
      {
        // Past the last page (the last delivery of it delivered meanwhile): the last page there is.
        apply: (answer) => {
          const pages = pageCount(answer.total, ORDER_PAGE_SIZE);
          if (pages > 0 && this.pager.page > pages) void Promise.resolve().then(() => this.goTo(pages));
        },
      },
    );
  }
}
