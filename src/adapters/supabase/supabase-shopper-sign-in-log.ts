import type { SupabaseClient } from '@supabase/supabase-js';
import type { ShopperSignInLog } from '../../application/ports/shopper-sign-in-log';
import type { PostgrestFailure } from './supabase-errors';

const REFUSED = '42501';

/**
 * Each shopper's last login in the project's `shopper_sign_ins` table, one row per Auth user, which
 * no API role reads or writes directly (supabase/migrations/20261126140000_shopper_sign_ins.sql):
 *
 * - `note_shopper_sign_in()` notes the session's own login at the database's time, so the port's
 *   owner and time are not sent: a client can name neither another account nor another time. An
 *   admin's call notes nothing (the Access Logs keep the admin's sign-ins).
 * - `shoppers_signed_in_since(since)` answers the Auth user ids (as dashboard_figures knows an
 *   order's owner), for an admin only, at aal2 when the admin has a second factor, as every
 *   back-office function.
 */
export class SupabaseShopperSignInLog implements ShopperSignInLog {
  constructor(private readonly client: SupabaseClient) {}

  async record(_owner: string, _time: number): Promise<void> {
    const { error } = await this.client.rpc('note_shopper_sign_in');
    if (error) throw new Error(`The shopper's login could not be noted: ${reason(error)}.`, { cause: error });
  }

  async signedInSince(since: number): Promise<readonly string[]> {
    const { data, error } = await this.client.rpc('shoppers_signed_in_since', { since: new Date(since).toISOString() });
    if (error) throw new Error(`The shoppers' logins could not be read: ${reason(error)}.`, { cause: error });
    // Never a wrong count: an answer that is not a list of ids is an error, not an empty list.
    if (!Array.isArray(data) || !data.every((owner) => typeof owner === 'string')) {
      throw new Error("The shoppers' logins could not be read: the database answered what shoppers_signed_in_since never answers.");
    }
    return data as string[];
  }
}

function reason(failure: PostgrestFailure): string {
  return failure.code === REFUSED ? 'refused (a shopper notes only their own login; only an admin reads them)' : `the database answered: ${failure.message}`;
}
