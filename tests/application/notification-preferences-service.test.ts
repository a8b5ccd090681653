import { describe, expect, it } from 'vitest';
import { NotificationPreferencesService } from '../../src/application/notifications/notification-preferences-service';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SessionGateService } from '../../src/application/session/session-gate-service';
import { DEFAULT_NOTIFICATION_PREFERENCES, withSwitch } from '../../src/domain/notifications/notification-preferences';
import { createTestContainer } from '../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const RAVI = { phone: '9123456780', name: 'Ravi' };

describe('NotificationPreferencesService', () => {
  it('asks a visitor to log in', async () => {
    const { container } = createTestContainer();
    expect(await container.get(NotificationPreferencesService).load()).toEqual({ kind: 'login-required' });
  });

  it("shows a logged-in shopper the spec's defaults until they save", async () => {
    const { container, session } = createTestContainer();
    session.logIn(ASHA);
    expect(await container.get(NotificationPreferencesService).load()).toEqual({ kind: 'ready', user: ASHA, preferences: DEFAULT_NOTIFICATION_PREFERENCES });
  });

  it('saves for the shopper and gives them back after logging out and in again; another shopper keeps the defaults', async () => {
    const { container, session, notifier } = createTestContainer();
    const service = container.get(NotificationPreferencesService);
    session.logIn(ASHA);
    const changed = withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'push', 'backInStock', true);
    expect(await service.save(ASHA, changed)).toEqual({ kind: 'ok' });
    session.logOut();
    session.logIn(RAVI);
    expect(await service.load()).toEqual({ kind: 'ready', user: RAVI, preferences: DEFAULT_NOTIFICATION_PREFERENCES });
    session.logOut();
    session.logIn(ASHA);
    expect(await service.load()).toEqual({ kind: 'ready', user: ASHA, preferences: changed });
    expect(notifier.notices).toEqual([]);
  });

  it("answers 'not-current-user' and saves nothing for a shopper who is no longer the one logged in", async () => {
    const { container, session, notificationPreferences } = createTestContainer();
    session.logIn(RAVI);
    expect(await container.get(NotificationPreferencesService).save(ASHA, DEFAULT_NOTIFICATION_PREFERENCES)).toEqual({ kind: 'not-current-user' });
    expect(await notificationPreferences.read(ASHA.phone)).toBeUndefined();
  });

  it("answers 'not-saved' when the store refuses the save (the view model says it)", async () => {
    const { container, session, notifier, notificationPreferences, logger } = createTestContainer();
    session.logIn(ASHA);
    notificationPreferences.save = async () => {
      throw new StorageWriteError('full');
    };
    expect(await container.get(NotificationPreferencesService).save(ASHA, DEFAULT_NOTIFICATION_PREFERENCES)).toEqual({ kind: 'not-saved' });
    expect(logger.warnings).toHaveLength(1);
    expect(notifier.notices).toEqual([]);
  });

  it('shows the defaults when the store cannot answer', async () => {
    const { container, session, notificationPreferences, logger } = createTestContainer();
    session.logIn(ASHA);
    notificationPreferences.read = async () => {
      throw new Error('offline');
    };
    expect(await container.get(NotificationPreferencesService).load()).toEqual({ kind: 'ready', user: ASHA, preferences: DEFAULT_NOTIFICATION_PREFERENCES });
    expect(logger.warnings).toHaveLength(1);
  });
});

describe("the Login link's way back (SessionGateService.keepReturnPath)", () => {
  it('keeps the page for after the login, once, and never a path off the site', () => {
    const { container } = createTestContainer();
    const gate = container.get(SessionGateService);
    gate.keepReturnPath('/notification-preferences');
    expect(gate.takeReturnPath()).toBe('/notification-preferences');
    expect(gate.takeReturnPath()).toBe('/');
    gate.keepReturnPath('//evil.example');
    expect(gate.takeReturnPath()).toBe('/');
  });
});
