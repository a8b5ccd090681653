import type { Logger } from '../../application/ports/logger';
import { IndexedDbItem } from '../../adapters/browser/indexed-db-item';
import { LOGIN_ATTEMPTS_KEY, LocalLoginAttemptStore } from '../../adapters/local/local-login-attempt-store';

// The account ports' adapters in the browser backends, in one chunk fetched with the first account
// page (./sign-in.module.ts binds them with deferred()): the hasher, the stored-user schemas (zod)
// and the TOTP code (otpauth) are no part of the storefront's first load.
export { PasswordAccounts } from '../../application/sign-in/password-accounts';
export { TotpSecondFactor } from '../../application/sign-in/totp-second-factor';
export { WebCryptoPasswordHasher } from '../../adapters/browser/web-crypto-password-hasher';
export { WebCryptoRandomSource } from '../../adapters/browser/web-crypto-random-source';
export { LocalPhoneVerification } from '../../adapters/local/local-phone-verification';
export { LocalShopperSignInLog } from '../../adapters/local/local-shopper-sign-in-log';
export { LocalTwoFactorSecretStore } from '../../adapters/local/local-two-factor-secret-store';
export { LocalUserRepository } from '../../adapters/local/local-user-repository';
export { MemoryLoginAttemptStore } from '../../adapters/memory/memory-login-attempt-store';
export { MemoryPhoneVerification } from '../../adapters/memory/memory-phone-verification';
export { MemoryShopperSignInLog } from '../../adapters/memory/memory-shopper-sign-in-log';
export { MemoryTwoFactorSecretStore } from '../../adapters/memory/memory-two-factor-secret-store';
export { MemoryUserRepository } from '../../adapters/memory/memory-user-repository';

/** The failed logins in localStorage, mirrored in IndexedDB where the browser has it (see SharedItem). */
export function browserLoginAttemptStore(window: Pick<Window, 'localStorage' | 'indexedDB'>, logger: Logger): LocalLoginAttemptStore {
  const shared = window.indexedDB ? new IndexedDbItem(window.indexedDB, 'fashion-zone', LOGIN_ATTEMPTS_KEY) : undefined;
  return new LocalLoginAttemptStore(window.localStorage, logger, shared);
}
