import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIFETIME_MS, LoginService, type SecondFactorChallenge } from '../../src/application/accounts/login-service';
import { nameKey } from '../../src/domain/accounts/account';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from '../../src/application/ports/login-attempts';
import { addUser, currentCode, enableAdminSecret, wrongCode } from '../support/accounts';
import { createTestContainer, type TestContainer } from '../support/test-container';

const WELCOME_ASHA = { kind: 'success', title: 'Login Successful', description: 'Welcome back, Asha!' };
const NOT_FOUND = { kind: 'error', title: 'Login Failed', description: 'User not found. Please check your name or sign up.' };
const WRONG_PASSWORD = { kind: 'error', title: 'Login Failed', description: 'Incorrect password. Please try again.' };
const INVALID_CODE = { kind: 'error', title: 'Verification Failed', description: 'Invalid code. Please try again.' };

async function setUp(): Promise<TestContainer & { login: LoginService }> {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  await addUser(t, 'admin', 'adminpass', '9000000001');
  return { ...t, login: t.container.get(LoginService) };
}

/** `count` wrong passwords for Asha. */
async function failTimes(t: { login: LoginService }, count: number, name = 'Asha') {
  for (let i = 0; i < count; i++) await t.login.logIn(name, 'wrong-password');
}

async function challengeFor(t: TestContainer & { login: LoginService }): Promise<SecondFactorChallenge> {
  const outcome = await t.login.logIn('admin', 'adminpass');
  if (outcome.kind !== 'second-factor') throw new Error(`expected the code step, got ${outcome.kind}`);
  return outcome.challenge;
}

