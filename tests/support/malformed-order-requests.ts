/*
 * Malformed placing requests a hostile client can send through the API, each with the refusal
 * every backend gives it (requestProblem, order-request.ts, and place_order's
 * order_request_problem): one table for the domain's tests, the OrderBook contract on memory,
 * local and Supabase, and the database's own tests.
 */
import type { OrderRequest, OrderRequestLine } from '../../src/domain/orders/order-request';

export const NO_PRODUCT = 'A line names no product';
export const NO_SIZE = 'A line has no valid size';
export const BAD_QUANTITY = 'A quantity must be a whole number from 1 to 10';
export const NO_PRICE = 'A line has no valid price';
export const NOTHING = 'There is nothing to order';

/** A change to one well-formed line: [what, the change, the refusal's reason]. */
export const MALFORMED_LINE_FIELDS: readonly (readonly [string, Record<string, unknown>, string])[] = [
  ["a quantity of '2' (a string)", { quantity: '2' }, BAD_QUANTITY],
  ['a quantity of 1e3', { quantity: 1e3 }, BAD_QUANTITY],
  ['a quantity of null', { quantity: null }, BAD_QUANTITY],
  ['no quantity', { quantity: undefined }, BAD_QUANTITY],
  ['a quantity of true', { quantity: true }, BAD_QUANTITY],
  ['a quantity that is a list', { quantity: [2] }, BAD_QUANTITY],
  ['a quantity that is an object', { quantity: { value: 2 } }, BAD_QUANTITY],
  ['a product id of null', { productId: null }, NO_PRODUCT],
  ['a product id of 1.5', { productId: 1.5 }, NO_PRODUCT],
  ['a product id that is an object', { productId: { id: 1 } }, NO_PRODUCT],
  ['a size of null', { size: null }, NO_SIZE],
  ['a size that is a number', { size: 3 }, NO_SIZE],
  ["a unit price of '49900' (a string)", { unitPrice: '49900' }, NO_PRICE],
  ['a unit price of null', { unitPrice: null }, NO_PRICE],
];

/** A change to the request itself: [what, the change, the refusal's reason]. */
export const MALFORMED_REQUESTS: readonly (readonly [string, Record<string, unknown>, string])[] = [
  ['lines of null', { lines: null }, NOTHING],
  ['lines that are a string', { lines: 'one tee' }, NOTHING],
  ['lines that are a number', { lines: 7 }, NOTHING],
  ['a line of null', { lines: [null] }, NO_PRODUCT],
  ['a line that is a number', { lines: [1] }, NO_PRODUCT],
  ['a line that is a list', { lines: [[1, 'M', 1, 49_900]] }, NO_PRODUCT],
  ['a 10,000-line request', { lines: Array.from({ length: 10_000 }, (_, i) => ({ productId: i + 1, size: 'M', quantity: 1, unitPrice: 100 })) }, 'An order holds at most 50 lines'],
  ['a key of null', { idempotencyKey: null }, 'The checkout has no valid key'],
  ['a delivery option of null', { deliveryOption: null }, 'Choose a delivery option'],
  ['a payment method of null', { paymentMethod: null }, 'Choose a payment method'],
];

/** `request` with one field changed the way a hostile client would: not an OrderRequest any more, sent as one. */
export function forged(request: OrderRequest, change: Record<string, unknown>): OrderRequest {
  return { ...request, ...change } as unknown as OrderRequest;
}

/** `line` with one field changed the way a hostile client would. */
export function forgedLine(line: OrderRequestLine, change: Record<string, unknown>): OrderRequestLine {
  return { ...line, ...change } as unknown as OrderRequestLine;
}
