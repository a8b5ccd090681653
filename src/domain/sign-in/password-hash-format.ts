/**
 * How a PBKDF2 hash is written down: 'pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>'.
 * The cost travels with the hash, so that it can rise later and old hashes still verify.
 */
export const PBKDF2_SHA256 = 'pbkdf2-sha256';

export interface PasswordHashParts {
  readonly iterations: number;
  readonly salt: Uint8Array;
  readonly hash: Uint8Array;
}

export function encodePasswordHash(parts: PasswordHashParts): string {
  return [PBKDF2_SHA256, String(parts.iterations), toBase64(parts.salt), toBase64(parts.hash)].join('$');
}

/** The parts of an encoded hash; undefined for anything that is not one (never throws). */
export function decodePasswordHash(encoded: string): PasswordHashParts | undefined {
  const fields = encoded.split('$');
  if (fields.length !== 4) return undefined;
  const [algorithm, iterations, salt, hash] = fields as [string, string, string, string];
  if (algorithm !== PBKDF2_SHA256 || !/^[1-9]\d{0,8}$/.test(iterations)) return undefined;
  const saltBytes = fromBase64(salt);
  const hashBytes = fromBase64(hash);
  if (!saltBytes || !hashBytes || saltBytes.length === 0 || hashBytes.length === 0) return undefined;
  return { iterations: Number(iterations), salt: saltBytes, hash: hashBytes };
}

export function isEncodedPasswordHash(value: string): boolean {
  return decodePasswordHash(value) !== undefined;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return undefined;
  const binary = atob(text);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
