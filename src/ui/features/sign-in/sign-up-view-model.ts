import { inject, injectable } from 'inversify';
import { SignUpService, type CreateAccountOutcome, type SendCodeOutcome } from '../../../application/sign-in/sign-up-service';
import { CLOCK, type Clock, type TimerHandle } from '../../../application/ports/clock';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import {
  INVALID_OTP,
  invalidRegistration,
  NAME_TAKEN,
  otpSent,
  PHONE_TAKEN,
  REGISTRATION_NOT_SAVED,
  registeredNotLoggedIn,
  registrationSuccessful,
} from './account-notices';
import { makeViewModel } from '../../lib/view-model';

export type SignUpStep = 'phone' | 'otp' | 'account';

/** After a resend, how long before another may be asked for. */
export const RESEND_WAIT_SECONDS = 30;

/** Why the last step could not register: the account's name or phone is someone else's. */
export type RegisterProblem = 'name-taken' | 'phone-taken';

/**
 * Sign-up in three steps: the phone number, the code sent to it, then a name and password. The
 * service checks each step; this says what came of it (the toasts, a taken name or number on the
 * page) and keeps the step, the number (kept when the shopper goes back to change it) and the
 * resend countdown, which runs on the Clock port.
 */
@injectable()
export class SignUpViewModel {
  step: SignUpStep = 'phone';
  /** Ten digits, without the +91. */
  phone = '';
  /** The number already has an account: step 1 says so, with a link to log in. */
  phoneTaken = false;
  registerProblem: RegisterProblem | undefined = undefined;
  resending = false;
  resendSecondsLeft = 0;
  private resendUntil = 0;
  private ticker: TimerHandle = undefined;

  constructor(
    @inject(SignUpService) private readonly signUp: SignUpService,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel<this, 'ticker' | 'resendUntil'>(this, arguments, { ticker: false, resendUntil: false }, { deep: false });
  }

  get canResend(): boolean {
    return !this.resending && this.resendSecondsLeft === 0;
  }

  async sendCode(phone: string): Promise<void> {
    this.phone = phone;
    this.phoneTaken = false;
    this.sent(await this.signUp.sendCode(phone));
  }

  async resend(): Promise<void> {
    if (!this.canResend) return;
    this.resending = true;
    try {
      this.resent(await this.signUp.sendCode(this.phone));
    } finally {
      this.doneResending();
    }
  }

  async verifyCode(code: string): Promise<void> {
    const outcome = await this.signUp.verifyCode(this.phone, code);
    if (outcome.kind === 'ok') this.goTo('account');
    // A code the form should have refused, or not the one sent: the same words either way.
    else this.notifier.error(INVALID_OTP);
  }

  /** Back to step 1, the number kept. */
  changePhone(): void {
    this.goTo('phone');
  }

  /** Answers the path to go to once registered (and logged in); undefined while not. */
  async createAccount(name: string, password: string): Promise<string | undefined> {
    this.registerProblem = undefined;
    return this.created(await this.signUp.createAccount(this.phone, name, password));
  }

  dispose(): void {
    this.stopCountdown();
  }

  private sent(outcome: SendCodeOutcome): void {
    this.say(outcome);
    if (outcome.kind === 'ok') this.goTo('otp');
    else if (outcome.kind === 'phone-taken') this.phoneTaken = true;
  }

  private resent(outcome: SendCodeOutcome): void {
    this.say(outcome);
    if (outcome.kind === 'ok') {
      this.startCountdown();
    } else if (outcome.kind === 'phone-taken') {
      // Registered meanwhile (another tab): step 1 says so.
      this.goTo('phone');
      this.phoneTaken = true;
    }
  }

  private say(outcome: SendCodeOutcome): void {
    switch (outcome.kind) {
      case 'ok':
        this.notifier.success(otpSent(outcome.phone));
        break;
      case 'phone-taken':
        this.notifier.error(PHONE_TAKEN);
        break;
      case 'invalid':
        this.notifier.error(invalidRegistration(outcome.errors));
        break;
    }
  }

  private doneResending(): void {
    this.resending = false;
  }

  private created(outcome: CreateAccountOutcome): string | undefined {
    switch (outcome.kind) {
      case 'ok':
        this.stopCountdown();
        this.notifier.success(registrationSuccessful(outcome.name));
        return outcome.returnPath;
      case 'name-taken':
      case 'phone-taken':
        this.notifier.error(outcome.kind === 'name-taken' ? NAME_TAKEN : PHONE_TAKEN);
        this.registerProblem = outcome.kind;
        return undefined;
      case 'invalid':
        this.notifier.error(invalidRegistration(outcome.errors));
        return undefined;
      case 'not-saved':
        this.notifier.error(REGISTRATION_NOT_SAVED);
        return undefined;
      case 'session-not-saved':
        this.stopCountdown();
        this.notifier.error(registeredNotLoggedIn(outcome.name));
        return '/login';
    }
  }

  private goTo(step: SignUpStep): void {
    this.step = step;
    this.registerProblem = undefined;
    if (step !== 'otp') this.stopCountdown();
  }

  private startCountdown(): void {
    this.stopCountdown();
    this.resendUntil = this.clock.now() + RESEND_WAIT_SECONDS * 1000;
    this.resendSecondsLeft = RESEND_WAIT_SECONDS;
    this.ticker = this.clock.setInterval(this.tick, 1000);
  }

  private tick(): void {
    // From the clock, not by counting ticks: a throttled background tab ticks late.
    this.resendSecondsLeft = Math.max(0, Math.ceil((this.resendUntil - this.clock.now()) / 1000));
    if (this.resendSecondsLeft === 0) this.stopCountdown();
  }

  private stopCountdown(): void {
    this.clock.clearInterval(this.ticker);
    this.ticker = undefined;
    this.resendSecondsLeft = 0;
  }
}
