import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Colour } from '../../src/domain/catalogue/colour';
import { sizesOf } from '../../src/domain/catalogue/size-scale';
import {
  canBuyProduct,
  canBuyVariant,
  cardStockNote,
  fewSizesLeft,
  onlyLeft,
  productStockBadge,
  sizesInStock,
  soldOutSizes,
  variantsToRestock,
  spreadStock,
  totalStock,
  variantStockBadge,
} from '../../src/domain/catalogue/variant-stock';
import { putBackStock, putBackVariantStock, takeStock, takeVariantStock } from '../../src/domain/catalogue/stock-moves';
import { type ProductVariants, type Variant } from '../../src/domain/catalogue/variants';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';
import { arbitraryProductVariants } from '../support/product-variants';

const colours: Colour[] = [
  { name: 'Navy', swatch: '#243a66', image: '/images/products/1.svg' },
  { name: 'White', swatch: '#fff', image: '/images/products/1.svg' },
];
/** A plain product with the given stock by size, S to XXL. */
const bySize = (...stock: number[]): ProductVariants => makeProductVariants('TSH1001', 'clothing', [], (_, index) => stock[index] ?? 0);
const variant = (stock: number): Variant => ({ size: 'XL', sku: 'TSH1001-XL', stock });

describe('figures that come from the variants', () => {
  it('add up to the product’s stock', () => {
    expect(totalStock(bySize(1, 2, 3, 4, 5))).toBe(15);
    expect(totalStock(bySize())).toBe(0);
  });

  it('give the product the badge of its best-stocked variant, and each chosen variant its own', () => {
    const spreadThin = bySize(10, 10, 10, 10, 10);
    expect(totalStock(spreadThin)).toBe(50);
    expect(productStockBadge(spreadThin)).toBe('Low Stock');
    expect(productStockBadge(bySize(0, 21, 0, 0, 0))).toBe('In Stock');
    expect(productStockBadge(bySize())).toBe('Out of Stock');
    expect(variantStockBadge(variant(21))).toBe('In Stock');
    expect(variantStockBadge(variant(20))).toBe('Low Stock');
    expect(variantStockBadge(variant(1))).toBe('Low Stock');
    expect(variantStockBadge(variant(0))).toBe('Out of Stock');
  });

  it('say whether the product or a variant can be bought', () => {
    expect(canBuyProduct(bySize(0, 0, 0, 0, 1))).toBe(true);
    expect(canBuyProduct(bySize())).toBe(false);
    expect(canBuyVariant(variant(1))).toBe(true);
    expect(canBuyVariant(variant(0))).toBe(false);
  });

  it('say "Only N left" for a chosen variant with 1 to 20 left', () => {
    expect(onlyLeft(variant(2))).toBe(2);
    expect(onlyLeft(variant(20))).toBe(20);
    expect(onlyLeft(variant(21))).toBeUndefined();
    expect(onlyLeft(variant(0))).toBeUndefined();
  });

  it('list the sold-out sizes in every colour, or in one', () => {
    const tee = makeProductVariants('TSH1001', 'clothing', colours, (key) => (key.size === 'XXL' || (key.size === 'S' && key.colour === 'White') ? 0 : 3));
    expect(soldOutSizes(tee)).toEqual(['XXL']);
    expect(soldOutSizes(tee, 'White')).toEqual(['S', 'XXL']);
    expect(sizesInStock(tee, 'White')).toEqual(['M', 'L', 'XL']);
    expect(sizesInStock(tee)).toEqual(['S', 'M', 'L', 'XL']);
  });

  it('warn a card when one or two sizes are left and others are sold out, or when every size is', () => {
    expect(fewSizesLeft(bySize(0, 3, 4, 0, 0))).toBe(true);
    expect(fewSizesLeft(bySize(0, 0, 1, 0, 0))).toBe(true);
    expect(fewSizesLeft(bySize(0, 3, 4, 5, 0))).toBe(false);
    expect(fewSizesLeft(bySize())).toBe(false);
    expect(fewSizesLeft(makeProductVariants('ACC290029', 'one-size', [], () => 1))).toBe(false);
    expect(cardStockNote(bySize(0, 3, 4, 0, 0))).toBe('few-sizes-left');
    expect(cardStockNote(bySize())).toBe('sold-out');
    expect(cardStockNote(makeProductVariants('ACC290029', 'one-size'))).toBe('sold-out');
    expect(cardStockNote(bySize(1, 1, 1, 1, 1))).toBeUndefined();
  });

  it('name the variants to restock while others still sell, and none when all are out', () => {
    const tee = makeProductVariants('TSH1001', 'clothing', colours, (key) => (key.size === 'XXL' || (key.size === 'S' && key.colour === 'White') ? 0 : 3));
    expect(variantsToRestock(tee).map((v) => v.sku)).toEqual(tee.variants.filter((v) => v.size === 'XXL' || (v.size === 'S' && v.colour === 'White')).map((v) => v.sku));
    expect(variantsToRestock(bySize(1, 1, 1, 1, 1))).toEqual([]);
    expect(variantsToRestock(bySize())).toEqual([]);
  });

  it('agree with each other for any product', () => {
    fc.assert(
      fc.property(arbitraryProductVariants, (product) => {
        expect(totalStock(product)).toBe(product.variants.reduce((sum, v) => sum + v.stock, 0));
        expect(canBuyProduct(product)).toBe(totalStock(product) > 0);
        expect([...sizesInStock(product), ...soldOutSizes(product)].sort()).toEqual([...sizesOf(product.sizeScale)].sort());
        expect(cardStockNote(product) === 'sold-out').toBe(sizesInStock(product).length === 0);
        const restock = variantsToRestock(product);
        expect(restock.every((v) => v.stock < 1 && product.variants.includes(v))).toBe(true);
        expect(restock.length > 0).toBe(canBuyProduct(product) && product.variants.some((v) => v.stock < 1));
      }),
    );
  });
});

