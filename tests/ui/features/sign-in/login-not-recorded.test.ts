import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPT_STORE } from '../../../../src/application/ports/login-attempts';
import { LocalLoginAttemptStore } from '../../../../src/adapters/local/local-login-attempt-store';
import { LoginViewModel } from '../../../../src/ui/features/sign-in/login-view-model';
import { addUser } from '../../../support/accounts';
import { createTestContainer } from '../../../support/test-container';

// Issue 20, item 2 (c): a try the throttle cannot record is refused, and the page says why.

const NOT_RECORDED = 'Your login could not be recorded, so it was not checked. Free some browser storage and try again.';

describe('LoginViewModel: a try that cannot be recorded', () => {
  it('says so in a toast and in the form, and logs nobody in, even with the right password', async () => {
    const t = createTestContainer();
    await addUser(t, 'Asha', 'secret1', '9876543210');
    const full = { getItem: () => null, setItem: () => { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); } } as unknown as Storage;
    t.container.rebind(LOGIN_ATTEMPT_STORE).toConstantValue(new LocalLoginAttemptStore(full, t.logger));
    const vm = await t.container.getAsync(LoginViewModel);
    expect(await vm.logIn('Asha', 'secret1')).toBeUndefined();
    expect(t.notifier.notices).toEqual([{ kind: 'error', title: 'Login Failed', description: NOT_RECORDED }]);
    expect(vm.alert).toBe(NOT_RECORDED);
    expect(t.session.isLoggedIn()).toBe(false);
  });
});
