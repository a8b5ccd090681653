import { describe, expect, it } from 'vitest';
import type { ReturnRequests } from '../../src/application/ports/return-requests';
import type { ReturnsDesk } from '../../src/application/ports/returns-desk';
import type { Product } from '../../src/domain/catalogue/product';
import type { Order } from '../../src/domain/orders/order';
import type { OrderRequestLine } from '../../src/domain/orders/order-request';
import { ALREADY_REQUESTED, NON_RETURNABLE_CATEGORIES, NOT_DELIVERED, WINDOW_CLOSED } from '../../src/domain/returns/return-policy';
import { NOT_IN_ORDER, RETURN_ID_PATTERN, TOO_MANY, type ReturnAsk } from '../../src/domain/returns/return-request';
import { aProduct } from '../support/products';
import { ASHA, NOBODY, RAVI, TEE } from './order-book.contract';

export { ASHA, NOBODY, RAVI };

/** The earrings of the contract: accessories, which the policy never takes back. */
export const EARRINGS = aProduct({ id: 5, title: 'Contract Earrings', price: 299, originalPrice: 599, stock: 5, category: 'accessories' });
export const SHIRT = aProduct({ id: 6, title: 'Contract Shirt', price: 899, originalPrice: 1299, stock: 10, category: 'shirts' });
export const RETURNS_CATALOGUE: readonly Product[] = [TEE, SHIRT, EARRINGS];

export const unit = (product: Product, quantity = 1, size: OrderRequestLine['size'] = 'M'): OrderRequestLine => ({
  productId: product.id,
  size,
  quantity,
  unitPrice: Math.round(product.price * 100),
});

export interface ReturnRequestsFixture {
  readonly returns: ReturnRequests;
  /** The back office's side of the same store, as the admin. */
  readonly desk: ReturnsDesk;
  /**
   * Places a cash order of `lines` for `owner` through the backend's
   * own book and, unless `deliveredDaysAgo` is undefined, moves it to Delivered that many days ago.
   */
  order(owner: string, lines: readonly OrderRequestLine[], deliveredDaysAgo?: number): Promise<Order>;
}

const ask = (lines: ReturnAsk['lines'], reason: ReturnAsk['reason'] = 'Size too small', comment = ''): ReturnAsk => ({ lines, reason, comment });
const tee = (quantity = 1) => ({ productId: TEE.id, size: 'M' as const, quantity });

/**
 * What every ReturnRequests must do; `create(catalogue)` gives a store with no requests, beside an
 * order book over those products whose owners ASHA, RAVI and NOBODY are three shoppers.
 */
export function returnRequestsContract(name: string, create: (catalogue: readonly Product[]) => Promise<ReturnRequestsFixture>) {
  describe(`${name} — ReturnRequests contract`, () => {
    it('requests a return of a delivered order: its id, lines as bought, reason and comment, Requested; listed for the order', async () => {
      const { returns, order } = await create(RETURNS_CATALOGUE);
      const bought = await order(ASHA, [unit(TEE, 2), unit(SHIRT)], 3);
      const result = await returns.request(ASHA, bought.number, ask([tee(2)], 'Size too large', 'Too loose'), Date.now());
      if (result.kind !== 'requested') throw new Error(JSON.stringify(result));
      expect(result.request).toMatchObject({
        orderNumber: bought.number,
        lines: [{ productId: TEE.id, size: 'M', quantity: 2, title: TEE.title }],
        reason: 'Size too large',
        comment: 'Too loose',
        status: 'Requested',
      });
      expect(result.request.id).toMatch(RETURN_ID_PATTERN);
      expect(await returns.listFor(ASHA, bought.number)).toEqual([result.request]);
    });

    it('refuses the same item twice, and takes another line of the order afterwards', async () => {
      const { returns, order } = await create(RETURNS_CATALOGUE);
      const bought = await order(ASHA, [unit(TEE, 2), unit(SHIRT)], 1);
      expect((await returns.request(ASHA, bought.number, ask([tee(1)]), Date.now())).kind).toBe('requested');
      expect(await returns.request(ASHA, bought.number, ask([tee(1)]), Date.now())).toEqual({ kind: 'refused', reason: ALREADY_REQUESTED });
      expect((await returns.request(ASHA, bought.number, ask([{ productId: SHIRT.id, size: 'M', quantity: 1 }]), Date.now())).kind).toBe('requested');
      expect(await returns.listFor(ASHA, bought.number)).toHaveLength(2);
    });

    it('refuses an order not delivered yet, and one delivered more than 30 days ago', async () => {
      const { returns, order } = await create(RETURNS_CATALOGUE);
      const shipped = await order(ASHA, [unit(TEE)]);
      expect(await returns.request(ASHA, shipped.number, ask([tee()]), Date.now())).toEqual({ kind: 'refused', reason: NOT_DELIVERED });
      const old = await order(ASHA, [unit(TEE)], 31);
      expect(await returns.request(ASHA, old.number, ask([tee()]), Date.now())).toEqual({ kind: 'refused', reason: WINDOW_CLOSED });
      expect(await returns.listFor(ASHA, shipped.number)).toEqual([]);
      expect(await returns.listFor(ASHA, old.number)).toEqual([]);
    });

    it('refuses an item not in the order, more than was bought, and a non-returnable item', async () => {
      const { returns, order } = await create(RETURNS_CATALOGUE);
      const bought = await order(ASHA, [unit(TEE, 2), unit(EARRINGS, 1, 'One Size')], 2);
      expect(await returns.request(ASHA, bought.number, ask([{ productId: TEE.id, size: 'L', quantity: 1 }]), Date.now())).toEqual({ kind: 'refused', reason: NOT_IN_ORDER });
      expect(await returns.request(ASHA, bought.number, ask([{ productId: SHIRT.id, size: 'M', quantity: 1 }]), Date.now())).toEqual({ kind: 'refused', reason: NOT_IN_ORDER });
      expect(await returns.request(ASHA, bought.number, ask([tee(3)]), Date.now())).toEqual({ kind: 'refused', reason: TOO_MANY });
      expect(await returns.request(ASHA, bought.number, ask([{ productId: EARRINGS.id, size: 'One Size', quantity: 1 }]), Date.now())).toEqual({
        kind: 'refused',
        reason: NON_RETURNABLE_CATEGORIES.accessories,
      });
      // All or nothing: a good line beside a refused one is not requested either.
      expect((await returns.request(ASHA, bought.number, ask([tee(1), { productId: EARRINGS.id, size: 'One Size', quantity: 1 }]), Date.now())).kind).toBe('refused');
      expect(await returns.listFor(ASHA, bought.number)).toEqual([]);
    });

    it("knows no order of another shopper's, nor one that does not exist; lists none of another's", async () => {
      const { returns, order } = await create(RETURNS_CATALOGUE);
      const ashas = await order(ASHA, [unit(TEE)], 1);
      expect(await returns.request(RAVI, ashas.number, ask([tee()]), Date.now())).toEqual({ kind: 'not-found' });
      expect(await returns.request(ASHA, 'FZ99999999', ask([tee()]), Date.now())).toEqual({ kind: 'not-found' });
      expect((await returns.request(ASHA, ashas.number, ask([tee()]), Date.now())).kind).toBe('requested');
      expect(await returns.listFor(RAVI, ashas.number)).toEqual([]);
      expect(await returns.listFor(NOBODY, ashas.number)).toEqual([]);
    });
  });
}
