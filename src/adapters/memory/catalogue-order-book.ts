import type { AdvanceResult, CancelResult, OrderBook, PlaceResult } from '../../application/ports/order-book';
import type { Product } from '../../domain/catalogue/product';
import { cancelByShopper } from '../../domain/orders/cancellation';
import { newestFirst, newOrder, type Order } from '../../domain/orders/order';
import { moveByDesk } from '../../domain/orders/order-desk';
import type { OrderStatus } from '../../domain/orders/order-status';
import { financialYear, invoiceNumber, orderNumber } from '../../domain/orders/order-number';
import { decideOrder, type OrderRequest } from '../../domain/orders/order-request';
import type { StoredOrder } from '../../domain/orders/stored-order';

/** The catalogue's side of an order in a browser backend: the products as stored now, and their stock set. */
export interface StockKeeper {
  /** The catalogue as stored now (never a copy cached before another tab's change). */
  current(): Promise<readonly Product[]>;
  /** Sets each product's stock; a product no longer there is skipped. One write: all of it or nothing. */
  setStock(stock: ReadonlyMap<number, number>): Promise<void>;
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

/**
 * The order book of the memory and local backends: the catalogue's stock and the orders record,
 * changed together. Placing decides with the domain's rule on the catalogue as stored now, takes the
 * stock, then saves the order; if the order cannot be saved the stock is put back. The caller runs
 * each place and cancel under the cross-tab lock, so that no other tab reads the stock in between.
 */
export class CatalogueOrderBook implements OrderBook {
  constructor(
    private readonly catalogue: StockKeeper,
    private readonly records: OrdersRecordStore,
    private readonly readOrder: (raw: unknown) => StoredOrder | undefined,
  ) {}

  async place(owner: string, request: OrderRequest, at: number): Promise<PlaceResult> {
    const record = await this.records.load();
    const earlier = this.ordersOf(record, owner).find((order) => order.key === request.idempotencyKey);
    if (earlier) return { kind: 'placed', order: withoutKey(earlier), replayed: true, cartTaken: false };

    const products = new Map((await this.catalogue.current()).map((product) => [product.id, product]));
    const decision = decideOrder(request, (id) => products.get(id));
    if (decision.kind !== 'accepted') return decision;

    const year = financialYear(at);
    const invoices = (record.invoices[year] ?? 0) + 1;
    const order = newOrder({
      number: orderNumber(record.sequence + 1),
      invoiceNumber: invoiceNumber(at, invoices),
      placedAt: at,
      lines: decision.lines,
      totals: decision.totals,
      address: request.address,
      deliveryOption: request.deliveryOption,
      estimatedDate: request.estimatedDate,
      paymentMethod: request.paymentMethod,
    });
    const stored: StoredOrder = { ...order, key: request.idempotencyKey };
    await this.withStock(decision.stock, products, () =>
      this.records.save({
        revision: record.revision + 1,
        sequence: record.sequence + 1,
        invoices: { ...record.invoices, [year]: invoices },
        byOwner: { ...record.byOwner, [owner]: [...(record.byOwner[owner] ?? []), stored] },
      }),
    );
    return { kind: 'placed', order, replayed: false, cartTaken: false };
  }

  async list(owner: string): Promise<readonly Order[]> {
    return this.ordersOf(await this.records.load(), owner).map(withoutKey).sort(newestFirst);
  }

  async find(owner: string, number: string): Promise<Order | undefined> {
    const order = this.ordersOf(await this.records.load(), owner).find((candidate) => candidate.number === number);
    return order && withoutKey(order);
  }

  async cancel(owner: string, number: string, reason: string, at: number): Promise<CancelResult> {
    const record = await this.records.load();
    const raw = record.byOwner[owner] ?? [];
    const index = raw.findIndex((item) => this.readOrder(item)?.number === number);
    if (index === -1) return { kind: 'not-found' };
    const stored = this.readOrder(raw[index])!;
    const cancellation = cancelByShopper(withoutKey(stored), reason, at);
    if (cancellation.kind === 'refused') return cancellation;

    const products = new Map((await this.catalogue.current()).map((product) => [product.id, product]));
    const restocked = new Map<number, number>();
    for (const [id, quantity] of cancellation.restock) {
      const stock = products.get(id)?.stock;
      if (stock !== undefined) restocked.set(id, stock + quantity);
    }
    const changed = [...raw];
    changed[index] = { ...cancellation.order, key: stored.key };
    await this.withStock(restocked, products, () => this.records.save({ ...record, revision: record.revision + 1, byOwner: { ...record.byOwner, [owner]: changed } }));
    return { kind: 'cancelled', order: cancellation.order };
  }

  async listAll(): Promise<readonly Order[]> {
    const record = await this.records.load();
    return Object.keys(record.byOwner).flatMap((owner) => this.ordersOf(record, owner).map(withoutKey)).sort(newestFirst);
  }

  /** Order numbers are the book's own sequence, so one number names one order whoever owns it. */
  async advance(number: string, to: OrderStatus, at: number): Promise<AdvanceResult> {
    const record = await this.records.load();
    for (const [owner, raw] of Object.entries(record.byOwner)) {
      const index = raw.findIndex((item) => this.readOrder(item)?.number === number);
      if (index === -1) continue;
      const stored = this.readOrder(raw[index])!;
      const move = moveByDesk(withoutKey(stored), to, at);
      if (move.kind === 'refused') return move;
      const changed = [...raw];
      changed[index] = { ...move.order, key: stored.key };
      await this.records.save({ ...record, revision: record.revision + 1, byOwner: { ...record.byOwner, [owner]: changed } });
      return { kind: 'moved', order: move.order };
    }
    return { kind: 'not-found' };
  }

  /** Sets the stock, then saves; a save that fails puts the stock back as it was, and rethrows. */
  private async withStock(stock: ReadonlyMap<number, number>, before: ReadonlyMap<number, Product>, save: () => Promise<void>): Promise<void> {
    if (stock.size > 0) await this.catalogue.setStock(stock);
    try {
      await save();
    } catch (error) {
      const previous = new Map([...stock.keys()].map((id) => [id, before.get(id)!.stock!]));
      if (previous.size > 0) await this.catalogue.setStock(previous);
      throw error;
    }
  }

  private ordersOf(record: OrdersRecord, owner: string): StoredOrder[] {
    return (record.byOwner[owner] ?? []).flatMap((raw) => this.readOrder(raw) ?? []);
  }
}

function withoutKey(stored: StoredOrder): Order {
  const { key: _key, ...order } = stored;
  return order;
}
