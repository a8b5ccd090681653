import { describe, expect, it } from 'vitest';
import { AccountSessionService } from '../../src/application/sign-in/account-session-service';
import { createTestContainer } from '../support/test-container';

// The service answers; the header's account menu and the Access Logs say it (tests/ui/shell, tests/ui/admin).

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

  it("logs out and answers 'ok', raising no toast of its own", () => {
    const t = createTestContainer();
    t.session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(t.container.get(AccountSessionService).logOut()).toEqual({ kind: 'ok' });
    expect(t.session.isLoggedIn()).toBe(false);
    expect(t.notifier.notices).toEqual([]);
  });

  it("answers 'login-required' when nobody was logged in", () => {
    const t = createTestContainer();
    expect(t.container.get(AccountSessionService).logOut()).toEqual({ kind: 'login-required' });
  });
});
