import { makeAutoObservable } from 'mobx';
import type { AccountSessionService } from '../../application/accounts/account-session-service';
import type { CurrentUser } from '../../application/ports/session-store';

/**
 * Who is logged in, kept up to date between `start` and `dispose`: a login or a logout in this tab or
 * another (the session's own subscription) shows at once. For the view models that show a visitor
 * something else than a shopper (the header's account menu, the cart).
 */
export class FollowedUser {
  user: CurrentUser | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly accounts: AccountSessionService) {
    // Read now, so that the first paint already shows the right one.
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

  private refresh(): void {
    const user = this.accounts.currentUser();
    if (user?.name !== this.user?.name || user?.phone !== this.user?.phone) this.user = user;
  }
}
