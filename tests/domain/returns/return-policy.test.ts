import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/domain/catalogue/category';
import { newOrder, type Order, type OrderLine } from '../../../src/domain/orders/order';
import { moveByDesk, nextDeskMove } from '../../../src/domain/orders/order-desk';
import {
  ALREADY_REQUESTED,
  deliveredAt,
  NON_RETURNABLE_CATEGORIES,
  NOT_DELIVERED,
  NOTHING_RETURNABLE,
  orderReturnability,
  RETURN_WINDOW_MS,
  WINDOW_CLOSED,
} from '../../../src/domain/returns/return-policy';
import {
  CHOOSE_ITEMS,
  CHOOSE_REASON,
  CHOSEN_TWICE,
  checkReturnAsk,
  COMMENT_TOO_LONG,
  decideReturn,
  NOT_IN_ORDER,
  returnId,
  TOO_MANY,
  type ReturnAsk,
  type ReturnRequest,
} from '../../../src/domain/returns/return-request';
import { HOME } from '../../support/addresses';
import { A_SHIPMENT } from '../../support/shipment';

const DAY = 24 * 60 * 60 * 1000;
const PLACED = 1_780_000_000_000;

const line = (productId: number, category: OrderLine['category'], quantity = 2): OrderLine => ({
  productId,
  title: `Item ${productId}`,
  image: `/images/${productId}.jpg`,
  category,
  size: 'M',
  quantity,
  unitPrice: 49_900,
  mrp: 99_900,
});

function anOrder(lines: readonly OrderLine[] = [line(1, 'tshirts'), line(2, 'accessories', 1)]): Order {
  return newOrder({
    number: 'FZ00000001',
    placedAt: PLACED,
    lines,
    totals: { subtotal: 149_700, delivery: 0, discount: 0, total: 149_700 },
    address: HOME,
    deliveryOption: 'standard',
    estimatedDate: '2026-06-05',
    paymentMethod: 'cod',
  });
}

/** The order taken by the desk to Delivered, `days` after placing. */
function delivered(order = anOrder(), days = 3): Order {
  let current = order;
  for (let step = 0; current.status !== 'Delivered'; step++) {
    const move = moveByDesk(current, nextDeskMove(current.status)!, PLACED + (step === 2 ? days * DAY : step * 1000), A_SHIPMENT);
    if (move.kind !== 'moved') throw new Error(move.reason);
    current = move.order;
  }
  return current;
}

const ask = (lines: ReturnAsk['lines'], reason: ReturnAsk['reason'] = 'Size too small'): ReturnAsk => ({ lines, reason, comment: '' });
const requested = (lines: ReturnRequest['lines']): ReturnRequest => ({
  id: returnId(1),
  orderNumber: 'FZ00000001',
  requestedAt: PLACED,
  lines,
  reason: 'Changed my mind',
  comment: '',
  status: 'Requested',
  history: [{ status: 'Requested', at: PLACED, by: 'shopper' }],
});

describe('the desk moves an order on', () => {
  it('Processing → Shipped → In Transit → Delivered, each in the history by the admin; cash delivered is paid', () => {
    const order = delivered();
    expect(order.history.map((change) => [change.status, change.by])).toEqual([
      ['Processing', 'shopper'],
      ['Shipped', 'admin'],
      ['In Transit', 'admin'],
      ['Delivered', 'admin'],
    ]);
    expect(order.payment).toEqual({ method: 'cod', state: 'paid', settledAt: PLACED + 3 * DAY });
    expect(deliveredAt(order)).toBe(PLACED + 3 * DAY);
  });

  it('refuses a move the machine does not allow (skipping a step, past Delivered, a cancellation)', () => {
    expect(moveByDesk(anOrder(), 'Delivered', PLACED)).toEqual({ kind: 'refused', reason: 'An order that is Processing cannot be moved to Delivered.' });
    expect(moveByDesk(delivered(), 'Shipped', PLACED).kind).toBe('refused');
    expect(moveByDesk(anOrder(), 'Cancelled', PLACED).kind).toBe('refused');
    expect(nextDeskMove('Delivered')).toBeUndefined();
  });
});

