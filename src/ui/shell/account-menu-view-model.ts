import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AccountSessionService } from '../../application/accounts/account-session-service';
import type { CurrentUser } from '../../application/ports/session-store';

/**
 * Who the header shows as logged in, kept up to date while the layout is mounted: a login or a
 * logout in this tab or another (the session's own subscription) shows at once.
 */
@injectable()
export class AccountMenuViewModel {
  user: CurrentUser | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(@inject(AccountSessionService) private readonly accounts: AccountSessionService) {
    // Read now, so that the header's first paint already shows the name.
    this.user = accounts.currentUser();
    makeAutoObservable<this, 'accounts' | 'unsubscribe'>(this, { accounts: false, unsubscribe: false }, { autoBind: true, deep: false });
  }

  start(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.accounts.subscribe(this.refresh);
    // A change between the first read and the subscription would otherwise be missed.
    this.refresh();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  logOut(): void {
    this.accounts.logOut();
  }

  private refresh(): void {
    const user = this.accounts.currentUser();
    if (user?.name !== this.user?.name || user?.phone !== this.user?.phone) this.user = user;
  }
}
