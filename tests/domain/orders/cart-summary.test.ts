import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineTotal, type PricedLine, standingOf, summarizeCart } from '../../../src/domain/orders/cart-summary';
import { aProductInSizes } from '../../support/products';

/** A line in size M of a product with `stock` left in M (none in the other sizes). */
const line = (quantity: number, priceWhenAdded: number, price: number | undefined, stock = 99): PricedLine => ({
  size: 'M',
  quantity,
  priceWhenAdded,
  product: price === undefined ? undefined : aProductInSizes({ M: stock }, { price }),
});

describe('cart summary', () => {
  it('says how each line stands against the catalogue now', () => {
    expect(standingOf(line(2, 499, 499, 10))).toEqual({ kind: 'buyable', unitPrice: 49900, quantity: 2 });
    expect(standingOf(line(2, 599, 499, 10))).toEqual({ kind: 'repriced', unitPrice: 49900, quantity: 2, wasPrice: 59900 });
    expect(standingOf(line(5, 499, 499, 2))).toEqual({ kind: 'short', unitPrice: 49900, quantity: 2, left: 2 });
    expect(standingOf(line(1, 499, 499, 0))).toEqual({ kind: 'out-of-stock' });
    expect(standingOf(line(1, 499, undefined))).toEqual({ kind: 'gone' });
    expect(standingOf({ ...line(1, 499, 499), size: 'L' })).toEqual({ kind: 'out-of-stock' });
    expect(standingOf({ ...line(1, 499, 499), colour: 'Navy' })).toEqual({ kind: 'no-variant' });
    expect(standingOf({ ...line(1, 499, 499), size: 'One Size' })).toEqual({ kind: 'no-variant' });
  });

  it('counts only what can be bought, with standard delivery free from ₹499', () => {
    const small = summarizeCart([standingOf(line(1, 299, 299, 5)), standingOf(line(1, 999, undefined))]);
    expect(small).toEqual({ subtotal: 29900, delivery: 4900, moreForFreeDelivery: 20000, total: 34800, buyableItems: 1 });
    const free = summarizeCart([standingOf(line(2, 299, 299, 5))]);
    expect(free).toEqual({ subtotal: 59800, delivery: 0, moreForFreeDelivery: 0, total: 59800, buyableItems: 2 });
    expect(summarizeCart([]).total).toBe(0);
  });

  it('adds up: the lines make the subtotal, nothing is negative, the total is subtotal and delivery', () => {
    const arbitraryLine = fc
      .record({
        quantity: fc.integer({ min: 1, max: 10 }),
        priceWhenAdded: fc.integer({ min: 1, max: 50_000 }),
        product: fc.option(fc.record({ price: fc.integer({ min: 1, max: 50_000 }), stock: fc.integer({ min: 0, max: 20 }) }), { nil: undefined }),
      })
      .map(({ quantity, priceWhenAdded, product }) => (product === undefined ? line(quantity, priceWhenAdded, undefined) : line(quantity, priceWhenAdded, product.price, product.stock)));
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 12 }), (lines) => {
        const standings = lines.map(standingOf);
        const summary = summarizeCart(standings);
        expect(summary.subtotal).toBe(standings.reduce((sum, standing) => sum + lineTotal(standing), 0));
        expect(summary.subtotal).toBeGreaterThanOrEqual(0);
        expect(summary.delivery).toBeGreaterThanOrEqual(0);
        expect(summary.total).toBe(summary.subtotal + summary.delivery);
        expect(summary.buyableItems).toBeLessThanOrEqual(lines.reduce((sum, line) => sum + line.quantity, 0));
      }),
    );
  });
});
