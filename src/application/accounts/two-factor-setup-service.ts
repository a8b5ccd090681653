import { inject, injectable } from 'inversify';
import { isAdmin, type AccountHolder } from '../../domain/accounts/account';
import { LOGGER, type Logger } from '../ports/logger';
import { NOTIFIER, type Notifier } from '../ports/notifier';
import { SECOND_FACTOR, type ConfirmSetupOutcome, type SecondFactor, type SecondFactorSetup } from '../ports/second-factor';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { INVALID_CODE, REPLAYED_CODE, SECOND_FACTOR_NOT_SET_UP, SETUP_ADMIN_ONLY, SETUP_COMPLETE, SETUP_FAILED, TWO_FACTOR_OFF } from './account-texts';

/**
 * The admin settings' two-factor setup (spec §4): not enabled, then started (secret and QR shown),
 * then enabled by a correct code. Only the logged-in admin may do it.
 */
@injectable()
export class TwoFactorSetupService {
  constructor(
    @inject(SECOND_FACTOR) private readonly secondFactor: SecondFactor,
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(NOTIFIER) private readonly notifier: Notifier,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Whether the logged-in admin's logins ask for a code; false for anyone else. */
  async isTwoFactorEnabled(): Promise<boolean> {
    const admin = this.admin();
    return admin !== undefined && this.secondFactor.isRequired(admin);
  }

  /** A new secret and its otpauth URI (for the QR code); undefined, with a toast, when that fails. */
  async startTwoFactorSetup(): Promise<SecondFactorSetup | undefined> {
    const admin = this.admin();
    if (!admin) {
      this.notifier.error(SETUP_ADMIN_ONLY);
      return undefined;
    }
    try {
      return await this.secondFactor.startSetup(admin);
    } catch (error) {
      this.logger.error('Two-factor setup could not start.', error);
      this.notifier.error(SETUP_FAILED);
      return undefined;
    }
  }

  /** Enables the secret being set up when `code` is its current code. */
  async confirmTwoFactorSetup(code: string): Promise<boolean> {
    const admin = this.admin();
    if (!admin) {
      this.notifier.error(SETUP_ADMIN_ONLY);
      return false;
    }
    let outcome: ConfirmSetupOutcome;
    try {
      outcome = await this.secondFactor.confirmSetup(admin, code);
    } catch (error) {
      this.logger.error('Two-factor setup could not be completed.', error);
      this.notifier.error(SETUP_FAILED);
      return false;
    }
    if (outcome === 'enabled') {
      this.notifier.success(SETUP_COMPLETE);
      return true;
    }
    this.notifier.error(outcome === 'invalid' ? INVALID_CODE : SETUP_FAILED);
    return false;
  }

  /** Turns two-factor off when `code` is the authenticator's current code. */
  async turnOffTwoFactor(code: string): Promise<boolean> {
    const admin = this.admin();
    if (!admin) {
      this.notifier.error(SETUP_ADMIN_ONLY);
      return false;
    }
    const outcome = await this.secondFactor.disable(admin, code);
    if (outcome === 'disabled') {
      this.notifier.success(TWO_FACTOR_OFF);
      return true;
    }
    this.notifier.error(outcome === 'invalid' ? INVALID_CODE : outcome === 'replayed' ? REPLAYED_CODE : SECOND_FACTOR_NOT_SET_UP);
    return false;
  }

  private admin(): AccountHolder | undefined {
    const user = this.session.currentUser();
    return user && isAdmin(user) ? user : undefined;
  }
}
