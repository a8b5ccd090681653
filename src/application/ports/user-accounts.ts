import type { Account, AccountHolder } from '../../domain/sign-in/account';

export interface NewAccount {
  /** Ten digits, without the +91. */
  readonly phone: string;
  readonly name: string;
  readonly password: string;
}

export type RegisterOutcome =
  | { readonly kind: 'registered'; readonly account: Account }
  /** Another account has this name (ignoring case): nothing was saved. */
  | { readonly kind: 'name-taken' }
  /** This phone already has an account: nothing was saved. */
  | { readonly kind: 'phone-taken' };

export type PasswordOutcome =
  | { readonly kind: 'ok'; readonly user: AccountHolder }
  | { readonly kind: 'unknown-user' }
  | { readonly kind: 'wrong-password' };

/**
 * The store's accounts and their passwords. The local backend implements it in the application
 * (PasswordAccounts: a UserRepository of salted hashes and a PasswordHasher); Supabase Auth
 * implements it as sign-up and password sign-in, where the password never reaches a table we read.
 */
export interface UserAccounts {
  register(account: NewAccount, registeredAt: string): Promise<RegisterOutcome>;
  /** The name is matched ignoring case; the password exactly. */
  checkPassword(name: string, password: string): Promise<PasswordOutcome>;
  isPhoneRegistered(phone: string): Promise<boolean>;
  /**
   * Whether an account has this name (ignoring case). The login throttle asks before the password is
   * checked, to count the tries of names without an account in one shared record; the login answers
   * an unknown name as such anyway (spec §8), so this tells nothing the login does not.
   */
  isNameRegistered(name: string): Promise<boolean>;
  /**
   * The name of the account signed up with this mobile number (ten digits), if any: the login takes
   * the number in place of the name, and then goes on as for the name (one throttle record for both).
   */
  nameForPhone(phone: string): Promise<string | undefined>;
  /** How many accounts there are (the admin dashboard's Active Users). */
  count(): Promise<number>;
}

export const USER_ACCOUNTS = Symbol('UserAccounts');
