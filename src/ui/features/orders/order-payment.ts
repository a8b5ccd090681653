import { runInAction } from 'mobx';
import type { PaymentGateway, PaymentInstructions } from '../../../application/ports/payment-gateway';
import type { QrCodeRenderer } from '../../../application/ports/qr-code-renderer';
import type { Order } from '../../../domain/orders/order';
import { makeViewModel } from '../../lib/view-model';

export const PAYMENT_DETAILS_FAILED = 'The payment details could not be loaded. Please reload the page.';

/**
 * How the shopper pays for the order shown: nothing to do, or a UPI app's link (a button at every
 * width) and its QR code, drawn only when a wide screen asks for it (a phone opens the link itself).
 */
export class OrderPayment {
  instructions: PaymentInstructions | undefined = undefined;
  /** The UPI link as a QR code image (a data URL); undefined until drawn, or when drawing failed. */
  qrCode: string | undefined = undefined;
  qrFailed = false;
  /** The order and payment state the instructions are for: another asks again. */
  private asked: string | undefined = undefined;
  private drawing: string | undefined = undefined;

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly qr: QrCodeRenderer,
  ) {
    makeViewModel<this, 'asked' | 'drawing'>(this, arguments, { asked: false, drawing: false }, { deep: false });
  }

  /** The UPI link to pay by, when there is one. */
  get upiLink(): string | undefined {
    return this.instructions?.kind === 'upi' ? this.instructions.link : undefined;
  }

  /** Asks how to pay for `order` (once per order and payment state); nothing for no order. */
  async follow(order: Order | undefined): Promise<void> {
    const key = order && `${order.number}/${order.payment.method}/${order.payment.state}/${order.totals.total}`;
    if (key === this.asked) return;
    this.asked = key;
    this.instructions = undefined;
    this.qrCode = undefined;
    this.qrFailed = false;
    if (!order) return;
    let instructions: PaymentInstructions;
    try {
      instructions = await this.gateway.instructions(order);
    } catch {
      instructions = { kind: 'unavailable', reason: PAYMENT_DETAILS_FAILED };
    }
    runInAction(() => {
      if (this.asked === key) this.instructions = instructions;
    });
  }

  /** Draws the UPI link's QR code, once (a wide screen shows it beside the button). */
  async drawQrCode(): Promise<void> {
    const link = this.upiLink;
    if (!link || this.qrCode || this.drawing === link) return;
    this.drawing = link;
    try {
      const image = await this.qr.toDataUrl(link);
      runInAction(() => {
        if (this.upiLink === link) this.qrCode = image;
      });
    } catch {
      runInAction(() => (this.qrFailed = true));
    } finally {
      this.drawing = undefined;
    }
  }
}
