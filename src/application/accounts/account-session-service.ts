import { inject, injectable } from 'inversify';
import { SESSION_STORE, type CurrentUser, type SessionStore } from '../ports/session-store';

/** What logging out came to: 'ok' when someone was logged in and no longer is. */
export type LogOutOutcome = { readonly kind: 'ok' } | { readonly kind: 'not-logged-in' };

/** Who is logged in, for the header and the account menu, and logging out. */
@injectable()
export class AccountSessionService {
  constructor(@inject(SESSION_STORE) private readonly session: SessionStore) {}

  currentUser(): CurrentUser | undefined {
    return this.session.currentUser();
  }

  /** Calls `listener` after every login or logout, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    return this.session.subscribe(listener);
  }

  logOut(): LogOutOutcome {
    if (!this.session.isLoggedIn()) return { kind: 'not-logged-in' };
    this.session.logOut();
    return { kind: 'ok' };
  }
}
