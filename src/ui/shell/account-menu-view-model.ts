import { inject, injectable } from 'inversify';
import { AccountSessionService } from '../../application/accounts/account-session-service';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import type { CurrentUser } from '../../application/ports/session-store';
import { FollowedUser } from '../kit/followed-user';
import { LOGGED_OUT } from '../kit/session-notices';

/** Who the header shows as logged in (kept up to date while the layout is mounted), and Logout. */
@injectable()
export class AccountMenuViewModel {
  private readonly followed: FollowedUser;

  constructor(
    @inject(AccountSessionService) private readonly accounts: AccountSessionService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    this.followed = new FollowedUser(accounts);
  }

  get user(): CurrentUser | undefined {
    return this.followed.user;
  }

  start(): void {
    this.followed.start();
  }

  dispose(): void {
    this.followed.dispose();
  }

  /** Logs out, and says so ('Logged out'); says nothing when nobody was logged in. */
  logOut(): void {
    if (this.accounts.logOut().kind === 'ok') this.notifier.success(LOGGED_OUT);
  }
}
