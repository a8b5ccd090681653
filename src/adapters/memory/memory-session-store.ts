import type { CurrentUser, SessionStore } from '../../application/ports/session-store';

export class MemorySessionStore implements SessionStore {
  constructor(public user: CurrentUser | undefined = undefined) {}

  isLoggedIn(): boolean {
    return this.user !== undefined;
  }

  currentUser(): CurrentUser | undefined {
    return this.user;
  }
}
