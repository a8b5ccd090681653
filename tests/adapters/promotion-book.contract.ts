import { describe, expect, it } from 'vitest';
import type { PromotionBook } from '../../src/application/ports/promotion-book';
import { CODE_CANNOT_BE_USED } from '../../src/domain/promotions/apply-promotion';
import { PROMOTION_CHECKS_PER_HOUR, TOO_MANY_CODES } from '../../src/domain/promotions/code-checks';
import { SAMPLE_PROMOTION, type Promotion } from '../../src/domain/promotions/promotion';

export const SHOPPER = '9876543210';
export const OTHER_SHOPPER = '9876501234';

export interface PromotionBookFixture {
  /** The book as the admin uses it. */
  readonly admin: PromotionBook;
  /** The book as a signed-in shopper with no orders uses it (a browser's own storage: the same book). */
  readonly shopper: PromotionBook;
  /** The book as another shopper (OTHER_SHOPPER) with no orders uses it. */
  readonly otherShopper: PromotionBook;
}

/** Active from long ago, without end: applies whatever the clock says. */
export const FESTIVE: Promotion = {
  code: 'FESTIVE10',
  title: 'Festive 10% off',
  off: { kind: 'percent', percent: 10 },
  minimumOrder: 50_000,
  validFrom: '2020-01-01',
  totalUses: 100,
  usesPerCustomer: 2,
  firstOrderOnly: false,
  state: 'active',
};

const FLAT: Promotion = {
  code: 'FLAT150',
  title: '₹150 off',
  off: { kind: 'flat', amount: 15_000 },
  minimumOrder: 0,
  validFrom: '2020-01-01',
  validUntil: '2099-12-31',
  firstOrderOnly: true,
  state: 'paused',
};

/**
 * What every PromotionBook must do; `create()` gives a book holding the spec's sample alone (a
 * database's, once emptied: hence the promise).
 */
