import { describe, expect, it } from 'vitest';
import type { LoginOutcome, LoginService, SecondFactorChallenge, SecondFactorOutcome } from '../../../../src/application/sign-in/login-service';
import { LoginViewModel } from '../../../../src/ui/features/sign-in/login-view-model';
import { RecordingNotifier } from '../../../support/recording-notifier';

// Issue 20, items 1 and 3, as the login page says them: a refusal, never 'Login Successful'.

const CHALLENGE: SecondFactorChallenge = { user: { phone: '9000000001', name: 'admin' } };
const UNREADABLE = {
  kind: 'error',
  title: 'Two-Factor Record Unreadable',
  description: "The admin's two-factor record cannot be read, so this login is refused. The store's maintainer must reset two-factor (see the README).",
};
const NOT_SAVED = {
  kind: 'error',
  title: 'Login Failed',
  description: 'You could not be logged in: this browser could not save your session (its storage may be full). Free some space and try again.',
};

function withOutcomes(login: LoginOutcome, code: SecondFactorOutcome = { kind: 'wrong-code' }) {
  const notifier = new RecordingNotifier();
  const service = { logIn: async () => login, verifySecondFactor: async () => code } as unknown as LoginService;
  return { notifier, vm: new LoginViewModel(service, notifier) };
}

describe('LoginViewModel fails closed', () => {
  for (const [outcome, notice] of [
    [{ kind: 'second-factor-unreadable' }, UNREADABLE],
    [{ kind: 'session-not-saved' }, NOT_SAVED],
  ] as const) {
    it(`${outcome.kind} at the password: '${notice.title}', no path, still on the form`, async () => {
      const { vm, notifier } = withOutcomes(outcome);
      expect(await vm.logIn('admin', 'adminpass')).toBeUndefined();
      expect(notifier.notices).toEqual([notice]);
      expect(vm.step).toBe('password');
    });

    it(`${outcome.kind} at the code: '${notice.title}', back to the form`, async () => {
      const { vm, notifier } = withOutcomes({ kind: 'second-factor', challenge: CHALLENGE }, outcome);
      await vm.logIn('admin', 'adminpass');
      vm.setCode('123456');
      expect(await vm.verify()).toBeUndefined();
      expect(notifier.notices).toEqual([notice]);
      expect(vm.step).toBe('password');
    });
  }

  it('an admin logged in whose sign-in the Access Logs could not take is told so beside the welcome', async () => {
    const { vm, notifier } = withOutcomes({ kind: 'ok', name: 'admin', returnPath: '/admin', accessLogNotWritten: true });
    expect(await vm.logIn('admin', 'adminpass')).toBe('/admin');
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Login Successful', description: 'Welcome back, admin!' },
      { kind: 'info', title: 'Access Log Not Updated', description: 'This sign-in could not be recorded in the Access Logs.' },
    ]);
  });
});
