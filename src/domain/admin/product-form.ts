import { z } from 'zod/mini';
import { AUDIENCES, BRANDS, CATEGORIES, type Audience, type Brand, type Category } from '../catalogue/category';
import { FIT_NOTE_TOO_LONG, fitNoteOf, isFitNoteAccepted } from '../catalogue/fit-note';
import { isAcceptedImageUrl } from '../catalogue/image-url';
import { discountPercentage, productDescription, type Product } from '../catalogue/product';
import { SIZE_SCALES } from '../catalogue/size-scale';
import { totalStock } from '../catalogue/variant-stock';
import type { ProductVariants } from '../catalogue/variants';
import { gridVariants, newStockGrid, stockGridOf, stockGridProblem, type StockGridValues } from './stock-grid-form';

/** A product before the store has given it an id. */
export type ProductDraft = Omit<Product, 'id'>;

/**
 * What the admin's Add / Edit Product form holds: numbers as typed (the fields take decimals, and
 * an empty field is 0 — spec), the rest as chosen, and the sizes, colours and stock of each variant
 * (stock-grid-form.ts).
 */
export interface ProductFormValues extends StockGridValues {
  title: string;
  description: string;
  price: string;
  originalPrice: string;
  /** Read-only: derived from the two prices whenever either changes. */
  discountPercentage: string;
  image: string;
  rating: string;
  ratingCount: string;
  category: Category;
  brand: Brand;
  audience: Audience;
  /**
   * The total stock: typing it spreads it over the grid, and the grid's cells, which are what is
   * saved, sum to it. Emptied, the grid holds DEFAULT_STOCK (spec).
   */
  stock: string;
  /** Read-only: generated for a new product, kept on edit. */
  sku: string;
  /** Optional: how it fits, shown under the sizes (fit-note.ts). */
  fitNote: string;
}

export const DEFAULT_STOCK = 10;
export const MAX_RATING = 5;
export const MAX_TITLE_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 1000;

/** Spec: rating 4, rating count 0, stock 10, category tshirts, prices 0. */
export const NEW_PRODUCT_VALUES: ProductFormValues = {
  title: '',
  description: '',
  price: '0',
  originalPrice: '0',
  discountPercentage: '0',
  image: '',
  rating: '4',
  ratingCount: '0',
  category: 'tshirts',
  brand: BRANDS[0],
  audience: 'unisex',
  stock: String(DEFAULT_STOCK),
  sku: '',
  fitNote: '',
  ...newStockGrid('clothing', DEFAULT_STOCK),
};

export function formValuesOf(product: Product): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    price: String(product.price),
    originalPrice: String(product.originalPrice),
    discountPercentage: String(product.discountPercentage),
    image: product.image,
    rating: String(product.rating),
    ratingCount: String(product.ratingCount),
    category: product.category,
    brand: product.brand,
    audience: product.audience,
    stock: String(totalStock(product)),
    sku: product.sku,
    fitNote: product.fitNote ?? '',
    ...stockGridOf(product),
  };
}

/** A numeric field as typed: decimals allowed, empty is 0 (spec); NaN for anything that is not a number. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The discount field's text for the prices as typed: round((original − price) / original × 100). */
export function derivedDiscount(price: string, originalPrice: string): string {
  return String(discountPercentage(parseDecimal(price), parseDecimal(originalPrice)));
}

export type RequiredField = 'title' | 'price' | 'originalPrice' | 'image' | 'category';

/**
 * Spec: title, price, original price, image and category must be truthy (a price of 0 is missing),
 * else nothing is saved (and the form says 'Please fill all required fields'). Part of
 * `productFormSchema`, as a check of the whole form.
 */
export function missingRequiredFields(values: ProductFormValues): RequiredField[] {
  const missing: RequiredField[] = [];
  if (!values.title.trim()) missing.push('title');
  if (!parseDecimal(values.price)) missing.push('price');
  if (!parseDecimal(values.originalPrice)) missing.push('originalPrice');
  if (!values.image.trim()) missing.push('image');
  if (!values.category) missing.push('category');
  return missing;
}

const isNumber = (text: string) => !Number.isNaN(parseDecimal(text));
const isWhole = (text: string) => Number.isInteger(parseDecimal(text));

function amount(label: string) {
  return z.string().check(
    z.refine(isNumber, `${label} must be a number`),
    z.refine((text) => !(parseDecimal(text) < 0), `${label} cannot be negative`),
  );
}

