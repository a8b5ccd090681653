import { CART_LOCK, type CartStore } from '../../application/ports/cart-store';
import type { ExclusiveLock } from '../../application/ports/exclusive-lock';
import type { AdvanceResult, CancelResult, OrderBook, OrderPage, OrderQuery, PaymentResult, PlaceResult } from '../../application/ports/order-book';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import { cartWithout } from '../../domain/cart/cart-without';
import type { Product } from '../../domain/catalogue/product';
import type { StockLevels } from '../../domain/catalogue/product-list';
import { levelsAfterReturn, levelsAfterSale, levelsBefore } from '../../domain/catalogue/stock-levels';
import { cancelByShopper } from '../../domain/orders/cancellation';
import { estimateDelivery } from '../../domain/orders/delivery-estimate';
import { takesInvoice } from '../../domain/orders/invoice-issue';
import { invoiceSeller } from '../../domain/orders/invoice-seller';
import { newestFirst, newOrder, type Order, type OrderLine, type OwnedOrder, type Shipment } from '../../domain/orders/order';
import { cancelByDesk, cancelExpiredHold, confirmUpi, expiredHold, moveByDesk, refund, type PaymentSettlement } from '../../domain/orders/order-desk';
import { searchOrders } from '../../domain/orders/order-query';
import { SHOP_IDENTITY, type ShopIdentity } from '../../domain/orders/shop-identity';
import type { OrderStatus } from '../../domain/orders/order-status';
import { orderNumber } from '../../domain/orders/order-number';
import { decideOrder, type OrderRequest, type PromotionRule } from '../../domain/orders/order-request';
import { applyPromotion } from '../../domain/promotions/apply-promotion';
import { TOO_MANY_CODES } from '../../domain/promotions/code-checks';
import type { Promotion } from '../../domain/promotions/promotion';
import type { PromotionKeeper } from './record-promotion-book';
import type { WholeOrderBook } from './whole-order-book';
import { issuedOnShipping, withUsesGivenBack } from './desk-steps';
import { replaced, type Cancelled, type Located } from './located-order';
import { withoutKey, type StoredOrder } from '../../domain/orders/stored-order';
import { ORDERS_LOCK, type OrderBookParts, type OrdersRecord, type OrdersRecordStore, type StockKeeper } from './orders-record';

/**
 * The order book of the memory and local backends: the catalogue's stock, the shopper's cart and the
 * orders record, changed together in one step of the book's own, under its lock (callers hold
 * none). Placing decides with the domain's rule on the catalogue as stored now, then writes the
 * promotion's use, the stock, the cart less what was bought (from the cart only) and last the
 * order; a write that fails puts back each one written before it.
 */
export class CatalogueOrderBook implements OrderBook, WholeOrderBook {
  private readonly catalogue: StockKeeper;
  private readonly carts: CartStore;
  private readonly lock: ExclusiveLock;
  private readonly promotions: PromotionKeeper | undefined;
  private readonly identity: (() => Promise<ShopIdentity>) | undefined;

  constructor(
    parts: OrderBookParts,
    private readonly records: OrdersRecordStore,
    private readonly readOrder: (raw: unknown) => StoredOrder | undefined,
  ) {
    this.catalogue = parts.catalogue;
    this.carts = parts.carts;
    this.lock = parts.lock;
    this.promotions = parts.promotions;
    this.identity = parts.identity;
  }

  place(owner: string, request: OrderRequest, at: number): Promise<PlaceResult> {
    // The orders' lock first, then the cart's: the cart's use cases take the cart's alone, so none waits on the other.
    return this.serialized(() => (request.fromCart ? this.lock.run(CART_LOCK, () => this.placeNow(owner, request, at)) : this.placeNow(owner, request, at)));
  }