describe('the return window and what may be returned', () => {
  it('refuses an order not delivered yet, and one delivered 30 days ago or more', () => {
    expect(orderReturnability(anOrder(), PLACED, new Set())).toEqual({ kind: 'refused', reason: NOT_DELIVERED });
    const order = delivered(anOrder(), 3);
    const at = PLACED + 3 * DAY;
    expect(orderReturnability(order, at + RETURN_WINDOW_MS - 1, new Set()).kind).toBe('open');
    expect(orderReturnability(order, at + RETURN_WINDOW_MS, new Set())).toEqual({ kind: 'refused', reason: WINDOW_CLOSED });
  });

  it('holds each line with why it cannot go back: accessories (earrings) never, a line asked for already', () => {
    const order = delivered(anOrder([line(1, 'tshirts'), line(2, 'accessories', 1), line(3, 'jeans')]));
    const open = orderReturnability(order, PLACED + 4 * DAY, new Set(['1/M/']));
    expect(open.kind === 'open' && open.lines.map((entry) => entry.refusal)).toEqual([ALREADY_REQUESTED, NON_RETURNABLE_CATEGORIES.accessories, undefined]);
  });

  it('refuses an order of non-returnable items only', () => {
    const order = delivered(anOrder([line(2, 'accessories')]));
    expect(orderReturnability(order, PLACED + 4 * DAY, new Set())).toEqual({ kind: 'refused', reason: NOTHING_RETURNABLE });
  });

  it('maps only accessories among our categories to the non-returnables', () => {
    expect(CATEGORIES.filter((category) => NON_RETURNABLE_CATEGORIES[category])).toEqual(['accessories']);
  });

  it('any time: open exactly from delivery until 30 days after', () => {
    const order = delivered(anOrder(), 3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 90 * DAY }), (offset) => {
        const now = PLACED + 3 * DAY + offset;
        expect(orderReturnability(order, now, new Set()).kind === 'open').toBe(offset < RETURN_WINDOW_MS);
      }),
    );
  });
});

describe('a return asked for', () => {
  it('takes lines of the order, returnable, at most as many as bought, once each', () => {
    const order = delivered();
    const at = PLACED + 4 * DAY;
    expect(decideReturn(order, [], ask([{ productId: 1, size: 'M', quantity: 2 }]), at)).toEqual({
      kind: 'accepted',
      lines: [{ productId: 1, size: 'M', quantity: 2, title: 'Item 1' }],
    });
    expect(decideReturn(order, [], ask([{ productId: 1, size: 'M', quantity: 3 }]), at)).toEqual({ kind: 'refused', reason: TOO_MANY });
    expect(decideReturn(order, [], ask([{ productId: 1, size: 'L', quantity: 1 }]), at)).toEqual({ kind: 'refused', reason: NOT_IN_ORDER });
    expect(decideReturn(order, [], ask([{ productId: 9, size: 'M', quantity: 1 }]), at)).toEqual({ kind: 'refused', reason: NOT_IN_ORDER });
    expect(decideReturn(order, [], ask([{ productId: 2, size: 'M', quantity: 1 }]), at)).toEqual({ kind: 'refused', reason: NON_RETURNABLE_CATEGORIES.accessories });
    const earlier = [requested([{ productId: 1, size: 'M', quantity: 1, title: 'Item 1' }])];
    // The only returnable line was asked for already: nothing of the order can go back now.
    expect(decideReturn(order, earlier, ask([{ productId: 1, size: 'M', quantity: 1 }]), at)).toEqual({ kind: 'refused', reason: NOTHING_RETURNABLE });
  });

  it('refuses a second request for a line when another line is still open', () => {
    const order = delivered(anOrder([line(1, 'tshirts'), line(3, 'jeans')]));
    const earlier = [requested([{ productId: 1, size: 'M', quantity: 1, title: 'Item 1' }])];
    expect(decideReturn(order, earlier, ask([{ productId: 1, size: 'M', quantity: 1 }]), PLACED + 4 * DAY)).toEqual({ kind: 'refused', reason: ALREADY_REQUESTED });
    expect(decideReturn(order, earlier, ask([{ productId: 3, size: 'M', quantity: 1 }]), PLACED + 4 * DAY).kind).toBe('accepted');
  });
});

describe("the return form's choice", () => {
  const one = [{ productId: 1, size: 'M', quantity: 1 }];
  it('needs an item, a reason from the list, a comment of at most 500 characters; trims the comment', () => {
    expect(checkReturnAsk({ lines: [], reason: 'Size too small' })).toEqual({ kind: 'invalid', message: CHOOSE_ITEMS });
    expect(checkReturnAsk({ lines: one, reason: '' })).toEqual({ kind: 'invalid', message: CHOOSE_REASON });
    expect(checkReturnAsk({ lines: one, reason: 'x'.repeat(5000) })).toEqual({ kind: 'invalid', message: CHOOSE_REASON });
    expect(checkReturnAsk({ lines: one, reason: 'Size too small', comment: 'x'.repeat(501) })).toEqual({ kind: 'invalid', message: COMMENT_TOO_LONG });
    expect(checkReturnAsk({ lines: [...one, ...one], reason: 'Size too small' })).toEqual({ kind: 'invalid', message: CHOSEN_TWICE });
    expect(checkReturnAsk({ lines: [{ productId: 1, size: 'M', quantity: 0 }], reason: 'Size too small' }).kind).toBe('invalid');
    expect(checkReturnAsk({ lines: one, reason: 'Size too small', comment: '  too tight  ' })).toEqual({
      kind: 'ok',
      ask: { lines: one, reason: 'Size too small', comment: 'too tight' },
    });
  });

  it('never accepts a comment longer than the limit, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 700 }), (comment) => {
        const check = checkReturnAsk({ lines: one, reason: 'Changed my mind', comment });
        expect(check.kind === 'ok').toBe(comment.trim().length <= 500);
      }),
    );
  });
});
