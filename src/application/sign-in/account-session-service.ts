import { inject, injectable } from 'inversify';
import { LOGGER, type Logger } from '../ports/logger';
import { SESSION_STORE, type CurrentUser, type SessionStore } from '../ports/session-store';
import { LOGIN_REQUIRED, NOT_SAVED, type LoginRequired, type NotSaved } from '../outcomes';

/**
 * What logging out came to: 'ok' when someone was logged in and no longer is; 'not-saved' when the
 * session could not be ended (storage refused the change): whoever it was is still logged in.
 */
export type LogOutOutcome = { readonly kind: 'ok' } | LoginRequired | NotSaved;

/** Who is logged in, for the header and the account menu, and logging out. */
@injectable()
export class AccountSessionService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  currentUser(): CurrentUser | undefined {
    return this.session.currentUser();
  }

  /** Calls `listener` after every login or logout, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    return this.session.subscribe(listener);
  }

  logOut(): LogOutOutcome {
    if (!this.session.isLoggedIn()) return LOGIN_REQUIRED;
    try {
      this.session.logOut();
    } catch (error) {
      this.logger.error('The session could not be ended.', error);
      return NOT_SAVED;
    }
    return { kind: 'ok' };
  }
}
