import type { PaymentGateway, PaymentInstructions } from '../../application/ports/payment-gateway';
import { formatRupees } from '../../domain/money';
import type { Order } from '../../domain/orders/order';
import { toRupees } from '../../domain/orders/paise';
import { SHOP_IDENTITY } from '../../domain/orders/shop-identity';
import { UPI_MAX_AMOUNT, upiPayLink } from '../../domain/orders/upi-link';

/**
 * UPI by NPCI's deep link to the shop's UPI ID, the order number as its reference; cash on delivery
 * needs nothing. The same for every backend: the shop confirms a UPI payment itself.
 */
export class UpiPaymentGateway implements PaymentGateway {
  async instructions(order: Order): Promise<PaymentInstructions> {
    if (order.payment.method !== 'upi' || order.payment.state !== 'pending') return { kind: 'none' };
    const link = upiPayLink({
      payee: SHOP_IDENTITY.upiId,
      payeeName: SHOP_IDENTITY.upiPayeeName,
      orderNumber: order.number,
      note: `Fashion Zone order ${order.number}`,
      amount: order.totals.total,
    });
    if (!link) return { kind: 'unavailable', reason: `UPI takes payments of up to ${formatRupees(toRupees(UPI_MAX_AMOUNT))}` };
    return { kind: 'upi', link, payee: SHOP_IDENTITY.upiId };
  }
}
