import { describe, expect, it } from 'vitest';
import type { OrderBook } from '../../src/application/ports/order-book';
import type { PromotionBook } from '../../src/application/ports/promotion-book';
import type { Product } from '../../src/domain/catalogue/product';
import type { OrderRequestLine } from '../../src/domain/orders/order-request';
import { orderTotals } from '../../src/domain/orders/order-totals';
import { CODE_ALREADY_USED, CODE_CANNOT_BE_USED, CODE_FIRST_ORDER } from '../../src/domain/promotions/apply-promotion';
import { PROMOTION_CHECKS_PER_HOUR, TOO_MANY_CODES } from '../../src/domain/promotions/code-checks';
import type { Promotion } from '../../src/domain/promotions/promotion';
import { ASHA, CONTRACT_CATALOGUE, RAVI, TEE, requestFor } from './order-book.contract';
import { FESTIVE } from './promotion-book.contract';

export interface OrderPromotionsFixture {
  /** The shoppers' order book (ASHA and RAVI, two shoppers with no orders). */
  readonly book: OrderBook;
  /** The admin's promotion book, over the same store. */
  readonly promotions: PromotionBook;
  stockOf(id: number): Promise<number | undefined>;
}

const tee = (quantity: number): OrderRequestLine => ({ productId: TEE.id, size: 'M', quantity, unitPrice: 49_900 });

/** A request with `code`, its total as the review step showed it with `discount` off. */
function withCode(lines: readonly OrderRequestLine[], code: string, discount: number) {
  const request = requestFor(lines, { total: orderTotals(lines, 'standard', discount).total });
  return { ...request, promotionCode: code };
}

const ONCE_EACH: Promotion = { ...FESTIVE, code: 'ONCEEACH', usesPerCustomer: 1, totalUses: 2 };

/**
 * Placing with a promotion code, on every OrderBook with its PromotionBook: the discount on the
 * order, the use counted with it, and a code that does not apply refusing the order with its reason.
 */
