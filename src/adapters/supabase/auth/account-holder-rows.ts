import type { SupabaseClient } from '@supabase/supabase-js';
import type { AccountHolder } from '../../../domain/sign-in/account';

interface HolderRow {
  name: string | null;
  phone: string | null;
  role: string | null;
}

/**
 * The signed-in user's {name, phone, role} from their profile, which row-level security lets them
 * read; with Supabase the role, never the name, decides the admin area. Undefined for an Auth user
 * without a named profile, such as the phone-only user that Supabase Auth creates when it sends a
 * sign-up code: that is not a store account.
 */
export async function readAccountHolder(client: SupabaseClient, userId: string): Promise<AccountHolder | undefined> {
  const { data, error } = await client.from('profiles').select('name,phone,role').eq('id', userId).maybeSingle<HolderRow>();
  if (error) throw new Error(`The account could not be read: ${error.message}`, { cause: error });
  if (!data?.name) return undefined;
  return { name: data.name, phone: data.phone ?? '', role: data.role === 'admin' ? 'admin' : 'user' };
}
