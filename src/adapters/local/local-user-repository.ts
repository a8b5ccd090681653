import type { Logger } from '../../application/ports/logger';
import type { AddUserOutcome, StoredPassword, StoredUser, UserRepository } from '../../application/ports/user-repository';
import { nameKey } from '../../domain/sign-in/account';
import { claimedName, claimedPhone, parseStoredUser } from './stored-users';
import { USERS_KEY } from './account-sessions';
import { readItem, writeItem } from './guarded-storage';

export { USERS_KEY };
/** Where a `users` value that is not a map at all is kept before a new map is started. */
export const UNREADABLE_USERS_BACKUP_KEY = 'users:unreadable';

type RawUsers = Record<string, unknown>;

/**
 * The spec's users map in localStorage (`users`, keyed by phone), each record
 * `{ name, phone, registeredAt, passwordHash }`: a salted hash, never the password (and, once its
 * user has logged in, the `session` LocalSessionStore records with it: account-sessions.ts). Legacy records
 * (plain `password`, or keyed by username without a phone) are read as well as they can be.
 *
 * Every write starts from the stored map as it is and changes one record, so that records this
 * version cannot read are kept, and the map never shrinks. Each method reads, checks and writes in
 * one synchronous step: no other code (another tab's included) runs in between.
 */
export class LocalUserRepository implements UserRepository {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
  ) {}

  async findByName(name: string): Promise<StoredUser | undefined> {
    const key = nameKey(name);
    return this.users().find((u) => nameKey(u.user.name) === key)?.user;
  }

  async findByPhone(phone: string): Promise<StoredUser | undefined> {
    if (phone === '') return undefined;
    return this.users().find((u) => u.user.phone === phone)?.user;
  }

  async count(): Promise<number> {
    return this.users().length;
  }

  async add(user: StoredUser): Promise<AddUserOutcome> {
    const encoded = hashOnly(user.password);
    const raw = this.readForWrite();
    const values = Object.values(raw);
    const name = nameKey(user.name);
    if (values.some((value) => nameKey(claimedName(value) ?? '') === name)) return 'name-taken';
    if (Object.hasOwn(raw, user.phone) || values.some((value) => claimedPhone(value) === user.phone)) return 'phone-taken';
    raw[user.phone] = { name: user.name, phone: user.phone, registeredAt: user.registeredAt, passwordHash: encoded };
    this.write(raw);
    return 'added';
  }

  async setPassword(name: string, password: StoredPassword): Promise<boolean> {
    const encoded = hashOnly(password);
    const raw = this.read();
    if (!raw) return false;
    const wanted = nameKey(name);
    const key = Object.keys(raw).find((k) => {
      const entry = parseStoredUser(k, raw[k]);
      return entry.kind === 'user' && nameKey(entry.user.name) === wanted;
    });
    if (key === undefined) return false;
    const { password: _plain, ...rest } = raw[key] as Record<string, unknown>;
    raw[key] = { ...rest, passwordHash: encoded };
    this.write(raw);
    return true;
  }

  private users(): { key: string; user: StoredUser }[] {
    const raw = this.read();
    if (!raw) return [];
    const users: { key: string; user: StoredUser }[] = [];
    let unreadable = 0;
    for (const [key, value] of Object.entries(raw)) {
      const entry = parseStoredUser(key, value);
      if (entry.kind === 'user') users.push({ key, user: entry.user });
      else if (entry.kind === 'unreadable') unreadable++;
    }
    if (unreadable > 0) this.logger.warn(`Ignored ${unreadable} unreadable user record(s) in "${USERS_KEY}"; they are kept in storage.`);
    return users;
  }

  /** The stored map; undefined when there is none or it is not a map (with a warning). */
  private read(): RawUsers | undefined {
    const text = this.get();
    if (text === null) return undefined;
    const map = parseMap(text);
    if (!map) this.logger.warn(`The users under "${USERS_KEY}" are unreadable.`);
    return map;
  }

  /** The map to change; a value that is no map is kept aside first, so that nothing is lost. */
  private readForWrite(): RawUsers {
    const text = this.get();
    if (text === null) return {};
    const map = parseMap(text);
    if (map) return map;
    this.logger.warn(`The users under "${USERS_KEY}" are unreadable: kept under "${UNREADABLE_USERS_BACKUP_KEY}", starting a new map.`);
    this.set(UNREADABLE_USERS_BACKUP_KEY, text);
    return {};
  }

  private write(raw: RawUsers): void {
    this.set(USERS_KEY, JSON.stringify(raw));
  }

  private get(): string | null {
    return readItem(this.storage, USERS_KEY, this.logger);
  }

  private set(key: string, value: string): void {
    writeItem(this.storage, key, value, 'The account');
  }
}

function parseMap(text: string): RawUsers | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as RawUsers;
  } catch {
    // Not JSON: no map.
  }
  return undefined;
}

function hashOnly(password: StoredPassword): string {
  if (password.kind !== 'hash') throw new Error('LocalUserRepository stores password hashes only, never a password.');
  return password.encoded;
}