  private async placeNow(owner: string, request: OrderRequest, at: number): Promise<PlaceResult> {
    const record = await this.records.load();
    const earlier = this.ordersOf(record, owner).find((order) => order.key === request.idempotencyKey);
    // Its lines left the cart when it was placed: the cart is not touched again.
    if (earlier) return { kind: 'placed', order: withoutKey(earlier), replayed: true };

    const products = new Map((await this.catalogue.current()).map((product) => [product.id, product]));
    const customerOrderCount = this.ordersOf(record, owner).filter((order) => order.status !== 'Cancelled').length;
    const { rule, promotion } = await this.codeRule(owner, request.promotionCode, at, customerOrderCount);
    const decision = decideOrder(request, (id) => products.get(id), rule);
    if (decision.kind !== 'accepted') return decision;
    // The delivery promise is the book's, as place_order's is: offered for this PIN code now, and its day.
    const identity = this.identity && (await this.identity());
    const promise = estimateDelivery(request.deliveryOption, request.address.pinCode, (identity ?? SHOP_IDENTITY).warehousePinCode, at);
    if (promise.kind === 'unavailable') return { kind: 'not-accepted', reason: promise.reason };
    const cart = request.fromCart ? (await this.carts.read(owner)).lines : undefined;

    // No invoice number yet: it is issued when the order ships (advance).
    const placed = newOrder({
      number: orderNumber(record.sequence + 1),
      placedAt: at,
      lines: decision.lines,
      totals: decision.totals,
      address: request.address,
      deliveryOption: request.deliveryOption,
      estimatedDate: promise.date,
      paymentMethod: request.paymentMethod,
    });
    // It keeps the seller the settings name now, until its invoice is issued (at dispatch) under theirs then.
    const order: Order = identity ? { ...placed, seller: invoiceSeller(identity) } : placed;
    const stored: StoredOrder = { ...order, key: request.idempotencyKey };
    // The code's use is written first and taken back when the order cannot be saved: all of it or nothing.
    const use = promotion ? { code: promotion.code, owner, orderNumber: order.number, at } : undefined;
    if (use) await this.promotions!.recordUse(use);
    try {
      await this.withStock(levelsAfterSale(products, decision.lines), products, () =>
        this.withCart(owner, cart, order.lines, () =>
          this.records.save({
            revision: record.revision + 1,
            sequence: record.sequence + 1,
            invoices: record.invoices,
            byOwner: { ...record.byOwner, [owner]: [...(record.byOwner[owner] ?? []), stored] },
          }),
        ),
      );
    } catch (error) {
      if (use) await this.promotions!.removeUse(use);
      throw error;
    }
    return { kind: 'placed', order, replayed: false };
  }

  /**
   * The rule a placing with `code` applies (decideOrder's) and the promotion whose use it records,
   * from the code's promotion and uses as stored now (under the orders' lock, no other placing counts
   * a use meanwhile). Placing with a code is one more try of it, as an Apply is (else placing would
   * try codes freely). No rule without a code, or without promotions: the code cannot be used.
   */
  private async codeRule(owner: string, code: string | undefined, at: number, customerOrderCount: number): Promise<{ rule?: PromotionRule; promotion?: Promotion }> {
    if (code === undefined || !this.promotions) return {};
    if (!(await this.promotions.noteCheck(owner, at))) return { rule: () => ({ kind: 'refused', reason: TOO_MANY_CODES }) };
    const { promotion, usage } = await this.promotions.offer(owner, code);
    const rule: PromotionRule = (subtotal) => applyPromotion(promotion, { subtotal, at, usesTotal: usage.total, usesByCustomer: usage.byCustomer, customerOrderCount });
    return promotion ? { rule, promotion } : { rule };
  }

  async list(owner: string): Promise<readonly Order[]> {
    return this.ordersOf(await this.records.load(), owner).map(withoutKey).sort(newestFirst);
  }

  async find(owner: string, number: string): Promise<Order | undefined> {
    const order = this.ordersOf(await this.records.load(), owner).find((candidate) => candidate.number === number);
    return order && withoutKey(order);
  }

