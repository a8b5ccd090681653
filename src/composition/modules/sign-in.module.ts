import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from '../../application/ports/login-attempts';
import { PHONE_VERIFICATION, type PhoneVerification } from '../../application/ports/phone-verification';
import { SECOND_FACTOR, type SecondFactor } from '../../application/ports/second-factor';
import { SHOPPER_SIGN_IN_LOG, type ShopperSignInLog } from '../../application/ports/shopper-sign-in-log';
import { USER_ACCOUNTS, type UserAccounts } from '../../application/ports/user-accounts';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';

const code = () => import('./sign-in.adapters');

/**
 * Sign-up, login, the second factor, the login throttle and the shoppers' logins (written by the
 * login, read by the admin's dashboard). Every adapter is deferred: only the account pages and the
 * admin area call them. Real hashing and real randomness in the memory backend too: it is for
 * demos, and its secrets are real.
 */
export const signInModule = featureModule({
  memory: (bind, { clock }) => {
    bind<UserAccounts>(USER_ACCOUNTS).toConstantValue(deferred(async () => {
      const m = await code();
      return new m.PasswordAccounts(new m.MemoryUserRepository(), new m.WebCryptoPasswordHasher());
    }));
    bind<SecondFactor>(SECOND_FACTOR).toConstantValue(deferred(async () => {
      const m = await code();
      return new m.TotpSecondFactor(new m.MemoryTwoFactorSecretStore(), clock, new m.WebCryptoRandomSource());
    }));
    bind<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).toConstantValue(deferred(async () => new (await code()).MemoryLoginAttemptStore()));
    bind<PhoneVerification>(PHONE_VERIFICATION).toConstantValue(deferred(async () => new (await code()).MemoryPhoneVerification()));
    bind<ShopperSignInLog>(SHOPPER_SIGN_IN_LOG).toConstantValue(deferred(async () => new (await code()).MemoryShopperSignInLog()));
  },
  local: (bind, { window, logger, clock }) => {
    bind<UserAccounts>(USER_ACCOUNTS).toConstantValue(deferred(async () => {
      const m = await code();
      return new m.PasswordAccounts(new m.LocalUserRepository(window.localStorage, logger), new m.WebCryptoPasswordHasher());
    }));
    bind<SecondFactor>(SECOND_FACTOR).toConstantValue(deferred(async () => {
      const m = await code();
      return new m.TotpSecondFactor(new m.LocalTwoFactorSecretStore(window.localStorage, logger), clock, new m.WebCryptoRandomSource());
    }));
    bind<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).toConstantValue(deferred(async () => (await code()).browserLoginAttemptStore(window, logger)));
    bind<PhoneVerification>(PHONE_VERIFICATION).toConstantValue(deferred(async () => new (await code()).LocalPhoneVerification()));
    bind<ShopperSignInLog>(SHOPPER_SIGN_IN_LOG).toConstantValue(deferred(async () => new (await code()).LocalShopperSignInLog(window.localStorage, logger)));
  },
  supabase: (bind, { window, logger, client }) => {
    bind<UserAccounts>(USER_ACCOUNTS).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseUserAccounts(client)));
    bind<SecondFactor>(SECOND_FACTOR).toConstantValue(deferred(async () => {
      const m = await supabaseAdapters();
      return new m.SupabaseSecondFactor(client, m.TOTP_ISSUER);
    }));
    // The login throttle stays in this browser, in front of Supabase Auth's own rate limits.
    bind<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).toConstantValue(deferred(async () => (await code()).browserLoginAttemptStore(window, logger)));
    bind<PhoneVerification>(PHONE_VERIFICATION).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabasePhoneVerification(client)));
    bind<ShopperSignInLog>(SHOPPER_SIGN_IN_LOG).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseShopperSignInLog(client)));
  },
});
