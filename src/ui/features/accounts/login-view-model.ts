import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LoginService, type LoginOutcome, type SecondFactorChallenge, type SecondFactorOutcome } from '../../../application/accounts/login-service';
import { AUTHENTICATOR_CODE_DIGITS, digitsOnly } from '../../../domain/accounts/digit-codes';

export type LoginStep = 'password' | 'second-factor';

/**
 * The login page: the name and password, then, for the admin with two-factor set up, the
 * authenticator code. The service checks and raises the toasts; this keeps what the screen shows.
 * Each action answers the path to go to once logged in, and undefined while not.
 */
@injectable()
export class LoginViewModel {
  step: LoginStep = 'password';
  /** Kept when the code step is cancelled, for the form to start from. */
  name = '';
  /** A message the form shows itself (the throttle's wait), besides the toast. */
  alert: string | undefined = undefined;
  code = '';
  verifying = false;
  private challenge: SecondFactorChallenge | undefined = undefined;

  constructor(@inject(LoginService) private readonly login: LoginService) {
    makeAutoObservable<this, 'login' | 'challenge'>(this, { login: false, challenge: false }, { autoBind: true, deep: false });
  }

  get canVerify(): boolean {
    return this.code.length === AUTHENTICATOR_CODE_DIGITS && !this.verifying;
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
    try {
      return this.verified(await this.login.verifySecondFactor(this.challenge, this.code));
    } catch (error) {
      this.verified({ kind: 'failed' });
      throw error;
    }
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
      case 'logged-in':
        return outcome.returnPath;
      case 'second-factor':
        this.challenge = outcome.challenge;
        this.code = '';
        this.step = 'second-factor';
        return undefined;
      case 'throttled':
        this.alert = outcome.message;
        return undefined;
      case 'failed':
        return undefined;
    }
  }

  private verified(outcome: SecondFactorOutcome): string | undefined {
    this.verifying = false;
    if (outcome.kind === 'logged-in') return outcome.returnPath;
    // A wrong code is typed again from the start.
    this.code = '';
    return undefined;
  }
}
