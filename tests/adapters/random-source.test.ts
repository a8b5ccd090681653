import { describe, expect, it } from 'vitest';
import { WebCryptoRandomSource } from '../../src/adapters/browser/web-crypto-random-source';
import { SeededRandomSource } from '../../src/adapters/memory/seeded-random-source';
import { randomSourceContract } from './random-source.contract';

randomSourceContract('SeededRandomSource', () => new SeededRandomSource());
randomSourceContract('WebCryptoRandomSource', () => new WebCryptoRandomSource());

describe('SeededRandomSource', () => {
  it('repeats itself for the same seed, and differs for another', () => {
    expect(new SeededRandomSource(7).bytes(16)).toEqual(new SeededRandomSource(7).bytes(16));
    expect(new SeededRandomSource(7).bytes(16)).not.toEqual(new SeededRandomSource(8).bytes(16));
  });
});
