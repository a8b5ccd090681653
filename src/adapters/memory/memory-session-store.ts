import type { AssuranceLevel, CurrentUser, SessionStore, VerifiedSession } from '../../application/ports/session-store';

/**
 * The session in this page's memory: only code can start it (`logIn`, or the constructor for a
 * session a test begins with), so it is always the one the login made.
 */
export class MemorySessionStore implements SessionStore {
  private readonly listeners = new Set<() => void>();
  private session: VerifiedSession | undefined;

  constructor(user: CurrentUser | undefined = undefined, assurance: AssuranceLevel = 'password') {
    // As given, its role included: a test's stand-in for a backend that keeps roles.
    if (user) this.session = { user: { ...user }, assurance };
  }

  isLoggedIn(): boolean {
    return this.session !== undefined;
  }

  currentUser(): CurrentUser | undefined {
    return this.session?.user;
  }

  logIn(user: CurrentUser, assurance: AssuranceLevel = 'password'): void {
    // The memory backend keeps no roles: its admin is the name rule's.
    this.session = { user: { phone: user.phone, name: user.name }, assurance };
    this.changed();
  }

  logOut(): void {
    this.session = undefined;
    this.changed();
  }

  async verify(): Promise<VerifiedSession | undefined> {
    return this.session;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
