import { inject, injectable } from 'inversify';
import { isAdmin, nameKey, type AccountHolder } from '../../domain/accounts/account';
import { loginSchema } from '../../domain/accounts/account-schemas';
import { afterFailure, throttleMessage, waitBefore } from '../../domain/accounts/login-throttle';
import { safeReturnPath } from '../../domain/session/session-gate';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../ports/admin-sign-in-log';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from '../ports/login-attempts';
import { NOTIFIER, type Notice, type Notifier } from '../ports/notifier';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SECOND_FACTOR, type SecondFactor } from '../ports/second-factor';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { USER_ACCOUNTS, type UserAccounts } from '../ports/user-accounts';
import {
  INCORRECT_PASSWORD,
  LOGIN_UNAVAILABLE,
  INVALID_CODE,
  LOGIN_EXPIRED,
  loginSuccessful,
  REPLAYED_CODE,
  SECOND_FACTOR_NOT_SET_UP,
  throttled,
  USER_NOT_FOUND,
} from './account-texts';

/**
 * A password that passed, waiting for the authenticator code. Only challenges this service issued
 * are accepted, once each and for a while: a page cannot make one up to skip the password. A
 * Supabase adapter keeps its factor and challenge ids inside its SecondFactor, not here.
 */
export interface SecondFactorChallenge {
  readonly user: AccountHolder;
}

export type LoginOutcome =
  | { readonly kind: 'logged-in'; readonly returnPath: string }
  | { readonly kind: 'second-factor'; readonly challenge: SecondFactorChallenge }
  /** `message` says why (also toasted, except for input the form should have refused). */
  | { readonly kind: 'failed'; readonly message?: string }
  | { readonly kind: 'throttled'; readonly waitSeconds: number; readonly message: string };

export type SecondFactorOutcome = { readonly kind: 'logged-in'; readonly returnPath: string } | { readonly kind: 'failed' };

/** How long a password that passed waits for its code. */
export const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

// Module-wide, so that any instance of the (transient) service honours a challenge another issued.
const issued = new WeakMap<SecondFactorChallenge, number>();

/** Logging in by name and password, then the admin's authenticator code when it is set up. */
@injectable()
export class LoginService {
  constructor(
    @inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPaths: ReturnPathStore,
    @inject(LOGIN_ATTEMPT_STORE) private readonly attempts: LoginAttemptStore,
    @inject(NOTIFIER) private readonly notifier: Notifier,
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
      this.notifier.error(LOGIN_UNAVAILABLE);
      return { kind: 'failed', message: LOGIN_UNAVAILABLE.description };
    }
  }

  private async tryLogIn(name: string, password: string): Promise<LoginOutcome> {
    const key = nameKey(name);
    const wait = await this.waitSeconds(key);
    if (wait > 0) return this.throttled(wait);

    const input = loginSchema.safeParse({ name, password });
    if (!input.success) return { kind: 'failed', message: input.error.issues[0]?.message };

    const checked = await this.accounts.checkPassword(input.data.name, input.data.password);
    if (checked.kind !== 'ok') {
      // Unknown names count too, so that trying names is no faster than trying passwords.
      return await this.fail(key, checked.kind === 'unknown-user' ? USER_NOT_FOUND : INCORRECT_PASSWORD);
    }
    if (await this.secondFactor.isRequired(checked.user)) {
      // The failures are cleared only once the code passes too: a known password must not reset
      // the count that wrong codes add to.
      const challenge: SecondFactorChallenge = Object.freeze({ user: Object.freeze({ ...checked.user }) });
      issued.set(challenge, this.clock.now());
      return { kind: 'second-factor', challenge };
    }
    return { kind: 'logged-in', returnPath: await this.complete(key, checked.user) };
  }

  async verifySecondFactor(challenge: SecondFactorChallenge, code: string): Promise<SecondFactorOutcome> {
    const issuedAt = issued.get(challenge);
    if (issuedAt === undefined || this.clock.now() - issuedAt > CHALLENGE_LIFETIME_MS) {
      issued.delete(challenge);
      this.notifier.error(LOGIN_EXPIRED);
      return { kind: 'failed' };
    }
    const key = nameKey(challenge.user.name);
    const wait = await this.waitSeconds(key);
    if (wait > 0) {
      this.throttled(wait);
      return { kind: 'failed' };
    }
    const check = await this.secondFactor.verify(challenge.user, code);
    switch (check) {
      case 'ok':
        issued.delete(challenge);
        return { kind: 'logged-in', returnPath: await this.complete(key, challenge.user) };
      case 'not-set-up':
        this.notifier.error(SECOND_FACTOR_NOT_SET_UP);
        return { kind: 'failed' };
      case 'replayed':
        await this.fail(key, REPLAYED_CODE);
        return { kind: 'failed' };
      case 'invalid':
        await this.fail(key, INVALID_CODE);
        return { kind: 'failed' };
    }
  }

  private async complete(key: string, user: AccountHolder): Promise<string> {
    await this.attempts.clear(key);
    this.session.logIn(user);
    if (isAdmin(user)) await this.recordAdminSignIn();
    this.notifier.success(loginSuccessful(user.name));
    return safeReturnPath(this.returnPaths.take());
  }

  // The Access Logs are a record, not a lock: one that cannot be written does not refuse the admin.
  private async recordAdminSignIn(): Promise<void> {
    try {
      await this.adminSignIns.record(this.clock.now());
    } catch (error) {
      this.logger.warn('The admin sign-in could not be recorded in the access log.', error);
    }
  }

  private async fail(key: string, notice: Notice): Promise<LoginOutcome> {
    await this.attempts.write(key, afterFailure(await this.attempts.read(key), this.clock.now()));
    this.notifier.error(notice);
    return { kind: 'failed', message: notice.description };
  }

  private async waitSeconds(key: string): Promise<number> {
    return waitBefore(await this.attempts.read(key), this.clock.now());
  }

  private throttled(waitSeconds: number): LoginOutcome {
    this.notifier.error(throttled(waitSeconds));
    return { kind: 'throttled', waitSeconds, message: throttleMessage(waitSeconds) };
  }
}
