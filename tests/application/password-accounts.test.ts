import { describe, expect, it } from 'vitest';
import { PasswordAccounts } from '../../src/application/sign-in/password-accounts';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { addUser, aStoredUser, REGISTERED_AT } from '../support/accounts';
import { createTestContainer } from '../support/test-container';

function setUp(users = [aStoredUser()]) {
  const t = createTestContainer({ users });
  return { ...t, accounts: t.container.get<UserAccounts>(USER_ACCOUNTS) };
}

describe('PasswordAccounts', () => {
  it('is what the container gives for UserAccounts', () => {
    expect(setUp().accounts).toBeInstanceOf(PasswordAccounts);
  });

  it('counts the accounts of its repository', async () => {
    const { accounts } = setUp([aStoredUser(), aStoredUser({ name: 'Ravi', phone: '9123456780' })]);
    expect(await accounts.count()).toBe(2);
  });

  it('registers with a salted hash, never the password', async () => {
    const { accounts, users, hasher } = setUp([]);
    const outcome = await accounts.register({ phone: '9123456780', name: 'Ravi', password: 'hunter22' }, REGISTERED_AT);
    expect(outcome).toEqual({ kind: 'registered', account: { phone: '9123456780', name: 'Ravi', registeredAt: REGISTERED_AT } });
    const stored = await users.findByPhone('9123456780');
    expect(stored?.password.kind).toBe('hash');
    const encoded = stored?.password.kind === 'hash' ? stored.password.encoded : '';
    expect(encoded).not.toContain('hunter22');
    expect(await hasher.verify('hunter22', encoded)).toBe(true);
  });

  it('refuses a name taken in any case, and a phone taken, saving nothing', async () => {
    const { accounts, users } = setUp();
    expect(await accounts.register({ phone: '9000000000', name: 'ASHA', password: 'secret1' }, REGISTERED_AT)).toEqual({ kind: 'name-taken' });
    expect(await accounts.register({ phone: '9876543210', name: 'Other', password: 'secret1' }, REGISTERED_AT)).toEqual({ kind: 'phone-taken' });
    expect(await users.findByPhone('9000000000')).toBeUndefined();
    expect(await users.findByName('Other')).toBeUndefined();
  });

  it('checks a hashed password: name in any case, password exactly', async () => {
    const t = setUp([]);
    await addUser(t, 'Ravi', 'Hunter22', '9123456780');
    expect(await t.accounts.checkPassword('rAVI', 'Hunter22')).toEqual({ kind: 'ok', user: { phone: '9123456780', name: 'Ravi' } });
    expect(await t.accounts.checkPassword('Ravi', 'hunter22')).toEqual({ kind: 'wrong-password' });
    expect(await t.accounts.checkPassword('Nobody', 'Hunter22')).toEqual({ kind: 'unknown-user' });
  });

  it('logs a legacy plain-text record in once and rewrites it hashed', async () => {
    const { accounts, users, hasher } = setUp();
    expect(await accounts.checkPassword('asha', 'secret1')).toEqual({ kind: 'ok', user: { phone: '9876543210', name: 'Asha' } });
    const stored = await users.findByName('Asha');
    expect(stored?.password.kind).toBe('hash');
    expect(await hasher.verify('secret1', stored?.password.kind === 'hash' ? stored.password.encoded : '')).toBe(true);
    expect(await accounts.checkPassword('Asha', 'secret1')).toEqual({ kind: 'ok', user: { phone: '9876543210', name: 'Asha' } });
  });

  it('refuses a wrong password for a legacy record and leaves it as it was', async () => {
    const { accounts, users } = setUp();
    expect(await accounts.checkPassword('Asha', 'secret2')).toEqual({ kind: 'wrong-password' });
    expect(await accounts.checkPassword('Asha', 'secret')).toEqual({ kind: 'wrong-password' });
    expect((await users.findByName('Asha'))?.password).toEqual({ kind: 'legacy-plain', password: 'secret1' });
  });

  it('tells whether a phone has an account', async () => {
    const { accounts } = setUp();
    expect(await accounts.isPhoneRegistered('9876543210')).toBe(true);
    expect(await accounts.isPhoneRegistered('9123456780')).toBe(false);
  });
});
