import { describe, expect, it } from 'vitest';
import { PBKDF2_ITERATIONS, WebCryptoPasswordHasher } from '../../src/adapters/browser/web-crypto-password-hasher';
import { decodePasswordHash, encodePasswordHash } from '../../src/domain/sign-in/password-hash-format';

const cheap = () => new WebCryptoPasswordHasher({ iterations: 1_000 });

describe('WebCryptoPasswordHasher', () => {
  it('hashes at 600,000 iterations by default, with a 16-byte salt and a 32-byte key', async () => {
    const parts = decodePasswordHash(await new WebCryptoPasswordHasher().hash('secret1'));
    expect(PBKDF2_ITERATIONS).toBe(600_000);
    expect(parts?.iterations).toBe(600_000);
    expect(parts?.salt).toHaveLength(16);
    expect(parts?.hash).toHaveLength(32);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hasher = cheap();
    const encoded = await hasher.hash('secret1');
    expect(encoded).not.toContain('secret1');
    expect(await hasher.verify('secret1', encoded)).toBe(true);
    expect(await hasher.verify('Secret1', encoded)).toBe(false);
    expect(await hasher.verify('secret1 ', encoded)).toBe(false);
    expect(await hasher.verify('', encoded)).toBe(false);
  });

  it('salts every hash: the same password hashes differently each time', async () => {
    const hasher = cheap();
    const [a, b] = [await hasher.hash('secret1'), await hasher.hash('secret1')];
    expect(a).not.toBe(b);
    expect(await hasher.verify('secret1', b)).toBe(true);
  });

  it('verifies with the cost written in the hash, whatever its own', async () => {
    const encoded = await new WebCryptoPasswordHasher({ iterations: 1_000 }).hash('secret1');
    expect(await new WebCryptoPasswordHasher({ iterations: 2_000 }).verify('secret1', encoded)).toBe(true);
  });

  it('matches a known PBKDF2-HMAC-SHA256 value (RFC 7914 §11: "passwd", salt "salt", 1 iteration)', async () => {
    const expected = Uint8Array.from(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783'
        .slice(0, 64)
        .match(/../g)!
        .map((h) => parseInt(h, 16)),
    );
    const encoded = encodePasswordHash({ iterations: 1, salt: new TextEncoder().encode('salt'), hash: expected });
    expect(await cheap().verify('passwd', encoded)).toBe(true);
    expect(await cheap().verify('passwe', encoded)).toBe(false);
  });

  it('refuses garbage, without throwing', async () => {
    const hasher = cheap();
    const good = await hasher.hash('secret1');
    const tooCostly = good.replace('$1000$', '$999999999$');
    for (const garbage of ['', 'secret1', 'pbkdf2-sha256$1000$$', good.replace('pbkdf2-sha256', 'md5'), good.slice(0, -8), tooCostly]) {
      expect(await hasher.verify('secret1', garbage), garbage).toBe(false);
    }
  });
});
