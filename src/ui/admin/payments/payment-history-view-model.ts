import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { OrderDesk, type DeskList, type DeskPayment } from '../../../application/orders/order-desk';
import { NOTIFIER, type Notice, type Notifier } from '../../../application/ports/notifier';
import { ORDER_PAGE_SIZE } from '../../../domain/admin/order-table';
import { paymentHistory, type PaymentRow } from '../../../domain/admin/payment-history';
import { upiReferenceProblem } from '../../../domain/orders/order-desk';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { settled } from '../../lib/settled';
import { makeViewModel } from '../../lib/view-model';
import { adminAnswer, refused } from '../parts/admin-refusal';
import { TablePager } from '../parts/table-pager';

type Listed = Extract<DeskList, { kind: 'ok' }>;

export const PAYMENT_CONFIRMED = (orderNumber: string): Notice => ({ title: 'Payment confirmed', description: `The UPI payment for order ${orderNumber} is marked Paid.` });
export const REFUND_MARKED = (orderNumber: string): Notice => ({ title: 'Refund recorded', description: `The refund for order ${orderNumber} is marked Refunded.` });
export const PAYMENT_NOT_UPDATED_TITLE = 'Payment not updated';
export const PAYMENT_NOT_SAVED = 'The change could not be saved. Please try again.';
export const PAYMENT_ORDER_GONE = 'This order is no longer there.';

/**
 * Payment History: a row per order's payment, newest first, 10 a page; the admin confirms a UPI
 * payment received (with its 12-digit reference) or records a refund paid back.
 */
@injectable()
export class PaymentHistoryViewModel {
  /** The row whose Confirm payment dialog is open. */
  confirming: PaymentRow | undefined = undefined;
  reference = '';
  referenceError: string | undefined = undefined;
  busy = false;
  private readonly list = new Loadable<Listed>();
  /** The page shown, 10 payments a page. */
  readonly pager = new TablePager(() => this.history.length, 'payments', ORDER_PAGE_SIZE);

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

  get history(): readonly PaymentRow[] {
    return this.list.value ? paymentHistory(this.list.value.orders) : [];
  }

  get rows(): readonly PaymentRow[] {
    return this.pager.rowsOf(this.history);
  }

  goTo(page: number): void {
    this.pager.show(page);
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
    return this.list
      .load(async () => {
        const outcome = await this.desk.list();
        if (outcome.kind === 'unavailable') throw new Error('The payments could not be read.');
        return adminAnswer(outcome, this.notifier);
      })
      .then(() => this.goTo(this.pager.page));
  }
}
