import type { VariantQuantity } from '../../domain/catalogue/stock-levels';
import type { Order } from '../../domain/orders/order';
import type { StoredOrder } from '../../domain/orders/stored-order';
import type { OrdersRecord } from './orders-record';

/** A stored order, with where the orders record keeps it: its owner's list, at `index`. */
export interface Located {
  readonly owner: string;
  readonly index: number;
  readonly stored: StoredOrder;
}

/** An order cancelled at `index` of its owner's list, its key kept, and the stock it gives back. */
export interface Cancelled {
  readonly owner: string;
  readonly index: number;
  readonly key: string;
  readonly order: Order;
  readonly restock: readonly VariantQuantity[];
}

/** The record with the located order changed to `order` (its key kept), one revision on. */
export function replaced(record: OrdersRecord, { owner, index, stored }: Located, order: Order): OrdersRecord {
  const changed = [...record.byOwner[owner]!];
  changed[index] = { ...order, key: stored.key };
  return { ...record, revision: record.revision + 1, byOwner: { ...record.byOwner, [owner]: changed } };
}
