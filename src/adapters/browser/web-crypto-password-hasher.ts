import type { PasswordHasher } from '../../application/ports/password-hasher';
import { decodePasswordHash, encodePasswordHash } from '../../domain/sign-in/password-hash-format';

/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
export const SALT_BYTES = 16;
export const KEY_BYTES = 32;
/**
 * A stored hash asking for more work than this is refused unread: tampered storage must not be able
 * to freeze the page with a count of billions.
 */
export const MAX_ITERATIONS = 10_000_000;

export interface WebCryptoPasswordHasherOptions {
  /** For new hashes; tests use a cheap count. verify() uses whatever count the hash was made with. */
  readonly iterations?: number;
}

/** PBKDF2-SHA256 through WebCrypto (`crypto.subtle`, in browsers and in Node 20). */
export class WebCryptoPasswordHasher implements PasswordHasher {
  private readonly iterations: number;

  constructor(options: WebCryptoPasswordHasherOptions = {}) {
    this.iterations = options.iterations ?? PBKDF2_ITERATIONS;
  }

  async hash(password: string): Promise<string> {
    const salt = globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES));
    const hash = await derive(password, salt, this.iterations, KEY_BYTES);
    return encodePasswordHash({ iterations: this.iterations, salt, hash });
  }

  async verify(password: string, encoded: string): Promise<boolean> {
    const parts = decodePasswordHash(encoded);
    if (!parts || parts.iterations > MAX_ITERATIONS || parts.hash.length !== KEY_BYTES) return false;
    const candidate = await derive(password, parts.salt, parts.iterations, KEY_BYTES);
    return constantTimeEqual(candidate, parts.hash);
  }
}

async function derive(password: string, salt: Uint8Array, iterations: number, bytes: number): Promise<Uint8Array> {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt.slice(), iterations }, key, bytes * 8);
  return new Uint8Array(bits);
}

/** Looks at every byte whatever the first difference, so that timing tells nothing of it. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}
