import type { Factor, SupabaseClient } from '@supabase/supabase-js';
import type { AccountHolder } from '../../../domain/sign-in/account';
import { AUTHENTICATOR_CODE_DIGITS, isDigitCode } from '../../../domain/sign-in/digit-codes';
import type {
  ConfirmSetupOutcome,
  DisableOutcome,
  SecondFactor,
  SecondFactorCheck,
  SecondFactorSetup,
  SecondFactorStatus,
} from '../../../application/ports/second-factor';
import { authErrorCode } from './auth-failures';

// Supabase Auth's answers to a code that does not pass. A reused code gets the same answer as a
// wrong one (when Auth refuses it at all), so this adapter reports 'invalid' for both: the port's
// 'replayed' cannot be told apart through Auth.
const REFUSED_CODE = new Set(['mfa_verification_failed', 'mfa_challenge_expired']);

/**
 * The admin's authenticator as a Supabase Auth TOTP factor of the signed-in user (the session that
 * the password sign-in made): listed, enrolled, challenged and verified by Auth, which raises the
 * session to aal2. `user` is who the use cases mean; Auth acts on the session's user, the same one.
 */
export class SupabaseSecondFactor implements SecondFactor {
  constructor(
    private readonly client: SupabaseClient,
    /** Shown by the authenticator app beside the code: the store's name. */
    private readonly issuer: string,
  ) {}

  // A factor list Auth cannot give throws (the login is then refused as unavailable), never 'off'.
  async status(_user: AccountHolder): Promise<SecondFactorStatus> {
    return (await this.verifiedFactor()) !== undefined ? 'on' : 'off';
  }

  async verify(_user: AccountHolder, code: string): Promise<SecondFactorCheck> {
    const factor = await this.verifiedFactor();
    if (!factor) return 'not-set-up';
    return (await this.challengeAndVerify(factor, code)) ? 'ok' : 'invalid';
  }

  async startSetup(_user: AccountHolder): Promise<SecondFactorSetup> {
    // A setup started before and never confirmed is dropped: one pending factor at a time.
    for (const stale of await this.factors('unverified')) await this.unenroll(stale);
    const { data, error } = await this.client.auth.mfa.enroll({ factorType: 'totp', issuer: this.issuer });
    if (error) throw new Error(`The authenticator could not be set up: ${error.message}`, { cause: error });
    return { secret: data.totp.secret, uri: data.totp.uri };
  }

  async confirmSetup(_user: AccountHolder, code: string): Promise<ConfirmSetupOutcome> {
    const [pending] = await this.factors('unverified');
    if (!pending) return 'not-started';
    return (await this.challengeAndVerify(pending, code)) ? 'enabled' : 'invalid';
  }

  async disable(user: AccountHolder, code: string): Promise<DisableOutcome> {
    const factor = await this.verifiedFactor();
    if (!factor) return 'not-set-up';
    // The code raises the session to aal2, which Auth requires to remove a verified factor.
    if (!(await this.challengeAndVerify(factor, code))) return 'invalid';
    await this.unenroll(factor);
    return 'disabled';
  }

  private async verifiedFactor(): Promise<Factor | undefined> {
    return (await this.factors('verified'))[0];
  }

  private async factors(status: Factor['status']): Promise<Factor[]> {
    const { data, error } = await this.client.auth.mfa.listFactors();
    if (error) throw new Error(`The authenticator could not be read: ${error.message}`, { cause: error });
    return data.all.filter((factor) => factor.factor_type === 'totp' && factor.status === status);
  }

  private async challengeAndVerify(factor: Factor, code: string): Promise<boolean> {
    if (!isDigitCode(code, AUTHENTICATOR_CODE_DIGITS)) return false;
    const { error } = await this.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    if (!error) return true;
    if (REFUSED_CODE.has(authErrorCode(error) ?? '')) return false;
    throw new Error(`The code could not be checked: ${error.message}`, { cause: error });
  }

  private async unenroll(factor: Factor): Promise<void> {
    const { error } = await this.client.auth.mfa.unenroll({ factorId: factor.id });
    if (error) throw new Error(`The authenticator could not be removed: ${error.message}`, { cause: error });
  }
}
