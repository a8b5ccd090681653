import { inject, injectable } from 'inversify';
import { AccountSessionService } from '../../application/sign-in/account-session-service';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import type { CurrentUser } from '../../application/ports/session-store';
import { LOGGED_OUT, LOGOUT_NOT_SAVED } from '../stores/session-notices';
import { SessionState } from '../stores/session-state';

/** Who the header shows as logged in (the one session state), and Logout. */
@injectable()
export class AccountMenuViewModel {
  constructor(
    @inject(AccountSessionService) private readonly accounts: AccountSessionService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(SessionState) private readonly session: SessionState,
  ) {}

  get user(): CurrentUser | undefined {
    return this.session.user;
  }

  /** Logs out, and says so ('Logged out'); says nothing when nobody was logged in. */
  logOut(): void {
    const outcome = this.accounts.logOut();
    if (outcome.kind === 'ok') this.notifier.success(LOGGED_OUT);
    else if (outcome.kind === 'not-saved') this.notifier.error(LOGOUT_NOT_SAVED);
  }
}
