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
   * Lets the action go ahead (`undefined`) or, for a visitor who is not logged in, saves the
   * current path, says why, and answers where to go instead ('/login').
   */
  guard(currentPath: string): '/login' | undefined {
    const decision = gateAction(this.session.isLoggedIn(), currentPath);
    if (decision.allowed) return undefined;
    this.returnPath.save(decision.returnPath);
    this.notifier.error(decision.notice);
    return decision.redirectTo;
  }

  /** The page to go to after logging in: read once, then forgotten; '/' when there is none. */
  takeReturnPath(): string {
    return safeReturnPath(this.returnPath.take());
  }
}
