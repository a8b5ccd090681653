import type { Paise } from '../orders/paise';
import type { Order } from '../orders/order';
import { lineKey } from './return-policy';
import type { ReturnReason, ReturnRequest } from './return-request';

/** The reasons that are the shop's fault: the delivery fee comes back with them (the return policy). */
export const SHOP_FAULT_REASONS: readonly ReturnReason[] = ['Defective or damaged', 'Wrong item received'];

/**
 * What the shop owes back for a return once inspected: for each accepted line, what was paid for it
 * (its price less its share of the order's discount, shared by the lines' prices, rounded to the
 * paisa); the delivery fee too when the return is the shop's fault or brings back the whole order.
 * Never more than the order's total. The database's move_return works it out the same way.
 */
export function refundDue(order: Pick<Order, 'lines' | 'totals'>, request: Pick<ReturnRequest, 'lines' | 'inspection' | 'reason'>): Paise {
  const { subtotal, discount, delivery, total } = order.totals;
  const accepted = request.lines.filter((_, i) => request.inspection?.[i]?.accepted === true);
  let owed = 0;
  for (const returned of accepted) {
    const bought = order.lines.find((line) => lineKey(line) === lineKey(returned));
    if (!bought) continue;
    const price = bought.unitPrice * Math.min(returned.quantity, bought.quantity);
    owed += price - (subtotal > 0 ? Math.round((discount * price) / subtotal) : 0);
  }
  const wholeOrder = order.lines.every((line) => accepted.some((returned) => lineKey(returned) === lineKey(line) && returned.quantity >= line.quantity));
  if (accepted.length > 0 && (wholeOrder || SHOP_FAULT_REASONS.includes(request.reason))) owed += delivery;
  return Math.max(0, Math.min(owed, total));
}
