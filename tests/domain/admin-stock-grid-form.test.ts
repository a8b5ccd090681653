import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellSku,
  gridTotal,
  gridVariants,
  MAX_COLOURS,
  NEW_COLOUR_SWATCHES,
  newStockGrid,
  stockGridOf,
  stockGridProblem,
  stockTyped,
  withColourAdded,
  withColourRemoved,
  withScale,
  withTotal,
  type StockGridValues,
} from '../../src/domain/admin/stock-grid-form';
import { SIZE_SCALES, sizesOf } from '../../src/domain/catalogue/size-scale';
import { productVariantsProblem } from '../../src/domain/catalogue/variant-grid';
import { totalStock } from '../../src/domain/catalogue/variant-stock';

const IMAGE = '/images/products/3.svg';
const named = (grid: StockGridValues, ...names: string[]): StockGridValues => ({
  ...grid,
  colours: grid.colours.map((colour, index) => ({ ...colour, name: names[index] ?? colour.name })),
});
const twoColours = (total = 10) => named(withColourAdded(withColourAdded(newStockGrid('clothing', total))), 'Navy', 'Grey Melange');

const gridArbitrary = fc
  .record({
    scale: fc.constantFrom(...SIZE_SCALES),
    // None, or two and more: one colour alone is refused (colourProblem).
    colours: fc.oneof(fc.constant(0), fc.integer({ min: 2, max: MAX_COLOURS })),
    total: fc.integer({ min: 0, max: 10_000 }),
  })
  .map(({ scale, colours, total }) => {
    let grid = newStockGrid(scale, total);
    for (let added = 0; added < colours; added += 1) grid = withColourAdded(grid);
    return named(grid, ...grid.colours.map((_, index) => `Colour ${index + 1}`));
  });

describe('the stock a cell holds', () => {
  it('is a whole number of 0 or more as typed, empty being 0', () => {
    expect(stockTyped(' 12 ')).toBe(12);
    expect(stockTyped('')).toBe(0);
    for (const text of ['-1', '1.5', '1e3', 'x', '99999999999999999999']) expect(stockTyped(text)).toBeUndefined();
  });
});

describe('the grid', () => {
  it('starts a new product with the total spread over its sizes', () => {
    expect(newStockGrid('clothing', 10)).toEqual({ sizeScale: 'clothing', colours: [], cells: [['2'], ['2'], ['2'], ['2'], ['2']] });
    expect(newStockGrid('one-size', 10)).toEqual({ sizeScale: 'one-size', colours: [], cells: [['10']] });
  });

  it('spreads a typed total over every cell, whatever the grid', () => {
    fc.assert(
      fc.property(gridArbitrary, fc.integer({ min: 0, max: 100_000 }), (grid, total) => {
        expect(gridTotal(withTotal(grid, total))).toBe(total);
      }),
    );
  });

  it('has no total while a cell is not a whole number', () => {
    expect(gridTotal({ ...newStockGrid('one-size', 3), cells: [['-3']] })).toBeUndefined();
  });

  it('gives the first colour the product’s column, and each colour after it a column of 0', () => {
    const one = withColourAdded(newStockGrid('clothing', 10));
    expect(one.cells).toEqual(newStockGrid('clothing', 10).cells);
    expect(withColourAdded(one).cells).toEqual([['2', '0'], ['2', '0'], ['2', '0'], ['2', '0'], ['2', '0']]);
  });

  it('starts each colour added with a swatch the product’s other colours do not have', () => {
    let grid = newStockGrid('clothing', 10);
    for (let added = 0; added < MAX_COLOURS; added += 1) grid = withColourAdded(grid);
    expect(grid.colours.map((colour) => colour.swatch)).toEqual([...NEW_COLOUR_SWATCHES]);
    // A swatch freed by a removed colour (or never used, whatever its case) is the next one offered.
    const olive = { ...grid, colours: [{ name: 'Olive', swatch: '#556B2F', image: '' }], cells: grid.cells.map((row) => [row[0]!]) };
    expect(withColourAdded(olive).colours[1]!.swatch).toBe('#1f2a44');
  });

  it('takes a removed colour’s column away; the last one leaves the product’s column', () => {
    const grid = { ...twoColours(), cells: [['1', '5'], ['1', '5'], ['1', '5'], ['1', '5'], ['1', '5']] };
    const withoutNavy = withColourRemoved(grid, 0);
    expect(withoutNavy.colours.map((colour) => colour.name)).toEqual(['Grey Melange']);
    expect(withoutNavy.cells).toEqual([['5'], ['5'], ['5'], ['5'], ['5']]);
    expect(withColourRemoved(withoutNavy, 0)).toEqual({ sizeScale: 'clothing', colours: [], cells: withoutNavy.cells });
    expect(withColourRemoved(grid, 5)).toBe(grid);
  });

  it('adds no colour past the most a product may have', () => {
    let grid = newStockGrid('clothing', 0);
    for (let added = 0; added < MAX_COLOURS + 2; added += 1) grid = withColourAdded(grid);
    expect(grid.colours).toHaveLength(MAX_COLOURS);
  });

  it('keeps each colour’s stock when the scale changes', () => {
    fc.assert(
      fc.property(gridArbitrary, fc.constantFrom(...SIZE_SCALES), (grid, scale) => {
        const moved = withScale(grid, scale);
        expect(moved.cells).toHaveLength(sizesOf(scale).length);
        const columnSums = (cells: string[][]) => cells[0]!.map((_, column) => cells.reduce((sum, row) => sum + Number(row[column]), 0));
        expect(columnSums(moved.cells)).toEqual(columnSums(grid.cells));
      }),
    );
  });
});

