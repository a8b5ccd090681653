import { inject, injectable } from 'inversify';
import { isAdmin } from '../../domain/accounts/account';
import { safeReturnPath } from '../../domain/session/session-gate';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';

/** Whether the admin area opens: for the logged-in admin; anyone else is turned away to log in. */
export type AdminAccess = { readonly kind: 'ok' } | { readonly kind: 'login-required' };

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
  ) {}

  isAdmin(): boolean {
    const user = this.session.currentUser();
    return user !== undefined && isAdmin(user);
  }

  /**
   * `currentPath` of the admin area is asked for: the admin goes in; anyone else must log in first,
   * and `currentPath` is kept to come back to afterwards.
   */
  enter(currentPath: string): AdminAccess {
    if (this.isAdmin()) return { kind: 'ok' };
    this.returnPath.save(safeReturnPath(currentPath));
    return { kind: 'login-required' };
  }
}
