import { inject, injectable } from 'inversify';
import { isAdmin, nameKey, type AccountHolder } from '../../domain/sign-in/account';
import { authenticatorCodeFormSchema, loginSchema, type LoginInput } from '../../domain/sign-in/account-schemas';
import { loginIdentifier } from '../../domain/sign-in/login-identifier';
import { UNKNOWN_NAMES_KEY } from '../../domain/sign-in/login-throttle';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import type { AssuranceLevel } from '../../domain/session/assurance';
import { safeReturnPath } from '../../domain/session/session-gate';
import { LoginTryCounter, type NotRecorded, type Throttled } from './login-try-counter';
import { noteShopperSignIn } from './shopper-sign-in';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../ports/admin-sign-in-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SECOND_FACTOR, type SecondFactor } from '../ports/second-factor';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { SHOPPER_SIGN_IN_LOG, type ShopperSignInLog } from '../ports/shopper-sign-in-log';
import { USER_ACCOUNTS, type UserAccounts } from '../ports/user-accounts';

/**
 * A password that passed, waiting for the authenticator code. Only challenges this service issued
 * are accepted, once each and for a while: a page cannot make one up to skip the password. A
 * Supabase adapter keeps its factor and challenge ids inside its SecondFactor, not here.
 */
export interface SecondFactorChallenge {
  readonly user: AccountHolder;
}

/**
 * Logged in: whose name the session now holds, and the path to go to. `accessLogNotWritten`: the
 * admin is in, but this sign-in is missing from the Access Logs (a record, not a lock).
 */
export type LoggedIn = { readonly kind: 'ok'; readonly name: string; readonly returnPath: string; readonly accessLogNotWritten?: true };

/** Everything passed, but the session could not be kept (storage full): nobody is logged in. */
export type SessionNotSaved = { readonly kind: 'session-not-saved' };

/**
 * The admin's two-factor record exists but cannot be read: the login is refused (fail closed),
 * never let through on the password alone, until the maintainer resets the factor. Not counted.
 */
export type SecondFactorUnreadable = { readonly kind: 'second-factor-unreadable' };

/** What a name and password came to. Only 'ok' logs anyone in. */
export type LoginOutcome =
  | LoggedIn
  /** The password passed; the admin's authenticator code comes next (verifySecondFactor). */
  | { readonly kind: 'second-factor'; readonly challenge: SecondFactorChallenge }
  /** Input the login form's schema refuses (`loginSchema`): each field's message. Not counted as a failure. */
  | InvalidForm
  | { readonly kind: 'unknown-user' }
  | { readonly kind: 'wrong-password' }
  | Throttled
  | NotRecorded
  | SecondFactorUnreadable
  | SessionNotSaved
  /** The accounts could not be asked (a backend out of reach): nothing counted, nobody logged in. */
  | { readonly kind: 'unavailable' };

/** What the authenticator code came to. Only 'ok' logs anyone in. */
export type SecondFactorOutcome =
  | LoggedIn
  /** A challenge this service did not issue, already used, or too old: the password must be given again. */
  | { readonly kind: 'expired' }
  | Throttled
  | NotRecorded
  /** Not a code of the authenticator's shape (`authenticatorCodeFormSchema`). Not counted. */
  | InvalidForm
  /** The authenticator's secret is gone (fail closed: nobody logged in). Not counted. */
  | { readonly kind: 'not-set-up' }
  | SecondFactorUnreadable
  | SessionNotSaved
  /** The code of a step already used. Counted as a failure. */
  | { readonly kind: 'replayed' }
  /** Not the authenticator's current code. Counted as a failure. */
  | { readonly kind: 'wrong-code' };

/** The outcomes of a login, and of its code step, that count as a failed try; any other gives its count back. */
const FAILED_PASSWORDS: ReadonlySet<string> = new Set<LoginOutcome['kind']>(['unknown-user', 'wrong-password']);
const FAILED_CODES: ReadonlySet<string> = new Set<SecondFactorOutcome['kind']>(['replayed', 'wrong-code']);

/** How long a password that passed waits for its code. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

// Module-wide, so that any instance of the (transient) service honours a challenge another issued.
const issued = new WeakMap<SecondFactorChallenge, number>();

/**
 * Logging in by name and password, then the admin's authenticator code when it is set up. Each step
 * is one try the LoginTryCounter counts before it is checked, and answers with its outcome; the login
 * page's view model says it (toasts, the form's message).
 */
