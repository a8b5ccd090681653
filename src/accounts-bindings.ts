// The account pages' half of the composition root. container.ts loads this module with the first
// account service asked for, so that the storefront's first load carries none of it: the hasher,
// the stored-user schemas (zod) and the TOTP code (otpauth) arrive with the login page.
import { PasswordAccounts } from './application/accounts/password-accounts';
import { TotpSecondFactor } from './application/accounts/totp-second-factor';
import type { Clock } from './application/ports/clock';
import type { Logger } from './application/ports/logger';
import type { LoginAttemptStore } from './application/ports/login-attempts';
import type { PasswordHasher } from './application/ports/password-hasher';
import type { PhoneVerification } from './application/ports/phone-verification';
import type { RandomSource } from './application/ports/random-source';
import type { SecondFactor } from './application/ports/second-factor';
import type { TwoFactorSecretStore } from './application/ports/two-factor-secret-store';
import type { UserAccounts } from './application/ports/user-accounts';
import type { UserRepository } from './application/ports/user-repository';
import { WebCryptoPasswordHasher } from './adapters/browser/web-crypto-password-hasher';
import { WebCryptoRandomSource } from './adapters/browser/web-crypto-random-source';
import { LocalLoginAttemptStore } from './adapters/local/local-login-attempt-store';
import { LocalPhoneVerification } from './adapters/local/local-phone-verification';
import { LocalTwoFactorSecretStore } from './adapters/local/local-two-factor-secret-store';
import { LocalUserRepository } from './adapters/local/local-user-repository';
import { MemoryLoginAttemptStore } from './adapters/memory/memory-login-attempt-store';
import { MemoryPhoneVerification } from './adapters/memory/memory-phone-verification';
import { MemoryTwoFactorSecretStore } from './adapters/memory/memory-two-factor-secret-store';
import { MemoryUserRepository } from './adapters/memory/memory-user-repository';

export interface AccountAdapters {
  /** The application's UserAccounts over the repository and the hasher below. */
  readonly accounts: UserAccounts;
  /** The application's SecondFactor over the secret store, the clock and the random source below. */
  readonly secondFactor: SecondFactor;
  readonly users: UserRepository;
  readonly hasher: PasswordHasher;
  readonly twoFactorSecrets: TwoFactorSecretStore;
  readonly loginAttempts: LoginAttemptStore;
  readonly phoneVerification: PhoneVerification;
  readonly random: RandomSource;
}

export function accountAdapters(storage: 'local' | 'memory', logger: Logger, clock: Clock): AccountAdapters {
  // Real hashing and real randomness in both: the memory backend is for demos, and its secrets are real.
  const hasher = new WebCryptoPasswordHasher();
  const random = new WebCryptoRandomSource();
  const stored =
    storage === 'local'
      ? {
          users: new LocalUserRepository(window.localStorage, logger),
          twoFactorSecrets: new LocalTwoFactorSecretStore(window.localStorage, logger),
          loginAttempts: new LocalLoginAttemptStore(window.localStorage, logger),
          phoneVerification: new LocalPhoneVerification(),
        }
      : {
          users: new MemoryUserRepository(),
          twoFactorSecrets: new MemoryTwoFactorSecretStore(),
          loginAttempts: new MemoryLoginAttemptStore(),
          phoneVerification: new MemoryPhoneVerification(),
        };
  return {
    ...stored,
    hasher,
    random,
    accounts: new PasswordAccounts(stored.users, hasher),
    secondFactor: new TotpSecondFactor(stored.twoFactorSecrets, clock, random),
  };
}
