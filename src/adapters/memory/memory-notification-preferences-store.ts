import type { NotificationPreferencesStore } from '../../application/ports/notification-preferences-store';
import type { NotificationPreferences } from '../../domain/notifications/notification-preferences';

export class MemoryNotificationPreferencesStore implements NotificationPreferencesStore {
  private readonly byPhone = new Map<string, NotificationPreferences>();

  async read(phone: string): Promise<NotificationPreferences | undefined> {
    return this.byPhone.get(phone);
  }

  async save(phone: string, preferences: NotificationPreferences): Promise<void> {
    // A copy: a caller changing its object later does not change what was saved.
    this.byPhone.set(phone, structuredClone(preferences));
  }
}
