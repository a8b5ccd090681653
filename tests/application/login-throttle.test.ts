import { describe, expect, it } from 'vitest';
import { LoginService } from '../../src/application/sign-in/login-service';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../../src/application/ports/exclusive-lock';
import { LOGIN_ATTEMPT_STORE } from '../../src/application/ports/login-attempts';
import { SECOND_FACTOR, type SecondFactor } from '../../src/application/ports/second-factor';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { LocalLoginAttemptStore, LOGIN_ATTEMPTS_KEY } from '../../src/adapters/local/local-login-attempt-store';
import { FREE_FAILURES, MAX_WAIT_SECONDS, UNKNOWN_NAMES_KEY } from '../../src/domain/sign-in/login-throttle';
import { addUser, currentCode, enableAdminSecret, wrongCode } from '../support/accounts';
import { QuotaStorage } from '../support/quota-storage';
import { createTestContainer, type TestContainer } from '../support/test-container';

// Issue 20, item 2: the throttle cannot be raced, flooded or starved. Each case is an attack that
// got through before: ten tries at once all checked, made-up names pushing a lock out, a full
// storage counting nothing, a lock of 8.64e15, an unreadable record counted as none.

interface Setup extends TestContainer {
  /** How many passwords were checked (a slow check, so that tries made at once overlap). */
  checks: { passwords: number; codes: number };
  /** A new service, as another tab would have: the store and the lock are shared. */
  tab(): LoginService;
}

async function setUp(options: { storage?: QuotaStorage } = {}): Promise<Setup> {
  const t = createTestContainer();
  await addUser(t, 'Asha', 'secret1', '9876543210');
  await addUser(t, 'admin', 'adminpass', '9000000001');
  if (options.storage) t.container.rebind(LOGIN_ATTEMPT_STORE).toConstantValue(new LocalLoginAttemptStore(options.storage, t.logger));
  const checks = { passwords: 0, codes: 0 };
  const accounts = t.container.get<UserAccounts>(USER_ACCOUNTS);
  const checkPassword = accounts.checkPassword.bind(accounts);
  accounts.checkPassword = async (name, password) => {
    checks.passwords++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return checkPassword(name, password);
  };
  const factor = t.container.get<SecondFactor>(SECOND_FACTOR);
  const verify = factor.verify.bind(factor);
  factor.verify = async (user, code) => {
    checks.codes++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return verify(user, code);
  };
  return { ...t, checks, tab: () => t.container.get(LoginService) };
}

const kinds = (outcomes: readonly { kind: string }[]) => outcomes.map((o) => o.kind).sort();

describe('tries made at once (ten tabs)', () => {
  it('check at most five passwords of one name: each try is counted before its password is checked', async () => {
    const t = await setUp();
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => t.tab().logIn('Asha', 'wrong-password')));
    expect(t.checks.passwords).toBe(FREE_FAILURES);
    expect(kinds(outcomes)).toEqual([...Array(5).fill('throttled'), ...Array(5).fill('wrong-password')]);
    expect(await t.loginAttempts.read('asha')).toEqual({ failures: 5, blockedUntil: t.clock.now() + 30_000 });
  });

  it('count every try in the stored record (30 tries are 5 checked and 25 refused, none lost)', async () => {
    const storage = new QuotaStorage(1_000_000);
    const t = await setUp({ storage });
    const outcomes = await Promise.all(Array.from({ length: 30 }, (_, i) => t.tab().logIn('Asha', `wrong-${i}`)));
    expect(t.checks.passwords).toBe(FREE_FAILURES);
    expect(outcomes.filter((o) => o.kind === 'wrong-password')).toHaveLength(5);
    expect(JSON.parse(storage.getItem(LOGIN_ATTEMPTS_KEY)!)).toEqual({ asha: { failures: 5, blockedUntil: t.clock.now() + 30_000 } });
  });

  it("check at most five of the admin's codes", async () => {
    const t = await setUp();
    enableAdminSecret(t);
    const outcome = await t.tab().logIn('admin', 'adminpass');
    if (outcome.kind !== 'second-factor') throw new Error(`expected the code step, got ${outcome.kind}`);
    const codes = await Promise.all(Array.from({ length: 10 }, () => t.tab().verifySecondFactor(outcome.challenge, wrongCode(t))));
    expect(t.checks.codes).toBe(FREE_FAILURES);
    expect(kinds(codes)).toEqual([...Array(5).fill('throttled'), ...Array(5).fill('wrong-code')]);
  });

  it('give the count back when the password passes and the code comes next: four failures still leave the code its try', async () => {
    const t = await setUp();
    enableAdminSecret(t);
    for (let i = 0; i < 4; i++) await t.tab().logIn('admin', 'wrong-password');
    const outcome = await t.tab().logIn('admin', 'adminpass');
    if (outcome.kind !== 'second-factor') throw new Error(`expected the code step, got ${outcome.kind}`);
    expect(await t.loginAttempts.read('admin')).toEqual({ failures: 4 });
    expect((await t.tab().verifySecondFactor(outcome.challenge, currentCode(t))).kind).toBe('ok');
    expect(await t.loginAttempts.read('admin')).toBeUndefined();
  });
});

