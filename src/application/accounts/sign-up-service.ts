import { inject, injectable } from 'inversify';
import { createAccountSchema, otpSchema, phoneSchema } from '../../domain/accounts/account-schemas';
import { safeReturnPath } from '../../domain/session/session-gate';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import { PHONE_VERIFICATION, type PhoneVerification } from '../ports/phone-verification';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { USER_ACCOUNTS, type RegisterOutcome, type UserAccounts } from '../ports/user-accounts';
import {
  INVALID_OTP,
  invalidRegistration,
  NAME_TAKEN,
  otpSent,
  PHONE_TAKEN,
  REGISTRATION_NOT_SAVED,
  registrationSuccessful,
} from './account-texts';

export type SendCodeOutcome = 'sent' | 'phone-taken' | 'invalid';

export type CreateAccountOutcome =
  | { readonly kind: 'registered'; readonly returnPath: string }
  | { readonly kind: 'name-taken' }
  | { readonly kind: 'phone-taken' }
  /** Input the form should have refused; `message` is the spec's validation message. Nothing was saved. */
  | { readonly kind: 'invalid'; readonly message: string }
  /** The account could not be stored (browser storage full or blocked); said in a toast. */
  | { readonly kind: 'not-saved' };

/**
 * Sign-up's three steps (spec §2, §4): a phone number, the code sent to it, then a name and
 * password. Every input is checked here again with the domain's schemas: the form is not trusted.
 */
@injectable()
export class SignUpService {
  constructor(
    @inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @inject(PHONE_VERIFICATION) private readonly phones: PhoneVerification,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPaths: ReturnPathStore,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  async sendCode(phone: string): Promise<SendCodeOutcome> {
    const valid = phoneSchema.safeParse(phone);
    if (!valid.success) {
      this.notifier.error(invalidRegistration(valid.error.issues[0]?.message ?? ''));
      return 'invalid';
    }
    if (await this.accounts.isPhoneRegistered(valid.data)) {
      this.notifier.error(PHONE_TAKEN);
      return 'phone-taken';
    }
    await this.phones.send(valid.data);
    this.notifier.success(otpSent(valid.data));
    return 'sent';
  }

  async verifyCode(phone: string, code: string): Promise<boolean> {
    const valid = otpSchema.safeParse(code);
    if (!valid.success || !phoneSchema.safeParse(phone).success || !(await this.phones.verify(phone, code))) {
      this.notifier.error(INVALID_OTP);
      return false;
    }
    return true;
  }

  async createAccount(phone: string, name: string, password: string): Promise<CreateAccountOutcome> {
    const validPhone = phoneSchema.safeParse(phone);
    const input = createAccountSchema.safeParse({ name, password });
    if (!validPhone.success || !input.success) {
      const message = (validPhone.error ?? input.error)?.issues[0]?.message ?? '';
      this.notifier.error(invalidRegistration(message));
      return { kind: 'invalid', message };
    }
    const registeredAt = new Date(this.clock.now()).toISOString();
    let outcome: RegisterOutcome;
    try {
      outcome = await this.accounts.register({ phone: validPhone.data, ...input.data }, registeredAt);
    } catch (error) {
      this.logger.error('The account could not be saved.', error);
      this.notifier.error(REGISTRATION_NOT_SAVED);
      return { kind: 'not-saved' };
    }
    switch (outcome.kind) {
      case 'name-taken':
        this.notifier.error(NAME_TAKEN);
        return outcome;
      case 'phone-taken':
        this.notifier.error(PHONE_TAKEN);
        return outcome;
      case 'registered': {
        const { phone: registeredPhone, name: registeredName } = outcome.account;
        this.session.logIn({ phone: registeredPhone, name: registeredName });
        this.notifier.success(registrationSuccessful(registeredName));
        return { kind: 'registered', returnPath: safeReturnPath(this.returnPaths.take()) };
      }
    }
  }
}
