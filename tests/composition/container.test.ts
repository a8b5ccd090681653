// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LoginService } from '../../src/application/sign-in/login-service';
import { SignUpService } from '../../src/application/sign-in/sign-up-service';
import { TwoFactorSetupService } from '../../src/application/sign-in/two-factor-setup-service';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../../src/application/ports/admin-activity-log';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../../src/application/ports/admin-sign-in-log';
import { MIGRATION_SOURCE, type MigrationSource } from '../../src/application/ports/migration-source';
import { MIGRATION_TARGET, type MigrationTarget } from '../../src/application/ports/migration-target';
import { NOTIFICATION_PREFERENCES_STORE, type NotificationPreferencesStore } from '../../src/application/ports/notification-preferences-store';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../src/application/ports/qr-code-renderer';
import { SECOND_FACTOR, type SecondFactor } from '../../src/application/ports/second-factor';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from '../../src/application/ports/login-attempts';
import { ADMIN_ACTIVITY_KEY } from '../../src/adapters/local/local-admin-activity-log';
import { ADMIN_SIGN_INS_KEY } from '../../src/adapters/local/local-admin-sign-in-log';
import { LOGIN_ATTEMPTS_KEY } from '../../src/adapters/local/local-login-attempt-store';
import { USERS_KEY } from '../../src/adapters/local/local-user-repository';
import { createContainer } from '../../src/composition/create-container';
import { testBackend } from '../support/backends';

const added = { action: 'added', productId: 7, productTitle: 'Linen Shirt', at: 1_700_000_000_000 } as const;

describe('the composition: the browser backends', () => {
  for (const storage of ['local', 'memory'] as const) {
    it(`${storage}: resolves the account use cases synchronously, their adapters fetched at the first call`, async () => {
      localStorage.clear();
      const container = createContainer(testBackend(storage));
      for (const service of [LoginService, SignUpService, TwoFactorSetupService]) expect(container.get<object>(service)).toBeInstanceOf(service);
      expect(container.get(USER_ACCOUNTS)).toBe(container.get(USER_ACCOUNTS));
      expect(container.get(SECOND_FACTOR)).toBe(container.get(SECOND_FACTOR));

      const accounts = container.get<UserAccounts>(USER_ACCOUNTS);
      expect(await accounts.register({ phone: '9123456780', name: 'Ravi', password: 'hunter22' }, '2026-11-25T10:00:00.000Z')).toMatchObject({ kind: 'registered' });
      expect(await accounts.checkPassword('ravi', 'hunter22')).toMatchObject({ kind: 'ok' });
      expect(await container.get<SecondFactor>(SECOND_FACTOR).status({ name: 'ravi', phone: '9123456780' })).toBe('off');
      await container.get<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).write('ravi', { failures: 1 });

      // The local adapters keep them in the browser's storage, the memory ones in the tab.
      const stored = [USERS_KEY, LOGIN_ATTEMPTS_KEY].map((key) => localStorage.getItem(key) !== null);
      expect(stored).toEqual(storage === 'local' ? [true, true] : [false, false]);
      if (storage === 'local') {
        const record = JSON.parse(localStorage.getItem(USERS_KEY)!)['9123456780'];
        expect(record.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$/);
        expect(JSON.stringify(record)).not.toContain('hunter22');
      }
    });

    it(`${storage}: the activity log, the sign-in log, the migration's source and target, the notification preferences and the QR code answer`, async () => {
      localStorage.clear();
      const container = createContainer(testBackend(storage));
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
      const stored = [ADMIN_ACTIVITY_KEY, ADMIN_SIGN_INS_KEY].map((key) => localStorage.getItem(key) !== null);
      expect(stored).toEqual(storage === 'local' ? [true, true] : [false, false]);
    });
  }
});
