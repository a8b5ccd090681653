import type { Logger } from '../../application/ports/logger';
import type { OrderBook } from '../../application/ports/order-book';
import { readStoredReturnRequest } from '../../domain/returns/stored-return-request';
import { NO_RETURNS, OrderReturnRequests, type ReturnsRecord, type ReturnsRecordStore } from '../in-browser/order-return-requests';
import { writeItem } from './guarded-storage';

export const RETURN_REQUESTS_KEY = 'return-requests';

/**
 * Every shopper's return requests in localStorage under `return-requests`, keyed by phone as the
 * orders are, beside the local order book they are decided against. A request that cannot be read
 * is left out and kept as stored; a record that cannot be read at all refuses every call (starting
 * afresh would give ids twice and forget what was asked for, letting an item be returned twice).
 */
export class LocalReturnRequests extends OrderReturnRequests {
  constructor(storage: Storage, orders: Pick<OrderBook, 'find'>, logger: Logger) {
    super(orders, new LocalReturnsRecord(storage, logger), readStoredReturnRequest);
  }
}

class LocalReturnsRecord implements ReturnsRecordStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async load(): Promise<ReturnsRecord> {
    let raw: string | null;
    try {
      raw = this.storage.getItem(RETURN_REQUESTS_KEY);
    } catch (cause) {
      throw new Error('Your returns could not be read: browser storage is unavailable.', { cause });
    }
    if (raw === null) return NO_RETURNS;
    const record = parseRecord(raw);
    if (record) return record;
    this.logger.warn(`The return requests under "${RETURN_REQUESTS_KEY}" are unreadable; they are kept as they are, and no return can be requested.`);
    throw new Error('Your returns could not be read: what is stored is not a list of returns.');
  }

  async save(record: ReturnsRecord): Promise<void> {
    writeItem(this.storage, RETURN_REQUESTS_KEY, JSON.stringify(record), 'The return request');
  }
}

function parseRecord(raw: string): ReturnsRecord | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { sequence, byOwner } = parsed as Record<string, unknown>;
  if (!Number.isInteger(sequence) || (sequence as number) < 0) return undefined;
  if (typeof byOwner !== 'object' || byOwner === null || Array.isArray(byOwner) || !Object.values(byOwner).every(Array.isArray)) return undefined;
  return { sequence: sequence as number, byOwner: byOwner as Record<string, unknown[]> };
}
