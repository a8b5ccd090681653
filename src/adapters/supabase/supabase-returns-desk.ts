import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { ReturnMoveAnswer } from '../../application/ports/return-requests';
import type { ReturnsDesk } from '../../application/ports/returns-desk';
import type { ReturnMove } from '../../domain/returns/return-life';
import type { ReturnQueuePage, ReturnQueueQuery, ReturnQueueRow } from '../../domain/returns/return-queue';
import { RETURN_STATUSES, type ReturnStatus } from '../../domain/returns/return-request';
import { readStoredReturnRequest } from '../../domain/returns/stored-return-request';
import { failed, readError } from './supabase-errors';
import { readMoveAnswer } from './supabase-return-requests';

// By the SQLSTATE move_return raises (supabase/migrations/20261204090000_return_life.sql). A 22023
// is a move the use case let through that the database's check refuses (a pickup day that became
// out of range at midnight between the two).
const MOVE_REFUSALS: Record<string, string> = {
  '42501': 'only the admin moves returns on',
  '22023': 'the move is not one a return takes now (its reason, pickup or reference)',
  '40001': 'the return was being changed at that moment; try again',
  '40P01': 'the return was being changed at that moment; try again',
};

const count = z.number().int().nonnegative();
const queueAnswer = z.object({
  rows: z.array(z.object({ request: z.unknown(), customer: z.string(), phone: z.string() })),
  total: count,
  counts: z.object(Object.fromEntries(RETURN_STATUSES.map((status) => [status, count])) as Record<ReturnStatus, typeof count>),
});

/**
 * The back office's returns over the project's functions, which refuse anyone but the admin
 * (row-level security lets the admin read no other shopper's rows either): returns_queue answers
 * one page, its count and the counts by status in the database, never the whole table; move_return
 * decides a move as the domain's moveReturn does. `at` is not used (the database's clock).
 */
export class SupabaseReturnsDesk implements ReturnsDesk {
  constructor(private readonly client: SupabaseClient) {}

  async queue(query: ReturnQueueQuery): Promise<ReturnQueuePage> {
    const { data, error } = await this.client.rpc('returns_queue', {
      status: query.status ?? null,
      reason: query.reason ?? null,
      search: query.search ?? '',
      page_offset: Math.max(0, Math.trunc(query.offset)),
      page_limit: Math.trunc(query.limit),
    });
    if (error) throw readError('The returns', error);
    const answer = queueAnswer.safeParse(data);
    if (!answer.success) throw new Error('The returns could not be read: the database answered what returns_queue never answers.');
    // A request the domain cannot read is left out, as the shopper's list leaves it out.
    const rows = answer.data.rows.flatMap((row): ReturnQueueRow[] => {
      const request = readStoredReturnRequest(row.request);
      return request ? [{ request, customer: row.customer, phone: row.phone }] : [];
    });
    return { rows, total: answer.data.total, counts: answer.data.counts };
  }

  async move(returnId: string, move: ReturnMove, _at: number): Promise<ReturnMoveAnswer> {
    const { data, error } = await this.client.rpc('move_return', { return_number: returnId, move });
    if (error) throw failed('The return could not be moved', error, MOVE_REFUSALS);
    return readMoveAnswer(data, 'move_return');
  }
}
