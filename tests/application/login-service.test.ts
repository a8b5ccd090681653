import { describe, expect, it } from 'vitest';
import { CHALLENGE_LIFETIME_MS, LoginService, type SecondFactorChallenge } from '../../src/application/sign-in/login-service';
import { nameKey } from '../../src/domain/sign-in/account';
import { UNKNOWN_NAMES_KEY } from '../../src/domain/sign-in/login-throttle';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from '../../src/application/ports/login-attempts';
import { addUser, currentCode, enableAdminSecret, wrongCode } from '../support/accounts';
import { createTestContainer, type TestContainer } from '../support/test-container';

// The service answers; the login page's view model says it (tests/ui/features/sign-in/login-view-model.test.ts).

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
  it('logs in by name in any case, answers the name as registered, and goes to the saved page (taken once)', async () => {
    const t = await setUp();
    t.returnPath.save('/product/3');
    expect(await t.login.logIn('  asha ', 'secret1')).toEqual({ kind: 'ok', name: 'Asha', returnPath: '/product/3' });
    expect(t.session.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
    expect(t.returnPath.take()).toBeUndefined();
  });

  it('logs in by the mobile number signed up with, however it is written, as the account of that number', async () => {
    const t = await setUp();
    for (const typed of ['9876543210', '+91 98765 43210', '098765-43210']) {
      expect(await t.login.logIn(typed, 'secret1')).toEqual({ kind: 'ok', name: 'Asha', returnPath: '/' });
      expect(t.session.currentUser()).toEqual({ phone: '9876543210', name: 'Asha' });
    }
    expect(await t.login.logIn('9123456789', 'secret1')).toEqual({ kind: 'unknown-user' });
  });

  it("counts wrong passwords by number and by name in one record: the number is no way round the throttle", async () => {
    const t = await setUp();
    await failTimes(t, 4, '9876543210');
    await failTimes(t, 1, 'Asha');
    expect((await t.loginAttempts.read(nameKey('Asha')))?.failures).toBe(5);
    expect(await t.login.logIn('9876543210', 'secret1')).toMatchObject({ kind: 'throttled' });
  });

  it('goes to / without a saved page, and never off the site', async () => {
    const t = await setUp();
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'ok', name: 'Asha', returnPath: '/' });
    t.returnPath.save('//evil.example/phish');
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'ok', name: 'Asha', returnPath: '/' });
  });

  it("answers 'unavailable' when the accounts cannot be reached, counts no failure, and logs nobody in", async () => {
    const t = await setUp();
    const accounts = t.container.get<UserAccounts>(USER_ACCOUNTS);
    accounts.checkPassword = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'unavailable' });
    expect(t.session.currentUser()).toBeUndefined();
    expect(t.logger.errors).toEqual(['The login could not be checked.']);
    expect(await t.container.get<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).read(nameKey('Asha'))).toBeUndefined();
  });

  it("answers 'unknown-user' for an unknown name, counts it (with every name that has no account), and logs nobody in", async () => {
    const t = await setUp();
    expect(await t.login.logIn('Nobody', 'secret1')).toEqual({ kind: 'unknown-user' });
    expect((await t.loginAttempts.read(UNKNOWN_NAMES_KEY))?.failures).toBe(1);
    expect(await t.loginAttempts.read(nameKey('Nobody'))).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it("answers 'wrong-password' for a wrong password (case matters), counts it, and logs nobody in", async () => {
    const t = await setUp();
    expect(await t.login.logIn('Asha', 'SECRET1')).toEqual({ kind: 'wrong-password' });
    expect((await t.loginAttempts.read(nameKey('Asha')))?.failures).toBe(1);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it("refuses input the login form's schema refuses, with each field's message (the spec's), without counting it", async () => {
    const t = await setUp();
    expect(await t.login.logIn('As', 'secret1')).toEqual({ kind: 'invalid', errors: { name: 'Name must be at least 3 characters' } });
    expect(await t.login.logIn('Asha', 'short')).toEqual({ kind: 'invalid', errors: { password: 'Password must be at least 6 characters' } });
    expect(await t.login.logIn(' ', '')).toEqual({
      kind: 'invalid',
      errors: { name: 'Name must be at least 3 characters', password: 'Password must be at least 6 characters' },
    });
    expect(await t.loginAttempts.read(nameKey('Asha'))).toBeUndefined();
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('makes the sixth try wait 30 s after five failures, even with the right password', async () => {
    const t = await setUp();
    await failTimes(t, 5);
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'throttled', waitSeconds: 30 });
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('lets the right password through once the wait is over, and forgets the failures', async () => {
    const t = await setUp();
    await failTimes(t, 5);
    t.clock.advance(30_000);
    expect((await t.login.logIn('Asha', 'secret1')).kind).toBe('ok');
    expect(await t.loginAttempts.read('asha')).toBeUndefined();
  });

  it('doubles the wait with each further failure', async () => {
    const t = await setUp();
    await failTimes(t, 5);
    t.clock.advance(30_000);
    await failTimes(t, 1);
    expect(await t.login.logIn('Asha', 'secret1')).toEqual({ kind: 'throttled', waitSeconds: 60 });
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
    expect((await t.login.logIn('Asha', 'secret1')).kind).toBe('ok');
  });
});

describe('LoginService: the admin with two-factor set up', () => {
  it('logs the admin in without a code while no secret is enabled', async () => {
    const t = await setUp();
    expect(await t.login.logIn('Admin', 'adminpass')).toEqual({ kind: 'ok', name: 'admin', returnPath: '/' });
  });

  it('asks for the code after the password, logging nobody in yet', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const outcome = await t.login.logIn('ADMIN', 'adminpass');
    expect(outcome).toEqual({ kind: 'second-factor', challenge: { user: { phone: '9000000001', name: 'admin' } } });
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('logs in with the current code, and answers the saved page', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    t.returnPath.save('/admin');
    const challenge = await challengeFor(t);
    expect(await t.login.verifySecondFactor(challenge, currentCode(t))).toEqual({ kind: 'ok', name: 'admin', returnPath: '/admin' });
    expect(t.session.currentUser()).toEqual({ phone: '9000000001', name: 'admin' });
  });

  it("answers 'wrong-code' for a wrong code, counting it, and the challenge can be tried again", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const challenge = await challengeFor(t);
    expect(await t.login.verifySecondFactor(challenge, wrongCode(t))).toEqual({ kind: 'wrong-code' });
    expect((await t.loginAttempts.read('admin'))?.failures).toBe(1);
    expect(t.session.isLoggedIn()).toBe(false);
    expect((await t.login.verifySecondFactor(challenge, currentCode(t))).kind).toBe('ok');
  });

  it("refuses a code that is not six digits ('invalid', the schema's message) without asking the factor or counting it", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const challenge = await challengeFor(t);
    for (const code of ['12345', '12345a', '1234567']) {
      expect(await t.login.verifySecondFactor(challenge, code)).toEqual({ kind: 'invalid', errors: { code: 'Code must be 6 digits' } });
    }
    expect(await t.loginAttempts.read('admin')).toBeUndefined();
    expect((await t.login.verifySecondFactor(challenge, currentCode(t))).kind).toBe('ok');
  });

  it("answers 'replayed' for a code already used, counting it", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const code = currentCode(t);
    await t.login.verifySecondFactor(await challengeFor(t), code);
    t.session.logOut();
    expect(await t.login.verifySecondFactor(await challengeFor(t), code)).toEqual({ kind: 'replayed' });
    expect((await t.loginAttempts.read('admin'))?.failures).toBe(1);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it("answers 'not-set-up' when the secret is gone by the time the code comes, without counting it", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const challenge = await challengeFor(t);
    // As when another tab cleared the storage between the password and the code.
    t.twoFactorSecrets.read = () => ({ kind: 'none' });
    expect(await t.login.verifySecondFactor(challenge, currentCode(t))).toEqual({ kind: 'not-set-up' });
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
    expect(await t.login.verifySecondFactor(challenge, currentCode(t))).toEqual({ kind: 'throttled', waitSeconds: 30 });
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

  it("answers 'expired' for a challenge it did not issue (no password was checked), and for one used or too old", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const forged: SecondFactorChallenge = { user: { phone: '9000000001', name: 'admin' } };
    expect(await t.login.verifySecondFactor(forged, currentCode(t))).toEqual({ kind: 'expired' });

    const used = await challengeFor(t);
    await t.login.verifySecondFactor(used, currentCode(t));
    t.session.logOut();
    t.clock.advance(30_000);
    expect(await t.login.verifySecondFactor(used, currentCode(t))).toEqual({ kind: 'expired' });

    const old = await challengeFor(t);
    t.clock.advance(CHALLENGE_LIFETIME_MS + 1);
    expect(await t.login.verifySecondFactor(old, currentCode(t))).toEqual({ kind: 'expired' });
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('raises no toast of its own at any step: the view model says each outcome', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    await failTimes(t, 2);
    await t.login.logIn('Nobody', 'secret1');
    await t.login.logIn('As', 'x');
    await t.login.logIn('Asha', 'secret1');
    const challenge = await challengeFor(t);
    await t.login.verifySecondFactor(challenge, wrongCode(t));
    await t.login.verifySecondFactor(challenge, currentCode(t));
    expect(t.notifier.notices).toEqual([]);
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
    expect(await t.login.logIn('admin', 'adminpass')).toMatchObject({ kind: 'ok' });
    expect(t.session.currentUser()?.name).toBe('admin');
    expect(t.logger.warnings).toEqual(['The admin sign-in could not be recorded in the access log.']);
  });
});
