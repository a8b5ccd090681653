import type { AddUserOutcome, StoredPassword, StoredUser, UserRepository } from '../../application/ports/user-repository';
import { nameKey } from '../../domain/sign-in/account';

export class MemoryUserRepository implements UserRepository {
  private readonly users: StoredUser[];

  constructor(initial: readonly StoredUser[] = []) {
    this.users = initial.map(copy);
  }

  async findByName(name: string): Promise<StoredUser | undefined> {
    const found = this.users.find((u) => nameKey(u.name) === nameKey(name));
    return found && copy(found);
  }

  async findByPhone(phone: string): Promise<StoredUser | undefined> {
    const found = this.users.find((u) => u.phone === phone);
    return found && copy(found);
  }

  async count(): Promise<number> {
    return this.users.length;
  }

  async add(user: StoredUser): Promise<AddUserOutcome> {
    if (this.users.some((u) => nameKey(u.name) === nameKey(user.name))) return 'name-taken';
    if (this.users.some((u) => u.phone === user.phone)) return 'phone-taken';
    this.users.push(copy(user));
    return 'added';
  }

  async setPassword(name: string, password: StoredPassword): Promise<boolean> {
    const index = this.users.findIndex((u) => nameKey(u.name) === nameKey(name));
    if (index < 0) return false;
    this.users[index] = { ...this.users[index]!, password: { ...password } };
    return true;
  }
}

function copy(user: StoredUser): StoredUser {
  return { ...user, password: { ...user.password } };
}
