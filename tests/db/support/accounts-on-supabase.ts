import { PHONE_VERIFICATION } from '../../../src/application/ports/phone-verification';
import { SECOND_FACTOR } from '../../../src/application/ports/second-factor';
import { SESSION_STORE } from '../../../src/application/ports/session-store';
import { USER_ACCOUNTS } from '../../../src/application/ports/user-accounts';
import { supabaseAccountAdapters } from '../../../src/adapters/supabase/auth/supabase-account-adapters';
import { createTestContainer } from '../../support/test-container';
import type { AuthEmulation } from './auth-emulation';
import { supabaseWithAuth } from './postgrest';

/**
 * The test container with the Supabase account adapters (accounts, second factor, phone
 * verification, session) over a client of the emulated Auth; the other ports stay its memory ones.
 */
export async function accountsOnSupabase(emulation: AuthEmulation) {
  const test = createTestContainer();
  const client = supabaseWithAuth(emulation);
  const adapters = supabaseAccountAdapters(client, test.logger);
  await adapters.session.ready();
  test.container.rebind(USER_ACCOUNTS).toConstantValue(adapters.accounts);
  test.container.rebind(SECOND_FACTOR).toConstantValue(adapters.secondFactor);
  test.container.rebind(PHONE_VERIFICATION).toConstantValue(adapters.phoneVerification);
  test.container.rebind(SESSION_STORE).toConstantValue(adapters.session);
  return { ...test, client, adapters };
}
