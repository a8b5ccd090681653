import { describe, expect, it } from 'vitest';
import type { LoginOutcome, LoginService, SecondFactorChallenge, SecondFactorOutcome } from '../../../../src/application/sign-in/login-service';
import { LoginViewModel } from '../../../../src/ui/features/sign-in/login-view-model';
import { RecordingNotifier } from '../../../support/recording-notifier';
import { addUser, currentCode, enableAdminSecret, wrongCode } from '../../../support/accounts';
import { createTestContainer } from '../../../support/test-container';

async function setUp() {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  await addUser(t, 'admin', 'adminpass', '9000000001');
  return { ...t, vm: await t.container.getAsync(LoginViewModel) };
}

describe('LoginViewModel: name and password', () => {
  it("answers the saved page once logged in, says 'Login Successful' with the name as registered, and stays on the form", async () => {
    const t = await setUp();
    t.returnPath.save('/product/1');
    expect(await t.vm.logIn('asha', 'secret1')).toBe('/product/1');
    expect(t.session.currentUser()?.name).toBe('Asha');
    expect(t.notifier.notices).toEqual([{ kind: 'success', title: 'Login Successful', description: 'Welcome back, Asha!' }]);
    expect(t.vm.step).toBe('password');
  });

  it('answers nothing when the login fails; the toast says why, the form shows no message of its own', async () => {
    const t = await setUp();
    expect(await t.vm.logIn('Nobody', 'secret1')).toBeUndefined();
    expect(t.notifier.notices.map((n) => n.description)).toEqual(['User not found. Please check your name or sign up.']);
    expect(t.vm.alert).toBeUndefined();
    expect(t.vm.name).toBe('Nobody');
  });

  it("shows the throttle's wait in the form, and clears it at the next try", async () => {
    const t = await setUp();
    for (let i = 0; i < 5; i++) await t.vm.logIn('Asha', 'wrong-password');
    expect(t.vm.alert).toBeUndefined();
    expect(await t.vm.logIn('Asha', 'secret1')).toBeUndefined();
    expect(t.vm.alert).toBe('Too many failed attempts. Try again in 30 seconds.');
    t.clock.advance(30_000);
    expect(await t.vm.logIn('Asha', 'secret1')).toBe('/');
    expect(t.vm.alert).toBeUndefined();
  });
});

