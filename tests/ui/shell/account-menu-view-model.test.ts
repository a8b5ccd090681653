import { describe, expect, it } from 'vitest';
import { AccountMenuViewModel } from '../../../src/ui/shell/account-menu-view-model';
import { createTestContainer } from '../../support/test-container';

describe('AccountMenuViewModel', () => {
  it('shows who is logged in from the start, and follows every login and logout', () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    const vm = t.container.get(AccountMenuViewModel);
    expect(vm.user?.name).toBe('Asha');
    t.session.logOut();
    expect(vm.user).toBeUndefined();
    t.session.logIn({ phone: '9000000001', name: 'Ravi' });
    expect(vm.user?.name).toBe('Ravi');
  });

  it('logs out with a toast', () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    const vm = t.container.get(AccountMenuViewModel);
    vm.logOut();
    expect(vm.user).toBeUndefined();
    expect(t.notifier.notices).toEqual([{ kind: 'success', title: 'Logged out', description: 'See you soon!' }]);
  });

  it('says nothing when nobody was logged in (another tab logged out first)', () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    const vm = t.container.get(AccountMenuViewModel);
    t.session.logOut();
    vm.logOut();
    expect(t.notifier.notices).toEqual([]);
  });
});
