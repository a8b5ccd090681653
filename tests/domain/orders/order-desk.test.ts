import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newOrder, paymentReceived, paymentStateAfterCancel, PAYMENT_STATE_LABELS, type Order, type OrderLine, type PaymentState } from '../../../src/domain/orders/order';
import {
  cancelByDesk,
  cancelExpiredHold,
  confirmUpi,
  COURIER_LENGTH,
  COURIER_REQUIRED,
  deskMoves,
  expiredHold,
  moveByDesk,
  NO_PAYMENT_RECEIVED,
  NOT_OWED_A_REFUND,
  refund,
  shipmentProblem,
  TRACKING_REQUIRED,
  TRACKING_SHAPE,
  UPI_REFERENCE_SHAPE,
  upiReferenceProblem,
} from '../../../src/domain/orders/order-desk';
import { canMove, ORDER_STATUSES, type Actor, type OrderStatus } from '../../../src/domain/orders/order-status';
import type { PaymentMethod } from '../../../src/domain/orders/order-totals';
import { readStoredOrder } from '../../../src/domain/orders/stored-order';
import { HOME } from '../../support/addresses';
import { A_SHIPMENT } from '../../support/shipment';

const PLACED = 1_780_000_000_000;
const MINUTE = 60_000;
const REFERENCE = '412345678901';

const line = (productId: number, quantity: number): OrderLine => ({
  productId,
  title: `Item ${productId}`,
  image: `/images/${productId}.jpg`,
  category: 'tshirts',
  size: 'M',
  quantity,
  unitPrice: 49_900,
  mrp: 99_900,
});

function anOrder(method: PaymentMethod = 'cod', lines: readonly OrderLine[] = [line(1, 2), line(2, 1), line(1, 1)]): Order {
  return newOrder({
    number: 'FZ00000007',
    placedAt: PLACED,
    lines,
    totals: { subtotal: 199_600, delivery: 0, discount: 0, total: 199_600 },
    address: HOME,
    deliveryOption: 'standard',
    estimatedDate: '2026-06-01',
    paymentMethod: method,
  });
}

/** `order` as the desk took it through `statuses`, a second apart. */
function movedThrough(order: Order, statuses: readonly OrderStatus[]): Order {
  return statuses.reduce((current, to, step) => {
    const move = moveByDesk(current, to, PLACED + (step + 1) * 1000, A_SHIPMENT);
    if (move.kind !== 'moved') throw new Error(move.reason);
    return move.order;
  }, order);
}

const statusArb = fc.constantFrom(...ORDER_STATUSES);
const actorArb = fc.constantFrom<Actor>('shopper', 'admin', 'system');
const ROAD = ['Processing', 'Shipped', 'In Transit', 'Delivered'] as const;
/** An order in any status the machine can reach, by the road or by a cancellation before shipping. */
const reachedArb = fc.oneof(
  fc.integer({ min: 0, max: 3 }).map((steps) => movedThrough(anOrder(), ROAD.slice(1, steps + 1))),
  fc.constant(cancelByDesk(anOrder(), 'Out of stock', PLACED + 1) as { order: Order }).map((c) => c.order),
);

