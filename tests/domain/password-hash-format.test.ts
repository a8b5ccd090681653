import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePasswordHash, encodePasswordHash, isEncodedPasswordHash } from '../../src/domain/sign-in/password-hash-format';

describe('password hash format', () => {
  it("writes 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'", () => {
    const encoded = encodePasswordHash({ iterations: 600_000, salt: new Uint8Array([1, 2, 3]), hash: new Uint8Array([255, 254]) });
    expect(encoded).toBe('pbkdf2-sha256$600000$AQID$//4=');
  });

  it('reads back what it wrote (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        fc.uint8Array({ minLength: 1, maxLength: 64 }),
        (iterations, salt, hash) => {
          expect(decodePasswordHash(encodePasswordHash({ iterations, salt, hash }))).toEqual({ iterations, salt, hash });
        },
      ),
    );
  });

  it('reads nothing from what is not an encoded hash, without throwing', () => {
    for (const garbage of [
      '',
      'secret123',
      'pbkdf2-sha256$600000$AQID',
      'pbkdf2-sha512$600000$AQID$//4=',
      'pbkdf2-sha256$0$AQID$//4=',
      'pbkdf2-sha256$-5$AQID$//4=',
      'pbkdf2-sha256$1e3$AQID$//4=',
      'pbkdf2-sha256$600000$$//4=',
      'pbkdf2-sha256$600000$AQID$not base64!',
      'pbkdf2-sha256$600000$AQID$//4=$extra',
    ]) {
      expect(decodePasswordHash(garbage)).toBeUndefined();
      expect(isEncodedPasswordHash(garbage)).toBe(false);
    }
  });
});
