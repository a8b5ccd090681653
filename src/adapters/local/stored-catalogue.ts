// What a return visit needs to read the stored catalogue, loaded on demand by
// LocalProductRepository: a first visit, which starts from the built-in catalogue, does without it.
export { parseStoredProducts } from '../../domain/catalogue/product-schema';

/** The product records of the stored value: the persisted-store shape `{ state: { products } }`, or a bare array. */
export function extractRecords(raw: string): unknown[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (Array.isArray(parsed)) return parsed;
  if (typeof parsed === 'object' && parsed !== null && 'state' in parsed) {
    const state = (parsed as { state: unknown }).state;
    if (typeof state === 'object' && state !== null && Array.isArray((state as { products?: unknown }).products)) {
      return (state as { products: unknown[] }).products;
    }
  }
  return undefined;
}
