import type { Order, PaymentState } from './order';
import { nextStatuses, type OrderStatus } from './order-status';

/**
 * The statuses the back office moves an order on to from `from`: the admin's moves of the status
 * machine, except a cancellation, which also puts stock back and so is not a plain status move
 * (the shopper's cancel does it; the admin's comes with the back-office issue).
 */
export function deskMoves(from: OrderStatus): readonly OrderStatus[] {
  return nextStatuses(from, 'admin').filter((to) => to !== 'Cancelled');
}

/** The next status the desk offers for an order in `from`, or undefined at the end of its road. */
export function nextDeskMove(from: OrderStatus): OrderStatus | undefined {
  return deskMoves(from)[0];
}

export type DeskMove = { readonly kind: 'moved'; readonly order: Order } | { readonly kind: 'refused'; readonly reason: string };

/** Why the desk cannot move an order from `from` to `to` (the words the database says too). */
export function deskMoveRefusal(from: OrderStatus, to: OrderStatus): string {
  return `An order that is ${from} cannot be moved to ${to}.`;
}

/** The payment once delivered: cash on delivery is collected at the door. */
function paymentOnArrival(state: PaymentState): PaymentState {
  return state === 'cod-due' ? 'paid' : state;
}

/** `order` moved by the admin to `to` at `at`, its history recording it; refused when the machine does not allow it. */
export function moveByDesk(order: Order, to: OrderStatus, at: number): DeskMove {
  if (!deskMoves(order.status).includes(to)) return { kind: 'refused', reason: deskMoveRefusal(order.status, to) };
  return {
    kind: 'moved',
    order: {
      ...order,
      status: to,
      payment: to === 'Delivered' ? { ...order.payment, state: paymentOnArrival(order.payment.state) } : order.payment,
      history: [...order.history, { status: to, at, by: 'admin' }],
    },
  };
}
