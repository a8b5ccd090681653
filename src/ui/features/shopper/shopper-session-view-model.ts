import { inject, injectable } from 'inversify';
import { AccountSessionService } from '../../../application/accounts/account-session-service';
import type { CurrentUser } from '../../../application/ports/session-store';
import { SessionGateService } from '../../../application/session/session-gate-service';
import { FollowedUser } from '../../kit/followed-user';

/**
 * Whether a shopper is logged in, for the pages that show something else to a visitor (the cart):
 * kept up to date as the header's account menu is, and a Login link that brings them back here.
 */
@injectable()
export class ShopperSessionViewModel {
  private readonly followed: FollowedUser;

  constructor(
    @inject(AccountSessionService) accounts: AccountSessionService,
    @inject(SessionGateService) private readonly gate: SessionGateService,
  ) {
    this.followed = new FollowedUser(accounts);
  }

  get user(): CurrentUser | undefined {
    return this.followed.user;
  }

  get loggedIn(): boolean {
    return this.followed.user !== undefined;
  }

  start(): void {
    this.followed.start();
  }

  dispose(): void {
    this.followed.dispose();
  }

  /**
   * The visitor follows a Login or Sign Up link from `path`: once logged in, they come back to it.
   * Bound: the page hands it to the links as it is.
   */
  readonly keepReturnPath = (path: string): void => {
    this.gate.keepReturnPath(path);
  };
}
