import { inject, injectable } from 'inversify';
import { SIGN_INS_SHOWN } from '../../domain/admin/sign-in-log';
import { AccountSessionService } from '../accounts/account-session-service';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog, type ListedSignIn } from '../ports/admin-sign-in-log';
import { CLOCK, type Clock } from '../ports/clock';

/** The Access Logs: the admin's sign-ins, and ending one (the current one logs this browser out). */
@injectable()
export class AccessLogService {
  constructor(
    @inject(ADMIN_SIGN_IN_LOG) private readonly signIns: AdminSignInLog,
    @inject(AccountSessionService) private readonly session: AccountSessionService,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  recent(limit = SIGN_INS_SHOWN): Promise<ListedSignIn[]> {
    return this.signIns.recent(limit);
  }

  async signOut(signIn: ListedSignIn): Promise<void> {
    await this.signIns.end(signIn.id, this.clock.now());
    if (signIn.current) this.session.logOut();
  }
}
