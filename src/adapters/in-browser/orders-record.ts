import type { StockLevels } from '../../domain/catalogue/product-list';
import type { ShopIdentity } from '../../domain/orders/shop-identity';
import type { CartStore } from '../../application/ports/cart-store';
import type { ExclusiveLock } from '../../application/ports/exclusive-lock';
import type { Product } from '../../domain/catalogue/product';
import type { PromotionKeeper } from './record-promotion-book';

// What the memory and local backends' order book (./catalogue-order-book.ts) is made of: its
// orders record and where it is kept, and the catalogue, carts and lock it changes with them.

/** The catalogue's side of an order in a browser backend: the products as stored now, and their stock set. */
export interface StockKeeper {
  /** The catalogue as stored now (never a copy cached before another tab's change). */
  current(): Promise<readonly Product[]>;
  /** Sets each product's variants (and so its stock); a product no longer there is skipped. One write: all of it or nothing. */
  setStock(levels: StockLevels): Promise<void>;
}

/**
 * Every shopper's orders as a browser backend keeps them: the last order number and invoice number
 * of each financial year given, and each shopper's orders as stored (unread: one that cannot be read
 * is kept as it is, never written over).
 */
export interface OrdersRecord {
  /** Counts every write (a placing, a cancelling): how a tab tells its copy is behind another tab's. */
  readonly revision: number;
  readonly sequence: number;
  readonly invoices: Readonly<Record<string, number>>;
  readonly byOwner: Readonly<Record<string, readonly unknown[]>>;
}

export const NO_ORDERS: OrdersRecord = { revision: 0, sequence: 0, invoices: {}, byOwner: {} };

export interface OrdersRecordStore {
  /**
   * The record as the last write left it, in any tab (and, once it answers, the catalogue as that
   * write left it too). Rejects when what is stored cannot be read: an order book that cannot be
   * read refuses, never starts afresh.
   */
  load(): Promise<OrdersRecord>;
  /** Rejects (StorageWriteError) when refused; the record is then as it was. */
  save(record: OrdersRecord): Promise<void>;
}

/** The name of the cross-tab lock each write of a browser backend's order book runs under. */
export const ORDERS_LOCK = 'orders';

/** What a browser backend's order book changes beside its orders record. */
export interface OrderBookParts {
  /** The catalogue whose stock an order takes and a cancellation gives back. */
  readonly catalogue: StockKeeper;
  /** The shoppers' carts: an order placed from the cart takes what was bought out of it. */
  readonly carts: CartStore;
  /**
   * The backend's one lock (EXCLUSIVE_LOCK), shared with the cart's use cases: the book's writes run
   * under ORDERS_LOCK, and a placing from the cart under CART_LOCK too, so that neither another tab's
   * placing nor a cart edit reads the stock, the orders or the cart in between.
   */
  readonly lock: ExclusiveLock;
  /** The promotion codes an order may carry (none: every code 'cannot be used'). */
  readonly promotions?: PromotionKeeper;
  /** The shop's identity as the settings say now: each order keeps its seller, and ships from its warehouse (none: SHOP_IDENTITY's warehouse, no seller kept). */
  readonly identity?: () => Promise<ShopIdentity>;
}
