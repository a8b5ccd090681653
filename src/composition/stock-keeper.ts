/**
 * The browser backends' catalogue as the order book's StockKeeper (adapters/in-browser/catalogue-order-book.ts):
 * the very repository the storefront reads, so that a sale's stock shows on its next read.
 */
export const STOCK_KEEPER = Symbol('StockKeeper');
