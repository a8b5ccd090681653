import { inject, injectable } from 'inversify';
import { reaction, runInAction } from 'mobx';
import { OrdersService } from '../../../application/orders/orders-service';
import { CLOCK, type Clock } from '../../../application/ports/clock';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../../application/ports/payment-gateway';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../../application/ports/qr-code-renderer';
import { shopperMayCancel, type ShopperCancelCheck } from '../../../domain/orders/cancellation';
import type { Order } from '../../../domain/orders/order';
import { makeViewModel } from '../../lib/view-model';
import { SessionState } from '../../stores/session-state';
import { settled } from '../../lib/settled';
import { CancelOrderForm } from './cancel-order-form';
import { CANCEL_NOT_FOUND, CANCEL_NOT_SAVED, NOT_CANCELLED_TITLE, orderCancelled } from './order-notices';
import { OrderLoader, type OrderLoadStatus } from './order-loader';
import { OrderPayment } from './order-payment';

/**
 * One order of the shopper's (/order/:number): the order, how to pay for it, and its cancellation
 * while the policy allows it. (Its confirmation, /order-placed/:number, is OrderPlacedViewModel's.)
 */
@injectable()
export class OrderViewModel {
  readonly loader: OrderLoader;
  readonly payment: OrderPayment;
  readonly cancelForm = new CancelOrderForm();
  private stopFollowing: () => void = () => {};

  constructor(
    @inject(SessionState) session: SessionState,
    @inject(OrdersService) private readonly service: OrdersService,
    @inject(PAYMENT_GATEWAY) gateway: PaymentGateway,
    @inject(QR_CODE_RENDERER) qr: QrCodeRenderer,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    this.loader = new OrderLoader(session, service);
    this.payment = new OrderPayment(gateway, qr);
    makeViewModel<this, 'stopFollowing'>(this, arguments, { stopFollowing: false });
  }

  start(): void {
    this.loader.start();
    const stopPayment = reaction(() => this.loader.order, (order) => void this.payment.follow(order), { fireImmediately: true });
    this.stopFollowing = () => {
      stopPayment();
      this.loader.dispose();
    };
  }

  dispose(): void {
    this.stopFollowing();
  }

  load(orderNumber: string | undefined): Promise<void> {
    return this.loader.load(orderNumber);
  }

  get status(): OrderLoadStatus {
    return this.loader.status;
  }

  get order(): Order | undefined {
    return this.loader.order;
  }

  /** Whether the shopper may cancel now, and until when; or why not (undefined for no order). */
  get cancelCheck(): ShopperCancelCheck | undefined {
    const order = this.order;
    return order && shopperMayCancel(order, this.clock.now());
  }

  /** Sends the dialog's reason; the page shows the order as cancelled, or says why it is not. */
  async confirmCancel(): Promise<void> {
    const form = this.cancelForm;
    const order = this.order;
    if (!order || form.busy || !form.submit()) return;
    form.busy = true;
    const outcome = await settled(this.service.cancel(order.number, form.reason));
    runInAction(() => (form.busy = false));
    switch (outcome.kind) {
      case 'cancelled':
        this.loader.replace(outcome.order);
        form.setOpen(false);
        this.notifier.success(orderCancelled(outcome.order));
        return;
      case 'invalid-reason':
        runInAction(() => (form.refusedReason = outcome.message));
        return;
      case 'not-saved':
        this.notifier.error({ title: NOT_CANCELLED_TITLE, description: CANCEL_NOT_SAVED });
        return;
      case 'refused':
        form.setOpen(false);
        this.notifier.error({ title: NOT_CANCELLED_TITLE, description: outcome.reason });
        // The order moved on meanwhile (shipped, cancelled in another tab): show it as it is.
        this.loader.retry();
        return;
      case 'not-found':
        form.setOpen(false);
        this.notifier.error({ title: NOT_CANCELLED_TITLE, description: CANCEL_NOT_FOUND });
        this.loader.retry();
        return;
      case 'login-required':
        // The page asks them to log in.
        form.setOpen(false);
        return;
    }
  }
}