describe('spreading a stock figure', () => {
  it('is even, the remainder to the first places', () => {
    expect(spreadStock(11, 5)).toEqual([3, 2, 2, 2, 2]);
    expect(spreadStock(3, 5)).toEqual([1, 1, 1, 0, 0]);
    expect(spreadStock(7, 1)).toEqual([7]);
    expect(spreadStock(7, 0)).toEqual([]);
    expect(spreadStock(-2, 2)).toEqual([0, 0]);
  });

  it('keeps the total and differs by at most one between places', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer({ min: 1, max: 20 }), (total, slots) => {
        const spread = spreadStock(total, slots);
        expect(spread).toHaveLength(slots);
        expect(spread.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...spread) - Math.min(...spread)).toBeLessThanOrEqual(1);
        expect([...spread].sort((a, b) => b - a)).toEqual(spread);
      }),
    );
  });
});

describe('moving stock on a variant', () => {
  it('takes and puts back whole units', () => {
    expect(takeStock(variant(5), 2)).toEqual({ kind: 'moved', variant: variant(3) });
    expect(takeStock(variant(5), 5)).toEqual({ kind: 'moved', variant: variant(0) });
    expect(putBackStock(variant(0), 4)).toEqual({ kind: 'moved', variant: variant(4) });
  });

  it('refuses to take more than is left, naming the variant', () => {
    expect(takeStock(variant(2), 3)).toEqual({ kind: 'refused', problem: 'more-than-left', reason: 'Only 2 left in XL.' });
    expect(takeStock({ ...variant(0), colour: 'Navy' }, 1)).toEqual({ kind: 'refused', problem: 'more-than-left', reason: 'XL, Navy is sold out.' });
  });

  it('refuses a quantity that is not a whole number of at least 1, either way', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const reason = `A stock move needs a whole number of at least 1, not ${quantity}.`;
      expect(takeStock(variant(5), quantity)).toEqual({ kind: 'refused', problem: 'invalid-quantity', reason });
      expect(putBackStock(variant(5), quantity)).toEqual({ kind: 'refused', problem: 'invalid-quantity', reason });
    }
  });

  it('refuses to put back more than a stock count can hold exactly', () => {
    expect(putBackStock(variant(Number.MAX_SAFE_INTEGER), 1)).toEqual({ kind: 'refused', problem: 'too-much', reason: 'The stock of XL cannot grow by 1.' });
  });

  it('on a product: moves only the variant named, and refuses one the product does not have', () => {
    const tee = makeProductVariants('TSH1001', 'clothing', colours, () => 2);
    const taken = takeVariantStock(tee, { size: 'm', colour: 'navy' }, 2);
    expect(taken.kind).toBe('moved');
    if (taken.kind !== 'moved') return;
    expect(taken.variant).toEqual({ size: 'M', colour: 'Navy', sku: 'TSH1001-M-NAVY', stock: 0 });
    expect(taken.product.variants.filter((v) => v.stock !== 2)).toEqual([taken.variant]);
    expect(takeVariantStock(taken.product, { size: 'M', colour: 'Navy' }, 1)).toEqual({ kind: 'refused', problem: 'more-than-left', reason: 'M, Navy is sold out.' });
    expect(putBackVariantStock(taken.product, { size: 'M', colour: 'Navy' }, 2)).toEqual({ kind: 'moved', product: tee, variant: tee.variants[2] });
    expect(takeVariantStock(tee, { size: 'XXXL', colour: 'Navy' }, 1)).toMatchObject({ kind: 'refused', problem: 'unknown-size' });
    expect(putBackVariantStock(tee, { size: 'M', colour: 'Teal' }, 1)).toMatchObject({ kind: 'refused', problem: 'unknown-colour' });
    expect(putBackVariantStock(tee, { size: 'M' }, 1)).toMatchObject({ kind: 'refused', problem: 'colour-needed' });
  });

  it('never leaves a variant below 0, and the product’s stock is always the sum of its variants’, under any moves', () => {
    const move = fc.record({
      take: fc.boolean(),
      index: fc.nat(),
      quantity: fc.oneof(fc.integer({ min: -3, max: 30 }), fc.double({ min: -5, max: 30, noNaN: false })),
    });
    fc.assert(
      fc.property(arbitraryProductVariants, fc.array(move, { maxLength: 60 }), (start, moves) => {
        let product: ProductVariants = start;
        let expected = totalStock(start);
        for (const { take, index, quantity } of moves) {
          const target = product.variants[index % product.variants.length]!;
          const wanted = { size: target.size, colour: target.colour };
          const result = take ? takeVariantStock(product, wanted, quantity) : putBackVariantStock(product, wanted, quantity);
          const valid = Number.isSafeInteger(quantity) && quantity >= 1 && (!take || quantity <= target.stock);
          expect(result.kind).toBe(valid ? 'moved' : 'refused');
          if (result.kind === 'moved') {
            product = result.product;
            expected += take ? -quantity : quantity;
          }
          for (const v of product.variants) expect(v.stock).toBeGreaterThanOrEqual(0);
          expect(totalStock(product)).toBe(expected);
          expect(product.variants.map((v) => v.sku)).toEqual(start.variants.map((v) => v.sku));
        }
      }),
    );
  });
});
