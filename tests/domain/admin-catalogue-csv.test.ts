import { describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_COLUMNS, catalogueCsvPart, catalogueFileName, catalogueRows } from '../../src/domain/admin/catalogue-csv';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';
import { startsLikeFormula } from '../../src/domain/reports/csv';
import { aProduct, aProductInSizes } from '../support/products';

describe('the catalogue as CSV', () => {
  it('writes one row a variant, the product’s fields on each, the variant’s size, SKU and stock', () => {
    const tee = aProductInSizes({ S: 3, XL: 1 }, { id: 1, title: 'Plain Tee', sku: 'TSH-1', price: 499, originalPrice: 999, brand: 'Urban Style', audience: 'men' });
    expect(catalogueRows(tee)[0]).toEqual(['TSH-1', 'Plain Tee', 'tshirts', 'Urban Style', 'men', 499, 999, tee.image, '', '', '', 'S', 'TSH-1-S', 3]);
    expect(catalogueRows(tee).map((row) => [row[11], row[13]])).toEqual([
      ['S', 3],
      ['M', 0],
      ['L', 0],
      ['XL', 1],
      ['XXL', 0],
    ]);
    expect(CATALOGUE_CSV_COLUMNS).toHaveLength(catalogueRows(tee)[0]!.length);
  });

  it('names each variant’s colour, its swatch and image', () => {
    const colours = [
      { name: 'Navy', swatch: '#1f2a44', image: '/images/products/4.svg' },
      { name: 'Olive', swatch: '#556b2f', image: '/images/products/4-olive.svg' },
    ];
    const hoodie = aProduct({ id: 4, sku: 'HOO-4', ...makeProductVariants('HOO-4', 'clothing', colours, (key) => (key.colour === 'Olive' ? 2 : 1)) });
    const olive = catalogueRows(hoodie).find((row) => row[12] === 'HOO-4-M-OLIVE');
    expect(olive?.slice(8)).toEqual(['Olive', '#556b2f', '/images/products/4-olive.svg', 'M', 'HOO-4-M-OLIVE', 2]);
    expect(catalogueRows(hoodie)).toHaveLength(10);
  });

  it('writes a title that starts like a formula as text, and quotes commas', () => {
    const part = catalogueCsvPart([aProduct({ id: 2, title: '=HYPERLINK("http://evil.example"), tee', sku: 'TSH-2' })]);
    const firstRow = part.split('\r\n')[0]!;
    expect(firstRow.startsWith('TSH-2,"\'=HYPERLINK(""http://evil.example""), tee",')).toBe(true);
    for (const cell of firstRow.split(',')) expect(startsLikeFormula(cell)).toBe(false);
  });

  it('is named after the day in India it was exported', () => {
    // 20:00 UTC on 2 December is 01:30 on 3 December in India.
    expect(catalogueFileName(Date.UTC(2026, 11, 2, 20, 0))).toBe('fashion-zone-catalogue-2026-12-03.csv');
  });
});
