import { describe, expect, it } from 'vitest';
import { AccountSessionService } from '../../src/application/sign-in/account-session-service';
import { SignUpService } from '../../src/application/sign-in/sign-up-service';
import { SESSION_STORE } from '../../src/application/ports/session-store';
import { RefusingSessionStore } from '../support/refusing-session-store';
import { createTestContainer } from '../support/test-container';

// Issue 20, item 3: a session write that fails is an outcome, never a success.


describe('session writes that fail', () => {
  it("sign-up: the account is kept, the session is not: 'session-not-saved' with the name, nobody logged in", async () => {
    const t = createTestContainer();
    const session = new RefusingSessionStore();
    t.container.rebind(SESSION_STORE).toConstantValue(session);
    const outcome = await t.container.get(SignUpService).createAccount('9123456780', 'Ravi', 'secret12');
    expect(outcome).toEqual({ kind: 'session-not-saved', name: 'Ravi' });
    expect(session.isLoggedIn()).toBe(false);
    expect(await t.users.findByName('Ravi')).toBeDefined();
  });

  it("logout: 'not-saved' when the session cannot be ended, never 'ok'", () => {
    const t = createTestContainer();
    const session = new RefusingSessionStore({ phone: '9876543210', name: 'Asha' });
    t.container.rebind(SESSION_STORE).toConstantValue(session);
    expect(t.container.get(AccountSessionService).logOut()).toEqual({ kind: 'not-saved' });
    expect(t.logger.errors).toEqual(['The session could not be ended.']);
  });
});
