import type { Logger } from '../../application/ports/logger';
import { readStoredOrder } from '../../domain/orders/stored-order';
import { CatalogueOrderBook, NO_ORDERS, type OrdersRecord, type OrdersRecordStore, type StockKeeper } from '../memory/catalogue-order-book';
import { writeItem } from './guarded-storage';

export const ORDERS_KEY = 'orders';

/**
 * Every shopper's orders in localStorage under `orders`, beside the stored catalogue's stock: one
 * record with the last order number, the invoice numbers given each financial year and each
 * shopper's orders keyed by phone. An order that cannot be read (tampered, an older shape) is left
 * out of the lists and kept as it is stored. A record that cannot be read at all refuses every
 * call: starting afresh would give out order numbers twice and write over the orders it holds.
 */
export class LocalOrderBook extends CatalogueOrderBook {
  constructor(storage: Storage, catalogue: StockKeeper, logger: Logger) {
    super(catalogue, new LocalOrdersRecord(storage, logger), readStoredOrder);
  }
}

class LocalOrdersRecord implements OrdersRecordStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  load(): OrdersRecord {
    let raw: string | null;
    try {
      raw = this.storage.getItem(ORDERS_KEY);
    } catch (cause) {
      throw new Error('Your orders could not be read: browser storage is unavailable.', { cause });
    }
    if (raw === null) return NO_ORDERS;
    const record = parseRecord(raw);
    if (!record) {
      this.logger.warn(`The orders under "${ORDERS_KEY}" are unreadable; they are kept as they are, and no order can be placed.`);
      throw new Error('Your orders could not be read: what is stored is not an order book.');
    }
    return record;
  }

  save(record: OrdersRecord): void {
    writeItem(this.storage, ORDERS_KEY, JSON.stringify(record), 'The order');
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
  const { sequence, invoices, byOwner } = parsed as Record<string, unknown>;
  if (!Number.isInteger(sequence) || (sequence as number) < 0) return undefined;
  if (!isRecordOf(invoices, (value) => Number.isInteger(value) && (value as number) >= 0)) return undefined;
  if (!isRecordOf(byOwner, Array.isArray)) return undefined;
  return { sequence: sequence as number, invoices: invoices as Record<string, number>, byOwner: byOwner as Record<string, unknown[]> };
}

function isRecordOf(value: unknown, check: (item: unknown) => boolean): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(check);
}
