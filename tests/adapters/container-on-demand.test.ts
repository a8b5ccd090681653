import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIVITY_KEY } from '../../src/adapters/local/local-admin-activity-log';
import { ADMIN_SIGN_INS_KEY } from '../../src/adapters/local/local-admin-sign-in-log';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../../src/application/ports/admin-activity-log';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../../src/application/ports/admin-sign-in-log';
import { MIGRATION_SOURCE, type MigrationSource } from '../../src/application/ports/migration-source';
import { MIGRATION_TARGET, type MigrationTarget } from '../../src/application/ports/migration-target';
import { NOTIFICATION_PREFERENCES_STORE, type NotificationPreferencesStore } from '../../src/application/ports/notification-preferences-store';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../src/application/ports/qr-code-renderer';
import { BROWSER_STORAGE_BINDINGS, createContainer } from '../../src/container';
import { RecordingNotifier } from '../support/recording-notifier';

const added = { action: 'added', productId: 7, productTitle: 'Linen Shirt', at: 1_700_000_000_000 } as const;

describe('the composition root: the ports only some screens use, their adapters loaded on first call', () => {
  for (const storage of ['local', 'memory'] as const) {
    it(`${storage}: the activity log, the sign-in log, the migration's source and target, the notification preferences and the QR code answer`, async () => {
      localStorage.clear();
      const container = createContainer(BROWSER_STORAGE_BINDINGS[storage], new RecordingNotifier());
      const activity = container.get<AdminActivityLog>(ADMIN_ACTIVITY_LOG);
      await activity.record(added);
      expect(await activity.recent(5)).toEqual([added]);
      const signIns = container.get<AdminSignInLog>(ADMIN_SIGN_IN_LOG);
      await signIns.record(1_700_000_000_000);
      expect(await signIns.recent(5)).toHaveLength(1);
      expect(await container.get<MigrationTarget>(MIGRATION_TARGET).isConfigured()).toBe(false);
      expect((await container.get<MigrationSource>(MIGRATION_SOURCE).read()).products).toEqual([]);
      expect(await container.get<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE).read('9876543210')).toBeUndefined();
      expect(await container.get<QrCodeRenderer>(QR_CODE_RENDERER).toDataUrl('otpauth://totp/x')).toMatch(/^data:image\//);
      // The local adapters keep them in the browser's storage, the memory ones in the tab.
      const stored = [ADMIN_ACTIVITY_KEY, ADMIN_SIGN_INS_KEY].map((key) => localStorage.getItem(key) !== null);
      expect(stored).toEqual(storage === 'local' ? [true, true] : [false, false]);
    });
  }
});