describe('LoginViewModel: the admin code step', () => {
  async function atCodeStep() {
    const t = await setUp();
    enableAdminSecret(t);
    expect(await t.vm.logIn('admin', 'adminpass')).toBeUndefined();
    return t;
  }

  it('asks for the code after the password, without logging in yet', async () => {
    const t = await atCodeStep();
    expect(t.vm.step).toBe('second-factor');
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('keeps digits only, six at most, and can verify only at exactly six', async () => {
    const { vm } = await atCodeStep();
    vm.setCode('12a 3-45');
    expect(vm.code).toBe('12345');
    expect(vm.canVerify).toBe(false);
    expect(await vm.verify()).toBeUndefined();
    vm.setCode('1234567');
    expect(vm.code).toBe('123456');
    expect(vm.canVerify).toBe(true);
  });

  it('a wrong code is refused and cleared; the right one logs in and answers the saved page', async () => {
    const t = await atCodeStep();
    t.returnPath.save('/deals');
    t.vm.setCode(wrongCode(t));
    expect(await t.vm.verify()).toBeUndefined();
    expect(t.vm.code).toBe('');
    expect(t.vm.step).toBe('second-factor');
    expect(t.notifier.notices.at(-1)?.description).toBe('Invalid code. Please try again.');
    t.vm.setCode(currentCode(t));
    expect(await t.vm.verify()).toBe('/deals');
    expect(t.session.currentUser()?.name).toBe('admin');
    expect(t.notifier.notices.at(-1)).toEqual({ kind: 'success', title: 'Login Successful', description: 'Welcome back, admin!' });
  });

  it('Cancel goes back to the form with the name kept; the challenge is forgotten', async () => {
    const t = await atCodeStep();
    t.vm.setCode(currentCode(t));
    t.vm.cancel();
    expect(t.vm.step).toBe('password');
    expect(t.vm.name).toBe('admin');
    expect(t.vm.code).toBe('');
    expect(await t.vm.verify()).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });
});

// Each outcome of the service, as the view model says it (the service itself is tested in tests/application).
const CHALLENGE: SecondFactorChallenge = { user: { phone: '9000000001', name: 'admin' } };

function withOutcomes(login: LoginOutcome, code: SecondFactorOutcome = { kind: 'wrong-code' }) {
  const notifier = new RecordingNotifier();
  const service = { logIn: async () => login, verifySecondFactor: async () => code } as unknown as LoginService;
  return { notifier, vm: new LoginViewModel(service, notifier) };
}

describe('LoginViewModel says each outcome of the name and password', () => {
  const cases: [string, LoginOutcome, { title: string; description: string } | undefined, string | undefined][] = [
    ['ok', { kind: 'ok', name: 'Asha', returnPath: '/cart' }, { title: 'Login Successful', description: 'Welcome back, Asha!' }, '/cart'],
    ['second-factor', { kind: 'second-factor', challenge: CHALLENGE }, undefined, undefined],
    ['unknown-user', { kind: 'unknown-user' }, { title: 'Login Failed', description: 'User not found. Please check your name or sign up.' }, undefined],
    ['wrong-password', { kind: 'wrong-password' }, { title: 'Login Failed', description: 'Incorrect password. Please try again.' }, undefined],
    ['unavailable', { kind: 'unavailable' }, { title: 'Login Failed', description: 'The store could not be reached. Please try again.' }, undefined],
    [
      'invalid',
      { kind: 'invalid', errors: { name: 'Name must be at least 3 characters', password: 'Password must be at least 6 characters' } },
      { title: 'Login Failed', description: 'Name must be at least 3 characters' },
      undefined,
    ],
    ['throttled', { kind: 'throttled', waitSeconds: 90 }, { title: 'Too Many Attempts', description: 'Too many failed attempts. Try again in 2 minutes.' }, undefined],
  ];
  for (const [kind, outcome, notice, path] of cases) {
    it(`${kind}: ${notice ? `'${notice.title}' / '${notice.description}'` : 'no toast'}`, async () => {
      const { vm, notifier } = withOutcomes(outcome);
      expect(await vm.logIn('Asha', 'secret1')).toBe(path);
      expect(notifier.notices).toEqual(notice ? [{ kind: kind === 'ok' ? 'success' : 'error', ...notice }] : []);
      expect(vm.alert).toBe(kind === 'throttled' ? 'Too many failed attempts. Try again in 2 minutes.' : undefined);
      expect(vm.step).toBe(kind === 'second-factor' ? 'second-factor' : 'password');
    });
  }
});

describe('LoginViewModel says each outcome of the authenticator code', () => {
  const FAILED = 'Verification Failed';
  const cases: [string, SecondFactorOutcome, { kind: string; title: string; description: string }][] = [
    ['ok', { kind: 'ok', name: 'admin', returnPath: '/admin' }, { kind: 'success', title: 'Login Successful', description: 'Welcome back, admin!' }],
    ['wrong-code', { kind: 'wrong-code' }, { kind: 'error', title: FAILED, description: 'Invalid code. Please try again.' }],
    ['invalid', { kind: 'invalid', errors: { code: 'Code must be 6 digits' } }, { kind: 'error', title: FAILED, description: 'Invalid code. Please try again.' }],
    ['replayed', { kind: 'replayed' }, { kind: 'error', title: FAILED, description: 'This code has already been used. Wait for the next one.' }],
    ['not-set-up', { kind: 'not-set-up' }, { kind: 'error', title: FAILED, description: '2FA is not set up properly' }],
    ['expired', { kind: 'expired' }, { kind: 'error', title: FAILED, description: 'Your login has expired. Please log in again.' }],
    ['throttled', { kind: 'throttled', waitSeconds: 30 }, { kind: 'error', title: 'Too Many Attempts', description: 'Too many failed attempts. Try again in 30 seconds.' }],
  ];
  for (const [kind, outcome, notice] of cases) {
    it(`${kind}: '${notice.title}' / '${notice.description}'`, async () => {
      const { vm, notifier } = withOutcomes({ kind: 'second-factor', challenge: CHALLENGE }, outcome);
      await vm.logIn('admin', 'adminpass');
      vm.setCode('123456');
      expect(await vm.verify()).toBe(kind === 'ok' ? '/admin' : undefined);
      expect(notifier.notices).toEqual([notice]);
      // A refused code is typed again from the start.
      expect(vm.code).toBe(kind === 'ok' ? '123456' : '');
      expect(vm.verifying).toBe(false);
    });
  }
});
