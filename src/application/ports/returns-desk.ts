import type { ReturnMove } from '../../domain/returns/return-life';
import type { ReturnQueuePage, ReturnQueueQuery } from '../../domain/returns/return-queue';
import type { ReturnMoveAnswer } from './return-requests';

/**
 * The back office's side of returns: every shopper's requests, a page at a time, and the admin's
 * moves of a return's life (domain/returns/return-life.ts moveReturn, which a server-backed store
 * says again in its own function). The use case asks AdminAuthority first; a server-backed store
 * also refuses anyone but the admin itself. Methods reject when the store cannot be reached or
 * refuses the write (StorageWriteError); nothing has then changed.
 */
export interface ReturnsDesk {
  /** One page of the requests the query finds, newest first, with their count and every request's count by status. */
  queue(query: ReturnQueueQuery): Promise<ReturnQueuePage>;
  /** Moves the return `returnId` at `at` (a server-backed store uses its own clock). */
  move(returnId: string, move: ReturnMove, at: number): Promise<ReturnMoveAnswer>;
}

export const RETURNS_DESK = Symbol('ReturnsDesk');
