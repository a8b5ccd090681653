import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROMOTION_CHECKS_PER_HOUR, PROMOTION_CHECK_WINDOW_MS, TOO_MANY_CODES, recentChecks, withCheck } from '../../../src/domain/promotions/code-checks';

const NOW = Date.parse('2026-12-02T06:30:00Z');
const MINUTE = 60_000;

describe('promotion code tries', () => {
  it('allows 10 tries an hour, says so in the shopper’s words after that, and records nothing then', () => {
    expect(PROMOTION_CHECKS_PER_HOUR).toBe(10);
    expect(TOO_MANY_CODES).toBe('Too many codes tried. Please try again later.');
    let tries: number[] = [];
    for (let n = 0; n < PROMOTION_CHECKS_PER_HOUR; n += 1) {
      const next = withCheck(tries, NOW + n * MINUTE);
      expect(next).toHaveLength(n + 1);
      tries = next!;
    }
    expect(withCheck(tries, NOW + 10 * MINUTE)).toBeUndefined();
  });

  it('counts a try for an hour: the first try an hour old frees one', () => {
    const tries = Array.from({ length: 10 }, (_, n) => NOW + n * MINUTE);
    expect(withCheck(tries, NOW + PROMOTION_CHECK_WINDOW_MS - 1)).toBeUndefined();
    expect(withCheck(tries, NOW + PROMOTION_CHECK_WINDOW_MS)).toEqual([...tries.slice(1), NOW + PROMOTION_CHECK_WINDOW_MS]);
  });

  it('keeps counting tries dated after now (a clock put back frees none)', () => {
    expect(recentChecks([NOW + 5 * MINUTE, NOW - 2 * PROMOTION_CHECK_WINDOW_MS], NOW)).toEqual([NOW + 5 * MINUTE]);
  });

  it('never keeps more than the hour’s tries, nor allows more than 10 in any hour (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * PROMOTION_CHECK_WINDOW_MS }), { maxLength: 60 }), (offsets) => {
        const times = [...offsets].sort((a, b) => a - b).map((offset) => NOW + offset);
        let tries: number[] = [];
        const allowed: number[] = [];
        for (const at of times) {
          const next = withCheck(tries, at);
          if (next) {
            tries = next;
            allowed.push(at);
          }
          expect(tries.length).toBeLessThanOrEqual(PROMOTION_CHECKS_PER_HOUR);
        }
        for (const at of allowed) expect(allowed.filter((other) => other >= at && other < at + PROMOTION_CHECK_WINDOW_MS).length).toBeLessThanOrEqual(PROMOTION_CHECKS_PER_HOUR);
      }),
    );
  });
});
