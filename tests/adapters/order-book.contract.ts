import { describe, expect, it } from 'vitest';
import type { CartStore } from '../../src/application/ports/cart-store';
import type { OrderBook, PlaceResult } from '../../src/application/ports/order-book';
import type { StoredCartLine } from '../../src/domain/cart/cart-line';
import type { Product } from '../../src/domain/catalogue/product';
import type { Order } from '../../src/domain/orders/order';
import type { ShopIdentity } from '../../src/domain/orders/shop-identity';
import type { OrderRequest, OrderRequestLine } from '../../src/domain/orders/order-request';
import { orderTotals, type PaymentMethod } from '../../src/domain/orders/order-totals';
import { estimateDelivery, type CheckoutDeliveryOptionId } from '../../src/domain/orders/delivery-estimate';
import { HOME, OFFICE } from '../support/addresses';
import { WAREHOUSE_PIN } from '../support/delivery-promise-cases';
import { aProduct, aProductInSizes } from '../support/products';
import { A_SHIPMENT } from '../support/shipment';
import { orderDeskContract } from './order-desk.contract';
import { orderRequestRefusalsContract } from './order-request-refusals.contract';

/** The Andaman and Nicobar Islands: standard delivery only. */
const PORT_BLAIR = { ...HOME, city: 'Port Blair', state: 'Andaman and Nicobar Islands', pinCode: '744101' } as const;

export const ASHA = '9876543210';
export const RAVI = '9123456780';
export const NOBODY = '9000000000';

/** The catalogue every contract test starts from: a tee (5 left), the last pair of jeans, an untracked jacket above the COD limit, a sold-out hoodie. */
// 4 in M and 1 in L: a line asks its own size's stock, never the product's total of 5.
export const TEE = aProductInSizes({ M: 4, L: 1 }, { id: 1, title: 'Contract Tee', price: 499, originalPrice: 999, category: 'tshirts' });
export const JEANS = aProduct({ id: 2, title: 'Contract Jeans', price: 2499, originalPrice: 2999, stock: 1, category: 'jeans' });
export const JACKET = aProduct({ id: 3, title: 'Contract Jacket', price: 6000, originalPrice: 6000, stock: 99, category: 'outerwear' });
export const HOODIE = aProduct({ id: 4, title: 'Contract Hoodie', price: 799, originalPrice: 1299, stock: 0, category: 'hoodies' });
export const CONTRACT_CATALOGUE: readonly Product[] = [TEE, JEANS, JACKET, HOODIE];

export interface OrderBookFixture {
  readonly book: OrderBook;
  /** A product's stock as stored now (undefined: not tracked, or no such product). */
  stockOf(id: number): Promise<number | undefined>;
  /** The shoppers' carts as the book's backend keeps them (a server-backed one: each shopper's own session). */
  readonly carts: CartStore;
  /** The book as the admin uses it (a server-backed book: the admin's session); `book` when the same. */
  readonly desk?: OrderBook;
  /** The book of a signed-in shopper who is not the admin, for searchAll/advance; none when the book cannot tell (a browser's own storage). */
  readonly notAdmin?: OrderBook;
  /**
   * Moves an order's placing back by `ms` for a book that places by its own clock (a database's);
   * a browser's book places at the time it is given, so needs none.
   */
  backdate?(orderNumber: string, ms: number): Promise<void>;
  /**
   * Runs the server's scheduled release of expired UPI holds now, as its job does (a database's
   * book); a browser's book releases them on a read instead (releaseExpiredHolds), so needs none.
   */
  runHoldsJob?(): Promise<number>;
  /** Saves the shop's identity as the admin does in the store settings the book names its sellers from. */
  saveIdentity(identity: ShopIdentity): Promise<void>;
}

let keys = 0;
/** A fresh idempotency key: unique across the run, as a checkout's UUID is. */
export const newKey = () => `contract-${Date.now().toString(36)}-${(keys += 1)}`;

export const line = (product: Product, quantity: number, size: OrderRequestLine['size'] = 'M'): OrderRequestLine => ({
  productId: product.id,
  size,
  quantity,
  unitPrice: Math.round(product.price * 100),
});

