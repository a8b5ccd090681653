import { inject, injectable } from 'inversify';
import type { CurrentUser } from '../../application/ports/session-store';
import { SessionGateService } from '../../application/session/session-gate-service';
import { SessionState } from './session-state';

/**
 * Whether a shopper is logged in, for the pages that show something else to a visitor (the cart):
 * the one session state the header's account menu shows, and a Login link that brings them back here.
 */
@injectable()
export class ShopperSessionViewModel {
  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(SessionGateService) private readonly gate: SessionGateService,
  ) {}

  get user(): CurrentUser | undefined {
    return this.session.user;
  }

  get loggedIn(): boolean {
    return this.session.loggedIn;
  }

  /**
   * The visitor follows a Login or Sign Up link from `path`: once logged in, they come back to it.
   * Bound: the page hands it to the links as it is.
   */
  readonly keepReturnPath = (path: string): void => {
    this.gate.keepReturnPath(path);
  };
}
