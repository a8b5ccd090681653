import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AccountSessionService } from '../../../application/accounts/account-session-service';
import type { CurrentUser } from '../../../application/ports/session-store';
import { SessionGateService } from '../../../application/session/session-gate-service';

/**
 * Whether a shopper is logged in, for the pages that show something else to a visitor (the cart):
 * kept up to date as the header's account menu is, and a Login link that brings them back here.
 */
@injectable()
export class ShopperSessionViewModel {
  user: CurrentUser | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    @inject(AccountSessionService) private readonly accounts: AccountSessionService,
    @inject(SessionGateService) private readonly gate: SessionGateService,
  ) {
    this.user = accounts.currentUser();
    makeAutoObservable<this, 'accounts' | 'gate' | 'unsubscribe'>(this, { accounts: false, gate: false, unsubscribe: false }, { autoBind: true, deep: false });
  }

  get loggedIn(): boolean {
    return this.user !== undefined;
  }

  start(): void {
    this.unsubscribe?.();
    this.unsubscribe = this.accounts.subscribe(this.refresh);
    this.refresh();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  /** The visitor follows a Login or Sign Up link from `path`: once logged in, they come back to it. */
  keepReturnPath(path: string): void {
    this.gate.keepReturnPath(path);
  }

  private refresh(): void {
    const user = this.accounts.currentUser();
    if (user?.name !== this.user?.name || user?.phone !== this.user?.phone) this.user = user;
  }
}