describe('LoginService.logIn', () => {
  it('logs in by name in any case, says welcome, and goes to the saved page (taken once)', async () => {
    const t = await setUp();
    t.returnPath.save('/product/3');
    expect(await t.login.logIn('  asha ', 'secret1')).toEqual({ kind: 'logged-in', returnPath: '/product/3' });
    expect(t.session.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
    expect(t.notifier.notices).toEqual([WELCOME_ASHA]);
    expect(t.returnPath.take()).toBeUndefined();
  });

  it('goes to / without a saved page, and never off the site', async () => {
    const t = await setUp();
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'logged-in', returnPath: '/' });
    t.returnPath.save('//evil.example/phish');
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'logged-in', returnPath: '/' });
  });

  it('says when the accounts cannot be reached, counts no failure, and logs nobody in', async () => {
    const t = await setUp();
    const accounts = t.container.get<UserAccounts>(USER_ACCOUNTS);
    accounts.checkPassword = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'failed', message: 'The store could not be reached. Please try again.' });
    expect(t.notifier.notices).toEqual([{ kind: 'error', title: 'Login Failed', description: 'The store could not be reached. Please try again.' }]);
    expect(t.session.currentUser()).toBeUndefined();
    expect(t.logger.errors).toEqual(['The login could not be checked.']);
    expect(await t.container.get<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).read(nameKey('Asha'))).toBeUndefined();
  });

  it("says 'User not found' for an unknown name and logs nobody in", async () => {
    const t = await setUp();
    expect(await t.login.logIn('Nobody', 'secret1')).toEqual({ kind: 'failed', message: NOT_FOUND.description });
    expect(t.notifier.notices).toEqual([NOT_FOUND]);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it("says 'Incorrect password' for a wrong password (case matters) and logs nobody in", async () => {
    const t = await setUp();
    expect(await t.login.logIn('Asha', 'SECRET1')).toEqual({ kind: 'failed', message: WRONG_PASSWORD.description });
    expect(t.notifier.notices).toEqual([WRONG_PASSWORD]);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it("refuses input the form should have refused, with the spec's message, without counting it", async () => {
    const t = await setUp();
    expect(await t.login.logIn('As', 'secret1')).toEqual({ kind: 'failed', message: 'Name must be at least 3 characters' });
    expect(await t.login.logIn('Asha', 'short')).toEqual({ kind: 'failed', message: 'Password must be at least 6 characters' });
    expect(await t.loginAttempts.read(nameKey('Asha'))).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('makes the sixth try wait 30 s after five failures, even with the right password', async () => {
    const t = await setUp();
    await failTimes(t, 5);
    t.notifier.notices.length = 0;
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({
      kind: 'throttled',
      waitSeconds: 30,
      message: 'Too many failed attempts. Try again in 30 seconds.',
    });
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Too Many Attempts', description: 'Too many failed attempts. Try again in 30 seconds.' },
    ]);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('lets the right password through once the wait is over, and forgets the failures', async () => {
    const t = await setUp();
    await failTimes(t, 5);
    t.clock.advance(30_000);
    expect((await t.login.logIn('Asha', 'secret1')).kind).toBe('logged-in');
    expect(await t.loginAttempts.read('asha')).toBeUndefined();
  });

  it('doubles the wait with each further failure', async () => {
    const t = await setUp();
    await failTimes(t, 5);
    t.clock.advance(30_000);
    await failTimes(t, 1);
    expect(await t.login.logIn('Asha', 'secret1')).toMatchObject({ kind: 'throttled', waitSeconds: 60, message: 'Too many failed attempts. Try again in 1 minute.' });
  });

  it('counts failures by name in any case, and for unknown names too', async () => {
    const t = await setUp();
    await failTimes(t, 3, 'ASHA');
    await failTimes(t, 2, 'asha');
    expect((await t.login.logIn('Asha', 'secret1')).kind).toBe('throttled');
    await failTimes(t, 5, 'Ghost');
    expect((await t.login.logIn('ghost', 'whatever')).kind).toBe('throttled');
  });

  it("does not slow another name's login", async () => {
    const t = await setUp();
    await failTimes(t, 5, 'Ghost');
    expect((await t.login.logIn('Asha', 'secret1')).kind).toBe('logged-in');
  });
});

describe('LoginService: the admin with two-factor set up', () => {
  it('logs the admin in without a code while no secret is enabled', async () => {
    const t = await setUp();
    expect(await t.login.logIn('Admin', 'adminpass')).toEqual({ kind: 'logged-in', returnPath: '/' });
  });

  it('asks for the code after the password, logging nobody in and saying nothing yet', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const outcome = await t.login.logIn('ADMIN', 'adminpass');
    expect(outcome).toEqual({ kind: 'second-factor', challenge: { user: { phone: '9000000001', name: 'admin' } } });
    expect(t.session.isLoggedIn()).toBe(false);
    expect(t.notifier.notices).toEqual([]);
  });

  it('logs in with the current code: welcome, and the saved page', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    t.returnPath.save('/admin');
    const challenge = await challengeFor(t);
    expect(await t.login.verifySecondFactor(challenge, currentCode(t))).toEqual({ kind: 'logged-in', returnPath: '/admin' });
    expect(t.session.currentUser()).toEqual({ phone: '9000000001', name: 'admin' });
    expect(t.notifier.notices).toEqual([{ kind: 'success', title: 'Login Successful', description: 'Welcome back, admin!' }]);
  });

  it("says 'Invalid code' for a wrong code, and the challenge can be tried again", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const challenge = await challengeFor(t);
    expect(await t.login.verifySecondFactor(challenge, wrongCode(t))).toEqual({ kind: 'failed' });
    expect(t.notifier.notices).toEqual([INVALID_CODE]);
    expect(t.session.isLoggedIn()).toBe(false);
    expect((await t.login.verifySecondFactor(challenge, currentCode(t))).kind).toBe('logged-in');
  });

  it('refuses a code already used, with its own message', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const code = currentCode(t);
    await t.login.verifySecondFactor(await challengeFor(t), code);
    t.session.logOut();
    t.notifier.notices.length = 0;
    expect(await t.login.verifySecondFactor(await challengeFor(t), code)).toEqual({ kind: 'failed' });
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Verification Failed', description: 'This code has already been used. Wait for the next one.' },
    ]);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it("says '2FA is not set up properly' when the secret is gone by the time the code comes, without counting it", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const challenge = await challengeFor(t);
    // As when another tab cleared the storage between the password and the code.
    t.twoFactorSecrets.read = () => undefined;
    expect(await t.login.verifySecondFactor(challenge, currentCode(t))).toEqual({ kind: 'failed' });
    expect(t.notifier.notices).toEqual([{ kind: 'error', title: 'Verification Failed', description: '2FA is not set up properly' }]);
    expect(await t.loginAttempts.read('admin')).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('counts wrong codes towards the same throttle as wrong passwords', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    await failTimes(t, 3, 'admin');
    const challenge = await challengeFor(t);
    await t.login.verifySecondFactor(challenge, wrongCode(t));
    await t.login.verifySecondFactor(challenge, wrongCode(t));
    t.notifier.notices.length = 0;
    expect(await t.login.verifySecondFactor(challenge, currentCode(t))).toEqual({ kind: 'failed' });
    expect(t.notifier.notices).toEqual([
      { kind: 'error', title: 'Too Many Attempts', description: 'Too many failed attempts. Try again in 30 seconds.' },
    ]);
    expect((await t.login.logIn('admin', 'adminpass')).kind).toBe('throttled');
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('does not clear the failures when only the password passed', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    await failTimes(t, 2, 'admin');
    await challengeFor(t);
    expect((await t.loginAttempts.read('admin'))?.failures).toBe(2);
  });

  it('refuses a challenge it did not issue (no password was checked), and one used or too old', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const EXPIRED = { kind: 'error', title: 'Verification Failed', description: 'Your login has expired. Please log in again.' };
    const forged: SecondFactorChallenge = { user: { phone: '9000000001', name: 'admin' } };
    expect(await t.login.verifySecondFactor(forged, currentCode(t))).toEqual({ kind: 'failed' });
    expect(t.notifier.notices).toEqual([EXPIRED]);

    const used = await challengeFor(t);
    await t.login.verifySecondFactor(used, currentCode(t));
    t.session.logOut();
    t.clock.advance(30_000);
    expect(await t.login.verifySecondFactor(used, currentCode(t))).toEqual({ kind: 'failed' });

    const old = await challengeFor(t);
    t.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    expect(await t.login.verifySecondFactor(old, currentCode(t))).toEqual({ kind: 'failed' });
    expect(t.notifier.notices.at(-1)).toEqual(EXPIRED);
    expect(t.session.isLoggedIn()).toBe(false);
  });
});

