import type { LoginAttempts } from '../../domain/sign-in/login-attempts';

// The record is the domain's (its throttle reads and makes it); the port only keeps it.
export type { LoginAttempts };

/** What is kept for one name: its attempts, none (never failed, or cleared), or a record that cannot be read. */
export type StoredLoginAttempts = LoginAttempts | undefined | 'unreadable';

/**
 * Failed logins by key (the domain's nameKey, or UNKNOWN_NAMES_KEY), kept across reloads. The
 * caller reads, decides and writes under the EXCLUSIVE_LOCK (LOGIN_ATTEMPTS_LOCK), so that tabs
 * do not overwrite each other's counts.
 *
 * A record with a lock (`blockedUntil`) is never dropped to make room. `write` and `clear` reject
 * when the change could not be kept (storage full or unavailable): the caller must not go on as if
 * the failure were counted. `read` answers 'unreadable', never "none", for a record that is there
 * but cannot be read, or for storage that cannot be read at all.
 */
export interface LoginAttemptStore {
  read(nameKey: string): Promise<StoredLoginAttempts>;
  write(nameKey: string, attempts: LoginAttempts): Promise<void>;
  clear(nameKey: string): Promise<void>;
}

export const LOGIN_ATTEMPT_STORE = Symbol('LoginAttemptStore');

/** The EXCLUSIVE_LOCK's name for a read-decide-write of the login attempts. */
export const LOGIN_ATTEMPTS_LOCK = 'login-attempts';
