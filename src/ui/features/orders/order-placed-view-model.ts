import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction } from 'mobx';
import { OrdersService } from '../../../application/orders/orders-service';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../../application/ports/payment-gateway';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../../application/ports/qr-code-renderer';
import type { Order } from '../../../domain/orders/order';
import { PlacedOrderHandOff } from '../../stores/placed-order-hand-off';
import { SessionState } from '../../stores/session-state';
import { OrderLoader, type OrderLoadStatus } from './order-loader';
import { OrderPayment } from './order-payment';

/**
 * The checkout's last page, /order-placed/:number: the order the checkout handed over, shown as
 * placed without reading it again; opened any other way (a reload, a shared link), the order as
 * read from the book. Then how to pay for it (a UPI order).
 */
@injectable()
export class OrderPlacedViewModel {
  readonly loader: OrderLoader;
  readonly payment: OrderPayment;
  /** The number of the order handed over and shown: opened again with it (StrictMode's second effect), nothing is read. */
  private handedNumber: string | undefined = undefined;
  private stopFollowing: () => void = () => {};

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(OrdersService) service: OrdersService,
    @inject(PAYMENT_GATEWAY) gateway: PaymentGateway,
    @inject(QR_CODE_RENDERER) qr: QrCodeRenderer,
    @inject(PlacedOrderHandOff) private readonly handOff: PlacedOrderHandOff,
  ) {
    this.loader = new OrderLoader(session, service);
    this.payment = new OrderPayment(gateway, qr);
    makeAutoObservable<this, 'session' | 'handOff' | 'handedNumber' | 'stopFollowing'>(
      this,
      { loader: false, payment: false, session: false, handOff: false, handedNumber: false, stopFollowing: false },
      { autoBind: true },
    );
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

  /** Shows the order numbered `orderNumber` (the route's parameter): the one handed over, else as read. */
  open(orderNumber: string | undefined): Promise<void> {
    const handed = this.handOff.take(orderNumber, this.session.user?.phone);
    if (handed) {
      this.handedNumber = handed.number;
      this.loader.show(handed);
      return Promise.resolve();
    }
    if (orderNumber !== undefined && orderNumber === this.handedNumber && this.loader.order?.number === orderNumber) return Promise.resolve();
    this.handedNumber = undefined;
    return this.loader.load(orderNumber);
  }

  get status(): OrderLoadStatus {
    return this.loader.status;
  }

  get order(): Order | undefined {
    return this.loader.order;
  }
}
