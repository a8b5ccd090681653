import type { Product } from '../catalogue/product';
import { indiaDate } from '../orders/india-time';
import { csvRecord } from '../reports/csv';

// The catalogue as a spreadsheet: one row a variant (a size, in a colour), so that stock is counted
// where it is kept. The product's own fields repeat on each of its rows. Excel-safe as the reports'
// CSV (csv.ts): a title or a colour that starts like a formula is written as text.

export const CATALOGUE_CSV_COLUMNS = [
  'Product SKU',
  'Title',
  'Category',
  'Brand',
  'Made for',
  'Price',
  'Original Price',
  'Image',
  'Colour',
  'Swatch',
  'Colour Image',
  'Size',
  'SKU',
  'Stock',
] as const;

/** The rows of one product: one for each variant, in the grid's order. */
export function catalogueRows(product: Product): (string | number)[][] {
  return product.variants.map((variant) => {
    const colour = product.colours.find((candidate) => candidate.name === variant.colour);
    return [
      product.sku,
      product.title,
      product.category,
      product.brand,
      product.audience,
      product.price,
      product.originalPrice,
      product.image,
      colour?.name ?? '',
      colour?.swatch ?? '',
      colour?.image ?? '',
      variant.size,
      variant.sku,
      variant.stock,
    ];
  });
}

/** The text of `products`' rows, each record ended by CRLF (a part of the file; the header is the first). */
export function catalogueCsvPart(products: readonly Product[]): string {
  return products.flatMap(catalogueRows).map((row) => `${csvRecord(row)}\r\n`).join('');
}

/** The file's name: the shop's catalogue on the day in India it was exported. */
export function catalogueFileName(now: number): string {
  return `fashion-zone-catalogue-${indiaDate(now)}.csv`;
}

