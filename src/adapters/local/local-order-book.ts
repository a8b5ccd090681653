import type { Logger } from '../../application/ports/logger';
import { StorageWriteError } from '../../application/ports/storage-errors';
import { readStoredOrder } from '../../domain/orders/stored-order';
import { CatalogueOrderBook } from '../in-browser/catalogue-order-book';
import { NO_ORDERS, type OrderBookParts, type OrdersRecord, type OrdersRecordStore } from '../in-browser/orders-record';
import { writeItem } from './guarded-storage';
import type { SharedItem } from './local-login-attempt-store';

export const ORDERS_KEY = 'orders';

/** How long a tab waits for its localStorage to show another tab's last sale before it refuses. */
const CATCH_UP_LIMIT_MS = 3_000;
const CATCH_UP_POLL_MS = 15;

/**
 * Every shopper's orders in localStorage under `orders`, beside the stored catalogue's stock: one
 * record with a revision, the last order number, the invoice numbers given each financial year and
 * each shopper's orders keyed by phone. An order that cannot be read (tampered, an older shape) is
 * left out of the lists and kept as it is stored. A record that cannot be read at all refuses every
 * call: starting afresh would give out order numbers twice and write over the orders it holds.
 *
 * Placing takes the stock, the bought lines out of the shopper's cart (the cart store's, LocalCartStore)
 * and keeps the order as one step under the book's own cross-tab lock (`parts.lock`: Web Locks), no
 * caller's. The last unit across tabs: a tab's localStorage is a copy that another tab's write
 * reaches by a message, which may come after the lock did. So the record is also written to
 * IndexedDB (`shared`), whose transactions read the last commit in every tab; a tab whose
 * localStorage shows an older revision waits for it to catch up, and with it the catalogue's stock
 * and the cart, written before it, before deciding anything.
 */
export class LocalOrderBook extends CatalogueOrderBook {
  constructor(storage: Storage, logger: Logger, parts: OrderBookParts & { readonly shared?: SharedItem }) {
    super(parts, new LocalOrdersRecord(storage, logger, parts.shared), readStoredOrder);
  }
}

class LocalOrdersRecord implements OrdersRecordStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly shared: SharedItem | undefined,
  ) {}

  async load(): Promise<OrdersRecord> {
    const local = this.readLocal();
    const latest = await this.readShared();
    if (latest === undefined || latest.revision <= local.revision) return local;
    const deadline = Date.now() + CATCH_UP_LIMIT_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      const caughtUp = this.readLocal();
      if (caughtUp.revision >= latest.revision) return caughtUp;
    }
    throw new Error('Your orders could not be read: another tab is still saving an order. Please try again.');
  }

  async save(record: OrdersRecord): Promise<void> {
    const value = JSON.stringify(record);
    const before = this.safeRaw();
    writeItem(this.storage, ORDERS_KEY, value, 'The order');
    if (!this.shared) return;
    try {
      await this.shared.set(value);
    } catch (cause) {
      try {
        if (before === null) this.storage.removeItem(ORDERS_KEY);
        else this.storage.setItem(ORDERS_KEY, before);
      } catch {
        // Said below; the revision in localStorage is then ahead, which the next load takes as the latest.
      }
      throw new StorageWriteError('The order could not be saved: browser storage is unavailable.', { cause });
    }
  }

  private readLocal(): OrdersRecord {
    let raw: string | null;
    try {
      raw = this.storage.getItem(ORDERS_KEY);
    } catch (cause) {
      throw new Error('Your orders could not be read: browser storage is unavailable.', { cause });
    }
    return raw === null ? NO_ORDERS : this.parse(raw);
  }

  /** The record's last write in any tab, or undefined when there is no shared copy (yet). */
  private async readShared(): Promise<OrdersRecord | undefined> {
    if (!this.shared) return undefined;
    let raw: string | undefined;
    try {
      raw = await this.shared.get();
    } catch (cause) {
      throw new Error('Your orders could not be read: browser storage is unavailable.', { cause });
    }
    return raw === undefined ? undefined : this.parse(raw);
  }

  private parse(raw: string): OrdersRecord {
    const record = parseRecord(raw);
    if (record) return record;
    this.logger.warn(`The orders under "${ORDERS_KEY}" are unreadable; they are kept as they are, and no order can be placed.`);
    throw new Error('Your orders could not be read: what is stored is not an order book.');
  }

  private safeRaw(): string | null {
    try {
      return this.storage.getItem(ORDERS_KEY);
    } catch {
      return null;
    }
  }
}

function parseRecord(raw: string): OrdersRecord | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { revision = 0, sequence, invoices, byOwner } = parsed as Record<string, unknown>;
  if (!isCount(revision) || !isCount(sequence)) return undefined;
  if (!isRecordOf(invoices, isCount)) return undefined;
  if (!isRecordOf(byOwner, Array.isArray)) return undefined;
  return { revision: revision as number, sequence: sequence as number, invoices: invoices as Record<string, number>, byOwner: byOwner as Record<string, unknown[]> };
}

function isCount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0;
}

function isRecordOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(check);
}
