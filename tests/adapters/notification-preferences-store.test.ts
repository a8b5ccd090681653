import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { LocalNotificationPreferencesStore, NOTIFICATION_PREFERENCES_KEY } from '../../src/adapters/local/local-notification-preferences-store';
import { MemoryNotificationPreferencesStore } from '../../src/adapters/memory/memory-notification-preferences-store';
import { DEFAULT_NOTIFICATION_PREFERENCES, withSwitch } from '../../src/domain/notifications/notification-preferences';
import { RecordingLogger } from '../support/recording-logger';
import { notificationPreferencesStoreContract } from './notification-preferences-store.contract';

notificationPreferencesStoreContract('MemoryNotificationPreferencesStore', () => new MemoryNotificationPreferencesStore());
notificationPreferencesStoreContract('LocalNotificationPreferencesStore', () => {
  localStorage.clear();
  return new LocalNotificationPreferencesStore(localStorage, new RecordingLogger());
});

const ASHA = '9876543210';
const changed = withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'email', 'recommendations', true);

describe('LocalNotificationPreferencesStore', () => {
  it('keeps a map by phone under notificationPreferences: a new adapter on the same storage reads it', async () => {
    localStorage.clear();
    await new LocalNotificationPreferencesStore(localStorage, new RecordingLogger()).save(ASHA, changed);
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_PREFERENCES_KEY)!)).toEqual({ [ASHA]: changed });
    expect(await new LocalNotificationPreferencesStore(localStorage, new RecordingLogger()).read(ASHA)).toEqual(changed);
  });

  it.each([
    ['not JSON', '{"98'],
    ['a list', '[1,2]'],
    ['a number', '7'],
  ])('reads a tampered map (%s) as empty with a warning, and saves over it', async (_what, raw) => {
    localStorage.setItem(NOTIFICATION_PREFERENCES_KEY, raw);
    const logger = new RecordingLogger();
    const store = new LocalNotificationPreferencesStore(localStorage, logger);
    expect(await store.read(ASHA)).toBeUndefined();
    expect(logger.warnings).toEqual([`The stored notification preferences under "${NOTIFICATION_PREFERENCES_KEY}" are unreadable; using the defaults.`]);
    await store.save(ASHA, changed);
    expect(await store.read(ASHA)).toEqual(changed);
  });

  it("reads one shopper's tampered entry as never saved, and keeps the others' when saving", async () => {
    const other = withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'push', 'orderStatus', false);
    localStorage.setItem(NOTIFICATION_PREFERENCES_KEY, JSON.stringify({ [ASHA]: { email: 'all' }, '9123456780': other }));
    const logger = new RecordingLogger();
    const store = new LocalNotificationPreferencesStore(localStorage, logger);
    expect(await store.read(ASHA)).toBeUndefined();
    expect(logger.warnings).toEqual([`The stored notification preferences of ${ASHA} are unreadable; using the defaults.`]);
    await store.save(ASHA, changed);
    expect(await store.read('9123456780')).toEqual(other);
    expect(await store.read(ASHA)).toEqual(changed);
  });

  it('does not take an inherited name for a phone', async () => {
    localStorage.setItem(NOTIFICATION_PREFERENCES_KEY, '{}');
    expect(await new LocalNotificationPreferencesStore(localStorage, new RecordingLogger()).read('constructor')).toBeUndefined();
  });

  it('reports a write the storage refuses and keeps what it had', async () => {
    localStorage.clear();
    await new LocalNotificationPreferencesStore(localStorage, new RecordingLogger()).save(ASHA, DEFAULT_NOTIFICATION_PREFERENCES);
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    const store = new LocalNotificationPreferencesStore(full, new RecordingLogger());
    await expect(store.save(ASHA, changed)).rejects.toBeInstanceOf(StorageWriteError);
    expect(await store.read(ASHA)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});
