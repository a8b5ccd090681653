import { inject, injectable } from 'inversify';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import { SESSION_STORE, type CurrentUser, type SessionStore } from '../ports/session-store';
import { LOGGED_OUT } from './session-texts';

/** Who is logged in, for the header and the account menu, and logging out. */
@injectable()
export class AccountSessionService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  currentUser(): CurrentUser | undefined {
    return this.session.currentUser();
  }

  /** Calls `listener` after every login or logout, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    return this.session.subscribe(listener);
  }

  logOut(): void {
    if (!this.session.isLoggedIn()) return;
    this.session.logOut();
    this.notifier.success(LOGGED_OUT);
  }
}
