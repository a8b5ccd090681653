import type { SupabaseClient } from '@supabase/supabase-js';
import type { PhoneVerification } from '../../../application/ports/phone-verification';
import { COUNTRY_CODE, isDigitCode, OTP_DIGITS } from '../../../domain/sign-in/digit-codes';

/**
 * Sign-up's phone codes through Supabase Auth's phone OTP: a real SMS from the project's provider,
 * checked by Auth. Auth sends a code only to a user, so it creates a phone-only user for the number
 * (no name: not counted as an account, never a store login); verifying signs that user in, and the
 * session is dropped at once, as the account is made next by the name and password sign-up.
 */
export class SupabasePhoneVerification implements PhoneVerification {
  constructor(private readonly client: SupabaseClient) {}

  async send(phone: string): Promise<void> {
    const { error } = await this.client.auth.signInWithOtp({ phone: COUNTRY_CODE + phone, options: { channel: 'sms' } });
    if (error) throw new Error(`The code could not be sent: ${error.message}`, { cause: error });
  }

  async verify(phone: string, code: string): Promise<boolean> {
    if (!isDigitCode(code, OTP_DIGITS)) return false;
    const { error } = await this.client.auth.verifyOtp({ phone: COUNTRY_CODE + phone, token: code, type: 'sms' });
    if (error) return false;
    await this.client.auth.signOut({ scope: 'local' });
    return true;
  }
}
