import type { PaymentGateway, PaymentInstructions } from '../../application/ports/payment-gateway';
import { formatRupees } from '../../domain/money';
import type { Order } from '../../domain/orders/order';
import { toRupees } from '../../domain/orders/paise';
import type { ShopIdentity } from '../../domain/orders/shop-identity';
import { UPI_MAX_AMOUNT, upiPayLink } from '../../domain/orders/upi-link';

/**
 * UPI by NPCI's deep link to the shop's UPI ID (the store settings' identity, as it is when the
 * shopper pays), the order number as its reference; cash on delivery needs nothing. The same for
 * every backend: the shop confirms a UPI payment itself.
 */
export class UpiPaymentGateway implements PaymentGateway {
  constructor(private readonly identity: () => Promise<Pick<ShopIdentity, 'upiId' | 'upiPayeeName'>>) {}

  async instructions(order: Order): Promise<PaymentInstructions> {
    if (order.payment.method !== 'upi' || order.payment.state !== 'pending') return { kind: 'none' };
    const { upiId, upiPayeeName } = await this.identity();
    const link = upiPayLink({
      payee: upiId,
      payeeName: upiPayeeName,
      orderNumber: order.number,
      note: `Fashion Zone order ${order.number}`,
      amount: order.totals.total,
    });
    if (!link) return { kind: 'unavailable', reason: `UPI takes payments of up to ${formatRupees(toRupees(UPI_MAX_AMOUNT))}` };
    return { kind: 'upi', link, payee: upiId };
  }
}
