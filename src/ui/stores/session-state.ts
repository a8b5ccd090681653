import { inject, injectable } from 'inversify';
import { AccountSessionService } from '../../application/sign-in/account-session-service';
import type { CurrentUser } from '../../application/ports/session-store';
import { makeViewModel } from '../lib/view-model';

/**
 * Who is logged in, for every screen that shows it (the header's account menu, the cart, the
 * shopper's pages, the admin gate): one store for the app's life, bound once by the composition, so
 * that every view model sees a login or a logout, in this tab or another, at the same moment and
 * nobody reads or subscribes to the session on its own.
 */
@injectable()
export class SessionState {
  user: CurrentUser | undefined;

  constructor(@inject(AccountSessionService) private readonly accounts: AccountSessionService) {
    // Read now, so that the first paint already shows the right one.
    this.user = accounts.currentUser();
    makeViewModel(this, arguments, {}, { deep: false });
    // For the app's life: this store lives as long as the container.
    accounts.subscribe(this.refresh);
  }

  get loggedIn(): boolean {
    return this.user !== undefined;
  }

  private refresh(): void {
    this.user = this.accounts.currentUser();
  }
}
