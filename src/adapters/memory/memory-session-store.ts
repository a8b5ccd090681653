import type { CurrentUser, SessionStore } from '../../application/ports/session-store';

export class MemorySessionStore implements SessionStore {
  private readonly listeners = new Set<() => void>();

  constructor(private user: CurrentUser | undefined = undefined) {}

  isLoggedIn(): boolean {
    return this.user !== undefined;
  }

  currentUser(): CurrentUser | undefined {
    return this.user;
  }

  logIn(user: CurrentUser): void {
    this.user = { phone: user.phone, name: user.name };
    this.changed();
  }

  logOut(): void {
    this.user = undefined;
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
