/**
 * One-time codes sent to a phone. The local adapter sends nothing and accepts any six digits, as
 * the spec's product does; a Supabase adapter sends a real SMS (Auth's phone OTP) and checks it.
 */
export interface PhoneVerification {
  /** Ten digits, without the +91. */
  send(phone: string): Promise<void>;
  verify(phone: string, code: string): Promise<boolean>;
}

export const PHONE_VERIFICATION = Symbol('PhoneVerification');