  cancel(owner: string, number: string, reason: string, at: number): Promise<CancelResult> {
    return this.serialized(() => this.cancelNow(owner, number, reason, at));
  }

  private async cancelNow(owner: string, number: string, reason: string, at: number): Promise<CancelResult> {
    const record = await this.records.load();
    const raw = record.byOwner[owner] ?? [];
    const index = raw.findIndex((item) => this.readOrder(item)?.number === number);
    if (index === -1) return { kind: 'not-found' };
    const stored = this.readOrder(raw[index])!;
    const cancellation = cancelByShopper(withoutKey(stored), reason, at);
    if (cancellation.kind === 'refused') return cancellation;
    await this.saveCancelled(record, [{ owner, index, key: stored.key, order: cancellation.order, restock: cancellation.restock }]);
    return { kind: 'cancelled', order: cancellation.order };
  }

  /** The book whole, for the in-browser figures and reports (WholeOrderBook), not the application's port. */
  async everyOrder(): Promise<readonly OwnedOrder[]> {
    const record = await this.records.load();
    return Object.keys(record.byOwner).flatMap((owner) => this.ordersOf(record, owner).map((stored) => ({ ...withoutKey(stored), owner }))).sort(newestFirst);
  }

  async searchAll(query: OrderQuery): Promise<OrderPage> {
    const record = await this.records.load();
    return searchOrders(Object.keys(record.byOwner).flatMap((owner) => this.ordersOf(record, owner).map(withoutKey)), query);
  }

  /** Order numbers are the book's own sequence, so one number names one order whoever owns it. */
  advance(number: string, to: OrderStatus, at: number, shipment?: Shipment): Promise<AdvanceResult> {
    return this.serialized(() => this.advanceNow(number, to, at, shipment));
  }

  private async advanceNow(number: string, to: OrderStatus, at: number, shipment?: Shipment): Promise<AdvanceResult> {
    const record = await this.records.load();
    const found = this.locate(record, number);
    if (!found) return { kind: 'not-found' };
    const move = moveByDesk(withoutKey(found.stored), to, at, shipment);
    if (move.kind === 'refused') return move;
    // Shipping issues the invoice, under the seller the settings name now (read only then).
    const identity = takesInvoice(move.order) && this.identity ? await this.identity() : undefined;
    const { order, invoices } = issuedOnShipping(record, move.order, at, identity && invoiceSeller(identity));
    await this.records.save({ ...replaced(record, found, order), invoices });
    return { kind: 'moved', order };
  }

  cancelByAdmin(number: string, reason: string, at: number): Promise<CancelResult> {
    return this.serialized(() => this.cancelByAdminNow(number, reason, at));
  }

  private async cancelByAdminNow(number: string, reason: string, at: number): Promise<CancelResult> {
    const record = await this.records.load();
    const found = this.locate(record, number);
    if (!found) return { kind: 'not-found' };
    const cancellation = cancelByDesk(withoutKey(found.stored), reason, at);
    if (cancellation.kind === 'refused') return cancellation;
    await this.saveCancelled(record, [{ ...found, key: found.stored.key, order: cancellation.order, restock: cancellation.restock }]);
    return { kind: 'cancelled', order: cancellation.order };
  }

  confirmPayment(number: string, upiReference: string, at: number): Promise<PaymentResult> {
    return this.settle(number, (order) => confirmUpi(order, upiReference, at));
  }

  markRefunded(number: string, at: number): Promise<PaymentResult> {
    return this.settle(number, (order) => refund(order, at));
  }

  /** Every expired hold cancelled in one write, their stock back with it. */
  releaseExpiredHolds(at: number, holdMinutes: number): Promise<number> {
    return this.serialized(() => this.releaseExpiredHoldsNow(at, holdMinutes));
  }