describe('the status machine, by role', () => {
  it('lets only the admin ship and deliver; the shopper and the shop itself only cancel, and only before shipping', () => {
    fc.assert(
      fc.property(statusArb, statusArb, actorArb, (from, to, by) => {
        const allowed = canMove(from, to, by);
        const expected =
          (by === 'admin' && ((from === 'Processing' && to === 'Shipped') || (from === 'Shipped' && to === 'In Transit') || (from === 'In Transit' && to === 'Delivered'))) ||
          (from === 'Processing' && to === 'Cancelled');
        expect(allowed).toBe(expected);
      }),
    );
  });

  it('the desk moves an order exactly where the machine lets the admin (a cancellation aside), one status at a time', () => {
    fc.assert(
      fc.property(reachedArb, statusArb, (order, to) => {
        const move = moveByDesk(order, to, PLACED + 10_000, A_SHIPMENT);
        const allowed = canMove(order.status, to, 'admin') && to !== 'Cancelled';
        expect(move.kind).toBe(allowed ? 'moved' : 'refused');
        expect(deskMoves(order.status).includes(to)).toBe(allowed);
        if (move.kind === 'moved') {
          expect(move.order.status).toBe(to);
          expect(move.order.history).toEqual([...order.history, { status: to, at: PLACED + 10_000, by: 'admin' }]);
        } else {
          expect(move.reason).toBe(`An order that is ${order.status} cannot be moved to ${to}.`);
        }
      }),
    );
  });

  it('ships with the courier and tracking number (trimmed), and refuses to ship without them', () => {
    const order = anOrder();
    expect(moveByDesk(order, 'Shipped', PLACED)).toEqual({ kind: 'refused', reason: COURIER_REQUIRED });
    expect(moveByDesk(order, 'Shipped', PLACED, { courier: 'Delhivery', trackingNumber: 'AB 12' })).toEqual({ kind: 'refused', reason: TRACKING_SHAPE });
    const shipped = moveByDesk(order, 'Shipped', PLACED, { courier: '  Blue Dart ', trackingNumber: ' BD-123456 ' });
    expect(shipped).toMatchObject({ kind: 'moved', order: { status: 'Shipped', shipment: { courier: 'Blue Dart', trackingNumber: 'BD-123456' } } });
  });

  it('collects cash at delivery, when it was settled; leaves a UPI payment as it was', () => {
    const cod = movedThrough(anOrder('cod'), ['Shipped', 'In Transit', 'Delivered']);
    expect(cod.payment).toEqual({ method: 'cod', state: 'paid', settledAt: PLACED + 3000 });
    const upi = movedThrough(anOrder('upi'), ['Shipped', 'In Transit', 'Delivered']);
    expect(upi.payment).toEqual({ method: 'upi', state: 'pending' });
  });
});

describe('the shipment', () => {
  it.each([
    [undefined, COURIER_REQUIRED],
    [{ courier: '  ', trackingNumber: 'ABC123' }, COURIER_REQUIRED],
    [{ courier: 'D', trackingNumber: 'ABC123' }, COURIER_LENGTH],
    [{ courier: 'x'.repeat(41), trackingNumber: 'ABC123' }, COURIER_LENGTH],
    [{ courier: 'DTDC', trackingNumber: '' }, TRACKING_REQUIRED],
    [{ courier: 'DTDC', trackingNumber: 'AB123' }, TRACKING_SHAPE],
    [{ courier: 'DTDC', trackingNumber: 'x'.repeat(31) }, TRACKING_SHAPE],
    [{ courier: 'DTDC', trackingNumber: 'AB_1234' }, TRACKING_SHAPE],
    [{ courier: 'DTDC', trackingNumber: '१२३४५६७' }, TRACKING_SHAPE],
  ])('refuses %j: %s', (shipment, message) => {
    expect(shipmentProblem(shipment as never)).toBe(message);
  });

  it('takes a courier of 2 to 40 characters and a tracking number of 6 to 30 letters, digits or hyphens', () => {
    for (const shipment of [{ courier: 'DL', trackingNumber: 'abc123' }, { courier: 'x'.repeat(40), trackingNumber: `A-${'9'.repeat(28)}` }, A_SHIPMENT]) {
      expect(shipmentProblem(shipment)).toBeUndefined();
    }
  });
});

describe('cancelling at the desk', () => {
  it('cancels a processing order by the admin with the reason: every unit back, cash void, UPI void unless received', () => {
    const cod = cancelByDesk(anOrder('cod'), 'Out of stock', PLACED + 5);
    if (cod.kind !== 'cancelled') throw new Error(cod.reason);
    expect(cod.order.status).toBe('Cancelled');
    expect(cod.order.payment.state).toBe('void');
    expect(cod.order.history.at(-1)).toEqual({ status: 'Cancelled', at: PLACED + 5, by: 'admin', note: 'Out of stock' });
    expect(cod.restock).toEqual([
      { productId: 1, size: 'M', quantity: 2 },
      { productId: 2, size: 'M', quantity: 1 },
      { productId: 1, size: 'M', quantity: 1 },
    ]);
    expect(cancelByDesk(anOrder('upi'), 'Out of stock', PLACED)).toMatchObject({ order: { payment: { state: 'void' } } });
    const paid = (confirmUpi(anOrder('upi'), REFERENCE, PLACED) as { order: Order }).order;
    expect(cancelByDesk(paid, 'Out of stock', PLACED)).toMatchObject({ order: { payment: { state: 'refund-due', upiReference: REFERENCE } } });
  });

  it('refuses once it has left the shop, or when it is already cancelled', () => {
    for (const statuses of [['Shipped'], ['Shipped', 'In Transit'], ['Shipped', 'In Transit', 'Delivered']] as const) {
      const order = movedThrough(anOrder(), statuses);
      expect(cancelByDesk(order, 'Late', PLACED)).toEqual({ kind: 'refused', reason: `An order that is ${order.status} cannot be cancelled: it has left the shop.` });
    }
    const cancelled = (cancelByDesk(anOrder(), 'Late', PLACED) as { order: Order }).order;
    expect(cancelByDesk(cancelled, 'Again', PLACED)).toEqual({ kind: 'refused', reason: 'This order is already cancelled.' });
  });
});

