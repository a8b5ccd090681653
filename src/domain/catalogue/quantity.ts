/** The fewest items of a product one can order (spec: quantity min 1). */
export const MIN_QUANTITY = 1;

/** The most items of one product a shopper may put in one order. */
export const MAX_QUANTITY_PER_ORDER = 10;

// Plain decimal notation, as a number input hands it over: '3', '2.7', '-1', '.5', '1e2'.
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * Turns whatever was typed (or stepped) into a quantity one can order: the integer part when it is
 * at least 1; 1 for 0, negatives, letters, empty or anything else that is not a number. With `max`
 * (at least 1), never more than `max`.
 */
export function normalizeQuantity(input: string | number, max: number = Number.POSITIVE_INFINITY): number {
  const value = typeof input === 'number' ? input : NUMERIC.test(input.trim()) ? Number(input.trim()) : Number.NaN;
  const whole = Number.isFinite(value) ? Math.trunc(value) : MIN_QUANTITY;
  const ceiling = Number.isNaN(max) ? MIN_QUANTITY : Math.max(MIN_QUANTITY, Math.floor(max));
  return Math.min(Math.max(MIN_QUANTITY, whole), ceiling);
}

/**
 * The most one may order of a product: MAX_QUANTITY_PER_ORDER, or the stock when it is known,
 * positive and smaller. (Out of stock is not a quantity question: the product cannot be ordered.)
 */
export function maxOrderQuantity(stock: number | undefined): number {
  if (stock === undefined || !Number.isFinite(stock) || stock < MIN_QUANTITY) return MAX_QUANTITY_PER_ORDER;
  return Math.min(MAX_QUANTITY_PER_ORDER, Math.floor(stock));
}

/** True when `text` is already a quantity that needs no correction within 1..max (e.g. '3', not '03' or '3.0'). */
export function isExactQuantity(text: string, max: number): boolean {
  if (!/^[1-9]\d*$/.test(text)) return false;
  return Number(text) <= max;
}
