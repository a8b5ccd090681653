import type { RandomSource } from '../../application/ports/random-source';

/** The platform's cryptographic generator (WebCrypto; Node has it as globalThis.crypto too). */
export class WebCryptoRandomSource implements RandomSource {
  bytes(count: number): Uint8Array {
    return globalThis.crypto.getRandomValues(new Uint8Array(count));
  }
}