describe('the UPI hold', () => {
  it('runs out for a pending UPI order still processing, from the hold minutes after placing', () => {
    const upi = anOrder('upi');
    expect(expiredHold(upi, PLACED + 30 * MINUTE - 1, 30)).toBe(false);
    expect(expiredHold(upi, PLACED + 30 * MINUTE, 30)).toBe(true);
    expect(expiredHold(anOrder('cod'), PLACED + 999 * MINUTE, 30)).toBe(false);
    const paid = (confirmUpi(upi, REFERENCE, PLACED + 1) as { order: Order }).order;
    expect(expiredHold(paid, PLACED + 999 * MINUTE, 30)).toBe(false);
    expect(expiredHold(movedThrough(upi, ['Shipped']), PLACED + 999 * MINUTE, 30)).toBe(false);
  });

  it('is cancelled by the shop itself: stock back, nothing owed', () => {
    const released = cancelExpiredHold(anOrder('upi'), PLACED + 45 * MINUTE, 45);
    expect(released).toMatchObject({ kind: 'cancelled', order: { status: 'Cancelled', payment: { method: 'upi', state: 'void' } } });
    if (released.kind !== 'cancelled') return;
    expect(released.order.history.at(-1)).toEqual({ status: 'Cancelled', at: PLACED + 45 * MINUTE, by: 'system', note: 'The UPI payment was not confirmed within 45 minutes.' });
    expect(cancelExpiredHold(anOrder('upi'), PLACED + 44 * MINUTE, 45).kind).toBe('refused');
  });

  it('never runs out earlier than the hold, whatever the hold and the time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 1440 }), fc.integer({ min: 0, max: 3 * 1440 * MINUTE }), (hold, elapsed) => {
        expect(expiredHold(anOrder('upi'), PLACED + elapsed, hold)).toBe(elapsed >= hold * MINUTE);
      }),
    );
  });
});

describe('payments at the desk', () => {
  it('confirms a pending UPI payment with its 12-digit reference, when it was settled', () => {
    expect(confirmUpi(anOrder('upi'), ` ${REFERENCE} `, PLACED + 9)).toEqual({
      kind: 'settled',
      order: { ...anOrder('upi'), payment: { method: 'upi', state: 'paid', upiReference: REFERENCE, settledAt: PLACED + 9 } },
    });
  });

  it('refuses a reference that is not 12 digits', () => {
    for (const bad of ['', '12345678901', '1234567890123', '12345678901a', '१२३४५६७८९०१२', undefined]) expect(upiReferenceProblem(bad), String(bad)).toBe(UPI_REFERENCE_SHAPE);
    expect(confirmUpi(anOrder('upi'), '123', PLACED)).toEqual({ kind: 'refused', reason: UPI_REFERENCE_SHAPE });
  });

  it('refuses to confirm a cash order, a payment already confirmed, or a cancelled order', () => {
    expect(confirmUpi(anOrder('cod'), REFERENCE, PLACED)).toEqual({ kind: 'refused', reason: 'A cash order is paid at the door: it is collected when the order is delivered.' });
    const paid = (confirmUpi(anOrder('upi'), REFERENCE, PLACED) as { order: Order }).order;
    expect(confirmUpi(paid, REFERENCE, PLACED)).toEqual({ kind: 'refused', reason: 'This payment is already confirmed.' });
    const cancelled = (cancelByDesk(anOrder('upi'), 'Late', PLACED) as { order: Order }).order;
    expect(confirmUpi(cancelled, REFERENCE, PLACED)).toEqual({ kind: 'refused', reason: 'This order is cancelled: its payment can no longer be confirmed.' });
  });

  it('marks a refund owed as refunded, once; refuses an order owed none', () => {
    const paid = (confirmUpi(anOrder('upi'), REFERENCE, PLACED) as { order: Order }).order;
    const owed = (cancelByDesk(paid, 'Late', PLACED) as { order: Order }).order;
    const refunded = refund(owed, PLACED + 100);
    expect(refunded).toEqual({ kind: 'settled', order: { ...owed, payment: { method: 'upi', state: 'refunded', upiReference: REFERENCE, settledAt: PLACED + 100 } } });
    expect(refund((refunded as { order: Order }).order, PLACED)).toEqual({ kind: 'refused', reason: 'This refund is already marked as paid.' });
    expect(refund(anOrder('upi'), PLACED)).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
    expect(refund(anOrder('cod'), PLACED)).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
    expect(refund((cancelByDesk(anOrder('upi'), 'Late', PLACED) as { order: Order }).order, PLACED)).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
  });

  it('refuses a refund owed on a payment never received (an order kept before the rule): no reference, no cash collected', () => {
    for (const method of ['upi', 'cod'] as const) {
      const legacy: Order = { ...anOrder(method), status: 'Cancelled', payment: { method, state: 'refund-due' } };
      expect(refund(legacy, PLACED)).toEqual({ kind: 'refused', reason: NO_PAYMENT_RECEIVED });
    }
  });
});