  private async releaseExpiredHoldsNow(at: number, holdMinutes: number): Promise<number> {
    const record = await this.records.load();
    const expired: Cancelled[] = [];
    for (const [owner, raw] of Object.entries(record.byOwner)) {
      raw.forEach((item, index) => {
        const stored = this.readOrder(item);
        if (!stored || !expiredHold(stored, at, holdMinutes)) return;
        const cancellation = cancelExpiredHold(withoutKey(stored), at, holdMinutes);
        if (cancellation.kind === 'cancelled') expired.push({ owner, index, key: stored.key, order: cancellation.order, restock: cancellation.restock });
      });
    }
    if (expired.length > 0) await this.saveCancelled(record, expired);
    return expired.length;
  }

  private settle(number: string, decide: (order: Order) => PaymentSettlement): Promise<PaymentResult> {
    return this.serialized(() => this.settleNow(number, decide));
  }

  private async settleNow(number: string, decide: (order: Order) => PaymentSettlement): Promise<PaymentResult> {
    const record = await this.records.load();
    const found = this.locate(record, number);
    if (!found) return { kind: 'not-found' };
    const settlement = decide(withoutKey(found.stored));
    if (settlement.kind === 'refused') return settlement;
    await this.records.save(replaced(record, found, settlement.order));
    return settlement;
  }

  /** Saves the cancelled orders with their stock put back (on products still there, where counted) and their promotion uses given back, as one step. */
  private async saveCancelled(record: OrdersRecord, cancelled: readonly Cancelled[]): Promise<void> {
    const products = new Map((await this.catalogue.current()).map((product) => [product.id, product]));
    const restocked = levelsAfterReturn(products, cancelled.flatMap(({ restock }) => restock));
    const byOwner: Record<string, readonly unknown[]> = { ...record.byOwner };
    for (const { owner, index, key, order } of cancelled) {
      const changed = [...byOwner[owner]!];
      changed[index] = { ...order, key };
      byOwner[owner] = changed;
    }
    const numbers = cancelled.map(({ order }) => order.number);
    await withUsesGivenBack(this.promotions, numbers, () => this.withStock(restocked, products, () => this.records.save({ ...record, revision: record.revision + 1, byOwner })));
  }

  /** The stored order with this number, whoever owns it, and where it is stored. */
  private locate(record: OrdersRecord, number: string): Located | undefined {
    for (const [owner, raw] of Object.entries(record.byOwner)) {
      const index = raw.findIndex((item) => this.readOrder(item)?.number === number);
      if (index !== -1) return { owner, index, stored: this.readOrder(raw[index])! };
    }
    return undefined;
  }

  /** `write` under the orders' lock: no other tab's (or call's) write reads the record, the stock or the cart in between. */
  private serialized<T>(write: () => Promise<T>): Promise<T> {
    return this.lock.run(ORDERS_LOCK, write);
  }

  /**
   * Takes what was bought out of the shopper's `cart` (as read under the cart's lock), then saves; a
   * save that fails puts the cart back as it was, and rethrows. No cart (Buy Now): only saves.
   */
  private async withCart(owner: string, cart: readonly StoredCartLine[] | undefined, bought: readonly OrderLine[], save: () => Promise<void>): Promise<void> {
    if (!cart) return save();
    await this.carts.save(owner, cartWithout(cart, bought));
    try {
      await save();
    } catch (error) {
      await this.carts.save(owner, cart);
      throw error;
    }
  }

  /** Sets the stock, then saves; a save that fails puts the stock back as it was, and rethrows. */
  private async withStock(levels: StockLevels, before: ReadonlyMap<number, Product>, save: () => Promise<void>): Promise<void> {
    if (levels.size > 0) await this.catalogue.setStock(levels);
    try {
      await save();
    } catch (error) {
      const previous = levelsBefore(before, levels);
      if (previous.size > 0) await this.catalogue.setStock(previous);
      throw error;
    }
  }

  private ordersOf(record: OrdersRecord, owner: string): StoredOrder[] {
    return (record.byOwner[owner] ?? []).flatMap((raw) => this.readOrder(raw) ?? []);
  }
}
