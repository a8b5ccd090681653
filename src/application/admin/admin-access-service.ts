import { inject, injectable } from 'inversify';
import { isAdmin } from '../../domain/accounts/account';
import { safeReturnPath } from '../../domain/session/session-gate';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { ADMIN_ACCESS_REQUIRED } from './admin-notices';

/**
 * Who may open the admin area: the logged-in admin. The admin's session only exists once the
 * two-factor step has passed when one is set up (LoginService logs the admin in after the code),
 * so the session alone answers. In the local backend the admin is the user named 'admin' (spec);
 * with Supabase the session store answers from the admin role in `profiles`.
 */
@injectable()
export class AdminAccessService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPath: ReturnPathStore,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  isAdmin(): boolean {
    const user = this.session.currentUser();
    return user !== undefined && isAdmin(user);
  }

  /** Calls `listener` after every login or logout, in this tab or another; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    return this.session.subscribe(listener);
  }

  /** Someone else asked for `currentPath`: keep it to come back to after logging in, and say why. */
  turnAway(currentPath: string): void {
    this.returnPath.save(safeReturnPath(currentPath));
    this.notifier.error(ADMIN_ACCESS_REQUIRED);
  }
}
