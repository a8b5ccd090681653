import { inject, injectable } from 'inversify';
import { createAccountSchema, otpFormSchema, phoneFormSchema } from '../../domain/sign-in/account-schemas';
import { checkForm, type FieldErrors, type InvalidForm } from '../../domain/form-check';
import { safeReturnPath } from '../../domain/session/session-gate';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { PHONE_VERIFICATION, type PhoneVerification } from '../ports/phone-verification';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { SHOPPER_SIGN_IN_LOG, type ShopperSignInLog } from '../ports/shopper-sign-in-log';
import { USER_ACCOUNTS, type RegisterOutcome, type UserAccounts } from '../ports/user-accounts';
import { noteShopperSignIn } from './shopper-sign-in';
import { NOT_SAVED, type NotSaved } from '../outcomes';

/** What asking for a code came to. */
export type SendCodeOutcome =
  /** A code is on its way to `phone` (the ten digits, as checked). */
  | { readonly kind: 'ok'; readonly phone: string }
  | InvalidForm
  /** The number already has an account: no code sent. */
  | { readonly kind: 'phone-taken' };

/** What the code typed at step 2 came to. */
export type VerifyCodeOutcome =
  | { readonly kind: 'ok' }
  | InvalidForm
  /** Not the code sent to that phone. */
  | { readonly kind: 'wrong-code' };

/** What the last step came to. Only 'ok' saves an account and logs anyone in. */
export type CreateAccountOutcome =
  /** Registered and logged in: the name as kept, and the path to go to. */
  | { readonly kind: 'ok'; readonly name: string; readonly returnPath: string }
  | InvalidForm
  | { readonly kind: 'name-taken' }
  | { readonly kind: 'phone-taken' }
  /** The account could not be stored (browser storage full or blocked). */
  | NotSaved
  /** The account is kept, but the session could not be (storage full): nobody is logged in; log in. */
  | { readonly kind: 'session-not-saved'; readonly name: string };

/**
 * Sign-up's three steps (spec §2, §4): a phone number, the code sent to it, then a name and
 * password. Every input is checked here again with the forms' own schemas: the form is not trusted.
 * Each step answers with its outcome; the sign-up page's view model says it.
 */
@injectable()
export class SignUpService {
  constructor(
    @inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @inject(PHONE_VERIFICATION) private readonly phones: PhoneVerification,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(RETURN_PATH_STORE) private readonly returnPaths: ReturnPathStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(SHOPPER_SIGN_IN_LOG) private readonly shopperSignIns: ShopperSignInLog,
  ) {}

  async sendCode(phone: string): Promise<SendCodeOutcome> {
    const input = checkForm(phoneFormSchema, { phone });
    if (!input.ok) return { kind: 'invalid', errors: input.fieldErrors };
    if (await this.accounts.isPhoneRegistered(input.value.phone)) return { kind: 'phone-taken' };
    await this.phones.send(input.value.phone);
    return { kind: 'ok', phone: input.value.phone };
  }

  async verifyCode(phone: string, code: string): Promise<VerifyCodeOutcome> {
    const validPhone = checkForm(phoneFormSchema, { phone });
    const input = checkForm(otpFormSchema, { otp: code });
    if (!validPhone.ok || !input.ok) return invalid(validPhone, input);
    return (await this.phones.verify(validPhone.value.phone, input.value.otp)) ? { kind: 'ok' } : { kind: 'wrong-code' };
  }

  async createAccount(phone: string, name: string, password: string): Promise<CreateAccountOutcome> {
    const validPhone = checkForm(phoneFormSchema, { phone });
    const input = checkForm(createAccountSchema, { name, password });
    if (!validPhone.ok || !input.ok) return invalid(validPhone, input);
    const registeredAt = new Date(this.clock.now()).toISOString();
    let outcome: RegisterOutcome;
    try {
      outcome = await this.accounts.register({ phone: validPhone.value.phone, ...input.value }, registeredAt);
    } catch (error) {
      this.logger.error('The account could not be saved.', error);
      return NOT_SAVED;
    }
    if (outcome.kind !== 'registered') return outcome;
    const { phone: registeredPhone, name: registeredName } = outcome.account;
    const holder = { phone: registeredPhone, name: registeredName };
    try {
      this.session.logIn(holder, 'password');
    } catch (error) {
      this.logger.error('The account was saved, but its session could not be.', error);
      return { kind: 'session-not-saved', name: registeredName };
    }
    // Signed up is logged in: a new shopper is active from their first visit.
    await noteShopperSignIn(this.shopperSignIns, holder, this.clock.now(), this.logger);
    return { kind: 'ok', name: registeredName, returnPath: safeReturnPath(this.returnPaths.take()) };
  }
}

/** The messages of every check that failed, the phone's first (the step it was typed at). */
function invalid(...checks: readonly ({ readonly ok: true } | { readonly ok: false; readonly fieldErrors: FieldErrors })[]): InvalidForm {
  return { kind: 'invalid', errors: Object.assign({}, ...checks.map((check) => (check.ok ? {} : check.fieldErrors))) };
}