describe('made-up names', () => {
  it('are counted in one shared record: 600 of them neither grow the store nor push a locked name out', async () => {
    const storage = new QuotaStorage(1_000_000);
    const t = await setUp({ storage });
    for (let i = 0; i < 5; i++) await t.tab().logIn('Asha', 'wrong-password');
    const outcomes = [];
    for (let i = 0; i < 600; i++) outcomes.push(await t.tab().logIn(`Ghost ${i}`, 'secret1'));
    expect(outcomes.filter((o) => o.kind === 'unknown-user')).toHaveLength(5);
    expect(outcomes.slice(5).every((o) => o.kind === 'throttled')).toBe(true);
    expect(Object.keys(JSON.parse(storage.getItem(LOGIN_ATTEMPTS_KEY)!)).sort()).toEqual([UNKNOWN_NAMES_KEY, 'asha'].sort());
    expect(await t.tab().logIn('Asha', 'secret1')).toEqual({ kind: 'throttled', waitSeconds: 30 });
  });

  it("do not slow a real name's login", async () => {
    const t = await setUp();
    for (let i = 0; i < 10; i++) await t.tab().logIn(`Ghost ${i}`, 'secret1');
    expect((await t.tab().logIn('Asha', 'secret1')).kind).toBe('ok');
  });
});

describe('a try that cannot be recorded', () => {
  it('is refused unchecked when storage is full, however often it comes, even with the right password', async () => {
    const storage = new QuotaStorage(2_000);
    storage.setItem('filler', 'x'.repeat(2_000 - 'filler'.length));
    const t = await setUp({ storage });
    for (let i = 0; i < 20; i++) expect(await t.tab().logIn('Asha', `wrong-${i}`)).toEqual({ kind: 'not-recorded' });
    expect(await t.tab().logIn('Asha', 'secret1')).toEqual({ kind: 'not-recorded' });
    expect(t.checks.passwords).toBe(0);
    expect(t.session.isLoggedIn()).toBe(false);
    expect(t.logger.errors).toContain('The login attempt could not be recorded, so it was not checked.');
  });

  it('is refused unchecked when the cross-tab lock cannot be had', async () => {
    const t = await setUp();
    const refusing: ExclusiveLock = { run: () => Promise.reject(new DOMException('The request was aborted.', 'AbortError')) };
    t.container.rebind(EXCLUSIVE_LOCK).toConstantValue(refusing);
    expect(await t.tab().logIn('Asha', 'secret1')).toEqual({ kind: 'not-recorded' });
    expect(t.checks.passwords).toBe(0);
    expect(t.session.isLoggedIn()).toBe(false);
  });

  it('cannot be made by a long name: a name over 50 characters is refused by the form before anything is stored or checked', async () => {
    const storage = new QuotaStorage(1_000_000);
    const t = await setUp({ storage });
    expect(await t.tab().logIn('A'.repeat(51), 'secret1')).toEqual({ kind: 'invalid', errors: { name: 'Name must be at most 50 characters' } });
    expect(await t.tab().logIn(`  ${'A'.repeat(50)}  `, 'secret1')).toEqual({ kind: 'unknown-user' });
    expect(t.checks.passwords).toBe(1);
    expect(Object.keys(JSON.parse(storage.getItem(LOGIN_ATTEMPTS_KEY)!))).toEqual([UNKNOWN_NAMES_KEY]);
  });
});

describe('what is read from storage', () => {
  it('a lock ending at 8.64e15 waits an hour at most, and ends an hour later', async () => {
    const t = await setUp();
    await t.loginAttempts.write('asha', { failures: 9, blockedUntil: 8.64e15 });
    expect(await t.tab().logIn('Asha', 'secret1')).toEqual({ kind: 'throttled', waitSeconds: MAX_WAIT_SECONDS });
    t.clock.advance(MAX_WAIT_SECONDS * 1000 - 1000);
    expect(await t.tab().logIn('Asha', 'secret1')).toEqual({ kind: 'throttled', waitSeconds: 1 });
    t.clock.advance(1000);
    expect((await t.tab().logIn('Asha', 'secret1')).kind).toBe('ok');
    expect(t.checks.passwords).toBe(1);
  });

  it('an unreadable record locks its name for the longest wait, never counting as no failures; other names go on', async () => {
    const storage = new QuotaStorage(1_000_000);
    storage.setItem(LOGIN_ATTEMPTS_KEY, JSON.stringify({ asha: { failures: 'many' } }));
    const t = await setUp({ storage });
    expect(await t.tab().logIn('Asha', 'secret1')).toEqual({ kind: 'throttled', waitSeconds: MAX_WAIT_SECONDS });
    expect((await t.tab().logIn('admin', 'adminpass')).kind).toBe('ok');
    expect(t.checks.passwords).toBe(1);
    t.clock.advance(MAX_WAIT_SECONDS * 1000);
    expect((await t.tab().logIn('Asha', 'secret1')).kind).toBe('ok');
  });

  it('a value that is no map of records at all locks the name that reads it', async () => {
    for (const garbage of ['{', '[1,2]', '"text"', 'null', '42']) {
      const storage = new QuotaStorage(1_000_000);
      storage.setItem(LOGIN_ATTEMPTS_KEY, garbage);
      const t = await setUp({ storage });
      expect(await t.tab().logIn('Asha', 'secret1'), garbage).toEqual({ kind: 'throttled', waitSeconds: MAX_WAIT_SECONDS });
      expect(t.checks.passwords).toBe(0);
    }
  });
});
