import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indiaDateAfter } from '../../../src/domain/orders/india-time';
import {
  checkReturnMove,
  isOpenReturn,
  moveReturn,
  PICKUP_DATE_RANGE,
  PICKUP_DATE_SHAPE,
  REASON_REQUIRED,
  REASON_TOO_LONG,
  refusalOf,
  REFUND_REFERENCE_SHAPE,
  returnMovesFor,
  VERDICT_FOR_EACH,
  type ReturnActor,
  type ReturnMove,
} from '../../../src/domain/returns/return-life';
import { answersQueue, queuePage, type ReturnQueueRow } from '../../../src/domain/returns/return-queue';
import { refundDue } from '../../../src/domain/returns/refund-due';
import { RETURN_STATUSES, returnId, type ReturnRequest } from '../../../src/domain/returns/return-request';
import { readStoredReturnRequest } from '../../../src/domain/returns/stored-return-request';
import { COURIER_REQUIRED, TRACKING_SHAPE } from '../../../src/domain/orders/order-desk';

// 2026-12-04 10:00 in India.
const AT = Date.parse('2026-12-04T04:30:00Z');
const line = (productId: number) => ({ productId, size: 'M' as const, quantity: 1, title: `Item ${productId}` });
const requested = (lines = [line(1), line(2)]): ReturnRequest => ({
  id: returnId(7),
  orderNumber: 'FZ00000042',
  requestedAt: AT - 1000,
  lines,
  reason: 'Size too small',
  comment: '',
  status: 'Requested',
  history: [{ status: 'Requested', at: AT - 1000, by: 'shopper' }],
});
const PICKUP: ReturnMove = { kind: 'schedule-pickup', courier: 'Delhivery', trackingNumber: 'DLV-123456', date: '2026-12-05' };

// The order both lines came from: ₹500 and ₹1,500, ₹200 off, ₹99 delivery.
const ORDER = {
  lines: [1, 2].map((productId) => ({ productId, size: 'M' as const, quantity: 1, title: `Item ${productId}`, image: '', category: 'tshirts' as const, unitPrice: productId === 1 ? 50_000 : 150_000, mrp: 200_000 })),
  totals: { subtotal: 200_000, discount: 20_000, delivery: 9_900, total: 189_900 },
};

function through(request: ReturnRequest, moves: readonly ReturnMove[], actor: ReturnActor = 'admin'): ReturnRequest {
  return moves.reduce((current, move, i) => {
    const result = moveReturn(current, move, actor, AT + i, ORDER);
    if (result.kind !== 'moved') throw new Error(`${move.kind}: ${result.reason}`);
    return result.request;
  }, request);
}

