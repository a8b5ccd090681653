import { describe, expect, it } from 'vitest';
import type { NotificationPreferencesStore } from '../../src/application/ports/notification-preferences-store';
import { DEFAULT_NOTIFICATION_PREFERENCES, withSwitch } from '../../src/domain/notifications/notification-preferences';

/** What every NotificationPreferencesStore must do; `create()` gives a store with nothing saved (a database's, once emptied: hence the promise). */
export function notificationPreferencesStoreContract(name: string, create: () => NotificationPreferencesStore | Promise<NotificationPreferencesStore>) {
  describe(`${name} — NotificationPreferencesStore contract`, () => {
    it('answers nothing for a shopper who never saved', async () => {
      expect(await (await create()).read('9876543210')).toBeUndefined();
    });

    it("keeps each shopper's own preferences, by phone", async () => {
      const store = await create();
      const asha = withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'email', 'promotions', false);
      const ravi = withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'push', 'backInStock', true);
      await store.save('9876543210', asha);
      await store.save('9123456780', ravi);
      expect(await store.read('9876543210')).toEqual(asha);
      expect(await store.read('9123456780')).toEqual(ravi);
      expect(await store.read('9000000000')).toBeUndefined();
    });

    it('replaces what a shopper saved before', async () => {
      const store = await create();
      await store.save('9876543210', withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'sms', 'limitedOffers', true));
      await store.save('9876543210', DEFAULT_NOTIFICATION_PREFERENCES);
      expect(await store.read('9876543210')).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    });
  });
}
