import type { IdSource } from '../../application/ports/id-source';
import type { RandomSource } from '../../application/ports/random-source';
import { WebCryptoRandomSource } from './web-crypto-random-source';

/**
 * Version 4 UUIDs (RFC 9562) from random bytes. Not crypto.randomUUID: browsers offer it only to
 * secure contexts, and the store may be opened over plain http on a local network.
 */
export class RandomUuidSource implements IdSource {
  constructor(private readonly random: RandomSource = new WebCryptoRandomSource()) {}

  newId(): string {
    const bytes = this.random.bytes(16);
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
