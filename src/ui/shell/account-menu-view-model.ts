import { inject, injectable } from 'inversify';
import { AccountSessionService } from '../../application/accounts/account-session-service';
import type { CurrentUser } from '../../application/ports/session-store';
import { FollowedUser } from '../kit/followed-user';

/** Who the header shows as logged in (kept up to date while the layout is mounted), and Logout. */
@injectable()
export class AccountMenuViewModel {
  private readonly followed: FollowedUser;

  constructor(@inject(AccountSessionService) private readonly accounts: AccountSessionService) {
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

  logOut(): void {
    this.accounts.logOut();
  }
}