describe('a return’s life', () => {
  it('runs Requested → Approved → Pickup scheduled → Received → Inspected → Refunded for the admin, each move in the history', () => {
    const refunded = through(requested(), [{ kind: 'approve' }, PICKUP, { kind: 'receive' }, { kind: 'inspect', verdicts: [{ accepted: true }, { accepted: false, reason: 'Worn' }] }, { kind: 'refund', reference: 'UTR-123456789' }]);
    // The first line alone: ₹500 less its quarter of the ₹200 off.
    expect(refunded).toMatchObject({ status: 'Refunded', refund: { amount: 45_000, reference: 'UTR-123456789' }, pickup: { courier: 'Delhivery', date: '2026-12-05' }, inspection: [{ accepted: true }, { accepted: false, reason: 'Worn' }] });
    expect(refunded.history.map((event) => event.status)).toEqual(['Requested', 'Approved', 'Pickup scheduled', 'Received', 'Inspected', 'Refunded']);
    expect(refunded.history.slice(1).every((event) => event.by === 'admin')).toBe(true);
  });

  it('offers each actor only their moves: the admin never cancels, the shopper only cancels, and only before pickup', () => {
    expect(returnMovesFor(requested(), 'admin')).toEqual(['approve', 'reject']);
    expect(returnMovesFor(requested(), 'shopper')).toEqual(['cancel']);
    const approved = through(requested(), [{ kind: 'approve' }]);
    expect(returnMovesFor(approved, 'admin')).toEqual(['schedule-pickup']);
    expect(returnMovesFor(approved, 'shopper')).toEqual(['cancel']);
    const booked = through(approved, [PICKUP]);
    expect(returnMovesFor(booked, 'admin')).toEqual(['schedule-pickup', 'receive']);
    expect(returnMovesFor(booked, 'shopper')).toEqual([]);
    expect(moveReturn(booked, { kind: 'cancel' }, 'shopper', AT)).toEqual({ kind: 'refused', reason: refusalOf('Pickup scheduled', 'cancel') });
    expect(moveReturn(requested(), { kind: 'cancel' }, 'admin', AT)).toEqual({ kind: 'refused', reason: refusalOf('Requested', 'cancel') });
    expect(moveReturn(requested(), { kind: 'approve' }, 'shopper', AT)).toEqual({ kind: 'refused', reason: 'A return that is Requested cannot be approved.' });
  });

  it('refunds only what was inspected and accepted, and inspects every line once', () => {
    const received = through(requested(), [{ kind: 'approve' }, PICKUP, { kind: 'receive' }]);
    expect(moveReturn(received, { kind: 'inspect', verdicts: [{ accepted: true }] }, 'admin', AT)).toEqual({ kind: 'refused', reason: VERDICT_FOR_EACH });
    const noneAccepted = through(received, [{ kind: 'inspect', verdicts: [{ accepted: false, reason: 'Worn' }, { accepted: false, reason: 'Not ours' }] }]);
    expect(returnMovesFor(noneAccepted, 'admin')).toEqual([]);
    expect(moveReturn(noneAccepted, { kind: 'refund', reference: 'UTR-123456789' }, 'admin', AT).kind).toBe('refused');
  });

  it('ends: no move leaves Rejected, Refunded or Cancelled, and only those are closed', () => {
    fc.assert(
      fc.property(fc.constantFrom<ReturnMove>({ kind: 'approve' }, { kind: 'reject', reason: 'x' }, PICKUP, { kind: 'receive' }, { kind: 'inspect', verdicts: [{ accepted: true }] }, { kind: 'refund', reference: 'UTR-123456789' }, { kind: 'cancel' }), fc.constantFrom<ReturnActor>('admin', 'shopper'), fc.constantFrom('Rejected', 'Refunded', 'Cancelled' as const), (move, actor, status) => {
        const ended = { ...requested([line(1)]), status, history: [...requested().history, { status, at: AT, by: 'admin' as const }] };
        expect(moveReturn(ended, move, actor, AT).kind).toBe('refused');
      }),
    );
    expect(RETURN_STATUSES.filter((status) => !isOpenReturn(status))).toEqual(['Rejected', 'Refunded', 'Cancelled']);
  });
});

describe('what a refund pays back', () => {
  const inspected = (reason: ReturnRequest['reason'], verdicts: boolean[], lines = [line(1), line(2)]) => ({ lines, reason, inspection: verdicts.map((accepted) => (accepted ? { accepted: true as const } : { accepted: false as const, reason: 'Worn' })) });

  it('each accepted line’s price less its share of the discount; the delivery only for the whole order or the shop’s fault', () => {
    expect(refundDue(ORDER, inspected('Size too small', [true, false]))).toBe(45_000);
    expect(refundDue(ORDER, inspected('Size too small', [false, true]))).toBe(135_000);
    expect(refundDue(ORDER, inspected('Size too small', [true, true]))).toBe(ORDER.totals.total);
    expect(refundDue(ORDER, inspected('Defective or damaged', [true, false]))).toBe(45_000 + 9_900);
    expect(refundDue(ORDER, inspected('Wrong item received', [false, false]))).toBe(0);
  });

  it('never more than the order’s total, nor for a line the order does not hold', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }), fc.constantFrom<ReturnRequest['reason']>('Size too small', 'Defective or damaged'), (verdicts, reason) => {
        const owed = refundDue(ORDER, inspected(reason, verdicts));
        expect(owed).toBeGreaterThanOrEqual(0);
        expect(owed).toBeLessThanOrEqual(ORDER.totals.total);
      }),
    );
    expect(refundDue(ORDER, inspected('Size too small', [true], [line(9)]))).toBe(0);
  });

  it('is refused without the order it came from', () => {
    const inspectedReturn = through(requested(), [{ kind: 'approve' }, PICKUP, { kind: 'receive' }, { kind: 'inspect', verdicts: [{ accepted: true }, { accepted: true }] }]);
    expect(moveReturn(inspectedReturn, { kind: 'refund', reference: 'UTR-123456789' }, 'admin', AT).kind).toBe('refused');
  });
});

