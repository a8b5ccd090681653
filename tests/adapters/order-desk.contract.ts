import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/product';
import { COURIER_REQUIRED, NOT_OWED_A_REFUND, TRACKING_SHAPE, UPI_REFERENCE_SHAPE } from '../../src/domain/orders/order-desk';
import { indiaDate } from '../../src/domain/orders/india-time';
import { taxInvoice } from '../../src/domain/orders/invoice';
import { invoiceSeller } from '../../src/domain/orders/invoice-seller';
import { financialYear } from '../../src/domain/orders/order-number';
import { SHOP_IDENTITY } from '../../src/domain/orders/shop-identity';
import { HOME, OFFICE } from '../support/addresses';
import { A_SHIPMENT } from '../support/shipment';
import { OTHER_IDENTITY } from './store-settings.contract';
import { ASHA, CONTRACT_CATALOGUE, JEANS, line, placed, RAVI, requestFor, TEE, type OrderBookFixture } from './order-book.contract';

const MINUTE = 60_000;
const REFERENCE = '412345678901';

/**
 * What every OrderBook must do for the back office (searchAll, cancelByAdmin, advance with a
 * shipment, confirmPayment, markRefunded, releaseExpiredHolds); run by orderBookContract on the
 * same fixtures. The admin's calls go to `desk`; a database's book refuses them to `notAdmin`.
 */
