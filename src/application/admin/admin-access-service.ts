import { inject, injectable } from 'inversify';
import { safeReturnPath } from '../../domain/session/session-gate';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { AdminAuthority, type AdminCheck } from './admin-authority';

/** Whether the admin area opens: for the admin; anyone else is turned away to log in, and why. */
export type AdminAccess = { readonly kind: 'ok' } | Exclude<AdminCheck, { readonly kind: 'ok' }>;

/**
 * Who may open the admin area: the admin as AdminAuthority checks it (a session a login made and
 * its backend vouches for, at the level the admin's two-factor asks for). In the local backend the
 * admin is the user named 'admin' (spec); with Supabase, the admin role in `profiles`.
 */
@injectable()
export class AdminAccessService {
  constructor(
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(RETURN_PATH_STORE) private readonly returnPath: ReturnPathStore,
  ) {}

  /**
   * `currentPath` of the admin area is asked for: the admin goes in; anyone else must log in first,
   * and `currentPath` is kept to come back to afterwards.
   */
  async enter(currentPath: string): Promise<AdminAccess> {
    const check = await this.authority.requireAdmin();
    if (check.kind === 'ok') return { kind: 'ok' };
    this.returnPath.save(safeReturnPath(currentPath));
    return check;
  }
}
