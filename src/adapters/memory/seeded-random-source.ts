import type { RandomSource } from '../../application/ports/random-source';

/**
 * Repeatable bytes from a seed (xorshift32), for tests and demos: the same seed gives the same
 * secrets. Never for real secrets.
 */
export class SeededRandomSource implements RandomSource {
  private state: number;

  constructor(seed = 0x2545f491) {
    // xorshift never leaves 0.
    this.state = seed >>> 0 || 1;
  }

  bytes(count: number): Uint8Array {
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i++) {
      this.state ^= this.state << 13;
      this.state ^= this.state >>> 17;
      this.state ^= this.state << 5;
      this.state >>>= 0;
      out[i] = this.state & 0xff;
    }
    return out;
  }
}