export function orderDeskContract(name: string, create: (catalogue: readonly Product[]) => Promise<OrderBookFixture>) {
  describe(`${name} — OrderBook contract: the back office`, () => {
    it('ships only with a courier and a tracking number of the right shape, and keeps them on the order the shopper sees', async () => {
      const { book, desk = book } = await create(CONTRACT_CATALOGUE);
      const order = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      expect(await desk.advance(order.number, 'Shipped', Date.now())).toEqual({ kind: 'refused', reason: COURIER_REQUIRED });
      expect(await desk.advance(order.number, 'Shipped', Date.now(), { courier: 'DTDC', trackingNumber: 'AB 12' })).toEqual({ kind: 'refused', reason: TRACKING_SHAPE });
      expect((await book.find(ASHA, order.number))?.status).toBe('Processing');
      const shipped = await desk.advance(order.number, 'Shipped', Date.now(), { courier: ' Blue Dart ', trackingNumber: 'BD-90817263' });
      expect(shipped).toMatchObject({ kind: 'moved', order: { status: 'Shipped', shipment: { courier: 'Blue Dart', trackingNumber: 'BD-90817263' } } });
      expect((await book.find(ASHA, order.number))?.shipment).toEqual({ courier: 'Blue Dart', trackingNumber: 'BD-90817263' });
    });

    it('issues the tax invoice when the order ships: the next number of the year, dated that day, no hole left by orders cancelled unshipped', async () => {
      const { book, desk = book } = await create(CONTRACT_CATALOGUE);
      const first = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      const byShopper = placed(await book.place(RAVI, requestFor([line(TEE, 1)], { payment: 'upi' }), Date.now()));
      const byAdmin = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      const second = placed(await book.place(RAVI, requestFor([line(JEANS, 1)]), Date.now()));
      // Placing takes no number.
      for (const order of [first, byShopper, byAdmin, second]) expect(order.invoice).toBeUndefined();
      await book.cancel(RAVI, byShopper.number, 'Ordered by mistake', Date.now());
      await desk.cancelByAdmin(byAdmin.number, 'Out of stock', Date.now());
      const shipFirst = await desk.advance(first.number, 'Shipped', Date.now(), A_SHIPMENT);
      const shipSecond = await desk.advance(second.number, 'Shipped', Date.now(), A_SHIPMENT);
      if (shipFirst.kind !== 'moved' || shipSecond.kind !== 'moved') throw new Error('not shipped');
      const [one, two] = [shipFirst.order.invoice!, shipSecond.order.invoice!];
      // The financial year of the day it shipped (both sides of a midnight, as the book's clock may be its own).
      expect([financialYear(Date.now() - MINUTE), financialYear(Date.now())]).toContain(one.number.slice(3, 8));
      expect([indiaDate(Date.now() - MINUTE), indiaDate(Date.now())]).toContain(one.date);
      expect(one.number).toMatch(/^FZ\/\d{2}-\d{2}\/\d{6}$/);
      expect(Number(two.number.slice(9))).toBe(Number(one.number.slice(9)) + 1);
      // The shopper sees it; moving on keeps it; the cancelled orders have none.
      expect((await book.find(ASHA, first.number))?.invoice).toEqual(one);
      const inTransit = await desk.advance(first.number, 'In Transit', Date.now());
      expect(inTransit.kind === 'moved' && inTransit.order.invoice).toEqual(one);
      expect((await book.find(RAVI, byShopper.number))?.invoice).toBeUndefined();
      expect((await book.find(ASHA, byAdmin.number))?.invoice).toBeUndefined();
    });

    it('names on the invoice the seller the settings name when it ships: an identity changed after placing is the new one, an invoice issued before keeps the old', async () => {
      const { book, desk = book, saveIdentity } = await create(CONTRACT_CATALOGUE);
      try {
        const early = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
        const late = placed(await book.place(RAVI, requestFor([line(TEE, 1)]), Date.now()));
        await desk.advance(early.number, 'Shipped', Date.now(), A_SHIPMENT);
        await saveIdentity(OTHER_IDENTITY);
        // Not shipped yet: still the seller it was placed under.
        expect((await book.find(RAVI, late.number))?.seller).toEqual(invoiceSeller(SHOP_IDENTITY));
        const shipped = await desk.advance(late.number, 'Shipped', Date.now(), A_SHIPMENT);
        expect(shipped.kind === 'moved' && shipped.order.seller).toEqual(invoiceSeller(OTHER_IDENTITY));
        const issuedLate = taxInvoice((await book.find(RAVI, late.number))!);
        expect(issuedLate.kind === 'invoice' && issuedLate.invoice.seller).toEqual(invoiceSeller(OTHER_IDENTITY));
        // Shipped before the change: its invoice keeps the old seller, also when it moves on.
        await desk.advance(early.number, 'In Transit', Date.now());
        const issuedEarly = taxInvoice((await book.find(ASHA, early.number))!);
        expect(issuedEarly.kind === 'invoice' && issuedEarly.invoice.seller).toEqual(invoiceSeller(SHOP_IDENTITY));
      } finally {
        await saveIdentity(SHOP_IDENTITY);
      }
    });

    it('searches every order by number, name, phone or PIN and by status, payment and placing time; newest first, paged, counted', async () => {
      const { book, desk = book } = await create(CONTRACT_CATALOGUE);
      const first = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      const ravis = placed(await book.place(RAVI, { ...requestFor([line(TEE, 1)], { payment: 'upi' }), address: { ...OFFICE, fullName: 'Ravi Kumar', mobile: '9123456780' } }, Date.now() + 1));
      const third = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now() + 2));
      const numbers = async (query: Parameters<typeof desk.searchAll>[0]) => {
        const page = await desk.searchAll(query);
        return { numbers: page.orders.map((order) => order.number), total: page.total };
      };
      expect(await numbers({ page: 1, pageSize: 10 })).toEqual({ numbers: [third.number, ravis.number, first.number], total: 3 });
      expect(await numbers({ page: 1, pageSize: 2 })).toEqual({ numbers: [third.number, ravis.number], total: 3 });
      expect(await numbers({ page: 2, pageSize: 2 })).toEqual({ numbers: [first.number], total: 3 });
      expect(await numbers({ page: 3, pageSize: 2 })).toEqual({ numbers: [], total: 3 });
      expect(await numbers({ text: '3456780', page: 1, pageSize: 10 })).toEqual({ numbers: [ravis.number], total: 1 });
      expect(await numbers({ text: ' ravi KUMAR ', page: 1, pageSize: 10 })).toEqual({ numbers: [ravis.number], total: 1 });
      expect(await numbers({ text: first.number.toLowerCase(), page: 1, pageSize: 10 })).toEqual({ numbers: [first.number], total: 1 });
      expect(await numbers({ text: HOME.pinCode, page: 1, pageSize: 10 })).toEqual({ numbers: [third.number, first.number], total: 2 });
      expect(await numbers({ text: '%', page: 1, pageSize: 10 })).toEqual({ numbers: [], total: 0 });
      expect(await numbers({ paymentMethod: 'upi', paymentState: 'pending', status: 'Processing', page: 1, pageSize: 10 })).toEqual({ numbers: [ravis.number], total: 1 });
      expect(await numbers({ paymentState: 'paid', page: 1, pageSize: 10 })).toEqual({ numbers: [], total: 0 });
      const at = (await desk.searchAll({ text: ravis.number, page: 1, pageSize: 1 })).orders[0]!.placedAt;
      expect(await numbers({ placedFrom: at, placedUntil: at + 1, text: ravis.number, page: 1, pageSize: 10 })).toEqual({ numbers: [ravis.number], total: 1 });
      expect(await numbers({ placedUntil: at, text: ravis.number, page: 1, pageSize: 10 })).toEqual({ numbers: [], total: 0 });
    });

    it('cancels a processing order for the admin with the reason: stock back, an unconfirmed UPI payment void; refuses once it has shipped', async () => {
      const { book, desk = book, stockOf } = await create(CONTRACT_CATALOGUE);
      const upi = placed(await book.place(RAVI, requestFor([line(TEE, 2)], { payment: 'upi' }), Date.now()));
      const shipped = placed(await book.place(ASHA, requestFor([line(JEANS, 1)]), Date.now()));
      expect(await stockOf(TEE.id)).toBe(3);
      const cancelled = await desk.cancelByAdmin(upi.number, 'Out of stock at the warehouse', Date.now());
      expect(cancelled).toMatchObject({ kind: 'cancelled', order: { status: 'Cancelled', payment: { method: 'upi', state: 'void' } } });
      expect(await stockOf(TEE.id)).toBe(5);
      const history = (await book.find(RAVI, upi.number))?.history.map(({ status, by, note }) => ({ status, by, note }));
      expect(history).toEqual([
        { status: 'Processing', by: 'shopper', note: undefined },
        { status: 'Cancelled', by: 'admin', note: 'Out of stock at the warehouse' },
      ]);
      expect(await desk.cancelByAdmin(upi.number, 'Again', Date.now())).toEqual({ kind: 'refused', reason: 'This order is already cancelled.' });
      await desk.advance(shipped.number, 'Shipped', Date.now(), A_SHIPMENT);
      expect(await desk.cancelByAdmin(shipped.number, 'Late', Date.now())).toEqual({ kind: 'refused', reason: 'An order that is Shipped cannot be cancelled: it has left the shop.' });
      expect(await stockOf(JEANS.id)).toBe(0);
      expect(await desk.cancelByAdmin('FZ99999999', 'None', Date.now())).toEqual({ kind: 'not-found' });
    });

    it('confirms a UPI payment with its reference, once; refuses a cash order, a malformed reference and a cancelled order', async () => {
      const { book, desk = book } = await create(CONTRACT_CATALOGUE);
      const upi = placed(await book.place(RAVI, requestFor([line(TEE, 1)], { payment: 'upi' }), Date.now()));
      const cod = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      expect(await desk.confirmPayment(upi.number, '12345', Date.now())).toEqual({ kind: 'refused', reason: UPI_REFERENCE_SHAPE });
      expect(await desk.confirmPayment(cod.number, REFERENCE, Date.now())).toEqual({ kind: 'refused', reason: 'A cash order is paid at the door: it is collected when the order is delivered.' });
      const confirmed = await desk.confirmPayment(upi.number, REFERENCE, Date.now());
      expect(confirmed).toMatchObject({ kind: 'settled', order: { number: upi.number, payment: { method: 'upi', state: 'paid', upiReference: REFERENCE, settledAt: expect.any(Number) } } });
      expect((await book.find(RAVI, upi.number))?.payment).toMatchObject({ state: 'paid', upiReference: REFERENCE });
      expect(await desk.confirmPayment(upi.number, REFERENCE, Date.now())).toEqual({ kind: 'refused', reason: 'This payment is already confirmed.' });
      expect(await desk.confirmPayment('FZ99999999', REFERENCE, Date.now())).toEqual({ kind: 'not-found' });
    });

    it('marks a refund of a payment received as refunded, once; refuses an order owed none', async () => {
      const { book, desk = book } = await create(CONTRACT_CATALOGUE);
      const upi = placed(await book.place(RAVI, requestFor([line(TEE, 1)], { payment: 'upi' }), Date.now()));
      const cod = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      expect(await desk.markRefunded(upi.number, Date.now())).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
      await desk.confirmPayment(upi.number, REFERENCE, Date.now());
      expect(await desk.markRefunded(upi.number, Date.now())).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
      await book.cancel(RAVI, upi.number, 'Ordered by mistake', Date.now());
      expect((await book.find(RAVI, upi.number))?.payment).toMatchObject({ state: 'refund-due', upiReference: REFERENCE });
      expect(await desk.markRefunded(upi.number, Date.now())).toMatchObject({ kind: 'settled', order: { payment: { state: 'refunded', upiReference: REFERENCE, settledAt: expect.any(Number) } } });
      expect(await desk.markRefunded(upi.number, Date.now())).toEqual({ kind: 'refused', reason: 'This refund is already marked as paid.' });
      await book.cancel(ASHA, cod.number, 'Ordered by mistake', Date.now());
      expect(await desk.markRefunded(cod.number, Date.now())).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
      expect(await desk.markRefunded('FZ99999999', Date.now())).toEqual({ kind: 'not-found' });
    });

    it('refuses to refund a UPI payment never confirmed: cancelled by the shopper or the admin, it is void, and stays so', async () => {
      const { book, desk = book, stockOf } = await create(CONTRACT_CATALOGUE);
      const byShopper = placed(await book.place(RAVI, requestFor([line(TEE, 1)], { payment: 'upi' }), Date.now()));
      const byAdmin = placed(await book.place(ASHA, requestFor([line(TEE, 1)], { payment: 'upi' }), Date.now()));
      await book.cancel(RAVI, byShopper.number, 'Ordered by mistake', Date.now());
      await desk.cancelByAdmin(byAdmin.number, 'Out of stock', Date.now());
      for (const [owner, order] of [[RAVI, byShopper], [ASHA, byAdmin]] as const) {
        expect(await desk.markRefunded(order.number, Date.now())).toEqual({ kind: 'refused', reason: NOT_OWED_A_REFUND });
        expect((await book.find(owner, order.number))?.payment).toEqual({ method: 'upi', state: 'void' });
      }
      expect(await stockOf(TEE.id)).toBe(5);
    });

    it('releases the UPI orders not confirmed within the hold (by the shop, stock back), and no other order', async () => {
      const { book, desk = book, notAdmin, stockOf, backdate, runHoldsJob } = await create(CONTRACT_CATALOGUE);
      // A browser's book on any reader's call (a shopper's book, where there is one), with the store's default 30 minutes; a database's by its job.
      const release = runHoldsJob ?? (() => (notAdmin ?? desk).releaseExpiredHolds(Date.now(), 30));
      const now = Date.now();
      const old = async (owner: string, payment: 'upi' | 'cod', minutes: number) => {
        const order = placed(await book.place(owner, requestFor([line(TEE, 1)], { payment }), now - minutes * MINUTE));
        await backdate?.(order.number, minutes * MINUTE);
        return order;
      };
      const expired = await old(RAVI, 'upi', 31);
      const fresh = await old(RAVI, 'upi', 20);
      const cash = await old(ASHA, 'cod', 90);
      const confirmed = await old(ASHA, 'upi', 90);
      await desk.confirmPayment(confirmed.number, REFERENCE, now);
      expect(await stockOf(TEE.id)).toBe(1);
      expect(await release()).toBe(1);
      expect(await stockOf(TEE.id)).toBe(2);
      const released = await book.find(RAVI, expired.number);
      expect(released).toMatchObject({ status: 'Cancelled', payment: { method: 'upi', state: 'void' } });
      expect(released?.history.at(-1)).toMatchObject({ status: 'Cancelled', by: 'system', note: 'The UPI payment was not confirmed within 30 minutes.' });
      for (const [owner, order] of [[RAVI, fresh], [ASHA, cash], [ASHA, confirmed]] as const) expect((await book.find(owner, order.number))?.status).toBe('Processing');
      expect(await release()).toBe(0);
      expect(await stockOf(TEE.id)).toBe(2);
    });

    if (name.includes('Supabase') || name.includes('PostgREST')) {
      it('refuses every back-office call to a shopper (rejects), changing nothing', async () => {
        const { book, notAdmin, stockOf } = await create(CONTRACT_CATALOGUE);
        if (!notAdmin) throw new Error('a server-backed book names its shopper');
        const order = placed(await book.place(ASHA, requestFor([line(TEE, 1)], { payment: 'upi' }), Date.now()));
        await expect(notAdmin.searchAll({ page: 1, pageSize: 10 })).rejects.toThrow();
        await expect(notAdmin.advance(order.number, 'Shipped', Date.now(), A_SHIPMENT)).rejects.toThrow();
        await expect(notAdmin.cancelByAdmin(order.number, 'Mine now', Date.now())).rejects.toThrow();
        await expect(notAdmin.confirmPayment(order.number, REFERENCE, Date.now())).rejects.toThrow();
        await expect(notAdmin.markRefunded(order.number, Date.now())).rejects.toThrow();
        expect(await book.find(ASHA, order.number)).toMatchObject({ status: 'Processing', payment: { state: 'pending' } });
        expect((await book.find(ASHA, order.number))?.invoice).toBeUndefined();
        expect(await stockOf(TEE.id)).toBe(4);
      });
    }
  });
}