describe('LoginService: the Access Logs', () => {
  it("records the admin's sign-in, after the code when one is asked, and nobody else's", async () => {
    const t = await setUp();
    await t.login.logIn('Asha', 'secret1');
    expect(await t.signIns.recent(10)).toEqual([]);
    await t.login.logIn('ADMIN', 'adminpass');
    expect(await t.signIns.recent(10)).toEqual([expect.objectContaining({ time: t.clock.now(), current: true })]);

    await enableAdminSecret(t);
    const challenge = await challengeFor(t);
    expect(await t.signIns.recent(10)).toHaveLength(1);
    t.clock.advance(60_000);
    await t.login.verifySecondFactor(challenge, currentCode(t));
    expect((await t.signIns.recent(10)).map((entry) => entry.time)).toEqual([t.clock.now(), t.clock.now() - 60_000]);
  });

  it('logs the admin in even when the log cannot be written, with a warning', async () => {
    const t = await setUp();
    t.signIns.record = () => Promise.reject(new Error('quota'));
    expect(await t.login.logIn('admin', 'adminpass')).toMatchObject({ kind: 'logged-in' });
    expect(t.session.currentUser()?.name).toBe('admin');
    expect(t.logger.warnings).toEqual(['The admin sign-in could not be recorded in the access log.']);
  });
});