export function orderPromotionsContract(name: string, create: (catalogue: readonly Product[]) => Promise<OrderPromotionsFixture>) {
  describe(`${name} — placing with a promotion code`, () => {
    it('takes the discount off the order and counts the use; the code typed in any case', async () => {
      const { book, promotions } = await create(CONTRACT_CATALOGUE);
      await promotions.save(FESTIVE, true);
      const result = await book.place(ASHA, withCode([tee(2)], 'festive10', 9_980), Date.now());
      if (result.kind !== 'placed') throw new Error(JSON.stringify(result));
      expect(result.order.totals).toEqual({ subtotal: 99_800, delivery: 0, discount: 9_980, total: 89_820 });
      expect((await promotions.list()).find((entry) => entry.promotion.code === 'FESTIVE10')?.uses).toBe(1);
      expect((await book.find(ASHA, result.order.number))?.totals.discount).toBe(9_980);
    });

    it.each([
      ['no such code', 'NOPE1234'],
      ['a paused code', 'WELCOME20'],
      ['an ended code', 'ENDED10'],
      ['an expired code', 'EXPIRED10'],
      ['a code not started yet', 'LATER10'],
    ])('refuses the order with %s as with any code not on offer, and takes nothing', async (_what, code) => {
      const { book, promotions, stockOf } = await create(CONTRACT_CATALOGUE);
      await promotions.save({ ...FESTIVE, code: 'ENDED10', state: 'ended' }, true);
      await promotions.save({ ...FESTIVE, code: 'EXPIRED10', validUntil: '2020-12-31' }, true);
      await promotions.save({ ...FESTIVE, code: 'LATER10', validFrom: '2099-01-01' }, true);
      expect(await book.place(ASHA, withCode([tee(1)], code, 0), Date.now())).toEqual({ kind: 'not-accepted', reason: CODE_CANNOT_BE_USED });
      expect(await book.list(ASHA)).toEqual([]);
      expect(await stockOf(TEE.id)).toBe(5);
      expect((await promotions.list()).every((entry) => entry.uses === 0)).toBe(true);
    });

    it('refuses a total worked out with another discount than the code gives', async () => {
      const { book, promotions } = await create(CONTRACT_CATALOGUE);
      await promotions.save(FESTIVE, true);
      expect(await book.place(ASHA, withCode([tee(2)], 'FESTIVE10', 20_000), Date.now())).toEqual({ kind: 'not-accepted', reason: 'The total has changed' });
      expect((await promotions.list()).find((entry) => entry.promotion.code === 'FESTIVE10')?.uses).toBe(0);
    });

    it('a code once per shopper: the second use refused with its reason; another shopper may; then it is used up', async () => {
      const { book, promotions } = await create(CONTRACT_CATALOGUE);
      await promotions.save(ONCE_EACH, true);
      expect((await book.place(ASHA, withCode([tee(2)], 'ONCEEACH', 9_980), Date.now())).kind).toBe('placed');
      expect(await book.place(ASHA, withCode([tee(2)], 'ONCEEACH', 9_980), Date.now())).toEqual({ kind: 'not-accepted', reason: CODE_ALREADY_USED });
      expect((await book.place(RAVI, withCode([tee(2)], 'ONCEEACH', 9_980), Date.now())).kind).toBe('placed');
      await promotions.save({ ...ONCE_EACH, usesPerCustomer: undefined } as Promotion, false);
      expect(await book.place(ASHA, withCode([{ ...tee(1), size: 'L' }], 'ONCEEACH', 0), Date.now())).toEqual({ kind: 'not-accepted', reason: CODE_CANNOT_BE_USED });
    });

    it('counts placing with a code as a try: after 10, a code that applies is refused too, nothing placed; without a code the order goes', async () => {
      const { book, promotions, stockOf } = await create(CONTRACT_CATALOGUE);
      await promotions.save(FESTIVE, true);
      for (let n = 0; n < PROMOTION_CHECKS_PER_HOUR; n += 1) {
        expect(await book.place(ASHA, withCode([tee(2)], `GUESS${n}00`, 9_980), Date.now())).toEqual({ kind: 'not-accepted', reason: CODE_CANNOT_BE_USED });
      }
      expect(await book.place(ASHA, withCode([tee(2)], 'FESTIVE10', 9_980), Date.now())).toEqual({ kind: 'not-accepted', reason: TOO_MANY_CODES });
      expect(await book.list(ASHA)).toEqual([]);
      expect(await stockOf(TEE.id)).toBe(5);
      expect((await promotions.list()).find((entry) => entry.promotion.code === 'FESTIVE10')?.uses).toBe(0);
      expect((await book.place(ASHA, requestFor([tee(1)]), Date.now())).kind).toBe('placed');
      expect((await book.place(RAVI, withCode([tee(2)], 'FESTIVE10', 9_980), Date.now())).kind).toBe('placed');
    });

    it('a first-order code: refused once the shopper has ordered', async () => {
      const { book, promotions } = await create(CONTRACT_CATALOGUE);
      await promotions.setState('WELCOME20', 'active');
      expect((await book.place(ASHA, requestFor([tee(1)]), Date.now())).kind).toBe('placed');
      expect(await book.place(ASHA, withCode([tee(1)], 'WELCOME20', 9_980), Date.now())).toEqual({ kind: 'not-accepted', reason: CODE_FIRST_ORDER });
      const first = await book.place(RAVI, withCode([tee(1)], 'welcome20', 9_980), Date.now());
      expect(first.kind === 'placed' && first.order.totals).toEqual({ subtotal: 49_900, delivery: 0, discount: 9_980, total: 39_920 });
    });

    it('a cancelled order gives its use back: the once-per-shopper code applies again, the count down', async () => {
      const { book, promotions } = await create(CONTRACT_CATALOGUE);
      await promotions.save(ONCE_EACH, true);
      const first = await book.place(ASHA, withCode([tee(2)], 'ONCEEACH', 9_980), Date.now());
      if (first.kind !== 'placed') throw new Error(JSON.stringify(first));
      expect(await book.cancel(ASHA, first.order.number, 'Ordered by mistake', Date.now())).toMatchObject({ kind: 'cancelled' });
      expect((await promotions.list()).find((entry) => entry.promotion.code === 'ONCEEACH')?.uses).toBe(0);
      expect((await book.place(ASHA, withCode([tee(2)], 'ONCEEACH', 9_980), Date.now())).kind).toBe('placed');
      expect((await promotions.list()).find((entry) => entry.promotion.code === 'ONCEEACH')?.uses).toBe(1);
    });

    it('the same key again answers the order placed, counting no second use', async () => {
      const { book, promotions } = await create(CONTRACT_CATALOGUE);
      await promotions.save(FESTIVE, true);
      const request = withCode([tee(2)], 'FESTIVE10', 9_980);
      await book.place(ASHA, request, Date.now());
      expect(await book.place(ASHA, request, Date.now())).toMatchObject({ kind: 'placed', replayed: true });
      expect((await promotions.list()).find((entry) => entry.promotion.code === 'FESTIVE10')?.uses).toBe(1);
    });
  });
}
