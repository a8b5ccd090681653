import type { OrderBook } from '../../application/ports/order-book';
import type { ReturnMoveAnswer, ReturnRequestResult, ReturnRequests } from '../../application/ports/return-requests';
import type { ReturnsDesk } from '../../application/ports/returns-desk';
import { moveReturn, type ReturnActor, type ReturnMove } from '../../domain/returns/return-life';
import { queuePage, type ReturnQueuePage, type ReturnQueueQuery, type ReturnQueueRow } from '../../domain/returns/return-queue';
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
 * kept; a move is the domain's too (moveReturn). The caller runs each request and move under the
 * cross-tab lock, so that two tabs cannot ask for the same item, or move one return, at once. The
 * back office's queue reads the whole record: a browser keeps one shop's returns, not a table.
 */
export class OrderReturnRequests implements ReturnRequests, ReturnsDesk {
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
      history: [{ status: 'Requested', at, by: 'shopper' }],
    };
    await this.records.save({ sequence: record.sequence + 1, byOwner: { ...record.byOwner, [owner]: [...(record.byOwner[owner] ?? []), request] } });
    return { kind: 'requested', request };
  }

  cancel(owner: string, id: string, at: number): Promise<ReturnMoveAnswer> {
    return this.moveWhere((candidate) => candidate === owner, id, { kind: 'cancel' }, 'shopper', at);
  }

  move(id: string, move: ReturnMove, at: number): Promise<ReturnMoveAnswer> {
    return this.moveWhere(() => true, id, move, 'admin', at);
  }

  async queue(query: ReturnQueueQuery): Promise<ReturnQueuePage> {
    const record = await this.records.load();
    const rows: ReturnQueueRow[] = [];
    for (const [owner, raws] of Object.entries(record.byOwner)) {
      for (const request of raws.flatMap((raw) => this.readRequest(raw) ?? [])) {
        const order = await this.orders.find(owner, request.orderNumber);
        rows.push({ request, customer: order?.address.fullName ?? '', phone: order?.address.mobile ?? '' });
      }
    }
    return queuePage(rows, query);
  }

  /** Moves the request `id` of the first owner `ownerMatches` allows who has it; unreadable requests are kept as stored. */
  private async moveWhere(ownerMatches: (owner: string) => boolean, id: string, move: ReturnMove, actor: ReturnActor, at: number): Promise<ReturnMoveAnswer> {
    const record = await this.records.load();
    for (const [owner, raws] of Object.entries(record.byOwner)) {
      if (!ownerMatches(owner)) continue;
      const index = raws.findIndex((raw) => this.readRequest(raw)?.id === id);
      if (index < 0) continue;
      const request = this.readRequest(raws[index])!;
      const order = move.kind === 'refund' ? await this.orders.find(owner, request.orderNumber) : undefined;
      const moved = moveReturn(request, move, actor, at, order);
      if (moved.kind === 'refused') return moved;
      const kept = raws.map((raw, i) => (i === index ? moved.request : raw));
      await this.records.save({ ...record, byOwner: { ...record.byOwner, [owner]: kept } });
      return moved;
    }
    return { kind: 'not-found' };
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
