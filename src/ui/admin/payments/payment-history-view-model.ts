import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { OrderDesk, type DeskPayment } from '../../../application/orders/order-desk';
import { NOTIFIER, type Notice, type Notifier } from '../../../application/ports/notifier';
import { ORDER_PAGE_SIZE } from '../../../domain/admin/order-table';
import { pageCount } from '../../../domain/admin/pagination';
import { NO_PAYMENT_FILTERS, paymentQuery, paymentRow, type PaymentFilters, type PaymentRow } from '../../../domain/admin/payment-history';
import type { OrderPage } from '../../../domain/orders/order-query';
import { upiReferenceProblem } from '../../../domain/orders/order-desk';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { settled } from '../../lib/settled';
import { makeViewModel } from '../../lib/view-model';
import { adminAnswer, refused } from '../parts/admin-refusal';
import { TablePager } from '../parts/table-pager';

export const PAYMENT_CONFIRMED = (orderNumber: string): Notice => ({ title: 'Payment confirmed', description: `The UPI payment for order ${orderNumber} is marked Paid.` });
export const REFUND_MARKED = (orderNumber: string): Notice => ({ title: 'Refund recorded', description: `The refund for order ${orderNumber} is marked Refunded.` });
export const PAYMENT_NOT_UPDATED_TITLE = 'Payment not updated';
export const PAYMENT_NOT_SAVED = 'The change could not be saved. Please try again.';
export const PAYMENT_ORDER_GONE = 'This order is no longer there.';

/**
 * Payment History: a row per order's payment, newest first, 10 a page, as the desk answers one page
 * of the filters (the payment's state, its method) with their count; the admin confirms a UPI
 * payment received (with its 12-digit reference) or records a refund paid back. Only the latest
 * question counts.
 */
@injectable()
export class PaymentHistoryViewModel {
  /** The row whose Confirm payment dialog is open. */
  confirming: PaymentRow | undefined = undefined;
  reference = '';
  referenceError: string | undefined = undefined;
  busy = false;
  filters: PaymentFilters = NO_PAYMENT_FILTERS;
  private readonly list = new Loadable<OrderPage>();
  /** The page shown: the desk answers that page and the count of every match. */
  readonly pager = new TablePager(() => this.total, 'payments', ORDER_PAGE_SIZE);

  constructor(
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(NOTIFIER) private readonly notifier: Notifier,
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

  /** The rows of the page shown, newest order first. */
  get rows(): readonly PaymentRow[] {
    return (this.list.value?.orders ?? []).map(paymentRow);
  }

  /** How many payments the filters find over all pages. */
  get total(): number {
    return this.list.value?.total ?? 0;
  }

  get filtered(): boolean {
    return this.filters.paymentState !== '' || this.filters.paymentMethod !== '';
  }

  setFilter<K extends keyof PaymentFilters>(key: K, value: PaymentFilters[K]): Promise<void> {
    if (this.filters[key] === value) return Promise.resolve();
    this.filters = { ...this.filters, [key]: value };
    this.pager.page = 1;
    return this.reload();
  }

  clearFilters(): Promise<void> {
    this.filters = NO_PAYMENT_FILTERS;
    this.pager.page = 1;
    return this.reload();
  }

  goTo(page: number): Promise<void> {
    if (!this.pager.isOther(page)) return Promise.resolve();
    this.pager.page = page;
    return this.reload();
  }

  // ---- Confirm payment ----

  askConfirm(row: PaymentRow): void {
    this.confirming = row;
    this.reference = '';
    this.referenceError = undefined;
  }

  closeConfirm(): void {
    this.confirming = undefined;
  }

  setReference(value: string): void {
    this.reference = value;
    if (this.referenceError) this.referenceError = upiReferenceProblem(value);
  }

  /** Confirms the open row's UPI payment with the reference typed; a bad reference is said at its field and nothing is sent. */
  async confirm(): Promise<boolean> {
    const row = this.confirming;
    if (!row || this.busy) return false;
    const problem = upiReferenceProblem(this.reference);
    this.referenceError = problem;
    if (problem) return false;
    const done = await this.write(() => this.desk.confirmPayment(row.orderNumber, this.reference.trim()), PAYMENT_CONFIRMED(row.orderNumber));
    if (done) runInAction(() => (this.confirming = undefined));
    return done;
  }

  markRefunded(row: PaymentRow): Promise<boolean> {
    return this.write(() => this.desk.markRefunded(row.orderNumber), REFUND_MARKED(row.orderNumber));
  }

  private async write(run: () => Promise<DeskPayment>, success: Notice): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const outcome = await settled(run());
    runInAction(() => (this.busy = false));
    switch (outcome.kind) {
      case 'settled':
        this.notifier.success(success);
        break;
      case 'admin-only':
        refused(this.notifier);
        return false;
      case 'invalid':
        runInAction(() => (this.referenceError = outcome.message));
        return false;
      case 'refused':
        this.notifier.error({ title: PAYMENT_NOT_UPDATED_TITLE, description: outcome.reason });
        break;
      case 'not-found':
        this.notifier.error({ title: PAYMENT_NOT_UPDATED_TITLE, description: PAYMENT_ORDER_GONE });
        break;
      case 'not-saved':
        this.notifier.error({ title: PAYMENT_NOT_UPDATED_TITLE, description: PAYMENT_NOT_SAVED });
        return false;
    }
    // Settled, or settled elsewhere meanwhile (a refusal): the history as the book has it now.
    await this.reload();
    return outcome.kind === 'settled';
  }

  reload(): Promise<void> {
    const query = paymentQuery(this.filters, this.pager.page);
    return this.list.load(
      async () => {
        const outcome = await this.desk.search(query);
        if (outcome.kind === 'unavailable') throw new Error('The payments could not be read.');
        return adminAnswer(outcome, this.notifier).page;
      },
      {
        // Past the last page (payments filtered away meanwhile: a refund marked): the last page there is.
        apply: (answer) => {
          const pages = pageCount(answer.total, ORDER_PAGE_SIZE);
          if (pages > 0 && this.pager.page > pages) void Promise.resolve().then(() => this.goTo(pages));
        },
      },
    );
  }
}
