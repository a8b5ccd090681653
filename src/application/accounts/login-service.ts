import { inject, injectable } from 'inversify';
import { isAdmin, nameKey, type AccountHolder } from '../../domain/accounts/account';
import { authenticatorCodeFormSchema, loginSchema } from '../../domain/accounts/account-schemas';
import { afterFailure, waitBefore } from '../../domain/accounts/login-throttle';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import { safeReturnPath } from '../../domain/session/session-gate';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../ports/admin-sign-in-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from '../ports/login-attempts';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SECOND_FACTOR, type SecondFactor } from '../ports/second-factor';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { USER_ACCOUNTS, type UserAccounts } from '../ports/user-accounts';

/**
 * A password that passed, waiting for the authenticator code. Only challenges this service issued
 * are accepted, once each and for a while: a page cannot make one up to skip the password. A
 * Supabase adapter keeps its factor and challenge ids inside its SecondFactor, not here.
 */
export interface SecondFactorChallenge {
  readonly user: AccountHolder;
}

/** Logged in: whose name the session now holds, and the path to go to. */
export type LoggedIn = { readonly kind: 'ok'; readonly name: string; readonly returnPath: string };

/** Too many failures for this name: the next try may come in `waitSeconds`. Nothing was checked. */
export type Throttled = { readonly kind: 'throttled'; readonly waitSeconds: number };

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
  /** The accounts could not be asked (a backend out of reach): nothing counted, nobody logged in. */
  | { readonly kind: 'unavailable' };

/** What the authenticator code came to. Only 'ok' logs anyone in. */
export type SecondFactorOutcome =
  | LoggedIn
  /** A challenge this service did not issue, already used, or too old: the password must be given again. */
  | { readonly kind: 'expired' }
  | Throttled
  /** Not a code of the authenticator's shape (`authenticatorCodeFormSchema`). Not counted. */
  | InvalidForm
  /** The authenticator's secret is gone (fail closed: nobody logged in). Not counted. */
  | { readonly kind: 'not-set-up' }
  /** The code of a step already used. Counted as a failure. */
  | { readonly kind: 'replayed' }
  /** Not the authenticator's current code. Counted as a failure. */
  | { readonly kind: 'wrong-code' };

/** How long a password that passed waits for its code. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

// Module-wide, so that any instance of the (transient) service honours a challenge another issued.
const issued = new WeakMap<SecondFactorChallenge, number>();

/**
 * Logging in by name and password, then the admin's authenticator code when it is set up. Each step
 * answers with its outcome; the login page's view model says it (toasts, the form's message).
 */
@injectable()
export class LoginService {
  constructor(
    @inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPaths: ReturnPathStore,
    @inject(LOGIN_ATTEMPT_STORE) private readonly attempts: LoginAttemptStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(ADMIN_SIGN_IN_LOG) private readonly adminSignIns: AdminSignInLog,
    @inject(LOGGER) private readonly logger: Logger,
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
    const key = nameKey(name);
    const wait = await this.waitSeconds(key);
    if (wait > 0) return { kind: 'throttled', waitSeconds: wait };

    const input = checkForm(loginSchema, { name, password });
    if (!input.ok) return { kind: 'invalid', errors: input.fieldErrors };

    const checked = await this.accounts.checkPassword(input.value.name, input.value.password);
    if (checked.kind !== 'ok') {
      // Unknown names count too, so that trying names is no faster than trying passwords.
      await this.countFailure(key);
      return { kind: checked.kind };
    }
    if (await this.secondFactor.isRequired(checked.user)) {
      // The failures are cleared only once the code passes too: a known password must not reset
      // the count that wrong codes add to.
      const challenge: SecondFactorChallenge = Object.freeze({ user: Object.freeze({ ...checked.user }) });
      issued.set(challenge, this.clock.now());
      return { kind: 'second-factor', challenge };
    }
    return await this.complete(key, checked.user);
  }

  async verifySecondFactor(challenge: SecondFactorChallenge, code: string): Promise<SecondFactorOutcome> {
    const issuedAt = issued.get(challenge);
    if (issuedAt === undefined || this.clock.now() - issuedAt > CHALLENGE_LIFETIME_MS) {
      issued.delete(challenge);
      return { kind: 'expired' };
    }
    const key = nameKey(challenge.user.name);
    const wait = await this.waitSeconds(key);
    if (wait > 0) return { kind: 'throttled', waitSeconds: wait };
    const input = checkForm(authenticatorCodeFormSchema, { code });
    if (!input.ok) return { kind: 'invalid', errors: input.fieldErrors };
    const check = await this.secondFactor.verify(challenge.user, input.value.code);
    switch (check) {
      case 'ok':
        issued.delete(challenge);
        return await this.complete(key, challenge.user);
      case 'not-set-up':
        return { kind: 'not-set-up' };
      case 'replayed':
        await this.countFailure(key);
        return { kind: 'replayed' };
      case 'invalid':
        await this.countFailure(key);
        return { kind: 'wrong-code' };
    }
  }

  private async complete(key: string, user: AccountHolder): Promise<LoggedIn> {
    await this.attempts.clear(key);
    this.session.logIn(user);
    if (isAdmin(user)) await this.recordAdminSignIn();
    return { kind: 'ok', name: user.name, returnPath: safeReturnPath(this.returnPaths.take()) };
  }

  // The Access Logs are a record, not a lock: one that cannot be written does not refuse the admin.
  private async recordAdminSignIn(): Promise<void> {
    try {
      await this.adminSignIns.record(this.clock.now());
    } catch (error) {
      this.logger.warn('The admin sign-in could not be recorded in the access log.', error);
    }
  }

  private async countFailure(key: string): Promise<void> {
    await this.attempts.write(key, afterFailure(await this.attempts.read(key), this.clock.now()));
  }

  private async waitSeconds(key: string): Promise<number> {
    return waitBefore(await this.attempts.read(key), this.clock.now());
  }
}
