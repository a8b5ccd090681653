import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { ReturnMoveAnswer, ReturnRequestResult, ReturnRequests } from '../../application/ports/return-requests';
import type { ReturnAsk, ReturnRequest } from '../../domain/returns/return-request';
import { readStoredReturnRequest } from '../../domain/returns/stored-return-request';
import { failed, readError } from './supabase-errors';

// By the SQLSTATE request_return raises (supabase/migrations/20261126120100_return_requests.sql).
// Any other failure (the network, a server error) is not a refusal: it rejects with a plain Error.
const REQUEST_REFUSALS: Record<string, string> = {
  '42501': 'sign in to request a return',
  '22023': 'the return asked for is not one the form makes',
  '40001': 'the order was being changed at that moment; try again',
  '40P01': 'the order was being changed at that moment; try again',
};

// By the SQLSTATE cancel_return raises (supabase/migrations/20261204090000_return_life.sql).
const CANCEL_REFUSALS: Record<string, string> = {
  '42501': 'sign in to cancel a return',
  '40001': 'the return was being changed at that moment; try again',
  '40P01': 'the return was being changed at that moment; try again',
};

const moveAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('moved'), request: z.unknown() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
  z.object({ kind: z.literal('not-found') }),
]);

/** What `fn` (cancel_return or move_return) answered, as the port's answer; an answer it never gives rejects. */
export function readMoveAnswer(data: unknown, fn: string): ReturnMoveAnswer {
  const answer = moveAnswer.safeParse(data);
  if (!answer.success) throw new Error(`The return could not be moved: the database answered what ${fn} never answers.`);
  if (answer.data.kind !== 'moved') return answer.data;
  const request = readStoredReturnRequest(answer.data.request);
  if (!request) throw new Error(`The return was moved (${fn}) but could not be read.`);
  return { kind: 'moved', request };
}

const requestAnswer = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('requested'), request: z.unknown() }),
  z.object({ kind: z.literal('refused'), reason: z.string() }),
  z.object({ kind: z.literal('not-found') }),
]);

/**
 * Each shopper's return requests in the project's `return_requests` tables, which row-level
 * security lets only their user read and nobody write: a request is made by request_return, which
 * decides against the order in the database as the domain does, and moved on only by cancel_return
 * (the shopper's) and move_return (the admin's, SupabaseReturnsDesk). The owner is not used (the
 * session's user is), nor is `at` (the database's clock).
 */
export class SupabaseReturnRequests implements ReturnRequests {
  constructor(private readonly client: SupabaseClient) {}

  async request(_owner: string, orderNumber: string, ask: ReturnAsk, _at: number): Promise<ReturnRequestResult> {
    const { data, error } = await this.client.rpc('request_return', {
      order_number: orderNumber,
      lines: ask.lines,
      reason: ask.reason,
      comment: ask.comment,
    });
    if (error) throw failed('Your return could not be requested', error, REQUEST_REFUSALS);
    const answer = requestAnswer.safeParse(data);
    if (!answer.success) throw new Error('Your return could not be requested: the database answered what request_return never answers.');
    if (answer.data.kind !== 'requested') return answer.data;
    const request = readStoredReturnRequest(answer.data.request);
    if (!request) throw new Error('Your return was requested but could not be read.');
    return { kind: 'requested', request };
  }

  async cancel(_owner: string, returnId: string, _at: number): Promise<ReturnMoveAnswer> {
    const { data, error } = await this.client.rpc('cancel_return', { return_number: returnId });
    if (error) throw failed('Your return could not be cancelled', error, CANCEL_REFUSALS);
    return readMoveAnswer(data, 'cancel_return');
  }

  async listFor(_owner: string, orderNumber: string): Promise<readonly ReturnRequest[]> {
    const { data, error } = await this.client.rpc('my_return_requests', { order_number: orderNumber });
    if (error) throw readError('Your returns', error);
    if (!Array.isArray(data)) throw new Error('Your returns could not be read: the database answered no list.');
    return data.flatMap((raw: unknown) => readStoredReturnRequest(raw) ?? []);
  }
}
