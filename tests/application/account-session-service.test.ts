import { describe, expect, it } from 'vitest';
import { AccountSessionService } from '../../src/application/accounts/account-session-service';
import { createTestContainer } from '../support/test-container';

describe('AccountSessionService', () => {
  it('tells who is logged in, and tells subscribers of every change until they unsubscribe', () => {
    const t = createTestContainer();
    const account = t.container.get(AccountSessionService);
    const seen: (string | undefined)[] = [];
    const unsubscribe = account.subscribe(() => seen.push(account.currentUser()?.name));
    expect(account.currentUser()).toBeUndefined();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(account.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
    account.logOut();
    unsubscribe();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(seen).toEqual(['Asha', undefined]);
  });

  it("logs out with 'Logged out' / 'See you soon!'", () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    t.container.get(AccountSessionService).logOut();
    expect(t.session.isLoggedIn()).toBe(false);
    expect(t.notifier.notices).toEqual([{ kind: 'success', title: 'Logged out', description: 'See you soon!' }]);
  });

  it('says nothing when nobody was logged in', () => {
    const t = createTestContainer();
    t.container.get(AccountSessionService).logOut();
    expect(t.notifier.notices).toEqual([]);
  });
});
