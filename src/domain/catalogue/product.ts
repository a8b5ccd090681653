import type { Audience, Brand, Category } from './category';
import type { ProductVariants } from './variants';

/**
 * A product the shop sells: one price, and its stock kept per variant (size × colour). `stock` is
 * the sum of the variants' stock, kept beside them so that lists, filters and sorting need not add
 * them up; every adapter keeps the two in step.
 */
export interface Product extends ProductVariants {
  id: number;
  title: string;
  price: number;
  originalPrice: number;
  discountPercentage: number;
  image: string;
  rating: number;
  ratingCount: number;
  category: Category;
  brand: Brand;
  audience: Audience;
  stock: number | undefined;
  description: string;
  sku: string;
  /** How it fits and what the model wears, under its sizes (fit-note.ts); most accessories have none. */
  fitNote?: string;
}

/** round((originalPrice − price) / originalPrice × 100); 0 when there is no original price to compare. */
export function discountPercentage(price: number, originalPrice: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(originalPrice) || originalPrice <= 0) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

function categoryPrefix(category: string): string {
  return category.slice(0, 3).toUpperCase();
}

/** The store's SKU: ('tshirts', 1) → 'TSH1001'; ('jeans', 12) → 'JEA120012'. */
export function storeSku(category: string, id: number): string {
  return `${categoryPrefix(category)}${id}00${id}`;
}

/** A new admin product's SKU: category prefix, a hyphen, the last 6 digits of the time in ms. */
export function newProductSku(category: string, nowMs: number): string {
  const digits = String(Math.trunc(Math.abs(nowMs)));
  return `${categoryPrefix(category)}-${digits.slice(-6).padStart(6, '0')}`;
}

export function productDescription(category: string): string {
  return `High quality ${category} with great comfort and style...`;
}
