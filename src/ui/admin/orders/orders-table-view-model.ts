import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { OrderDesk } from '../../../application/orders/order-desk';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { dateRangeProblem, filtersApplied, NO_ORDER_FILTERS, ORDER_PAGE_SIZE, orderQuery, type OrderFilters } from '../../../domain/admin/order-table';
import { pageCount } from '../../../domain/admin/pagination';
import type { Order, Shipment } from '../../../domain/orders/order';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { makeViewModel } from '../../lib/view-model';
import { adminAnswer } from '../parts/admin-refusal';
import { TablePager } from '../parts/table-pager';
import { OrderDeskActions } from './order-desk-actions';

interface TablePage {
  readonly orders: readonly Order[];
  readonly total: number;
}

/**
 * The admin's Orders section: the filters and the page (a change of filter goes back to page 1,
 * as the product table's search does), the one page the desk answered, the orders selected for a
 * bulk Mark as Shipped, and the order whose details are open. Only the latest question counts.
 */
@injectable()
export class OrdersTableViewModel {
  filters: OrderFilters = NO_ORDER_FILTERS;
  /** The order numbers ticked, on any page shown since the filters last changed. */
  selected: ReadonlySet<string> = new Set();
  /** The order whose details are open, as last read or written. */
  open: Order | undefined = undefined;
  private readonly table = new Loadable<TablePage>();
  /** The page shown: the book answers that page and the count of every match. */
  readonly pager = new TablePager(() => this.total, 'orders', ORDER_PAGE_SIZE);

  constructor(
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(OrderDeskActions) readonly actions: OrderDeskActions,
  ) {
    makeViewModel(this, arguments, {}, { deep: false });
  }

  start(): Promise<void> {
    return this.load();
  }

  dispose(): void {
    this.table.cancel();
  }

  get status(): LoadStatus {
    return this.table.status;
  }

  get orders(): readonly Order[] {
    return this.table.value?.orders ?? [];
  }

  get total(): number {
    return this.table.value?.total ?? 0;
  }

  get filtered(): boolean {
    return filtersApplied(this.filters);
  }

  /** Why the date range is not used (said at the fields), or undefined. */
  get dateProblem(): string | undefined {
    return dateRangeProblem(this.filters.from, this.filters.to);
  }

  setFilter<K extends keyof OrderFilters>(key: K, value: OrderFilters[K]): Promise<void> {
    if (this.filters[key] === value) return Promise.resolve();
    this.filters = { ...this.filters, [key]: value };
    this.pager.page = 1;
    this.selected = new Set();
    return this.load();
  }

  clearFilters(): Promise<void> {
    this.filters = NO_ORDER_FILTERS;
    this.pager.page = 1;
    this.selected = new Set();
    return this.load();
  }

  goTo(page: number): Promise<void> {
    if (!this.pager.isOther(page)) return Promise.resolve();
    this.pager.page = page;
    return this.load();
  }

  reload(): Promise<void> {
    return this.load();
  }

  // ---- Selection ----

  isSelected(number: string): boolean {
    return this.selected.has(number);
  }

  toggle(number: string, on: boolean): void {
    const next = new Set(this.selected);
    if (on) next.add(number);
    else next.delete(number);
    this.selected = next;
  }

  /** Whether every order of the page is ticked ('indeterminate' for some). */
  get pageSelection(): boolean | 'indeterminate' {
    const ticked = this.orders.filter((order) => this.selected.has(order.number)).length;
    if (ticked === 0) return false;
    return ticked === this.orders.length ? true : 'indeterminate';
  }

  togglePage(on: boolean): void {
    const next = new Set(this.selected);
    for (const order of this.orders) {
      if (on) next.add(order.number);
      else next.delete(order.number);
    }
    this.selected = next;
  }

  clearSelection(): void {
    this.selected = new Set();
  }

  /** The ticked orders of the page shown that can be shipped (only Processing ones). */
  get shippable(): readonly Order[] {
    return this.orders.filter((order) => this.selected.has(order.number) && order.status === 'Processing');
  }

  // ---- One order ----

  show(order: Order): void {
    this.open = order;
  }

  close(): void {
    this.open = undefined;
  }

  /** Moves the open order on (a forced move the machine refuses is said as a toast by the actions). */
  async advance(to: OrderStatus, shipment?: Shipment): Promise<boolean> {
    if (!this.open) return false;
    return this.changed(await this.actions.advance(this.open, to, shipment));
  }

  async cancel(reason: string): Promise<boolean> {
    if (!this.open) return false;
    return this.changed(await this.actions.cancel(this.open, reason));
  }

  /** Ships each ticked Processing order with its shipment; the shipped ones leave the selection. */
  async shipSelected(shipments: ReadonlyMap<string, Shipment>): Promise<boolean> {
    const shipped = await this.actions.shipMany(shipments);
    if (shipped.length === 0) return false;
    runInAction(() => {
      const next = new Set(this.selected);
      for (const number of shipped) next.delete(number);
      this.selected = next;
    });
    await this.load();
    return shipped.length === shipments.size;
  }

  private async changed(order: Order | undefined): Promise<boolean> {
    if (order) runInAction(() => (this.open = order));
    // Changed, or changed elsewhere meanwhile (a refusal): the page as the book has it now.
    await this.load();
    return order !== undefined;
  }

  private load(): Promise<void> {
    const query = orderQuery(this.filters, this.pager.page);
    return this.table.load(
      async () => {
        const outcome = await this.desk.search(query);
        if (outcome.kind === 'unavailable') throw new Error('The orders could not be read.');
        return adminAnswer(outcome, this.notifier).page;
      },
      {
        // Past the last page (orders filtered away meanwhile): the last page there is.
        apply: (answer) => {
          const pages = pageCount(answer.total, ORDER_PAGE_SIZE);
          if (pages > 0 && this.pager.page > pages) void Promise.resolve().then(() => this.goTo(pages));
          if (this.open) this.open = answer.orders.find((order) => order.number === this.open!.number) ?? this.open;
        },
      },
    );
  }
}
