/**
 * The browser backends' order book as their figures and reports read it, whole
 * (adapters/in-browser/whole-order-book.ts): the very book ORDER_BOOK names (checkout.module.ts),
 * under a token of the composition's own, since the application's port has no such read.
 */
export const WHOLE_ORDER_BOOK = Symbol('WholeOrderBook');
