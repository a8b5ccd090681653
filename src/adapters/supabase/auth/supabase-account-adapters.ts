import type { SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../../../application/ports/logger';
import type { PhoneVerification } from '../../../application/ports/phone-verification';
import type { SecondFactor } from '../../../application/ports/second-factor';
import type { UserAccounts } from '../../../application/ports/user-accounts';
import { TOTP_ISSUER } from '../../../domain/sign-in/totp';
import { SupabasePhoneVerification } from './supabase-phone-verification';
import { SupabaseSecondFactor } from './supabase-second-factor';
import { SupabaseSessionStore } from './supabase-session-store';
import { SupabaseUserAccounts } from './supabase-user-accounts';

export interface SupabaseAccountAdapters {
  readonly accounts: UserAccounts;
  readonly secondFactor: SecondFactor;
  readonly phoneVerification: PhoneVerification;
  /** Await `session.ready()` before the first render: it restores the stored session. */
  readonly session: SupabaseSessionStore;
}

/** Every account port on one Supabase client (one Auth session), for the composition root to bind. */
export function supabaseAccountAdapters(client: SupabaseClient, logger: Logger, issuer = TOTP_ISSUER): SupabaseAccountAdapters {
  return {
    accounts: new SupabaseUserAccounts(client),
    secondFactor: new SupabaseSecondFactor(client, issuer),
    phoneVerification: new SupabasePhoneVerification(client),
    session: new SupabaseSessionStore(client, logger),
  };
}
