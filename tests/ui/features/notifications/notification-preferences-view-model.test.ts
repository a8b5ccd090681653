import { describe, expect, it, vi } from 'vitest';
import { StorageWriteError } from '../../../../src/application/ports/storage-errors';
import { DEFAULT_NOTIFICATION_PREFERENCES, withSwitch } from '../../../../src/domain/notifications/notification-preferences';
import { NotificationPreferencesViewModel } from '../../../../src/ui/features/notifications/notification-preferences-view-model';
import { createTestContainer } from '../../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };

async function ready() {
  const test = createTestContainer();
  test.session.logIn(ASHA);
  const vm = test.container.get(NotificationPreferencesViewModel);
  await vm.load();
  return { ...test, vm };
}

describe('NotificationPreferencesViewModel: what each save says', () => {
  it('ok: keeps the switch, without a toast', async () => {
    const { vm, notifier, notificationPreferences } = await ready();
    await vm.setSwitch('push', 'backInStock', true);
    expect(vm.preferences).toEqual(withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'push', 'backInStock', true));
    expect(await notificationPreferences.read(ASHA.phone)).toEqual(vm.preferences);
    expect(notifier.notices).toEqual([]);
  });

  it("not-saved: puts the switch back and says 'Preferences Not Saved'", async () => {
    const { vm, notifier, notificationPreferences } = await ready();
    notificationPreferences.save = () => Promise.reject(new StorageWriteError('full'));
    await vm.setSwitch('push', 'backInStock', true);
    expect(vm.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(notifier.notices).toEqual([
      { kind: 'error', title: 'Preferences Not Saved', description: 'Your notification preferences could not be saved. Please try again.' },
    ]);
  });

  it('not-current-user (logged out meanwhile): puts the switch back, without a toast', async () => {
    const { vm, notifier, session } = await ready();
    session.logOut();
    await vm.setSwitch('email', 'promotions', false);
    expect(vm.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(notifier.notices).toEqual([]);
  });
});

describe('NotificationPreferencesViewModel: who is logged in', () => {
  it('reads the switches again at every login and logout while started (the one session state), and no more once disposed', async () => {
    const test = createTestContainer();
    test.session.logIn(ASHA);
    await test.notificationPreferences.save(ASHA.phone, withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'push', 'backInStock', true));
    const vm = test.container.get(NotificationPreferencesViewModel);
    await vm.start();
    expect(vm.status).toBe('ready');
    expect(vm.preferences).toEqual(withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'push', 'backInStock', true));

    test.session.logOut();
    await vi.waitFor(() => expect(vm.status).toBe('login-required'));
    expect(vm.user).toBeUndefined();
    expect(vm.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    test.session.logIn({ phone: '9000000001', name: 'Ravi' });
    await vi.waitFor(() => expect(vm.user?.name).toBe('Ravi'));
    expect(vm.preferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    vm.dispose();
    test.session.logOut();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(vm.user?.name).toBe('Ravi');
  });
});
