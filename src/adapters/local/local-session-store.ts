import type { Logger } from '../../application/ports/logger';
import { StorageWriteError } from '../../application/ports/storage-errors';
import type { RandomSource } from '../../application/ports/random-source';
import type { AssuranceLevel, CurrentUser, SessionStore, VerifiedSession } from '../../application/ports/session-store';
import { findAccount, isSessionId, parseUsers, SESSION_ID_BYTES, sessionIdFrom, USERS_KEY, withAccountSession } from './account-sessions';

export const IS_LOGGED_IN_KEY = 'isLoggedIn';
export const CURRENT_USER_KEY = 'currentUser';

/** What `currentUser` holds: the spec's {phone, name}, and the id of the session the login made. */
interface StoredSession extends CurrentUser {
  readonly session?: string;
}

// A small record is checked by hand: this store is read on every page, and a hand check keeps the
// validation library out of the storefront's first download.
function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, name } = value as Record<string, unknown>;
  return typeof phone === 'string' && typeof name === 'string' && name.length > 0;
}

const webCrypto: RandomSource = { bytes: (count) => globalThis.crypto.getRandomValues(new Uint8Array(count)) };

/**
 * `isLoggedIn` ('true') and `currentUser` {phone, name, session} in localStorage (the spec's keys),
 * and the session recorded with the account: the login draws a random id (128 bits), records it
 * with the account's record in `users` with its assurance level, and names it in `currentUser`.
 *
 * `currentUser()` reads the two keys alone (the header shows them at first paint, and anything
 * unreadable means logged out, with a warning); `verify()` also asks the account's record, so keys
 * written by hand, or an id the account does not hold, are no session for the admin area. This
 * stops a session being made without the login; it cannot stop someone with this browser's
 * developer tools, who owns all of its storage (the README says so).
 *
 * `events` is the window: its `storage` events say another tab logged in or out.
 */
export class LocalSessionStore implements SessionStore {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: Storage,
    private readonly logger?: Logger,
    events?: EventTarget,
    private readonly random: RandomSource = webCrypto,
  ) {
    events?.addEventListener('storage', (event) => {
      const { key } = event as StorageEvent;
      if (key === null || key === IS_LOGGED_IN_KEY || key === CURRENT_USER_KEY) this.changed();
    });
  }

  isLoggedIn(): boolean {
    return this.currentUser() !== undefined;
  }

  currentUser(): CurrentUser | undefined {
    const stored = this.stored();
    return stored && { phone: stored.phone, name: stored.name };
  }

  logIn(user: CurrentUser, assurance: AssuranceLevel = 'password'): void {
    const id = sessionIdFrom(this.random.bytes(SESSION_ID_BYTES));
    this.write(() => {
      // The session before this one ends first: whatever fails below, no session is left half made.
      this.storage.removeItem(IS_LOGGED_IN_KEY);
      if (!this.recordWithAccount(user.name, { id, assurance })) {
        this.logger?.warn(`No account named "${user.name}" to record the session with: it opens nothing that checks the session.`);
      }
      this.storage.setItem(CURRENT_USER_KEY, JSON.stringify({ phone: user.phone, name: user.name, session: id }));
      this.storage.setItem(IS_LOGGED_IN_KEY, 'true');
    });
  }

  logOut(): void {
    const stored = this.stored();
    this.write(() => {
      // The account forgets the session first: if that fails, the session is still all there.
      if (stored?.session !== undefined) this.recordWithAccount(stored.name, undefined, stored.session);
      this.storage.removeItem(IS_LOGGED_IN_KEY);
      this.storage.removeItem(CURRENT_USER_KEY);
    });
  }

  async verify(): Promise<VerifiedSession | undefined> {
    const stored = this.stored();
    if (!stored) return undefined;
    const account = findAccount(parseUsers(this.get(USERS_KEY)) ?? {}, stored.name);
    const recorded = account?.session;
    if (!account || account.phone !== stored.phone || !isSessionId(stored.session) || recorded?.id !== stored.session) {
      this.logger?.warn('The stored session is not one its account recorded at a login: treated as no session.');
      return undefined;
    }
    return { user: { phone: stored.phone, name: stored.name }, assurance: recorded.assurance };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private stored(): StoredSession | undefined {
    if (this.get(IS_LOGGED_IN_KEY) !== 'true') return undefined;
    const raw = this.get(CURRENT_USER_KEY);
    if (raw === null) {
      this.logger?.warn('The session says logged in but names no user: treated as logged out.');
      return undefined;
    }
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isStoredSession(parsed)) return parsed;
    } catch {
      // Reported below, as for a record of the wrong shape.
    }
    this.logger?.warn('The stored current user is unreadable: treated as logged out.');
    return undefined;
  }

  /**
   * Records `session` with the account named `name` (undefined: forgets the one it holds, only when
   * that is `ending`). False when there is no such account. Throws when storage refuses.
   */
  private recordWithAccount(name: string, session: { id: string; assurance: AssuranceLevel } | undefined, ending?: string): boolean {
    const users = parseUsers(this.get(USERS_KEY));
    const account = users && findAccount(users, name);
    if (!users || !account) return false;
    if (session === undefined && account.session?.id !== ending) return true;
    this.storage.setItem(USERS_KEY, JSON.stringify(withAccountSession(users, account, session)));
    return true;
  }

  // A session half written (the user saved, the flag refused) is read as logged out, as it is.
  private write(change: () => void): void {
    try {
      change();
    } catch (cause) {
      throw new StorageWriteError('The session could not be saved: browser storage is full or unavailable.', { cause });
    } finally {
      this.changed();
    }
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }
}
