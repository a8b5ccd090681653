import { describe, expect, it } from 'vitest';
import { indiaDateAfter } from '../../src/domain/orders/india-time';
import { refusalOf, VERDICT_FOR_EACH, type ReturnMove } from '../../src/domain/returns/return-life';
import type { ReturnRequest } from '../../src/domain/returns/return-request';
import type { Product } from '../../src/domain/catalogue/product';
import { HOME } from '../support/addresses';
import { ASHA, RAVI, RETURNS_CATALOGUE, SHIRT, unit, type ReturnRequestsFixture } from './return-requests.contract';
import { TEE } from './order-book.contract';

const tee = { productId: TEE.id, size: 'M' as const, quantity: 1 };
const shirt = { productId: SHIRT.id, size: 'M' as const, quantity: 1 };
const pickup = (): ReturnMove => ({ kind: 'schedule-pickup', courier: 'Delhivery', trackingNumber: 'DLV-123456', date: indiaDateAfter(Date.now(), 1) });

/** Asks back `lines` of a new order of Asha's (delivered yesterday) for `reason`. */
async function asked(fixture: ReturnRequestsFixture, lines = [tee], reason: ReturnRequest['reason'] = 'Size too small', owner = ASHA): Promise<ReturnRequest> {
  const order = await fixture.order(owner, [unit(TEE), unit(SHIRT)], 1);
  const result = await fixture.returns.request(owner, order.number, { lines, reason, comment: '' }, Date.now());
  if (result.kind !== 'requested') throw new Error(JSON.stringify(result));
  return result.request;
}

async function moved(fixture: ReturnRequestsFixture, id: string, move: ReturnMove): Promise<ReturnRequest> {
  const answer = await fixture.desk.move(id, move, Date.now());
  if (answer.kind !== 'moved') throw new Error(`${move.kind}: ${JSON.stringify(answer)}`);
  return answer.request;
}