describe('refunds only of money received, for any payment', () => {
  const STATES = Object.keys(PAYMENT_STATE_LABELS) as PaymentState[];
  const paymentArb = fc.record(
    {
      method: fc.constantFrom('cod' as const, 'upi' as const),
      state: fc.constantFrom(...STATES),
      upiReference: fc.constant(REFERENCE),
      settledAt: fc.integer({ min: PLACED, max: PLACED + 1e9 }),
    },
    { requiredKeys: ['method', 'state'] },
  );

  it('a cancellation owes back only a payment received, and a refund settles only one', () => {
    fc.assert(
      fc.property(paymentArb, (payment) => {
        const after = paymentStateAfterCancel(payment.state);
        if (payment.state === 'pending' || payment.state === 'cod-due') expect(after).toBe('void');
        const order: Order = { ...anOrder(payment.method), status: 'Cancelled', payment };
        if (refund(order, PLACED).kind === 'settled') expect(paymentReceived(payment)).toBe(true);
      }),
    );
  });
});

describe('the stored order with what the desk adds', () => {
  const stored = (order: Order) => ({ ...order, key: 'checkout-key-1' });

  it('reads back a shipment, a UPI reference and a settling time', () => {
    const shipped = movedThrough((confirmUpi(anOrder('upi'), REFERENCE, PLACED + 1) as { order: Order }).order, ['Shipped']);
    expect(readStoredOrder(stored(shipped))).toEqual(stored(shipped));
  });

  it('reads a refund owed on a UPI payment never confirmed (kept before the rule) as void, and one received as owed', () => {
    const legacy = stored({ ...anOrder('upi'), status: 'Cancelled', payment: { method: 'upi', state: 'refund-due' } });
    expect(readStoredOrder(legacy)?.payment).toEqual({ method: 'upi', state: 'void' });
    const received = stored({ ...anOrder('upi'), status: 'Cancelled', payment: { method: 'upi', state: 'refund-due', upiReference: REFERENCE, settledAt: PLACED } });
    expect(readStoredOrder(received)).toEqual(received);
  });

  it.each([
    ['a tracking number with a space', { shipment: { courier: 'DTDC', trackingNumber: 'AB 123456' } }],
    ['a courier of one character', { shipment: { courier: 'D', trackingNumber: 'AB123456' } }],
    ['a courier with spaces around it', { shipment: { courier: ' DTDC ', trackingNumber: 'AB123456' } }],
    ['a shipment without its number', { shipment: { courier: 'DTDC' } }],
    ['a UPI reference of 11 digits', { payment: { method: 'upi', state: 'paid', upiReference: '12345678901' } }],
    ['a settling time that is no time', { payment: { method: 'upi', state: 'paid', settledAt: 'yesterday' } }],
  ])('rejects %s', (_what, change) => {
    expect(readStoredOrder({ ...stored(anOrder('upi')), ...change })).toBeUndefined();
  });
});
