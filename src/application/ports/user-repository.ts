import type { Account } from '../../domain/sign-in/account';

/**
 * How a password is kept: a PasswordHasher's encoded hash, or (a legacy record written before
 * hashing) the password itself, which is rewritten hashed at its first successful login.
 */
export type StoredPassword = { readonly kind: 'hash'; readonly encoded: string } | { readonly kind: 'legacy-plain'; readonly password: string };

export interface StoredUser extends Account {
  readonly password: StoredPassword;
}

export type AddUserOutcome = 'added' | 'name-taken' | 'phone-taken';

/**
 * The users map (`users` in local storage, keyed by phone). Unreadable records are skipped with a
 * warning, never dropped from storage: the map is never written back with less than it held.
 */
export interface UserRepository {
  /** Ignoring case. */
  findByName(name: string): Promise<StoredUser | undefined>;
  findByPhone(phone: string): Promise<StoredUser | undefined>;
  /** Adds the user unless the name (ignoring case) or the phone is taken; checked and written as one step. */
  add(user: StoredUser): Promise<AddUserOutcome>;
  /** How many readable accounts there are (the admin dashboard's Active Users). */
  count(): Promise<number>;
  /** Replaces the password of the user with this name (ignoring case); false when there is none. */
  setPassword(name: string, password: StoredPassword): Promise<boolean>;
}
