import type { ProductDraft } from '../../domain/admin/product-form';
import type { Product } from '../../domain/catalogue/product';
import { storedProductSchema } from '../../domain/catalogue/product-schema';

/*
 * The products table's columns (supabase/migrations) and the domain's Product, both ways. The
 * table's names are the spec's (name, image_url, stock_quantity); the domain's are the store's.
 */

/** What every read selects: the product's own fields, never the search words or the order kept for it. */
export const PRODUCT_COLUMNS: string =
  'id,name,description,price,original_price,discount,rating,rating_count,image_url,category,brand,audience,stock_quantity,sku';

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
  /** Null: the store does not count this product's stock. */
  stock_quantity: number | null;
  sku: string;
}

export type ProductRowDraft = Omit<ProductRow, 'id'>;

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
    stock_quantity: draft.stock ?? null,
    sku: draft.sku,
  };
}

export function rowFromProduct(product: Product): ProductRow {
  return { id: product.id, ...rowFromDraft(product) };
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
  });
  return parsed.success ? parsed.data : undefined;
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
