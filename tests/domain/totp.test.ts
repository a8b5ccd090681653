import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { checkTotp, newTotpSecret, totpCode, totpStep, totpUri } from '../../src/domain/sign-in/totp';

/** RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890". */
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;
const T0 = 1_700_000_010_000;

/** What an authenticator app shows: otpauth itself, with the spec's settings. */
function authenticator(secret: string, now: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: now });
}

describe('TOTP', () => {
  it("matches RFC 6238's SHA-1 test vectors (their last six digits)", () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) {
      expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code.slice(-6));
      expect(checkTotp(RFC_SECRET, code.slice(-6), seconds * 1000)).toEqual({ ok: true, step: Math.floor(seconds / 30) });
    }
  });

  it("accepts the code an authenticator shows now, and answers its step", () => {
    const secret = newTotpSecret(new Uint8Array(20).fill(7));
    expect(checkTotp(secret, authenticator(secret, T0), T0)).toEqual({ ok: true, step: totpStep(T0) });
  });

  it('has no extra window: the previous and the next step’s codes are refused', () => {
    const secret = newTotpSecret(new Uint8Array(20).fill(9));
    expect(checkTotp(secret, authenticator(secret, T0 - 30_000), T0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, authenticator(secret, T0 + 30_000), T0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a code of a step already used as replayed, even the current one', () => {
    const secret = newTotpSecret(new Uint8Array(20).fill(3));
    const code = authenticator(secret, T0);
    expect(checkTotp(secret, code, T0, totpStep(T0))).toEqual({ ok: false, reason: 'replayed' });
    expect(checkTotp(secret, code, T0, totpStep(T0) - 1)).toEqual({ ok: true, step: totpStep(T0) });
  });

  it('refuses wrong codes, codes of the wrong shape and unreadable secrets as invalid', () => {
    const secret = newTotpSecret(new Uint8Array(20).fill(5));
    const right = authenticator(secret, T0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(checkTotp(secret, wrong, T0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, right.slice(0, 5), T0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp(secret, `${right} `, T0)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkTotp('not base32!', right, T0)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('steps every 30 seconds', () => {
    expect(totpStep(0)).toBe(0);
    expect(totpStep(29_999)).toBe(0);
    expect(totpStep(30_000)).toBe(1);
  });

  it('makes a base32 secret of the random bytes given, and refuses too few', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => i);
    const secret = newTotpSecret(bytes);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(secret).bytes).toEqual(bytes);
    expect(newTotpSecret(bytes)).toBe(secret);
    expect(() => newTotpSecret(new Uint8Array(8))).toThrow(RangeError);
  });

  it("writes an otpauth URI with the store as issuer and 'admin' as label, that an authenticator reads back", () => {
    const secret = newTotpSecret(new Uint8Array(20).fill(1));
    const uri = totpUri(secret);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Fashion%20Zone:admin\?/);
    const parsed = URI.parse(uri) as TOTP;
    expect(parsed).toMatchObject({ issuer: 'Fashion Zone', label: 'admin', algorithm: 'SHA1', digits: 6, period: 30 });
    expect(parsed.secret.base32).toBe(secret);
  });
});
