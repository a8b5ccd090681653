import type { OwnedOrder } from '../../domain/orders/order';

/**
 * A browser backend's order book read whole (CatalogueOrderBook): its orders are in the browser
 * already, so its Dashboard figures and reports (book-order-figures.ts, book-sales-reports.ts) are
 * counted from all of them. Not on the application's OrderBook port: no use case reads every order,
 * and a server's book offers no such read (the database answers each question itself).
 */
export interface WholeOrderBook {
  /** Every order of the book, newest first, each with its owner (the phone it was placed for). */
  everyOrder(): Promise<readonly OwnedOrder[]>;
}
