import { inject, injectable } from 'inversify';
import type { AccountHolder } from '../../domain/sign-in/account';
import { AdminAuthority } from '../admin/admin-authority';
import { authenticatorCodeFormSchema } from '../../domain/sign-in/account-schemas';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import { LOGGER, type Logger } from '../ports/logger';
import { SECOND_FACTOR, type ConfirmSetupOutcome, type SecondFactor, type SecondFactorSetup, type SecondFactorStatus } from '../ports/second-factor';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { ADMIN_ONLY, NOT_SAVED, type AdminOnly, type NotSaved } from '../outcomes';

/** Nobody, or someone else than the admin, is logged in: nothing was done. */

/** What starting a setup came to. */
export type StartTwoFactorSetupOutcome =
  /** A new secret and its otpauth URI (for the QR code), pending until a code confirms it. */
  | { readonly kind: 'ok'; readonly setup: SecondFactorSetup }
  | AdminOnly
  /** The secret could not be made or kept. */
  | NotSaved;

/** What the code that confirms a setup came to. Only 'ok' enables two-factor. */
export type EnableTwoFactorOutcome =
  | { readonly kind: 'ok' }
  | AdminOnly
  | InvalidForm
  /** Not the pending secret's current code: the setup stays pending. */
  | { readonly kind: 'wrong-code' }
  /** No setup was started (or it is gone). */
  | { readonly kind: 'not-started' }
  /** The secret could not be kept. */
  | NotSaved;

/** What turning two-factor off came to. Only 'ok' turns it off. */
export type TurnOffTwoFactorOutcome =
  | { readonly kind: 'ok' }
  | AdminOnly
  | InvalidForm
  | { readonly kind: 'wrong-code' }
  /** The code of a step already used. */
  | { readonly kind: 'replayed' }
  /** Two-factor is not set up: there is nothing to turn off. */
  | { readonly kind: 'not-set-up' }
  /** The record cannot be read: only the maintainer resets it. */
  | { readonly kind: 'unreadable' };

/**
 * The admin settings' two-factor setup (spec §4): not enabled, then started (secret and QR shown),
 * then enabled by a correct code; and turning it off with a current code. Only the logged-in admin
 * may do it. Each step answers with its outcome; the settings' view model says it.
 */
@injectable()
export class TwoFactorSetupService {
  constructor(
    @inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether the logged-in admin's logins ask for a code ('off' for anyone else). */
  async twoFactorStatus(): Promise<SecondFactorStatus> {
    const check = await this.authority.requireAdmin();
    if (check.kind === 'second-factor-unreadable') return 'unreadable';
    return check.kind === 'ok' ? this.secondFactor.status(check.admin) : 'off';
  }

  async startTwoFactorSetup(): Promise<StartTwoFactorSetupOutcome> {
    const admin = await this.admin();
    if (!admin) return ADMIN_ONLY;
    try {
      return { kind: 'ok', setup: await this.secondFactor.startSetup(admin) };
    } catch (error) {
      this.logger.error('Two-factor setup could not start.', error);
      return NOT_SAVED;
    }
  }

  /** Enables the secret being set up when `code` is its current code. */
  async confirmTwoFactorSetup(code: string): Promise<EnableTwoFactorOutcome> {
    const admin = await this.admin();
    if (!admin) return ADMIN_ONLY;
    const input = checkForm(authenticatorCodeFormSchema, { code });
    if (!input.ok) return { kind: 'invalid', errors: input.fieldErrors };
    let outcome: ConfirmSetupOutcome;
    try {
      outcome = await this.secondFactor.confirmSetup(admin, input.value.code);
    } catch (error) {
      this.logger.error('Two-factor setup could not be completed.', error);
      return NOT_SAVED;
    }
    switch (outcome) {
      case 'enabled':
        this.raiseSession(admin);
        return { kind: 'ok' };
      case 'invalid':
        return { kind: 'wrong-code' };
      case 'not-started':
        return { kind: 'not-started' };
    }
  }

  /** Turns two-factor off when `code` is the authenticator's current code. */
  async turnOffTwoFactor(code: string): Promise<TurnOffTwoFactorOutcome> {
    const admin = await this.admin();
    if (!admin) return ADMIN_ONLY;
    const input = checkForm(authenticatorCodeFormSchema, { code });
    if (!input.ok) return { kind: 'invalid', errors: input.fieldErrors };
    const outcome = await this.secondFactor.disable(admin, input.value.code);
    switch (outcome) {
      case 'disabled':
        return { kind: 'ok' };
      case 'invalid':
        return { kind: 'wrong-code' };
      case 'replayed':
      case 'not-set-up':
      case 'unreadable':
        return { kind: outcome };
    }
  }

  /**
   * The code that enabled two-factor was a current one: this session has given the password and
   * the code, as the admin's sessions must from now on. One that cannot be saved leaves the
   * session at the password alone, and the admin area asks for a login with the code.
   */
  private raiseSession(admin: AccountHolder): void {
    try {
      this.session.logIn(admin, 'password-and-code');
    } catch (error) {
      this.logger.error('The session could not be raised to password and code: the next admin page asks to log in.', error);
    }
  }

  // The session its backend vouches for, at the level the admin's two-factor asks (AdminAuthority),
  // not the name the header shows.
  private admin(): Promise<AccountHolder | undefined> {
    return this.authority.admin();
  }
}
