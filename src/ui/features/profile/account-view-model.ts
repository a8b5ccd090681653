import { inject, injectable } from 'inversify';
import { makeAutoObservable, Reaction } from 'mobx';
import { AccountSessionService } from '../../../application/sign-in/account-session-service';
import { AddressBookService, type AddressList } from '../../../application/checkout/address-book-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { CurrentUser } from '../../../application/ports/session-store';
import { SessionGateService } from '../../../application/session/session-gate-service';
import type { SavedAddress } from '../../../domain/orders/saved-addresses';
import { Loadable } from '../../lib/loadable';
import { LOGGED_OUT, LOGOUT_NOT_SAVED } from '../../stores/session-notices';
import { SessionState } from '../../stores/session-state';

/**
 * /account: who is logged in, their saved addresses, and Log out. The addresses are read again at
 * every login or logout (in this tab or another), until the page goes.
 */
@injectable()
export class AccountViewModel {
  private readonly addressList = new Loadable<AddressList>();
  private following: Reaction | undefined;

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(AddressBookService) private readonly addresses: AddressBookService,
    @inject(AccountSessionService) private readonly accounts: AccountSessionService,
    @inject(SessionGateService) private readonly gate: SessionGateService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeAutoObservable<this, 'session' | 'addresses' | 'accounts' | 'gate' | 'notifier' | 'addressList' | 'following'>(
      this,
      { session: false, addresses: false, accounts: false, gate: false, notifier: false, addressList: false, following: false },
      { autoBind: true, deep: false },
    );
  }

  get user(): CurrentUser | undefined {
    return this.session.user;
  }

  /** The saved addresses; 'unavailable' when the book could not be reached (never shown as none). */
  get savedAddresses(): { readonly kind: 'loading' } | { readonly kind: 'unavailable' } | { readonly kind: 'ok'; readonly addresses: readonly SavedAddress[] } {
    const list = this.addressList.value;
    if (!list || this.addressList.status === 'loading') return { kind: 'loading' };
    if (list.kind === 'ok') return { kind: 'ok', addresses: list.addresses };
    return list.kind === 'unavailable' ? { kind: 'unavailable' } : { kind: 'loading' };
  }

  start(): Promise<void> {
    this.following?.dispose();
    // MobX's Reaction (which observer() already brings) rather than reaction(): no more code.
    const following = new Reaction('AccountViewModel.session', () => {
      follow();
      void this.loadAddresses();
    });
    const follow = () => following.track(() => this.session.user?.phone);
    follow();
    this.following = following;
    return this.loadAddresses();
  }

  dispose(): void {
    this.following?.dispose();
    this.following = undefined;
    this.addressList.cancel();
  }

  loadAddresses(): Promise<void> {
    if (!this.session.user) {
      this.addressList.clear();
      return Promise.resolve();
    }
    return this.addressList.load(() => this.addresses.list());
  }

  /** Logs out, and says so; answers whether the shopper is now logged out. */
  logOut(): boolean {
    const outcome = this.accounts.logOut();
    if (outcome.kind === 'not-saved') {
      this.notifier.error(LOGOUT_NOT_SAVED);
      return false;
    }
    if (outcome.kind === 'ok') this.notifier.success(LOGGED_OUT);
    return true;
  }

  keepReturnPath(path: string): void {
    this.gate.keepReturnPath(path);
  }
}
