import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AdminAccessService } from '../../../application/admin/admin-access-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { isAdmin } from '../../../domain/accounts/account';
import { SessionState } from '../../kit/session-state';
import { ADMIN_ACCESS_REQUIRED } from '../parts/admin-notices';

/** The admin gate: who is let in, and what someone turned away is told. */
@injectable()
export class AdminGateViewModel {
  constructor(
    @inject(AdminAccessService) private readonly access: AdminAccessService,
    @inject(SessionState) private readonly session: SessionState,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'access' | 'session' | 'notifier'>(this, { access: false, session: false, notifier: false }, { autoBind: true });
  }

  /** The logged-in admin (the admin role where the backend keeps one, else the name rule): follows every login and logout. */
  get allowed(): boolean {
    const user = this.session.user;
    return user !== undefined && isAdmin(user);
  }

  /** Someone else asked for `currentPath`: it is kept for after the login, and they are told why. */
  turnAway(currentPath: string): void {
    if (this.access.enter(currentPath).kind === 'login-required') this.notifier.error(ADMIN_ACCESS_REQUIRED);
  }
}
