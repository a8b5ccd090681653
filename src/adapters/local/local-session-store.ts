import type { Logger } from '../../application/ports/logger';
import type { CurrentUser, SessionStore } from '../../application/ports/session-store';

export const IS_LOGGED_IN_KEY = 'isLoggedIn';
export const CURRENT_USER_KEY = 'currentUser';

// A two-field record is checked by hand: this store is read on every page, and a hand check keeps
// the validation library out of the storefront's first download.
function isCurrentUser(value: unknown): value is CurrentUser {
  if (typeof value !== 'object' || value === null) return false;
  const { phone, name } = value as Record<string, unknown>;
  return typeof phone === 'string' && typeof name === 'string' && name.length > 0;
}

/**
 * `isLoggedIn` ('true') and `currentUser` in localStorage; anything unreadable means logged out
 * (with a warning). `events` is the window: its `storage` events say another tab logged in or out.
 */
export class LocalSessionStore implements SessionStore {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: Storage,
    private readonly logger?: Logger,
    events?: EventTarget,
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
    if (this.get(IS_LOGGED_IN_KEY) !== 'true') return undefined;
    const raw = this.get(CURRENT_USER_KEY);
    if (raw === null) {
      this.logger?.warn('The session says logged in but names no user: treated as logged out.');
      return undefined;
    }
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isCurrentUser(parsed)) return { phone: parsed.phone, name: parsed.name };
    } catch {
      // Reported below, as for a record of the wrong shape.
    }
    this.logger?.warn('The stored current user is unreadable: treated as logged out.');
    return undefined;
  }

  logIn(user: CurrentUser): void {
    this.write(() => {
      this.storage.setItem(CURRENT_USER_KEY, JSON.stringify({ phone: user.phone, name: user.name }));
      this.storage.setItem(IS_LOGGED_IN_KEY, 'true');
    });
  }

  logOut(): void {
    this.write(() => {
      this.storage.removeItem(IS_LOGGED_IN_KEY);
      this.storage.removeItem(CURRENT_USER_KEY);
    });
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private write(change: () => void): void {
    try {
      change();
    } catch (error) {
      this.logger?.warn('The session could not be saved (storage unavailable or full).', error);
    }
    this.changed();
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
