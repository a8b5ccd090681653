import type { Colour } from '../catalogue/colour';
import { sizesOf, type SizeScale } from '../catalogue/size-scale';
import { spreadStock } from '../catalogue/variant-stock';
import { variantSku } from '../catalogue/variant-sku';
import { colourProblem } from '../catalogue/variant-grid';
import type { ProductVariants, Variant } from '../catalogue/variants';

// The part of the admin's product form that edits the sizes, the colours and each variant's stock.
// The grid is held as typed, by position: a row for each size of the scale, a column for each
// colour (one column when the product has no colours), so that renaming a colour keeps its column.

/** A colour as the form holds it: the image may be left empty (the product's own image is used). */
export interface ColourRow {
  name: string;
  swatch: string;
  image: string;
}

/** Mutable, as formik's values are: the form writes into them by path ('cells.2.0'). */
export interface StockGridValues {
  sizeScale: SizeScale;
  colours: ColourRow[];
  /** cells[size][column]: each variant's stock as typed. */
  cells: string[][];
}

/** Enough for the colours a shirt comes in; more would be a grid no admin can read on a phone. */
export const MAX_COLOURS = 6;

/**
 * The swatches colours added in the form start with, one the product's other colours do not have
 * (navy, olive, maroon, sand, charcoal, off-white), so that no two look alike before the admin
 * picks their own.
 */
export const NEW_COLOUR_SWATCHES = ['#1f2a44', '#556b2f', '#7b2434', '#c8b99a', '#3d3d3d', '#f4f1ea'] as const;

function newSwatch(colours: readonly ColourRow[]): string {
  const taken = new Set(colours.map((colour) => colour.swatch.trim().toLowerCase()));
  return NEW_COLOUR_SWATCHES.find((swatch) => !taken.has(swatch)) ?? NEW_COLOUR_SWATCHES[0];
}

const columnCount = (colours: readonly ColourRow[]) => Math.max(1, colours.length);

