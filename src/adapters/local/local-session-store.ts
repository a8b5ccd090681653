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

/** `isLoggedIn` ('true') and `currentUser` in localStorage; anything unreadable means logged out. */
export class LocalSessionStore implements SessionStore {
  constructor(private readonly storage: Storage) {}

  isLoggedIn(): boolean {
    return this.get(IS_LOGGED_IN_KEY) === 'true';
  }

  currentUser(): CurrentUser | undefined {
    if (!this.isLoggedIn()) return undefined;
    const raw = this.get(CURRENT_USER_KEY);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isCurrentUser(parsed) ? { phone: parsed.phone, name: parsed.name } : undefined;
    } catch {
      return undefined;
    }
  }

  private get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }
}
