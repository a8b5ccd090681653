import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../../../application/ports/logger';
import type { AssuranceLevel, CurrentUser, SessionStore, VerifiedSession } from '../../../application/ports/session-store';
import { nameKey } from '../../../domain/sign-in/account';
import { readAccountHolder } from './account-holder-rows';
import { isEndedSession } from './auth-failures';

/**
 * Who is logged in, when Supabase Auth holds the session. The port's reads are synchronous (the
 * header's first paint), so this keeps a copy of the holder: restored by `ready()` from the session
 * supabase-js stored, set by `logIn` once the login (password, then the code when there is one)
 * has passed, and cleared when Auth ends the session (a sign-out here or in another tab, or a
 * refresh it refused). A password that passed but whose code did not is not a login: signing in
 * alone does not fill the copy, and `ready()` does not restore a session still short of the
 * authenticator level its user needs. `verify()` asks Auth itself, never the copy: its user (the
 * token checked by Auth), their profile's role, and the session's assurance level (aal2 is the
 * password and the authenticator's code).
 */
export class SupabaseSessionStore implements SessionStore {
  private user: CurrentUser | undefined;
  private readonly listeners = new Set<() => void>();
  private restored: Promise<void> | undefined;

  constructor(
    private readonly client: SupabaseClient,
    private readonly logger: Logger,
  ) {
    client.auth.onAuthStateChange((event) => this.authChanged(event));
  }

  /** Restores the stored session's holder; the app awaits it before its first render. */
  ready(): Promise<void> {
    return (this.restored ??= this.restore());
  }

  isLoggedIn(): boolean {
    return this.user !== undefined;
  }

  currentUser(): CurrentUser | undefined {
    return this.user;
  }

  // The assurance is Auth's to say (its session's aal), never the caller's: `verify` asks it.
  logIn(user: CurrentUser, _assurance?: AssuranceLevel): void {
    // A holder without a role is a sign-up that just happened, whose profile the database made a
    // 'user' (a role is never taken from the sign-up): never let the name 'admin' stand in for it.
    this.set({ phone: user.phone, name: user.name, role: user.role ?? 'user' });
  }

  logOut(): void {
    this.set(undefined);
    void this.client.auth.signOut().then(
      ({ error }) => {
        if (error && !isEndedSession(error)) this.logger.warn('Supabase Auth did not confirm the sign-out; this browser forgot the session anyway.', error);
      },
      (error: unknown) => this.logger.warn('Supabase Auth could not be reached to sign out; this browser forgot the session anyway.', error),
    );
  }

  async verify(): Promise<VerifiedSession | undefined> {
    const copy = this.user;
    if (copy === undefined) return undefined;
    // getUser asks Auth to check the token (getSession would trust what this browser stored).
    const { data, error } = await this.client.auth.getUser();
    if (error && !isEndedSession(error)) throw new Error(`Supabase Auth could not check the session: ${error.message}`, { cause: error });
    if (!data.user) return undefined;
    const holder = await readAccountHolder(this.client, data.user.id);
    // The copy must be Auth's user: a holder set without Auth's session, or over another user's, is none.
    if (!holder || holder.phone !== copy.phone || nameKey(holder.name) !== nameKey(copy.name)) return undefined;
    const { data: level, error: levelError } = await this.client.auth.mfa.getAuthenticatorAssuranceLevel();
    if (levelError) throw new Error(`Supabase Auth could not say the session's level: ${levelError.message}`, { cause: levelError });
    return { user: holder, assurance: level.currentLevel === 'aal2' ? 'password-and-code' : 'password' };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async restore(): Promise<void> {
    try {
      const { data, error } = await this.client.auth.getSession();
      if (error) throw error;
      const session = data.session;
      if (!session || !(await this.reachedItsLevel(session))) return;
      const holder = await readAccountHolder(this.client, session.user.id);
      if (holder && this.user === undefined) this.set(holder);
    } catch (error) {
      this.logger.warn('The stored Supabase session could not be restored: treated as logged out.', error);
    }
  }

  /** False for a password-only session of a user with an authenticator (the code was never given). */
  private async reachedItsLevel(session: Session): Promise<boolean> {
    const { data, error } = await this.client.auth.mfa.getAuthenticatorAssuranceLevel(session.access_token);
    if (error) throw error;
    return data.currentLevel === data.nextLevel;
  }

  private authChanged(event: AuthChangeEvent): void {
    if (event === 'SIGNED_OUT') this.set(undefined);
    // The holder is the same; the listeners hear that the session was renewed.
    else if (event === 'TOKEN_REFRESHED' && this.user) this.changed();
  }

  private set(user: CurrentUser | undefined): void {
    if (user === undefined && this.user === undefined) return;
    this.user = user;
    this.changed();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
