import type { ProductDraft } from '../../domain/admin/product-form';
import type { Product } from '../../domain/catalogue/product';
import { storedProductSchema } from '../../domain/catalogue/product-schema';
import type { ProductVariants } from '../../domain/catalogue/variants';

/*
 * The products table's columns (supabase/migrations) and the domain's Product, both ways. The
 * table's names are the spec's (name, image_url, stock_quantity); the domain's are the store's.
 * A product's colours and variants live in tables of their own; the row carries their copy
 * (grid_colours, grid_variants, kept by triggers: 20261202110000_product_variants.sql), so that a
 * page of products with their grids is one request and one index walk, never a request a product.
 */

/** What every read selects: the product's own fields and its grid, never the search words or the order kept for it. */
export const PRODUCT_COLUMNS: string =
  'id,name,description,price,original_price,discount,rating,rating_count,image_url,category,brand,audience,stock_quantity,sku,fit_note,size_scale,grid_colours,grid_variants';

export interface ColourRow {
  name: string;
  swatch: string;
  image: string;
}

export interface VariantRow {
  size: string;
  /** Null for a product without colours. */
  colour: string | null;
  sku: string;
  stock: number;
}

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price: number;
  original_price: number;
  discount: number;
  rating: number;
  rating_count: number;
  image_url: string;
  category: string;
  brand: string | null;
  audience: string;
  /** The sum of the variants' stock (a trigger keeps it); null only in a row from before variants. */
  stock_quantity: number | null;
  sku: string;
  /** Absent from a row read before the column existed (a search RPC's own columns). */
  fit_note?: string | null;
  size_scale?: string;
  /** The grid, in its order; absent from a row read without it, whose stock is then spread as a browser's old record is. */
  grid_colours?: ColourRow[];
  grid_variants?: VariantRow[];
}

/**
 * The product's own columns as the admin writes them: not its stock, which is its variants' sum
 * (the database refuses another figure), nor its scale, which save_product changes with
 * the grid (a row inserted without one gets its category's; see gridArguments).
 */
export type ProductRowDraft = Omit<ProductRow, 'id' | 'stock_quantity' | 'size_scale' | 'grid_colours' | 'grid_variants'>;

export function rowFromDraft(draft: ProductDraft): ProductRowDraft {
  return {
    name: draft.title,
    description: draft.description,
    price: draft.price,
    original_price: draft.originalPrice,
    discount: draft.discountPercentage,
    rating: draft.rating,
    rating_count: draft.ratingCount,
    image_url: draft.image,
    category: draft.category,
    brand: draft.brand,
    audience: draft.audience,
    sku: draft.sku,
    fit_note: draft.fitNote ?? null,
  };
}

export function rowFromProduct(product: Product): ProductRowDraft & { id: number } {
  return { id: product.id, ...rowFromDraft(product) };
}

/** The grid's arguments of save_product (and of replace_product_variants it calls): colour left out where a variant has none. */
export function gridArguments(grid: ProductVariants): { size_scale: string; colours: ColourRow[]; variants: Omit<VariantRow, 'colour'>[] } {
  return {
    size_scale: grid.sizeScale,
    colours: grid.colours.map(({ name, swatch, image }) => ({ name, swatch, image })),
    variants: grid.variants.map(({ size, colour, sku, stock }) => ({ size, ...(colour === undefined ? {} : { colour }), sku, stock })),
  };
}

/**
 * The product a row holds, checked by the same schema as a browser's stored catalogue (a row
 * written by hand in the SQL editor may hold a category the store does not sell); undefined when
 * it is not a product the store can show.
 */
export function productFromRow(row: ProductRow): Product | undefined {
  const parsed = storedProductSchema.safeParse({
    id: Number(row.id),
    title: row.name,
    price: Number(row.price),
    originalPrice: Number(row.original_price),
    discountPercentage: Number(row.discount),
    image: row.image_url,
    rating: Number(row.rating),
    ratingCount: row.rating_count,
    category: row.category,
    brand: row.brand ?? undefined,
    audience: row.audience,
    stock: row.stock_quantity ?? undefined,
    description: row.description,
    sku: row.sku,
    fitNote: row.fit_note ?? undefined,
    // Without the grid (a row read without it), storedProductSchema spreads the stock as it converts
    // a browser's record from before variants.
    ...gridOfRow(row),
  });
  return parsed.success ? parsed.data : undefined;
}

/** The grid a row carries, as the domain holds one (unchecked); nothing for a row read without it. */
export function gridOfRow(row: Pick<ProductRow, 'size_scale' | 'grid_colours' | 'grid_variants'>): { sizeScale?: string; colours?: ColourRow[]; variants?: object[] } {
  if (row.grid_variants === undefined) return {};
  return {
    sizeScale: row.size_scale,
    colours: (row.grid_colours ?? []).map(({ name, swatch, image }) => ({ name, swatch, image })),
    variants: row.grid_variants.map(({ size, colour, sku, stock }) => ({ size, ...(colour === null ? {} : { colour }), sku, stock })),
  };
}

/**
 * The products of the rows, in their order, leaving out any that is not a product (see
 * productFromRow) after handing it to `leftOut`, so that the caller can say so.
 */
export function productsFromRows(rows: readonly ProductRow[], leftOut?: (row: ProductRow) => void): Product[] {
  const products: Product[] = [];
  for (const row of rows) {
    const product = productFromRow(row);
    if (product) products.push(product);
    else leftOut?.(row);
  }
  return products;
}
