import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../src/application/ports/random-source';

/** What every RandomSource adapter must do. */
export function randomSourceContract(name: string, create: () => RandomSource) {
  describe(`${name} — RandomSource contract`, () => {
    it('gives as many bytes as asked', () => {
      const random = create();
      expect(random.bytes(20)).toHaveLength(20);
      expect(random.bytes(0)).toHaveLength(0);
    });

    it('gives different bytes each time', () => {
      const random = create();
      const draws = new Set(Array.from({ length: 20 }, () => random.bytes(16).join(',')));
      expect(draws.size).toBe(20);
    });

    it('uses the whole byte range', () => {
      const seen = new Set(create().bytes(4096));
      expect(seen.size).toBeGreaterThan(200);
    });
  });
}
