import { inject, injectable } from 'inversify';
import { LoginService, type LoggedIn, type LoginOutcome, type SecondFactorChallenge, type SecondFactorOutcome } from '../../../application/sign-in/login-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { authenticatorCodeFormSchema } from '../../../domain/sign-in/account-schemas';
import { AUTHENTICATOR_CODE_DIGITS, digitsOnly } from '../../../domain/sign-in/digit-codes';
import { checkForm } from '../../../domain/form-check';
import { INVALID_CODE, REPLAYED_CODE, SECOND_FACTOR_NOT_SET_UP, SECOND_FACTOR_UNREADABLE } from '../../forms/second-factor-notices';
import {
  ACCESS_LOG_NOT_WRITTEN,
  INCORRECT_PASSWORD,
  invalidLogin,
  LOGIN_EXPIRED,
  LOGIN_NOT_RECORDED,
  LOGIN_UNAVAILABLE,
  loginSuccessful,
  SESSION_NOT_SAVED,
  throttled,
  throttleMessage,
  USER_NOT_FOUND,
} from './account-notices';
import { makeViewModel } from '../../lib/view-model';

export type LoginStep = 'password' | 'second-factor';

/**
 * The login page: the name and password, then, for the admin with two-factor set up, the
 * authenticator code. The service checks; this says what came of it (the toasts, the throttle's
 * wait in the form) and keeps what the screen shows. Each action answers the path to go to once
 * logged in, and undefined while not.
 */
@injectable()
export class LoginViewModel {
  step: LoginStep = 'password';
  /** Kept when the code step is cancelled, for the form to start from. */
  name = '';
  /** A message the form shows itself (the throttle's wait, a try it could not record), besides the toast. */
  alert: string | undefined = undefined;
  code = '';
  verifying = false;
  private challenge: SecondFactorChallenge | undefined = undefined;

  constructor(
    @inject(LoginService) private readonly login: LoginService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'challenge'>(this, arguments, { challenge: false }, { deep: false });
  }

  /** The code step's form passes its schema (six digits), and no check is under way. */
  get canVerify(): boolean {
    return checkForm(authenticatorCodeFormSchema, { code: this.code }).ok && !this.verifying;
  }

  async logIn(name: string, password: string): Promise<string | undefined> {
    this.name = name;
    this.alert = undefined;
    return this.loggedIn(await this.login.logIn(name, password));
  }

  /** Keeps the digits of what was typed or pasted, six at most. */
  setCode(text: string): void {
    this.code = digitsOnly(text, AUTHENTICATOR_CODE_DIGITS);
  }

  async verify(): Promise<string | undefined> {
    if (!this.canVerify || !this.challenge) return undefined;
    this.verifying = true;
    let outcome: SecondFactorOutcome;
    try {
      outcome = await this.login.verifySecondFactor(this.challenge, this.code);
    } catch (error) {
      this.retypeCode();
      throw error;
    }
    return this.verified(outcome);
  }

  /** Back to the form, the name kept; the password that passed is forgotten with its challenge. */
  cancel(): void {
    this.step = 'password';
    this.challenge = undefined;
    this.code = '';
    this.verifying = false;
  }

  private loggedIn(outcome: LoginOutcome): string | undefined {
    switch (outcome.kind) {
      case 'ok':
        this.saySuccess(outcome);
        return outcome.returnPath;
      case 'second-factor':
        this.challenge = outcome.challenge;
        this.code = '';
        this.step = 'second-factor';
        return undefined;
      case 'throttled':
        this.notifier.error(throttled(outcome.waitSeconds));
        this.alert = throttleMessage(outcome.waitSeconds);
        return undefined;
      case 'not-recorded':
        this.notifier.error(LOGIN_NOT_RECORDED);
        this.alert = LOGIN_NOT_RECORDED.description;
        return undefined;
      case 'invalid':
        this.notifier.error(invalidLogin(outcome.errors));
        return undefined;
      case 'unknown-user':
        this.notifier.error(USER_NOT_FOUND);
        return undefined;
      case 'wrong-password':
        this.notifier.error(INCORRECT_PASSWORD);
        return undefined;
      case 'unavailable':
        this.notifier.error(LOGIN_UNAVAILABLE);
        return undefined;
      case 'second-factor-unreadable':
        this.notifier.error(SECOND_FACTOR_UNREADABLE);
        return undefined;
      case 'session-not-saved':
        this.notifier.error(SESSION_NOT_SAVED);
        return undefined;
    }
  }

  private saySuccess(outcome: LoggedIn): void {
    this.notifier.success(loginSuccessful(outcome.name));
    if (outcome.accessLogNotWritten) this.notifier.info(ACCESS_LOG_NOT_WRITTEN);
  }

  private verified(outcome: SecondFactorOutcome): string | undefined {
    if (outcome.kind === 'ok') {
      this.verifying = false;
      this.saySuccess(outcome);
      return outcome.returnPath;
    }
    switch (outcome.kind) {
      case 'expired':
        this.notifier.error(LOGIN_EXPIRED);
        break;
      case 'throttled':
        this.notifier.error(throttled(outcome.waitSeconds));
        break;
      case 'not-recorded':
        this.notifier.error(LOGIN_NOT_RECORDED);
        break;
      case 'not-set-up':
        this.notifier.error(SECOND_FACTOR_NOT_SET_UP);
        break;
      case 'second-factor-unreadable':
        // No code can pass: back to the form.
        this.notifier.error(SECOND_FACTOR_UNREADABLE);
        this.cancel();
        return undefined;
      case 'session-not-saved':
        // The code was spent: the password is asked again.
        this.notifier.error(SESSION_NOT_SAVED);
        this.cancel();
        return undefined;
      case 'replayed':
        this.notifier.error(REPLAYED_CODE);
        break;
      case 'invalid':
      case 'wrong-code':
        this.notifier.error(INVALID_CODE);
        break;
    }
    this.retypeCode();
    return undefined;
  }

  /** A refused code is typed again from the start. */
  private retypeCode(): void {
    this.verifying = false;
    this.code = '';
  }
}
