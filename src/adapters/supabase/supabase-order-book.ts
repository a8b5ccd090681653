import type { SupabaseClient } from '@supabase/supabase-js';
import type { CancelResult, OrderBook, PlaceResult } from '../../application/ports/order-book';
import type { Order } from '../../domain/orders/order';
import type { OrderRequest } from '../../domain/orders/order-request';

// PLACEHOLDER: being written (place_order, cancel_order migration). Refuses everything until then.
export class SupabaseOrderBook implements OrderBook {
  constructor(private readonly client: SupabaseClient) {}
  async place(_owner: string, _request: OrderRequest, _at: number): Promise<PlaceResult> {
    throw new Error(`not yet ${typeof this.client}`);
  }
  async list(_owner: string): Promise<readonly Order[]> {
    throw new Error('not yet');
  }
  async find(_owner: string, _number: string): Promise<Order | undefined> {
    throw new Error('not yet');
  }
  async cancel(_owner: string, _number: string, _reason: string, _at: number): Promise<CancelResult> {
    throw new Error('not yet');
  }
}