export function promotionBookContract(name: string, create: () => Promise<PromotionBookFixture>) {
  describe(`${name} — PromotionBook contract`, () => {
    it("holds the spec's sample, paused, never used", async () => {
      const { admin } = await create();
      expect(await admin.list()).toEqual([{ promotion: SAMPLE_PROMOTION, uses: 0 }]);
    });

    it('adds promotions, lists them by code with their uses, and finds one whatever the case', async () => {
      const { admin } = await create();
      expect(await admin.save(FESTIVE, true)).toEqual({ kind: 'saved' });
      expect(await admin.save(FLAT, true)).toEqual({ kind: 'saved' });
      expect((await admin.list()).map((entry) => [entry.promotion.code, entry.uses])).toEqual([
        ['FESTIVE10', 0],
        ['FLAT150', 0],
        ['WELCOME20', 0],
      ]);
      expect(await admin.find('festive10')).toEqual(FESTIVE);
      expect(await admin.find(' Flat150 ')).toEqual(FLAT);
      expect(await admin.find('NOPE1234')).toBeUndefined();
    });

    it('refuses a second promotion of the same code, and an edit of a code there is none of; nothing changes', async () => {
      const { admin } = await create();
      await admin.save(FESTIVE, true);
      expect(await admin.save({ ...FESTIVE, title: 'Again' }, true)).toEqual({ kind: 'duplicate' });
      expect(await admin.save({ ...FESTIVE, code: 'NOPE1234' }, false)).toEqual({ kind: 'not-found' });
      expect(await admin.find('FESTIVE10')).toEqual(FESTIVE);
      expect(await admin.find('NOPE1234')).toBeUndefined();
    });

    it('replaces a promotion edited, limits taken away included', async () => {
      const { admin } = await create();
      await admin.save(FESTIVE, true);
      const { totalUses: _total, usesPerCustomer: _each, ...unlimited } = FESTIVE;
      const edited: Promotion = { ...unlimited, title: 'Festive flat', off: { kind: 'flat', amount: 9_950 }, validUntil: '2099-01-31' };
      expect(await admin.save(edited, false)).toEqual({ kind: 'saved' });
      expect(await admin.find('FESTIVE10')).toEqual(edited);
    });

    it('pauses, resumes and ends a code; an unknown code is not found', async () => {
      const { admin } = await create();
      await admin.save(FESTIVE, true);
      expect(await admin.setState('festive10', 'paused')).toBe(true);
      expect((await admin.find('FESTIVE10'))?.state).toBe('paused');
      expect(await admin.setState('FESTIVE10', 'ended')).toBe(true);
      expect((await admin.find('FESTIVE10'))?.state).toBe('ended');
      expect(await admin.setState('NOPE1234', 'active')).toBe(false);
    });

    it("checks a shopper's code: its discount, or why not", async () => {
      const { admin, shopper } = await create();
      await admin.save(FESTIVE, true);
      await admin.save(FLAT, true);
      expect(await shopper.check(SHOPPER, 'festive10', 100_000, Date.now(), 0)).toEqual({ kind: 'applies', discount: 10_000 });
      expect(await shopper.check(SHOPPER, 'FESTIVE10', 40_000, Date.now(), 0)).toEqual({ kind: 'refused', reason: 'Add ₹100 more to use this code.' });
      expect(await shopper.check(SHOPPER, 'FLAT150', 100_000, Date.now(), 0)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
      await admin.setState('FLAT150', 'active');
      expect(await shopper.check(SHOPPER, 'flat150', 10_000, Date.now(), 0)).toEqual({ kind: 'applies', discount: 10_000 });
    });

    it('answers an unknown, paused, ended, expired or not yet started code alike: a shopper learns no code exists', async () => {
      const { admin, shopper } = await create();
      const hidden: Promotion[] = [
        { ...FESTIVE, code: 'PAUSED10', state: 'paused' },
        { ...FESTIVE, code: 'ENDED10', state: 'ended' },
        { ...FESTIVE, code: 'EXPIRED10', validFrom: '2020-01-01', validUntil: '2020-12-31' },
        { ...FESTIVE, code: 'LATER10', validFrom: '2099-01-01' },
      ];
      for (const promotion of hidden) await admin.save(promotion, true);
      for (const code of ['NOPE1234', 'PAUSED10', 'ENDED10', 'EXPIRED10', 'LATER10']) {
        expect([code, await shopper.check(SHOPPER, code, 100_000, Date.now(), 0)]).toEqual([code, { kind: 'refused', reason: CODE_CANNOT_BE_USED }]);
      }
      expect((await admin.list()).map((entry) => [entry.promotion.code, entry.promotion.state])).toContainEqual(['PAUSED10', 'paused']);
    });

    it('limits a shopper to 10 tries an hour: the next is refused, even of a code that applies; another shopper may still', async () => {
      const { admin, shopper, otherShopper } = await create();
      await admin.save(FESTIVE, true);
      for (let n = 0; n < PROMOTION_CHECKS_PER_HOUR; n += 1) {
        expect(await shopper.check(SHOPPER, `GUESS${n}00`, 100_000, Date.now(), 0)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
      }
      expect(await shopper.check(SHOPPER, 'FESTIVE10', 100_000, Date.now(), 0)).toEqual({ kind: 'refused', reason: TOO_MANY_CODES });
      expect(await shopper.check(SHOPPER, 'NOPE1234', 100_000, Date.now(), 0)).toEqual({ kind: 'refused', reason: TOO_MANY_CODES });
      expect(await otherShopper.check(OTHER_SHOPPER, 'FESTIVE10', 100_000, Date.now(), 0)).toEqual({ kind: 'applies', discount: 10_000 });
      expect((await admin.list()).find((entry) => entry.promotion.code === 'FESTIVE10')).toEqual({ promotion: FESTIVE, uses: 0 });
    });

    it('keeps what was saved, not the promotion the caller changes afterwards', async () => {
      const { admin } = await create();
      const promotion = structuredClone(FESTIVE) as { title: string } & Promotion;
      await admin.save(promotion, true);
      promotion.title = 'Changed';
      expect((await admin.find('FESTIVE10'))?.title).toBe(FESTIVE.title);
    });
  });
}
