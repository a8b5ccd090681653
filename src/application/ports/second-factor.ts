import type { AccountHolder } from '../../domain/sign-in/account';

/** 'unreadable': a factor is recorded but cannot be read, which refuses the login (fail closed). */
export type SecondFactorCheck = 'ok' | 'not-set-up' | 'unreadable' | 'invalid' | 'replayed';

/**
 * Whether this user's logins ask for a code: 'on', 'off', or 'unreadable' — a record that cannot be
 * read, which never means 'off': the login is refused until the maintainer resets the factor.
 */
export type SecondFactorStatus = 'on' | 'off' | 'unreadable';

export interface SecondFactorSetup {
  /** Base32, for typing into an authenticator by hand. */
  readonly secret: string;
  /** `otpauth://totp/…` with the store as issuer, for the QR code. */
  readonly uri: string;
}

export type ConfirmSetupOutcome = 'enabled' | 'invalid' | 'not-started';

export type DisableOutcome = 'disabled' | Exclude<SecondFactorCheck, 'ok'>;

/**
 * The admin's authenticator (TOTP) factor. The local backend implements it in the application
 * (TotpSecondFactor: a TwoFactorSecretStore and the domain's TOTP check with replay refusal);
 * Supabase Auth implements it with its MFA factors (enroll, challenge, verify).
 */
export interface SecondFactor {
  /** Whether this user must pass a code after the password (only the admin ever does). */
  status(user: AccountHolder): Promise<SecondFactorStatus>;
  verify(user: AccountHolder, code: string): Promise<SecondFactorCheck>;
  startSetup(user: AccountHolder): Promise<SecondFactorSetup>;
  confirmSetup(user: AccountHolder, code: string): Promise<ConfirmSetupOutcome>;
  /** Turns the factor off, given a current code (a session left open must not be enough). */
  disable(user: AccountHolder, code: string): Promise<DisableOutcome>;
}

export const SECOND_FACTOR = Symbol('SecondFactor');
