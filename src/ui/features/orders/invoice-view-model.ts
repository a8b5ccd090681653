import { inject, injectable } from 'inversify';
import { OrdersService } from '../../../application/orders/orders-service';
import { taxInvoice, type TaxInvoice } from '../../../domain/orders/invoice';
import { makeViewModel } from '../../lib/view-model';
import { SessionState } from '../../stores/session-state';
import { OrderLoader, type OrderLoadStatus } from './order-loader';

export type InvoiceStatus = OrderLoadStatus | 'cancelled' | 'not-issued';

/** /invoice/:number: the tax invoice of one of the shopper's orders once it shipped; a cancelled order has none. */
@injectable()
export class InvoiceViewModel {
  readonly loader: OrderLoader;

  constructor(@inject(SessionState) session: SessionState, @inject(OrdersService) service: OrdersService) {
    this.loader = new OrderLoader(session, service);
    makeViewModel(this, arguments);
  }

  start(): void {
    this.loader.start();
  }

  dispose(): void {
    this.loader.dispose();
  }

  load(orderNumber: string | undefined): Promise<void> {
    return this.loader.load(orderNumber);
  }

  get status(): InvoiceStatus {
    const order = this.loader.order;
    const kind = order && taxInvoice(order).kind;
    if (kind === 'cancelled' || kind === 'not-issued') return kind;
    return this.loader.status;
  }

  get invoice(): TaxInvoice | undefined {
    const order = this.loader.order;
    const outcome = order && taxInvoice(order);
    return outcome?.kind === 'invoice' ? outcome.invoice : undefined;
  }
}