/** What every backend's return life and returns desk must do, over the same fixture as the ReturnRequests contract. */
export function returnLifeContract(name: string, create: (catalogue: readonly Product[]) => Promise<ReturnRequestsFixture>) {
  describe(`${name} — a return's life and the returns desk`, () => {
    it('goes Requested → Approved → Pickup scheduled → Received → Inspected → Refunded, each move in its history and seen by the shopper', async () => {
      const fixture = await create(RETURNS_CATALOGUE);
      const request = await asked(fixture, [tee, shirt]);
      expect(request.history).toEqual([{ status: 'Requested', at: request.requestedAt, by: 'shopper' }]);
      await moved(fixture, request.id, { kind: 'approve' });
      const booked = await moved(fixture, request.id, pickup());
      expect(booked.pickup).toEqual({ courier: 'Delhivery', trackingNumber: 'DLV-123456', date: indiaDateAfter(Date.now(), 1) });
      await moved(fixture, request.id, { kind: 'receive' });
      const inspected = await moved(fixture, request.id, { kind: 'inspect', verdicts: [{ accepted: true }, { accepted: false, reason: 'Worn and washed' }] });
      expect(inspected.inspection).toEqual([{ accepted: true }, { accepted: false, reason: 'Worn and washed' }]);
      const refunded = await moved(fixture, request.id, { kind: 'refund', reference: 'UTR-884422119' });
      // The tee alone was accepted: its price back (no discount taken, and the delivery stays the shopper's).
      expect(refunded).toMatchObject({ status: 'Refunded', refund: { amount: Math.round(TEE.price * 100), reference: 'UTR-884422119' } });
      expect(refunded.history.map((event) => [event.status, event.by])).toEqual([
        ['Requested', 'shopper'],
        ['Approved', 'admin'],
        ['Pickup scheduled', 'admin'],
        ['Received', 'admin'],
        ['Inspected', 'admin'],
        ['Refunded', 'admin'],
      ]);
      expect(refunded.history.every((event, i, all) => i === 0 || event.at >= all[i - 1]!.at)).toBe(true);
      expect(await fixture.returns.listFor(ASHA, request.orderNumber)).toEqual([refunded]);
    });

    it('refuses a move out of turn, an inspection without a verdict a line, and a refund of nothing accepted; nothing changes', async () => {
      const fixture = await create(RETURNS_CATALOGUE);
      const request = await asked(fixture);
      expect(await fixture.desk.move(request.id, { kind: 'receive' }, Date.now())).toEqual({ kind: 'refused', reason: refusalOf('Requested', 'receive') });
      await moved(fixture, request.id, { kind: 'approve' });
      expect(await fixture.desk.move(request.id, { kind: 'approve' }, Date.now())).toEqual({ kind: 'refused', reason: refusalOf('Approved', 'approve') });
      await moved(fixture, request.id, pickup());
      await moved(fixture, request.id, { kind: 'receive' });
      expect(await fixture.desk.move(request.id, { kind: 'inspect', verdicts: [{ accepted: true }, { accepted: true }] }, Date.now())).toEqual({ kind: 'refused', reason: VERDICT_FOR_EACH });
      await moved(fixture, request.id, { kind: 'inspect', verdicts: [{ accepted: false, reason: 'Not our tag' }] });
      expect(await fixture.desk.move(request.id, { kind: 'refund', reference: 'UTR-884422119' }, Date.now())).toEqual({ kind: 'refused', reason: refusalOf('Inspected', 'refund') });
      const [kept] = await fixture.returns.listFor(ASHA, request.orderNumber);
      expect(kept).toMatchObject({ status: 'Inspected', inspection: [{ accepted: false, reason: 'Not our tag' }] });
      expect(kept!.refund).toBeUndefined();
    });

    it('rejects with a reason the shopper reads; a shopper cancels before pickup, not after, and never another’s return', async () => {
      const fixture = await create(RETURNS_CATALOGUE);
      const rejected = await moved(fixture, (await asked(fixture)).id, { kind: 'reject', reason: 'Worn, with the tags removed' });
      expect(rejected).toMatchObject({ status: 'Rejected', rejection: 'Worn, with the tags removed' });
      expect(await fixture.returns.cancel(ASHA, rejected.id, Date.now())).toEqual({ kind: 'refused', reason: refusalOf('Rejected', 'cancel') });

      const approved = await moved(fixture, (await asked(fixture)).id, { kind: 'approve' });
      expect(await fixture.returns.cancel(RAVI, approved.id, Date.now())).toEqual({ kind: 'not-found' });
      const cancelled = await fixture.returns.cancel(ASHA, approved.id, Date.now());
      expect(cancelled).toMatchObject({ kind: 'moved', request: { status: 'Cancelled' } });
      if (cancelled.kind === 'moved') expect(cancelled.request.history.at(-1)).toMatchObject({ status: 'Cancelled', by: 'shopper' });
      // Called off, the items may be asked back again; rejected, they may not.
      const again = await fixture.returns.request(ASHA, approved.orderNumber, { lines: [tee], reason: 'Changed my mind', comment: '' }, Date.now());
      expect(again.kind).toBe('requested');
      const refusedAgain = await fixture.returns.request(ASHA, rejected.orderNumber, { lines: [tee], reason: 'Changed my mind', comment: '' }, Date.now());
      expect(refusedAgain.kind).toBe('refused');

      const booked = await moved(fixture, (await asked(fixture)).id, { kind: 'approve' });
      await moved(fixture, booked.id, pickup());
      expect(await fixture.returns.cancel(ASHA, booked.id, Date.now())).toEqual({ kind: 'refused', reason: refusalOf('Pickup scheduled', 'cancel') });
      expect(await fixture.desk.move('RT99999999', { kind: 'approve' }, Date.now())).toEqual({ kind: 'not-found' });
    });

    it('queues every shopper’s requests newest first, a page at a time, found by status, reason, return id, order number or mobile, with counts by status', async () => {
      const fixture = await create(RETURNS_CATALOGUE);
      const first = await asked(fixture, [tee], 'Size too small');
      const second = await asked(fixture, [tee], 'Defective or damaged', RAVI);
      const third = await asked(fixture, [shirt], 'Size too small');
      await moved(fixture, second.id, { kind: 'approve' });
      const page = (query = {}) => fixture.desk.queue({ offset: 0, limit: 10, ...query });

      const all = await page();
      expect(all.rows.map((row) => row.request.id)).toEqual([third.id, second.id, first.id]);
      expect(all.total).toBe(3);
      expect(all.rows[0]).toMatchObject({ customer: HOME.fullName, phone: HOME.mobile });
      expect(all.counts).toMatchObject({ Requested: 2, Approved: 1, Refunded: 0 });
      expect((await page({ offset: 1, limit: 1 })).rows.map((row) => row.request.id)).toEqual([second.id]);
      expect((await page({ status: 'Approved' })).rows.map((row) => row.request.id)).toEqual([second.id]);
      expect((await page({ reason: 'Size too small' })).total).toBe(2);
      expect((await page({ search: first.id.toLowerCase() })).rows.map((row) => row.request.id)).toEqual([first.id]);
      expect((await page({ search: ` ${third.orderNumber} ` })).rows.map((row) => row.request.id)).toEqual([third.id]);
      expect((await page({ search: `+91 ${HOME.mobile}` })).total).toBe(3);
      const none = await page({ search: 'RT00000000' });
      expect(none).toMatchObject({ rows: [], total: 0, counts: { Requested: 2, Approved: 1 } });
    });
  });
}
