import { inject, injectable } from 'inversify';
import { makeAutoObservable, Reaction } from 'mobx';
import { AccountSessionService } from '../../../application/sign-in/account-session-service';
import { AddressBookService } from '../../../application/checkout/address-book-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { CurrentUser } from '../../../application/ports/session-store';
import { SessionGateService } from '../../../application/session/session-gate-service';
import { AddressBookEditor } from '../../forms/address-book-editor';
import { LOGGED_OUT, LOGOUT_NOT_SAVED } from '../../stores/session-notices';
import { SessionState } from '../../stores/session-state';

/**
 * /account: who is logged in, their saved addresses (the address book the checkout edits too), and
 * Log out. The addresses are read again at every login or logout (in this tab or another), until
 * the page goes.
 */
@injectable()
export class AccountViewModel {
  readonly addressBook: AddressBookEditor;
  private following: Reaction | undefined;

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(AddressBookService) book: AddressBookService,
    @inject(AccountSessionService) private readonly accounts: AccountSessionService,
    @inject(SessionGateService) private readonly gate: SessionGateService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    this.addressBook = new AddressBookEditor(book, notifier);
    makeAutoObservable<this, 'session' | 'accounts' | 'gate' | 'notifier' | 'following'>(
      this,
      { addressBook: false, session: false, accounts: false, gate: false, notifier: false, following: false },
      { autoBind: true, deep: false },
    );
  }

  get user(): CurrentUser | undefined {
    return this.session.user;
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
    this.addressBook.cancel();
  }

  async loadAddresses(): Promise<void> {
    if (this.session.user) await this.addressBook.load();
    else this.addressBook.clear();
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
