import { BRANDS, type Brand } from './category';
import { VARIANT_SIZES, type VariantSize } from './size-scale';
import {
  DEFAULT_BROWSE_QUERY,
  DISCOUNT_THRESHOLDS,
  isDiscountThreshold,
  isSortKey,
  PRICE_CEILING,
  PRICE_FLOOR,
  type BrowseQuery,
  type DiscountThreshold,
} from './browse';

/**
 * A browse query in the address bar, so that a shared link reproduces the view:
 * `?min=500&max=2000&brand=Urban+Style&brand=Metro+Fashion&discount=50&size=M&size=L&sort=priceLow`.
 * Defaults are left out; `/categories/jeans` with no query is the default view.
 */
export const BROWSE_PARAMS = { min: 'min', max: 'max', brand: 'brand', discount: 'discount', size: 'size', sort: 'sort' } as const;

const WHOLE_NUMBER = /^\d{1,9}$/;

function wholeNumber(value: string | null): number | undefined {
  const text = value?.trim();
  return text !== undefined && WHOLE_NUMBER.test(text) ? Number(text) : undefined;
}

const BRAND_BY_LOWER = new Map<string, Brand>(BRANDS.map((b) => [b.toLowerCase(), b]));
const SIZE_BY_LOWER = new Map<string, VariantSize>(VARIANT_SIZES.map((s) => [s.toLowerCase(), s]));

/**
 * Reads a query from the URL. Never throws: a value that makes no sense (max=abc, sort=evil,
 * brand=Nope, a negative or reversed price range) falls back to its default, field by field.
 */
export function parseBrowseQuery(input: URLSearchParams | string): BrowseQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;

  const min = wholeNumber(params.get(BROWSE_PARAMS.min));
  let priceMin = min !== undefined && min <= PRICE_CEILING ? min : PRICE_FLOOR;
  // Above the top of the slider is what the top means: no upper limit.
  const max = wholeNumber(params.get(BROWSE_PARAMS.max));
  let priceMax = max === undefined ? PRICE_CEILING : Math.min(max, PRICE_CEILING);
  if (priceMin > priceMax) {
    priceMin = PRICE_FLOOR;
    priceMax = PRICE_CEILING;
  }

  const brandSet = new Set<Brand>();
  for (const raw of params.getAll(BROWSE_PARAMS.brand)) {
    const brand = BRAND_BY_LOWER.get(raw.trim().toLowerCase());
    if (brand) brandSet.add(brand);
  }
  const discountSet = new Set<DiscountThreshold>();
  for (const raw of params.getAll(BROWSE_PARAMS.discount)) {
    const value = wholeNumber(raw);
    if (value !== undefined && isDiscountThreshold(value)) discountSet.add(value);
  }
  const sizeSet = new Set<VariantSize>();
  for (const raw of params.getAll(BROWSE_PARAMS.size)) {
    const size = SIZE_BY_LOWER.get(raw.trim().toLowerCase());
    if (size) sizeSet.add(size);
  }
  const sort = params.get(BROWSE_PARAMS.sort)?.trim() ?? '';

  return {
    priceMin,
    priceMax,
    brands: BRANDS.filter((b) => brandSet.has(b)),
    discounts: DISCOUNT_THRESHOLDS.filter((d) => discountSet.has(d)),
    sizes: VARIANT_SIZES.filter((s) => sizeSet.has(s)),
    sort: isSortKey(sort) ? sort : DEFAULT_BROWSE_QUERY.sort,
  };
}

/** The query as URL parameters (no leading '?'), defaults left out; '' for the default view. */
export function serializeBrowseQuery(query: BrowseQuery): string {
  const params = new URLSearchParams();
  if (query.priceMin !== PRICE_FLOOR) params.append(BROWSE_PARAMS.min, String(query.priceMin));
  if (query.priceMax !== PRICE_CEILING) params.append(BROWSE_PARAMS.max, String(query.priceMax));
  for (const brand of query.brands) params.append(BROWSE_PARAMS.brand, brand);
  for (const discount of query.discounts) params.append(BROWSE_PARAMS.discount, String(discount));
  for (const size of query.sizes) params.append(BROWSE_PARAMS.size, size);
  if (query.sort !== DEFAULT_BROWSE_QUERY.sort) params.append(BROWSE_PARAMS.sort, query.sort);
  return params.toString();
}
