import type { SupabaseClient } from '@supabase/supabase-js';
import type { Actor } from './database';
import { supabaseAs } from './postgrest';

/**
 * A store of `accounts`' shoppers, each signed in on a client of their own, for a contract written
 * for the browser's stores: those key each shopper's data by the owner (a phone) every method takes
 * first; a Supabase store keys it by its client's session (one shopper per browser). Each call goes
 * to the owner's own store.
 */
export function oneSessionPerOwner<T extends object>(accounts: Record<string, Actor>, storeFor: (client: SupabaseClient) => T): T {
  const stores = new Map(Object.entries(accounts).map(([owner, actor]) => [owner, storeFor(supabaseAs(actor))]));
  return new Proxy({} as T, {
    get: (_target, method) => {
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return (owner: string, ...rest: unknown[]) => {
        const store = stores.get(owner);
        if (!store) throw new Error(`No account for ${owner} in this test.`);
        return (store[method as keyof T] as (...args: unknown[]) => unknown).call(store, owner, ...rest);
      };
    },
  });
}
