import { inject, injectable } from 'inversify';
import { gateAction, safeReturnPath } from '../../domain/session/session-gate';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { LOGIN_REQUIRED, type LoginRequired } from '../outcomes';

/** Whether an action that needs a login may go ahead. */
export type GateOutcome =
  | { readonly kind: 'ok' }
  /** Not logged in: the action is cancelled and the current path kept; the caller sends them to log in. */
  | LoginRequired;

/** Guards the actions that need a login, and hands the return path to the login page once. */
@injectable()
export class SessionGateService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPath: ReturnPathStore,
  ) {}

  /** Lets the action go ahead or, for a visitor who is not logged in, saves the current path to come back to. */
  guard(currentPath: string): GateOutcome {
    const decision = gateAction(this.session.isLoggedIn(), currentPath);
    if (decision.allowed) return { kind: 'ok' };
    this.returnPath.save(decision.returnPath);
    return LOGIN_REQUIRED;
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
