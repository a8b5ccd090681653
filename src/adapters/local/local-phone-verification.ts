import type { PhoneVerification } from '../../application/ports/phone-verification';
import { isDigitCode, OTP_DIGITS } from '../../domain/sign-in/digit-codes';

/**
 * The spec's local behaviour (§4): nothing is sent, and any six digits pass. A Supabase adapter
 * sends a real SMS (Auth's phone OTP) and checks the code there.
 */
export class LocalPhoneVerification implements PhoneVerification {
  async send(_phone: string): Promise<void> {}

  async verify(_phone: string, code: string): Promise<boolean> {
    return isDigitCode(code, OTP_DIGITS);
  }
}
