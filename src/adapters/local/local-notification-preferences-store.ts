import type { Logger } from '../../application/ports/logger';
import type { NotificationPreferencesStore } from '../../application/ports/notification-preferences-store';
import { readNotificationPreferences, type NotificationPreferences } from '../../domain/notifications/notification-preferences';
import { readItem, writeItem } from './guarded-storage';

export const NOTIFICATION_PREFERENCES_KEY = 'notificationPreferences';

/**
 * Every shopper's switches in one map under `notificationPreferences` in localStorage, keyed by
 * phone (as the `users` map is). Unreadable data never stops the page: a map that is not JSON or
 * not an object reads as empty, one shopper's unreadable entry as never saved, each with a warning;
 * a save then starts the map afresh, keeping the entries that are readable.
 */
export class LocalNotificationPreferencesStore implements NotificationPreferencesStore {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async read(phone: string): Promise<NotificationPreferences | undefined> {
    const map = this.load();
    if (!Object.hasOwn(map, phone)) return undefined;
    const preferences = readNotificationPreferences(map[phone]);
    if (!preferences) this.logger.warn(`The stored notification preferences of ${phone} are unreadable; using the defaults.`);
    return preferences;
  }

  async save(phone: string, preferences: NotificationPreferences): Promise<void> {
    const map = this.load();
    const kept = Object.fromEntries(Object.entries(map).filter(([, value]) => readNotificationPreferences(value) !== undefined));
    writeItem(this.storage, NOTIFICATION_PREFERENCES_KEY, JSON.stringify({ ...kept, [phone]: preferences }), 'The notification preferences');
  }

  private load(): Record<string, unknown> {
    const raw = readItem(this.storage, NOTIFICATION_PREFERENCES_KEY, this.logger);
    if (raw === null) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Said below.
    }
    this.logger.warn(`The stored notification preferences under "${NOTIFICATION_PREFERENCES_KEY}" are unreadable; using the defaults.`);
    return {};
  }
}
