import { Secret, TOTP } from 'otpauth';
import { isDigitCode } from './digit-codes';

/** Spec §9: SHA-1, 6 digits, a 30-second step, and no extra window (only the current step's code). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_ISSUER = 'Fashion Zone';
export const TOTP_LABEL = 'admin';
/** 20 bytes (160 bits): RFC 4226's recommended length for an HMAC-SHA-1 key. */
export const TOTP_SECRET_BYTES = 20;

export type TotpCheck = { readonly ok: true; readonly step: number } | { readonly ok: false; readonly reason: 'invalid' | 'replayed' };

/** The 30-second step that `now` (epoch ms) falls in. */
export function totpStep(now: number): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

function totp(secret: string, label = TOTP_LABEL): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The code an authenticator shows at `now` (for tests and for a setup preview). */
export function totpCode(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now });
}

/**
 * Checks a code against the current step only. A code of a step already used (`lastUsedStep` or
 * earlier) is refused as replayed, so that a code seen over a shoulder cannot be used again.
 */
export function checkTotp(secret: string, code: string, now: number, lastUsedStep?: number): TotpCheck {
  if (!isDigitCode(code, TOTP_DIGITS)) return { ok: false, reason: 'invalid' };
  let delta: number | null;
  try {
    delta = totp(secret).validate({ token: code, timestamp: now, window: 0 });
  } catch {
    // An unreadable secret matches no code.
    return { ok: false, reason: 'invalid' };
  }
  if (delta === null) return { ok: false, reason: 'invalid' };
  const step = totpStep(now) + delta;
  if (lastUsedStep !== undefined && step <= lastUsedStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}

/** A new secret, base32, from random bytes the caller draws (the domain draws no chance itself). */
export function newTotpSecret(randomBytes: Uint8Array): string {
  if (randomBytes.length < 16) throw new RangeError('A TOTP secret needs at least 16 random bytes.');
  return new Secret({ buffer: randomBytes.slice().buffer }).base32;
}

/** `otpauth://totp/Fashion%20Zone:admin?issuer=Fashion%20Zone&secret=…`, for the QR code. */
export function totpUri(secret: string, label: string = TOTP_LABEL): string {
  return totp(secret, label).toString();
}
