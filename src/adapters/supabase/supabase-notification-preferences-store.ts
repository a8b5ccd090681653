import type { SupabaseClient } from '@supabase/supabase-js';
import type { NotificationPreferencesStore } from '../../application/ports/notification-preferences-store';
import { readNotificationPreferences, type NotificationPreferences } from '../../domain/notifications/notification-preferences';
import { writeError } from './supabase-errors';

// By the SQLSTATE the table's privileges, row-level security and checks raise (supabase/migrations).
const REFUSALS: Record<string, string> = {
  '42501': 'sign in to save your own',
  '23514': 'they are not on and off switches of email, SMS and push',
};

/**
 * Each shopper's notification switches in the project's `notification_preferences` table, one row
 * per Supabase Auth user, which row-level security lets only that user read and write.
 *
 * The row is the signed-in user's, not the phone's: the port's phone identifies the account in a
 * browser's own storage, where every account's preferences sit side by side; here the session
 * identifies it, and a client can reach no other account's row. So the phone is not used: the
 * composition root hands this store the client of the session whose shopper the page shows.
 */
export class SupabaseNotificationPreferencesStore implements NotificationPreferencesStore {
  constructor(private readonly client: SupabaseClient) {}

  /** Undefined also without a session (anon may not read the table) or when the request fails: the page then shows the defaults. */
  async read(_phone: string): Promise<NotificationPreferences | undefined> {
    const { data, error } = await this.client.from('notification_preferences').select('preferences').limit(1);
    if (error) return undefined;
    const row = (data as { preferences: unknown }[])[0];
    return row ? readNotificationPreferences(row.preferences) : undefined;
  }

  async save(_phone: string, preferences: NotificationPreferences): Promise<void> {
    const { error } = await this.client
      .from('notification_preferences')
      .upsert({ preferences, updated_at: new Date().toISOString() }, { onConflict: 'user_id' });
    if (error) throw writeError('Your notification preferences', error, REFUSALS);
  }
}