/** A request the checkout would make for `lines`, its total worked out as the shopper was shown it. */
export function requestFor(
  lines: readonly OrderRequestLine[],
  options: { key?: string; payment?: PaymentMethod; delivery?: CheckoutDeliveryOptionId; total?: number; fromCart?: boolean } = {},
): OrderRequest {
  const delivery = options.delivery ?? 'standard';
  return {
    idempotencyKey: options.key ?? newKey(),
    lines,
    address: HOME,
    deliveryOption: delivery,
    paymentMethod: options.payment ?? 'cod',
    total: options.total ?? orderTotals(lines, delivery).total,
    fromCart: options.fromCart ?? false,
  };
}

export function placed(result: PlaceResult): Order {
  if (result.kind !== 'placed') throw new Error(`Expected an order, got ${JSON.stringify(result)}`);
  return result.order;
}

/**
 * What every OrderBook must do; `create(catalogue)` gives an empty book over a catalogue holding
 * exactly those products (a database's, once emptied: hence the promise) whose owners ASHA, RAVI
 * and NOBODY are three shoppers. Times are the real clock's: a server-backed book uses its own.
 */
export function orderBookContract(name: string, create: (catalogue: readonly Product[]) => Promise<OrderBookFixture>) {
  describe(`${name} — OrderBook contract`, () => {
    it('places an order: its number, lines as bought, totals, address, payment and status; the stock taken', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const standardDay = () => (estimateDelivery('standard', HOME.pinCode, WAREHOUSE_PIN, Date.now()) as { date: string }).date;
      const dayBefore = standardDay();
      const order = placed(await book.place(ASHA, requestFor([line(TEE, 2, 'M'), line(TEE, 1, 'L')]), Date.now()));
      // The book's own day for the option, by the clock it places by (read on both sides of a midnight).
      const dayAfter = standardDay();
      expect(order.number).toMatch(/^FZ\d{8}$/);
      // No tax invoice until it ships (the desk's contract: order-desk.contract.ts).
      expect(order.invoice).toBeUndefined();
      expect(order.lines).toEqual([
        { productId: 1, title: 'Contract Tee', image: TEE.image, category: 'tshirts', size: 'M', sku: 'TSH1001-M', quantity: 2, unitPrice: 49_900, mrp: 99_900 },
        { productId: 1, title: 'Contract Tee', image: TEE.image, category: 'tshirts', size: 'L', sku: 'TSH1001-L', quantity: 1, unitPrice: 49_900, mrp: 99_900 },
      ]);
      expect(order.totals).toEqual({ subtotal: 149_700, delivery: 0, discount: 0, total: 149_700 });
      expect(order.address).toEqual(HOME);
      expect(order.delivery.option).toBe('standard');
      expect([dayBefore, dayAfter]).toContain(order.delivery.estimatedDate);
      expect(order.payment).toEqual({ method: 'cod', state: 'cod-due' });
      expect(order.status).toBe('Processing');
      expect(order.history).toEqual([{ status: 'Processing', at: order.placedAt, by: 'shopper' }]);
      expect(await stockOf(TEE.id)).toBe(2);
      expect(await book.find(ASHA, order.number)).toEqual(order);
    });

    it("charges the chosen option's fee (standard free from ₹499), and starts a UPI order as payment pending", async () => {
      const { book } = await create(CONTRACT_CATALOGUE);
      const order = placed(await book.place(ASHA, requestFor([line(TEE, 1)], { payment: 'upi' }), Date.now()));
      expect(order.totals).toEqual({ subtotal: 49_900, delivery: 0, discount: 0, total: 49_900 });
      expect(order.payment).toEqual({ method: 'upi', state: 'pending' });
      const express = placed(await book.place(ASHA, requestFor([line(TEE, 1)], { delivery: 'express' }), Date.now()));
      expect(express.totals).toEqual({ subtotal: 49_900, delivery: 9_900, discount: 0, total: 59_800 });
    });

    it('numbers each order after the one before', async () => {
      const { book } = await create(CONTRACT_CATALOGUE);
      const first = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      const second = placed(await book.place(RAVI, requestFor([line(TEE, 1)]), Date.now()));
      expect(second.number > first.number).toBe(true);
    });

    it('answers the first order for a second placing with the same key, taking the stock once', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const request = requestFor([line(TEE, 2)]);
      const first = await book.place(ASHA, request, Date.now());
      const again = await book.place(ASHA, request, Date.now());
      expect(again).toEqual({ kind: 'placed', order: placed(first), replayed: true });
      expect(first).toMatchObject({ replayed: false });
      expect(await stockOf(TEE.id)).toBe(3);
      expect(await book.list(ASHA)).toHaveLength(1);
    });

    it("takes what was bought out of the shopper's cart in the same step: a line bought in part keeps the rest, lines not bought stay", async () => {
      const { book, carts, stockOf } = await create(CONTRACT_CATALOGUE);
      const cart: StoredCartLine[] = [
        { productId: TEE.id, size: 'M', quantity: 3, priceWhenAdded: TEE.price },
        { productId: JEANS.id, size: 'M', quantity: 1, priceWhenAdded: JEANS.price },
        { productId: TEE.id, size: 'L', quantity: 1, priceWhenAdded: TEE.price },
        { productId: HOODIE.id, size: 'S', quantity: 1, priceWhenAdded: HOODIE.price },
      ];
      const ravis: StoredCartLine[] = [{ productId: TEE.id, size: 'M', quantity: 2, priceWhenAdded: TEE.price }];
      await carts.save(ASHA, cart);
      await carts.save(RAVI, ravis);
      const request = requestFor([line(TEE, 2, 'M'), line(JEANS, 1, 'M')], { fromCart: true });
      const order = placed(await book.place(ASHA, request, Date.now()));
      // As soon as the one call answers: the order kept, the stock taken, the cart without what was bought.
      expect(await book.find(ASHA, order.number)).toEqual(order);
      expect([await stockOf(TEE.id), await stockOf(JEANS.id)]).toEqual([3, 0]);
      expect((await carts.read(ASHA)).lines).toEqual([{ ...cart[0], quantity: 1 }, cart[2], cart[3]]);
      expect((await carts.read(RAVI)).lines).toEqual(ravis);
      // The shopper puts the tees back; a replay of the same checkout answers the order and takes nothing again.
      await carts.save(ASHA, cart);
      expect(await book.place(ASHA, request, Date.now())).toMatchObject({ kind: 'placed', replayed: true });
      expect((await carts.read(ASHA)).lines).toEqual(cart);
    });

    it('leaves the cart as it is for Buy Now, and when the order is refused or invalid', async () => {
      const { book, carts } = await create(CONTRACT_CATALOGUE);
      const cart: StoredCartLine[] = [
        { productId: TEE.id, size: 'M', quantity: 2, priceWhenAdded: TEE.price },
        { productId: JEANS.id, size: 'M', quantity: 2, priceWhenAdded: JEANS.price },
      ];
      await carts.save(ASHA, cart);
      placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      expect(await book.place(ASHA, requestFor([line(TEE, 1), line(JEANS, 2)], { fromCart: true }), Date.now())).toMatchObject({ kind: 'refused' });
      expect(await book.place(ASHA, requestFor([line(TEE, 1)], { fromCart: true, total: 100 }), Date.now())).toMatchObject({ kind: 'not-accepted' });
      expect((await carts.read(ASHA)).lines).toEqual(cart);
      expect(await book.list(ASHA)).toHaveLength(1);
    });

    it('sells the last unit once: the second shopper is told it sold out, and the stock stays at 0', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      placed(await book.place(ASHA, requestFor([line(JEANS, 1)]), Date.now()));
      expect(await book.place(RAVI, requestFor([line(JEANS, 1)]), Date.now())).toEqual({
        kind: 'refused',
        problems: [{ kind: 'short', productId: 2, size: 'M', title: 'Contract Jeans', left: 0 }],
      });
      expect(await stockOf(JEANS.id)).toBe(0);
      expect(await book.list(RAVI)).toEqual([]);
    });

    it('refuses the whole order, naming each line, when a line is short, sold out, gone or repriced; nothing changes', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const request = requestFor([line(TEE, 6), line(HOODIE, 1, 'S'), { productId: 999, size: 'L', quantity: 1, unitPrice: 100 }, { ...line(JEANS, 1), unitPrice: 100 }]);
      expect(await book.place(ASHA, request, Date.now())).toEqual({
        kind: 'refused',
        problems: [
          { kind: 'short', productId: 1, size: 'M', title: 'Contract Tee', left: 4 },
          { kind: 'short', productId: 4, size: 'S', title: 'Contract Hoodie', left: 0 },
          { kind: 'gone', productId: 999, size: 'L' },
          { kind: 'repriced', productId: 2, size: 'M', title: 'Contract Jeans', was: 100, now: 249_900 },
        ],
      });
      expect([await stockOf(TEE.id), await stockOf(JEANS.id), await stockOf(HOODIE.id)]).toEqual([5, 1, 0]);
      expect(await book.list(ASHA)).toEqual([]);
    });

    it('counts two sizes of one product against its one stock', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const result = await book.place(ASHA, requestFor([line(JEANS, 1, 'M'), line(JEANS, 1, 'L')]), Date.now());
      expect(result).toMatchObject({ kind: 'refused' });
      expect(await stockOf(JEANS.id)).toBe(1);
    });

    it('refuses cash on delivery above its limit and a total other than the catalogue’s, placing nothing; takes UPI above that limit', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      expect(await book.place(ASHA, requestFor([line(JACKET, 1)], { payment: 'cod' }), Date.now())).toMatchObject({ kind: 'not-accepted' });
      expect(await book.place(ASHA, requestFor([line(TEE, 1)], { total: 100 }), Date.now())).toMatchObject({ kind: 'not-accepted' });
      expect(await book.list(ASHA)).toEqual([]);
      const jacket = placed(await book.place(ASHA, requestFor([line(JACKET, 1)], { payment: 'upi' }), Date.now()));
      expect(jacket.totals.total).toBe(600_000);
      expect(await stockOf(JACKET.id)).toBe(98);
    });

    it.each([
      ['same-day to Port Blair', 'same-day', PORT_BLAIR, 'Same-day delivery is only for addresses in our own city'],
      ['express to Port Blair', 'express', PORT_BLAIR, 'Express delivery does not reach this PIN code'],
      ['any option to a PIN code no postal circle serves', 'standard', { ...HOME, pinCode: '900001' }, 'We do not deliver to this PIN code'],
    ] as const)('refuses %s with its reason, placing nothing and taking no stock', async (_what, delivery, address, reason) => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      expect(await book.place(ASHA, { ...requestFor([line(TEE, 1)], { delivery }), address }, Date.now())).toEqual({ kind: 'not-accepted', reason });
      expect(await book.list(ASHA)).toEqual([]);
      expect(await stockOf(TEE.id)).toBe(5);
    });

    it.each([
      ['a quantity of 0', { quantity: 0 }],
      ['a quantity of -1', { quantity: -1 }],
      ['a quantity of 1e9', { quantity: 1e9 }],
      ['a fractional quantity', { quantity: 1.5 }],
      ['a size that does not exist', { size: 'XS' }],
    ])('refuses %s as invalid, placing nothing', async (_what, change) => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const bad = { ...line(TEE, 1), ...change } as OrderRequestLine;
      expect(await book.place(ASHA, requestFor([bad], { total: 49_900 }), Date.now())).toMatchObject({ kind: 'not-accepted' });
      expect(await stockOf(TEE.id)).toBe(5);
      expect(await book.list(ASHA)).toEqual([]);
    });

    it("lists each shopper's own orders, newest first, and finds none of another's", async () => {
      const { book } = await create(CONTRACT_CATALOGUE);
      const first = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      const ravis = placed(await book.place(RAVI, { ...requestFor([line(TEE, 1)]), address: OFFICE }, Date.now()));
      const second = placed(await book.place(ASHA, requestFor([line(TEE, 2)]), Date.now() + 1));
      expect((await book.list(ASHA)).map((order) => order.number)).toEqual([second.number, first.number]);
      expect(await book.list(RAVI)).toEqual([ravis]);
      expect(await book.list(NOBODY)).toEqual([]);
      expect(await book.find(ASHA, ravis.number)).toBeUndefined();
      expect(await book.find(NOBODY, first.number)).toBeUndefined();
      expect(await book.find(ASHA, 'FZ99999999')).toBeUndefined();
    });

    it('cancels a processing order: Cancelled with the reason, the stock back, cash no longer due', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const order = placed(await book.place(ASHA, requestFor([line(TEE, 2, 'M'), line(TEE, 1, 'L')]), Date.now()));
      expect(await stockOf(TEE.id)).toBe(2);
      const result = await book.cancel(ASHA, order.number, 'Ordered by mistake', Date.now());
      if (result.kind !== 'cancelled') throw new Error(JSON.stringify(result));
      expect(result.order.status).toBe('Cancelled');
      expect(result.order.payment).toEqual({ method: 'cod', state: 'void' });
      expect(result.order.history.map(({ status, by, note }) => ({ status, by, note }))).toEqual([
        { status: 'Processing', by: 'shopper', note: undefined },
        { status: 'Cancelled', by: 'shopper', note: 'Ordered by mistake' },
      ]);
      expect(await stockOf(TEE.id)).toBe(5);
      expect(await book.find(ASHA, order.number)).toEqual(result.order);
    });

    it('voids a cancelled UPI order never confirmed (no refund of money never received), and refuses to cancel it twice', async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const order = placed(await book.place(ASHA, requestFor([line(JEANS, 1)], { payment: 'upi' }), Date.now()));
      const result = await book.cancel(ASHA, order.number, 'Delivery is too late', Date.now());
      expect(result).toMatchObject({ kind: 'cancelled', order: { payment: { method: 'upi', state: 'void' } } });
      expect(await stockOf(JEANS.id)).toBe(1);
      expect(await book.cancel(ASHA, order.number, 'Again', Date.now())).toEqual({ kind: 'refused', reason: 'This order is already cancelled.' });
      expect(await stockOf(JEANS.id)).toBe(1);
    });

    it("moves any shopper's order on for the admin, one step at a time, its history recording it; cash delivered is paid", async () => {
      const { book, desk = book } = await create(CONTRACT_CATALOGUE);
      const order = placed(await book.place(RAVI, requestFor([line(TEE, 1)]), Date.now()));
      expect(await desk.advance(order.number, 'Delivered', Date.now())).toEqual({ kind: 'refused', reason: 'An order that is Processing cannot be moved to Delivered.' });
      for (const to of ['Shipped', 'In Transit', 'Delivered'] as const) {
        expect(await desk.advance(order.number, to, Date.now(), A_SHIPMENT)).toMatchObject({ kind: 'moved', order: { number: order.number, status: to } });
      }
      const delivered = await book.find(RAVI, order.number);
      expect(delivered?.status).toBe('Delivered');
      expect(delivered?.payment).toMatchObject({ method: 'cod', state: 'paid', settledAt: expect.any(Number) });
      expect(delivered?.shipment).toEqual(A_SHIPMENT);
      expect(delivered?.history.map(({ status, by }) => [status, by])).toEqual([
        ['Processing', 'shopper'],
        ['Shipped', 'admin'],
        ['In Transit', 'admin'],
        ['Delivered', 'admin'],
      ]);
      expect(await desk.advance(order.number, 'Shipped', Date.now(), A_SHIPMENT)).toEqual({ kind: 'refused', reason: 'An order that is Delivered cannot be moved to Shipped.' });
      expect(await desk.advance('FZ99999999', 'Shipped', Date.now(), A_SHIPMENT)).toEqual({ kind: 'not-found' });
    });

    it("finds every shopper's orders for the admin, newest first, each as its shopper sees it; a cancellation is not the desk's move", async () => {
      const { book, desk = book, notAdmin } = await create(CONTRACT_CATALOGUE);
      const ashas = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      const ravis = placed(await book.place(RAVI, requestFor([line(TEE, 1)]), Date.now() + 1));
      expect(await desk.searchAll({ page: 1, pageSize: 10 })).toEqual({ orders: [ravis, ashas], total: 2 });
      expect(await desk.advance(ashas.number, 'Cancelled', Date.now())).toMatchObject({ kind: 'refused' });
      if (notAdmin) {
        await expect(notAdmin.searchAll({ page: 1, pageSize: 10 })).rejects.toThrow();
        await expect(notAdmin.advance(ashas.number, 'Shipped', Date.now(), A_SHIPMENT)).rejects.toThrow();
        expect((await book.find(ASHA, ashas.number))?.status).toBe('Processing');
      }
    });

    it("cannot cancel another shopper's order, nor one that does not exist", async () => {
      const { book, stockOf } = await create(CONTRACT_CATALOGUE);
      const order = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
      expect(await book.cancel(RAVI, order.number, 'Not mine', Date.now())).toEqual({ kind: 'not-found' });
      expect(await book.cancel(ASHA, 'FZ99999999', 'None', Date.now())).toEqual({ kind: 'not-found' });
      expect((await book.find(ASHA, order.number))?.status).toBe('Processing');
      expect(await stockOf(TEE.id)).toBe(4);
    });
  });

  orderDeskContract(name, create);
  orderRequestRefusalsContract(name, create);
}