describe('a move’s form', () => {
  it('keeps a reason, a pickup and a reference trimmed; says what is wrong otherwise', () => {
    expect(checkReturnMove({ kind: 'reject', reason: '  Worn  ' }, AT)).toEqual({ kind: 'ok', move: { kind: 'reject', reason: 'Worn' } });
    expect(checkReturnMove({ kind: 'reject', reason: '   ' }, AT)).toEqual({ kind: 'invalid', message: REASON_REQUIRED });
    expect(checkReturnMove({ kind: 'reject', reason: 'x'.repeat(201) }, AT)).toEqual({ kind: 'invalid', message: REASON_TOO_LONG });
    expect(checkReturnMove({ ...PICKUP, courier: ' ' }, AT)).toEqual({ kind: 'invalid', message: COURIER_REQUIRED });
    expect(checkReturnMove({ ...PICKUP, trackingNumber: 'no spaces please' }, AT)).toEqual({ kind: 'invalid', message: TRACKING_SHAPE });
    expect(checkReturnMove({ kind: 'refund', reference: 'abc' }, AT)).toEqual({ kind: 'invalid', message: REFUND_REFERENCE_SHAPE });
    expect(checkReturnMove({ kind: 'inspect', verdicts: [{ accepted: false, reason: '' }] }, AT)).toEqual({ kind: 'invalid', message: REASON_REQUIRED });
    expect(checkReturnMove({ kind: 'inspect', verdicts: [{ accepted: 'yes' }] }, AT)).toEqual({ kind: 'invalid', message: VERDICT_FOR_EACH });
    expect(checkReturnMove({ kind: 'drop table' }, AT).kind).toBe('invalid');
    expect(checkReturnMove(null, AT).kind).toBe('invalid');
  });

  it('books a pickup from today to 14 days ahead, India days', () => {
    expect(checkReturnMove({ ...PICKUP, date: '2026-12-04' }, AT).kind).toBe('ok');
    expect(checkReturnMove({ ...PICKUP, date: indiaDateAfter(AT, 14) }, AT).kind).toBe('ok');
    expect(checkReturnMove({ ...PICKUP, date: '2026-12-03' }, AT)).toEqual({ kind: 'invalid', message: PICKUP_DATE_RANGE });
    expect(checkReturnMove({ ...PICKUP, date: indiaDateAfter(AT, 15) }, AT)).toEqual({ kind: 'invalid', message: PICKUP_DATE_RANGE });
    expect(checkReturnMove({ ...PICKUP, date: '2026-02-30' }, AT)).toEqual({ kind: 'invalid', message: PICKUP_DATE_SHAPE });
    expect(checkReturnMove({ ...PICKUP, date: 'tomorrow' }, AT)).toEqual({ kind: 'invalid', message: PICKUP_DATE_SHAPE });
    // 11:30 pm UTC on the 3rd is already the 4th in India.
    expect(checkReturnMove({ ...PICKUP, date: '2026-12-04' }, Date.parse('2026-12-03T23:30:00Z')).kind).toBe('ok');
  });
});

describe('a stored return', () => {
  it('reads a request kept before its history was, as requested then; refuses a history that disagrees with its status', () => {
    const { history: _history, ...old } = requested();
    expect(readStoredReturnRequest(old)?.history).toEqual([{ status: 'Requested', at: old.requestedAt, by: 'shopper' }]);
    expect(readStoredReturnRequest({ ...requested(), status: 'Refunded' })).toBeUndefined();
    const moved = through(requested(), [{ kind: 'reject', reason: 'Worn' }]);
    expect(readStoredReturnRequest(JSON.parse(JSON.stringify(moved)))).toEqual(moved);
  });
});

describe('the returns queue', () => {
  const row = (n: number, patch: Partial<ReturnRequest> = {}, phone = '9876543210'): ReturnQueueRow => ({
    request: { ...requested(), id: returnId(n), orderNumber: `FZ0000000${n}`, requestedAt: AT + n, ...patch },
    customer: 'Asha',
    phone,
  });

  it('pages newest first, counts every status whatever the query, finds by id, order number or mobile', () => {
    const rows = [row(1), row(2, { status: 'Approved' }), row(3, { reason: 'Changed my mind' }, '9123456780')];
    const page = queuePage(rows, { offset: 0, limit: 2 });
    expect(page.rows.map((r) => r.request.id)).toEqual([returnId(3), returnId(2)]);
    expect(page.total).toBe(3);
    expect(page.counts).toMatchObject({ Requested: 2, Approved: 1, Cancelled: 0 });
    expect(queuePage(rows, { status: 'Approved', offset: 0, limit: 10 }).total).toBe(1);
    expect(queuePage(rows, { reason: 'Changed my mind', offset: 0, limit: 10 }).rows[0]!.request.id).toBe(returnId(3));
    expect(answersQueue(rows[0]!, { search: 'rt00000001', offset: 0, limit: 1 })).toBe(true);
    expect(answersQueue(rows[0]!, { search: 'fz00000001', offset: 0, limit: 1 })).toBe(true);
    expect(answersQueue(rows[0]!, { search: '+91 98765 43210', offset: 0, limit: 1 })).toBe(true);
    expect(answersQueue(rows[0]!, { search: '98765', offset: 0, limit: 1 })).toBe(false);
    expect(answersQueue(rows[0]!, { search: 'RT0000000', offset: 0, limit: 1 })).toBe(false);
  });
});
