import { BRANDS, type Brand } from './category';
import type { Product } from './product';
import type { VariantSize } from './size-scale';
import { formatRupees } from '../money';

/** The price slider: 0 to 5000 in steps of 100; 5000 at the top means "5000 and more". */
export const PRICE_FLOOR = 0;
export const PRICE_CEILING = 5000;
export const PRICE_STEP = 100;

/** The discount checkboxes, in the order the panel shows them. */
export const DISCOUNT_THRESHOLDS = [50, 40, 30] as const;
export type DiscountThreshold = (typeof DISCOUNT_THRESHOLDS)[number];

export const SORT_KEYS = ['popularity', 'priceLow', 'priceHigh', 'newest'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const SORT_LABELS: Record<SortKey, string> = {
  popularity: 'Popularity',
  priceLow: 'Price: Low to High',
  priceHigh: 'Price: High to Low',
  newest: 'Newest First',
};

/**
 * What a shopper asked to see on a category or search page. Kept canonical: prices are whole
 * rupees with priceMin ≤ priceMax inside the slider's range, brands and discounts are unique and
 * in the panel's order, so that two equal views compare equal (and give the same URL).
 */
export interface BrowseQuery {
  readonly priceMin: number;
  /** PRICE_CEILING means no upper limit. */
  readonly priceMax: number;
  /** Empty: every brand. */
  readonly brands: readonly Brand[];
  /** The ticked discount boxes. Any of them will do, so the lowest one is the filter. */
  readonly discounts: readonly DiscountThreshold[];
  /** The ticked sizes, in VARIANT_SIZES order: a product with any of them in stock (in any colour) passes. Empty: every product. */
  readonly sizes: readonly VariantSize[];
  readonly sort: SortKey;
}

export const DEFAULT_BROWSE_QUERY: BrowseQuery = Object.freeze({
  priceMin: PRICE_FLOOR,
  priceMax: PRICE_CEILING,
  brands: Object.freeze([]) as readonly Brand[],
  discounts: Object.freeze([]) as readonly DiscountThreshold[],
  sizes: Object.freeze([]) as readonly VariantSize[],
  sort: 'popularity',
});

export function isSortKey(value: string): value is SortKey {
  return (SORT_KEYS as readonly string[]).includes(value);
}

export function isDiscountThreshold(value: number): value is DiscountThreshold {
  return (DISCOUNT_THRESHOLDS as readonly number[]).includes(value);
}

/** The smallest discount a product must have: the lowest ticked box, or 0 when none is ticked. */
export function minimumDiscount(query: BrowseQuery): number {
  return query.discounts.length === 0 ? 0 : Math.min(...query.discounts);
}

/** How many filters differ from the defaults (the price range counts once); the sort is not a filter. */
export function activeFilterCount(query: BrowseQuery): number {
  const priceActive = query.priceMin !== PRICE_FLOOR || query.priceMax !== PRICE_CEILING;
  return (priceActive ? 1 : 0) + query.brands.length + query.discounts.length + query.sizes.length;
}

// ---- Building the next query (each keeps the canonical order) ----

/** The `values` found in `order`, each once, in that order. */
export function inOrder<T>(order: readonly T[], values: Iterable<T>): T[] {
  const set = new Set(values);
  return order.filter((value) => set.has(value));
}

export function withBrand(query: BrowseQuery, brand: Brand, on: boolean): BrowseQuery {
  const brands = on ? [...query.brands, brand] : query.brands.filter((b) => b !== brand);
  return { ...query, brands: inOrder(BRANDS, brands) };
}

export function withDiscount(query: BrowseQuery, threshold: DiscountThreshold, on: boolean): BrowseQuery {
  const discounts = on ? [...query.discounts, threshold] : query.discounts.filter((d) => d !== threshold);
  return { ...query, discounts: inOrder(DISCOUNT_THRESHOLDS, discounts) };
}

/** The slider's two values, in either order, clamped to the slider and rounded to whole rupees. */
export function withPriceRange(query: BrowseQuery, a: number, b: number): BrowseQuery {
  const clamp = (n: number) => (Number.isFinite(n) ? Math.min(PRICE_CEILING, Math.max(PRICE_FLOOR, Math.round(n))) : PRICE_FLOOR);
  const [low, high] = [clamp(a), clamp(b)].sort((x, y) => x - y) as [number, number];
  return { ...query, priceMin: low, priceMax: high };
}

export function withSort(query: BrowseQuery, sort: SortKey): BrowseQuery {
  return { ...query, sort };
}

/** Every filter back to its default; the sort stays. */
export function withoutFilters(query: BrowseQuery): BrowseQuery {
  return { ...DEFAULT_BROWSE_QUERY, sort: query.sort };
}

// ---- Applying it ----

/** The products inside the price range, of one of the chosen brands, with at least the chosen discount, in stock in one of the chosen sizes. */
export function filterProducts(products: readonly Product[], query: BrowseQuery): Product[] {
  const { priceMin, priceMax } = query;
  const noUpperLimit = priceMax >= PRICE_CEILING;
  const brands = query.brands.length === 0 ? undefined : new Set<string>(query.brands);
  const minDiscount = minimumDiscount(query);
  const sizes = query.sizes.length === 0 ? undefined : new Set<string>(query.sizes);
  const kept: Product[] = [];
  for (const p of products) {
    if (p.price < priceMin) continue;
    if (!noUpperLimit && p.price > priceMax) continue;
    if (brands && !brands.has(p.brand)) continue;
    if (minDiscount > 0 && !(p.discountPercentage >= minDiscount)) continue;
    if (sizes && !p.variants.some((variant) => variant.stock > 0 && sizes.has(variant.size))) continue;
    kept.push(p);
  }
  return kept;
}

type Compare = (a: Product, b: Product) => number;

const byId: Compare = (a, b) => a.id - b.id;

const COMPARE: Record<SortKey, Compare> = {
  // Most rated first, then the best rated; the id keeps equal products in a fixed order.
  popularity: (a, b) => b.ratingCount - a.ratingCount || b.rating - a.rating || byId(a, b),
  priceLow: (a, b) => a.price - b.price || byId(a, b),
  priceHigh: (a, b) => b.price - a.price || byId(a, b),
  // Products carry no date: a higher id was added later.
  newest: (a, b) => b.id - a.id,
};

/** A sorted copy; deterministic (ties by id) and stable for equal products. */
export function sortProducts(products: readonly Product[], sort: SortKey): Product[] {
  return [...products].sort(COMPARE[sort]);
}

/** Filter, then sort: what the grid shows. */
export function applyBrowse(products: readonly Product[], query: BrowseQuery): Product[] {
  return sortProducts(filterProducts(products, query), query.sort);
}

/** The slider's label: '₹0 – ₹5,000+'; the top of the slider reads as "and more". */
export function priceRangeLabel(min: number, max: number): string {
  const top = max >= PRICE_CEILING ? `${formatRupees(PRICE_CEILING)}+` : formatRupees(max);
  return `${formatRupees(min)} – ${top}`;
}