/** A whole number of 0 or more, as typed (empty is 0, as in the form's other numbers): a cell's stock or the total. */
export function stockTyped(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A grid of the scale's sizes and `columns` columns with `total` spread over its cells, by size first. */
function spreadGrid(sizeScale: SizeScale, columns: number, total: number): string[][] {
  const sizes = sizesOf(sizeScale).length;
  const spread = spreadStock(total, sizes * columns);
  return Array.from({ length: sizes }, (_, size) => Array.from({ length: columns }, (_, column) => String(spread[size * columns + column] ?? 0)));
}

/** A new product's grid: the scale's sizes, no colours, `total` spread over them. */
export function newStockGrid(sizeScale: SizeScale, total: number): StockGridValues {
  return { sizeScale, colours: [], cells: spreadGrid(sizeScale, 1, total) };
}

/** The form's grid for a stored product: its scale, colours and each variant's stock. */
export function stockGridOf(product: ProductVariants): StockGridValues {
  const colours = product.colours.map(({ name, swatch, image }) => ({ name, swatch, image }));
  const cells = sizesOf(product.sizeScale).map((size) =>
    (colours.length === 0 ? [undefined] : colours.map((colour) => colour.name)).map((colour) =>
      String(product.variants.find((variant) => variant.size === size && variant.colour === colour)?.stock ?? 0),
    ),
  );
  return { sizeScale: product.sizeScale, colours, cells };
}

/** The sum of the cells, or undefined while one of them is not a whole number of 0 or more. */
export function gridTotal(grid: StockGridValues): number | undefined {
  let sum = 0;
  for (const row of grid.cells) {
    for (const cell of row) {
      const stock = stockTyped(cell);
      if (stock === undefined) return undefined;
      sum += stock;
    }
  }
  return sum;
}

/** The grid with `total` spread over its cells again (the admin typed a total). */
export function withTotal(grid: StockGridValues, total: number): StockGridValues {
  return { ...grid, cells: spreadGrid(grid.sizeScale, columnCount(grid.colours), total) };
}

/** The grid on another scale: each colour keeps its stock, spread over the new sizes. */
export function withScale(grid: StockGridValues, sizeScale: SizeScale): StockGridValues {
  if (sizeScale === grid.sizeScale) return grid;
  const sizes = sizesOf(sizeScale).length;
  const columns = columnCount(grid.colours);
  const spreads = Array.from({ length: columns }, (_, column) =>
    spreadStock(
      grid.cells.reduce((sum, row) => sum + (stockTyped(row[column] ?? '') ?? 0), 0),
      sizes,
    ),
  );
  return { ...grid, sizeScale, cells: Array.from({ length: sizes }, (_, size) => spreads.map((spread) => String(spread[size] ?? 0))) };
}

/**
 * The grid with a colour added. The first colour takes the product's one column (the stock it had
 * is that colour's); each colour after it starts with a column of 0.
 */
export function withColourAdded(grid: StockGridValues): StockGridValues {
  if (grid.colours.length >= MAX_COLOURS) return grid;
  const colours = [...grid.colours, { name: '', swatch: newSwatch(grid.colours), image: '' }];
  const cells = grid.colours.length === 0 ? grid.cells : grid.cells.map((row) => [...row, '0']);
  return { ...grid, colours, cells };
}

/** The grid without the colour at `index` and its column; the last colour removed leaves the product's one column. */
export function withColourRemoved(grid: StockGridValues, index: number): StockGridValues {
  if (index < 0 || index >= grid.colours.length) return grid;
  const colours = grid.colours.filter((_, at) => at !== index);
  const cells = grid.colours.length === 1 ? grid.cells : grid.cells.map((row) => row.filter((_, at) => at !== index));
  return { ...grid, colours, cells };
}

/** The colours as the store keeps them: names trimmed, an empty image replaced by the product's. */
export function coloursOf(grid: StockGridValues, productImage: string): Colour[] {
  return grid.colours.map((colour) => ({ name: colour.name.trim(), swatch: colour.swatch.trim(), image: colour.image.trim() || productImage.trim() }));
}

/**
 * Why the grid cannot be saved, or undefined: the colours' rules (colourProblem, and at most
 * MAX_COLOURS) and a grid the shape of the scale and the colours. The cells' own rule (a whole
 * number of 0 or more) is said at each cell.
 */
export function stockGridProblem(grid: StockGridValues, productImage: string): string | undefined {
  if (grid.colours.length > MAX_COLOURS) return `A product can have at most ${MAX_COLOURS} colours.`;
  const colours = colourProblem(coloursOf(grid, productImage));
  if (colours) return colours;
  const columns = columnCount(grid.colours);
  const shaped = grid.cells.length === sizesOf(grid.sizeScale).length && grid.cells.every((row) => row.length === columns);
  return shaped ? undefined : 'The stock grid does not match the sizes and colours.';
}

/**
 * The SKU each cell's variant is saved with: the stored variant's own when the product already has
 * that size and colour (a SKU printed on labels stays), else the one derived from the product's SKU.
 */
export function cellSku(productSku: string, size: Variant['size'], colourName: string | undefined, existing?: ProductVariants): string {
  const colour = colourName?.trim();
  const stored = existing?.variants.find((variant) => variant.size === size && variant.colour === colour);
  return stored?.sku ?? variantSku(productSku, size, colour);
}

/** The variants the grid describes. Call it with a grid that passes stockGridProblem and whole cells. */
export function gridVariants(grid: StockGridValues, productSku: string, productImage: string, existing?: ProductVariants): ProductVariants {
  const colours = coloursOf(grid, productImage);
  const variants = sizesOf(grid.sizeScale).flatMap((size, row) =>
    (colours.length === 0 ? [undefined] : colours.map((colour) => colour.name)).map((colour, column): Variant => {
      const stock = stockTyped(grid.cells[row]?.[column] ?? '') ?? 0;
      const sku = cellSku(productSku, size, colour, existing);
      return colour === undefined ? { size, sku, stock } : { size, colour, sku, stock };
    }),
  );
  return { sizeScale: grid.sizeScale, colours, variants };
}