describe('what the grid saves', () => {
  it('is a whole grid the store accepts, its stock the sum of the cells, no SKU twice', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        expect(stockGridProblem(grid, IMAGE)).toBeUndefined();
        const variants = gridVariants(grid, 'TSH-123456', IMAGE);
        expect(productVariantsProblem(variants)).toBeUndefined();
        expect(totalStock(variants)).toBe(gridTotal(grid));
      }),
    );
  });

  it('keeps a stored variant’s SKU, derives a new one’s, and gives a colour without an image the product’s', () => {
    const stored = gridVariants(twoColours(), 'TSH-1', IMAGE);
    const renamed = { ...stored, variants: stored.variants.map((variant) => (variant.size === 'M' && variant.colour === 'Navy' ? { ...variant, sku: 'LABEL-42' } : variant)) };
    const grid = named(withColourAdded(stockGridOf(renamed)), 'Navy', 'Grey Melange', 'Rust');
    const saved = gridVariants(grid, 'TSH-1', IMAGE, renamed);
    expect(saved.variants.find((variant) => variant.size === 'M' && variant.colour === 'Navy')?.sku).toBe('LABEL-42');
    expect(saved.variants.find((variant) => variant.size === 'M' && variant.colour === 'Rust')?.sku).toBe('TSH-1-M-RUST');
    expect(cellSku('TSH-1', 'L', ' Rust ')).toBe('TSH-1-L-RUST');
    expect(saved.colours.map((colour) => colour.image)).toEqual([IMAGE, IMAGE, IMAGE]);
  });

  it('reads a stored product into the grid and back unchanged', () => {
    const stored = gridVariants({ ...twoColours(), cells: [['0', '3'], ['4', '0'], ['1', '1'], ['0', '0'], ['9', '2']] }, 'DRE-7', IMAGE);
    expect(gridVariants(stockGridOf(stored), 'DRE-7', IMAGE, stored)).toEqual(stored);
  });

  it('says what is wrong with colours, and with a grid of another shape', () => {
    expect(stockGridProblem(named(withColourAdded(newStockGrid('clothing', 5)), ''), IMAGE)).toBe('A product with colours needs at least two; with one colour, leave colours out.');
    expect(stockGridProblem(named(twoColours(), 'Navy', ''), IMAGE)).toBe('Each colour needs a name.');
    expect(stockGridProblem({ ...twoColours(), colours: twoColours().colours.map((colour) => ({ ...colour, swatch: 'red' })) }, IMAGE)).toBe("The swatch of 'Navy' must be a hex colour such as #1f2a44.");
    expect(stockGridProblem({ ...twoColours(), cells: [['1']] }, IMAGE)).toBe('The stock grid does not match the sizes and colours.');
  });
});
