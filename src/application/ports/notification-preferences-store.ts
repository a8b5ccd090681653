import type { NotificationPreferences } from '../../domain/notifications/notification-preferences';

/**
 * Each shopper's notification switches, by the phone number that identifies their account.
 * Asynchronous, as a server-backed store (Supabase) would be.
 */
export interface NotificationPreferencesStore {
  /** What the shopper saved, or undefined when they never saved any (or it cannot be read). */
  read(phone: string): Promise<NotificationPreferences | undefined>;
  /** Throws StorageWriteError when the storage refuses it; what was stored before is then unchanged. */
  save(phone: string, preferences: NotificationPreferences): Promise<void>;
}

export const NOTIFICATION_PREFERENCES_STORE = Symbol('NotificationPreferencesStore');
