import type { OrderBook } from '../../application/ports/order-book';
import type { ReturnRequestResult, ReturnRequests } from '../../application/ports/return-requests';
import { decideReturn, returnId, type ReturnAsk, type ReturnRequest } from '../../domain/returns/return-request';

/** Every return request a browser backend keeps: the last id given, and each shopper's requests as stored (unread). */
export interface ReturnsRecord {
  readonly sequence: number;
  readonly byOwner: Readonly<Record<string, readonly unknown[]>>;
}

export const NO_RETURNS: ReturnsRecord = { sequence: 0, byOwner: {} };

export interface ReturnsRecordStore {
  /** Rejects when what is stored cannot be read: a store that cannot be read refuses, never starts afresh. */
  load(): Promise<ReturnsRecord>;
  /** Rejects (StorageWriteError) when refused; the record is then as it was. */
  save(record: ReturnsRecord): Promise<void>;
}

/**
 * The return requests of the memory and local backends, beside their order book: a request is
 * decided against the shopper's order as the book holds it now, with the domain's rule, and then
 * kept. The caller runs each request under the cross-tab lock, so that two tabs cannot ask for the
 * same item at once.
 */
export class OrderReturnRequests implements ReturnRequests {
  constructor(
    private readonly orders: Pick<OrderBook, 'find'>,
    private readonly records: ReturnsRecordStore,
    private readonly readRequest: (raw: unknown) => ReturnRequest | undefined,
  ) {}

  async request(owner: string, orderNumber: string, ask: ReturnAsk, at: number): Promise<ReturnRequestResult> {
    const order = await this.orders.find(owner, orderNumber);
    if (!order) return { kind: 'not-found' };
    const record = await this.records.load();
    const decision = decideReturn(order, this.requestsFor(record, owner, orderNumber), ask, at);
    if (decision.kind === 'refused') return decision;
    const request: ReturnRequest = {
      id: returnId(record.sequence + 1),
      orderNumber,
      requestedAt: at,
      lines: decision.lines,
      reason: ask.reason,
      comment: ask.comment,
      status: 'Requested',
    };
    await this.records.save({ sequence: record.sequence + 1, byOwner: { ...record.byOwner, [owner]: [...(record.byOwner[owner] ?? []), request] } });
    return { kind: 'requested', request };
  }

  async listFor(owner: string, orderNumber: string): Promise<readonly ReturnRequest[]> {
    return this.requestsFor(await this.records.load(), owner, orderNumber);
  }

  private requestsFor(record: ReturnsRecord, owner: string, orderNumber: string): ReturnRequest[] {
    return (record.byOwner[owner] ?? [])
      .flatMap((raw) => this.readRequest(raw) ?? [])
      .filter((request) => request.orderNumber === orderNumber)
      .sort((a, b) => a.requestedAt - b.requestedAt || (a.id < b.id ? -1 : 1));
  }
}