function count(label: string) {
  return z.string().check(
    z.refine(isNumber, `${label} must be a number`),
    z.refine((text) => !(parseDecimal(text) < 0), `${label} cannot be negative`),
    z.refine((text) => !isNumber(text) || isWhole(text), `${label} must be a whole number`),
  );
}

/** Whether the fields the required check reads as text are text (anything may be handed to a schema). */
function hasRequiredTexts(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (['title', 'price', 'originalPrice', 'image'] as const).every((field) => typeof fields[field] === 'string');
}

/** The issue of the whole form (no field) when a required field is missing: the form says it in a toast. */
export const REQUIRED_FIELDS_ISSUE = 'Title, price, original price, image and category are required';

/**
 * The Add / Edit Product form's one schema, which the form (through the formik bridge) and the use
 * case both read. The spec's required fields are a check of the whole form (REQUIRED_FIELDS_ISSUE,
 * no field: the spec says it in a toast, not at the fields), run whatever else fails. The rules
 * beyond the spec have their message at the field: numbers that are numbers and not negative,
 * counts that are whole (the store keeps stock and rating counts as integers), a rating from 0 to 5,
 * a sale price not above the original price, and an image URL that is http(s) or of this site.
 * Empty fields pass the field rules: they are the required check's.
 */
export const productFormSchema = z
  .object({
    title: z.string().check(z.maxLength(MAX_TITLE_LENGTH, `Title must be at most ${MAX_TITLE_LENGTH} characters`)),
    description: z.string().check(z.maxLength(MAX_DESCRIPTION_LENGTH, `Description must be at most ${MAX_DESCRIPTION_LENGTH} characters`)),
    price: amount('Price'),
    originalPrice: amount('Original price'),
    discountPercentage: z.string(),
    image: z.string().check(z.refine((url) => url.trim() === '' || isAcceptedImageUrl(url), 'Image URL must start with http://, https:// or /')),
    rating: z.string().check(
      z.refine(isNumber, 'Rating must be a number'),
      z.refine((text) => !isNumber(text) || (parseDecimal(text) >= 0 && parseDecimal(text) <= MAX_RATING), `Rating must be between 0 and ${MAX_RATING}`),
    ),
    ratingCount: count('Rating count'),
    category: z.enum(CATEGORIES, 'Choose a category'),
    brand: z.enum(BRANDS, 'Choose a brand'),
    audience: z.enum(AUDIENCES, 'Choose who it is for'),
    stock: count('Stock'),
    sku: z.string(),
    fitNote: z.string().check(z.refine(isFitNoteAccepted, FIT_NOTE_TOO_LONG)),
    sizeScale: z.enum(SIZE_SCALES, 'Choose the sizes'),
    colours: z.array(z.object({ name: z.string(), swatch: z.string(), image: z.string() })),
    cells: z.array(z.array(count('Stock'))),
  })
  .check(
    z.refine((values) => missingRequiredFields(values).length === 0, {
      error: REQUIRED_FIELDS_ISSUE,
      path: [],
      // Also when a field failed its type (an unknown category): the required check comes first.
      when: ({ value }) => hasRequiredTexts(value),
    }),
    z.refine((values) => !(parseDecimal(values.price) > parseDecimal(values.originalPrice)), {
      error: 'Price cannot be above the original price',
      path: ['price'],
    }),
    z.superRefine((values, context) => {
      const problem = stockGridProblem(values, values.image);
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['colours'], input: values.colours });
    }),
  );

/**
 * The product the form describes, numbers parsed (empty: 0), the discount derived from the prices,
 * a blank description replaced by the store's own, and the variants of its grid, whose sum is the
 * product's stock (a variant the product already had keeps its SKU). Call it with values that pass
 * `productFormSchema`.
 */
export function productDraftFrom(values: ProductFormValues, existing?: ProductVariants): ProductDraft {
  const grid = gridVariants(values, values.sku, values.image, existing);
  const price = parseDecimal(values.price);
  const originalPrice = parseDecimal(values.originalPrice);
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description || productDescription(values.category),
    price,
    originalPrice,
    discountPercentage: discountPercentage(price, originalPrice),
    image: values.image.trim(),
    rating: parseDecimal(values.rating),
    ratingCount: parseDecimal(values.ratingCount),
    category: values.category,
    brand: values.brand,
    audience: values.audience,
    stock: totalStock(grid),
    sku: values.sku,
    fitNote: fitNoteOf(values.fitNote),
    ...grid,
  };
}
