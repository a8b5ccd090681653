import type { ReturnMoveResult } from '../../domain/returns/return-life';
import type { ReturnAsk, ReturnRequest } from '../../domain/returns/return-request';

export type ReturnRequestResult =
  | { readonly kind: 'requested'; readonly request: ReturnRequest }
  /** The return policy refuses it (not delivered, past the window, an item not returnable or asked for already, …), in its words. */
  | { readonly kind: 'refused'; readonly reason: string }
  /** The shopper has no order by that number (another shopper's included). */
  | { readonly kind: 'not-found' };

/** A move of a return: made, refused by the return's life (in its words), or no such return of theirs. */
export type ReturnMoveAnswer = ReturnMoveResult | { readonly kind: 'not-found' };

/**
 * The return requests of each shopper's orders, by the owner that keys the order book (a
 * server-backed store uses its session instead). A request comes to exist only through `request`,
 * which decides against the order as stored, with the domain's rule (decideReturn), and keeps it
 * in one step. Methods reject (StorageWriteError for a refused write) when the store cannot be
 * reached; nothing has then changed.
 */
export interface ReturnRequests {
  /** Asks to return `ask` (already checked) of the owner's order at `at` (a server-backed store uses its own clock). */
  request(owner: string, orderNumber: string, ask: ReturnAsk, at: number): Promise<ReturnRequestResult>;
  /** Calls off the owner's return `returnId` at `at`, as the return's life lets a shopper (before pickup). */
  cancel(owner: string, returnId: string, at: number): Promise<ReturnMoveAnswer>;
  /** The requests made for the owner's order, oldest first; none for an order that is not theirs. */
  listFor(owner: string, orderNumber: string): Promise<readonly ReturnRequest[]>;
}

export const RETURN_REQUESTS = Symbol('ReturnRequests');