@injectable()
export class LoginService {
  constructor(
    @inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPaths: ReturnPathStore,
    @inject(LoginTryCounter) private readonly tries: LoginTryCounter,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ADMIN_SIGN_IN_LOG) private readonly adminSignIns: AdminSignInLog,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(SHOPPER_SIGN_IN_LOG) private readonly shopperSignIns: ShopperSignInLog,
  ) {}

  async logIn(name: string, password: string): Promise<LoginOutcome> {
    try {
      return await this.tryLogIn(name, password);
    } catch (error) {
      // A backend that cannot be reached (Supabase) is not a wrong password: nothing is counted,
      // and the form keeps what was typed for another try.
      this.logger.error('The login could not be checked.', error);
      return { kind: 'unavailable' };
    }
  }

  private async tryLogIn(name: string, password: string): Promise<LoginOutcome> {
    const form = checkForm(loginSchema, { name, password });
    if (!form.ok) return { kind: 'invalid', errors: form.fieldErrors };
    const input = { ...form.value, name: await this.accountName(form.value.name) };

    // Unknown names count too, so that trying names is no faster than trying passwords, but all in
    // one record: made-up names neither fill the store nor push a locked name out of it.
    const key = nameKey(input.name);
    const throttleKey = (await this.accounts.isNameRegistered(input.name)) ? key : UNKNOWN_NAMES_KEY;
    return await this.tries.asOneTry(throttleKey, key, FAILED_PASSWORDS, () => this.checkPassword(key, input));
  }

  /**
   * The name of the account meant: a mobile number typed in the Name field is the account's that
   * signed up with it; a number no account has is taken as a name (one may be all digits).
   */
  private async accountName(typed: string): Promise<string> {
    const identifier = loginIdentifier(typed);
    if (identifier.kind === 'name') return typed;
    return (await this.accounts.nameForPhone(identifier.phone)) ?? typed;
  }

  /** The password, then the second factor's state, as one try (the throttle counted it already). */
  private async checkPassword(key: string, input: LoginInput): Promise<LoginOutcome> {
    const checked = await this.accounts.checkPassword(input.name, input.password);
    if (checked.kind !== 'ok') return { kind: checked.kind };
    const secondFactor = await this.secondFactor.status(checked.user);
    if (secondFactor === 'unreadable') return { kind: 'second-factor-unreadable' };
    if (secondFactor === 'on') {
      // The failures are cleared only once the code passes too: a known password must not reset
      // the count that wrong codes add to.
      const challenge: SecondFactorChallenge = Object.freeze({ user: Object.freeze({ ...checked.user }) });
      issued.set(challenge, this.clock.now());
      return { kind: 'second-factor', challenge };
    }
    return await this.complete(checked.user, 'password');
  }

  async verifySecondFactor(challenge: SecondFactorChallenge, code: string): Promise<SecondFactorOutcome> {
    const issuedAt = issued.get(challenge);
    if (issuedAt === undefined || this.clock.now() - issuedAt > CHALLENGE_LIFETIME_MS) {
      issued.delete(challenge);
      return { kind: 'expired' };
    }
    const key = nameKey(challenge.user.name);
    const input = checkForm(authenticatorCodeFormSchema, { code });
    if (!input.ok) return { kind: 'invalid', errors: input.fieldErrors };
    return await this.tries.asOneTry(key, key, FAILED_CODES, () => this.checkCode(challenge, key, input.value.code));
  }

  /** The code, as one try (the throttle counted it already). */
  private async checkCode(challenge: SecondFactorChallenge, key: string, code: string): Promise<SecondFactorOutcome> {
    const check = await this.secondFactor.verify(challenge.user, code);
    switch (check) {
      case 'ok':
        issued.delete(challenge);
        return await this.complete(challenge.user, 'password-and-code');
      case 'not-set-up':
        return { kind: 'not-set-up' };
      case 'unreadable':
        return { kind: 'second-factor-unreadable' };
      case 'replayed':
        return { kind: 'replayed' };
      case 'invalid':
        return { kind: 'wrong-code' };
    }
  }

  // The throttle clears the name's failures once this answers 'ok' (asOneTry, under its lock).
  private async complete(user: AccountHolder, assurance: AssuranceLevel): Promise<LoggedIn | SessionNotSaved> {
    try {
      this.session.logIn(user, assurance);
    } catch (error) {
      this.logger.error('The session could not be saved: nobody was logged in.', error);
      return { kind: 'session-not-saved' };
    }
    const returnPath = safeReturnPath(this.returnPaths.take());
    if (!isAdmin(user)) {
      await noteShopperSignIn(this.shopperSignIns, user, this.clock.now(), this.logger);
      return { kind: 'ok', name: user.name, returnPath };
    }
    if (!(await this.recordAdminSignIn())) return { kind: 'ok', name: user.name, returnPath, accessLogNotWritten: true };
    return { kind: 'ok', name: user.name, returnPath };
  }

  // The Access Logs are a record, not a lock: one that cannot be written does not refuse the admin,
  // but the outcome says so.
  private async recordAdminSignIn(): Promise<boolean> {
    try {
      await this.adminSignIns.record(this.clock.now());
      return true;
    } catch (error) {
      this.logger.warn('The admin sign-in could not be recorded in the access log.', error);
      return false;
    }
  }
}
