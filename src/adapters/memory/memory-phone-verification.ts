import type { PhoneVerification } from '../../application/ports/phone-verification';
import { isDigitCode, OTP_DIGITS } from '../../domain/sign-in/digit-codes';

/** As the local adapter (any six digits pass), and it records the numbers a code was sent to. */
export class MemoryPhoneVerification implements PhoneVerification {
  readonly sentTo: string[] = [];

  async send(phone: string): Promise<void> {
    this.sentTo.push(phone);
  }

  async verify(_phone: string, code: string): Promise<boolean> {
    return isDigitCode(code, OTP_DIGITS);
  }
}
