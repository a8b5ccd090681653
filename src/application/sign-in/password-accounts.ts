import type { PasswordHasher } from '../ports/password-hasher';
import type { NewAccount, PasswordOutcome, RegisterOutcome, UserAccounts } from '../ports/user-accounts';
import type { StoredUser, UserRepository } from '../ports/user-repository';

/**
 * The local backend's accounts: salted hashes in a UserRepository. A legacy record that still holds
 * its password in plain text is checked once and rewritten hashed at that login. Built by the
 * composition over the backend's repository and hasher, which are no container bindings of their own.
 */
export class PasswordAccounts implements UserAccounts {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async register(account: NewAccount, registeredAt: string): Promise<RegisterOutcome> {
    const encoded = await this.hasher.hash(account.password);
    const user: StoredUser = {
      phone: account.phone,
      name: account.name,
      registeredAt,
      password: { kind: 'hash', encoded },
    };
    const added = await this.users.add(user);
    if (added !== 'added') return { kind: added };
    return { kind: 'registered', account: { phone: user.phone, name: user.name, registeredAt } };
  }

  async checkPassword(name: string, password: string): Promise<PasswordOutcome> {
    const user = await this.users.findByName(name);
    if (!user) return { kind: 'unknown-user' };
    const holder = { phone: user.phone, name: user.name };
    if (user.password.kind === 'hash') {
      return (await this.hasher.verify(password, user.password.encoded)) ? { kind: 'ok', user: holder } : { kind: 'wrong-password' };
    }
    if (!equalStrings(password, user.password.password)) return { kind: 'wrong-password' };
    await this.users.setPassword(user.name, { kind: 'hash', encoded: await this.hasher.hash(password) });
    return { kind: 'ok', user: holder };
  }

  async isPhoneRegistered(phone: string): Promise<boolean> {
    return (await this.users.findByPhone(phone)) !== undefined;
  }

  async nameForPhone(phone: string): Promise<string | undefined> {
    return (await this.users.findByPhone(phone))?.name;
  }

  async isNameRegistered(name: string): Promise<boolean> {
    return (await this.users.findByName(name)) !== undefined;
  }

  count(): Promise<number> {
    return this.users.count();
  }
}

/** Compares every character whatever the first difference, so that timing tells nothing of it. */
function equalStrings(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return difference === 0;
}
