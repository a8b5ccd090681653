import { inject, injectable } from 'inversify';
import { gateAction, safeReturnPath } from '../../domain/session/session-gate';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';

/** Guards the actions that need a login, and hands the return path to the login page once. */
@injectable()
export class SessionGateService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPath: ReturnPathStore,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  /**
   * Lets the action go ahead (true) or, for a visitor who is not logged in, saves the current
   * path, says why, and answers false: the caller then sends them to log in.
   */
  guard(currentPath: string): boolean {
    const decision = gateAction(this.session.isLoggedIn(), currentPath);
    if (decision.allowed) return true;
    this.returnPath.save(decision.returnPath);
    this.notifier.error(decision.notice);
    return false;
  }

  /** A visitor is about to log in from `currentPath` (a page's Login link): come back to it afterwards. */
  keepReturnPath(currentPath: string): void {
    this.returnPath.save(safeReturnPath(currentPath));
  }

  /** The page to go to after logging in: read once, then forgotten; '/' when there is none. */
  takeReturnPath(): string {
    return safeReturnPath(this.returnPath.take());
  }
}
