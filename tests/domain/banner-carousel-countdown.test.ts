import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextSlide, previousSlide } from '../../src/domain/storefront/banner-carousel';
import { countdownRemaining, DEALS_COUNTDOWN_MS, formatCountdown } from '../../src/domain/storefront/countdown';

describe('carousel', () => {
  it('wraps both ways', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(1, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('next then previous comes back, for any slide of any carousel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n - 1 }))), ([n, i]) =>
        previousSlide(nextSlide(i, n), n) === i,
      ),
    );
  });
});

describe('deals countdown', () => {
  it('starts at 10:00:00 and counts down each second', () => {
    expect(DEALS_COUNTDOWN_MS).toBe(36_000_000);
    expect(formatCountdown(countdownRemaining(1000, 1000))).toBe('10:00:00');
    expect(formatCountdown(countdownRemaining(1000, 2000))).toBe('09:59:59');
    expect(formatCountdown(countdownRemaining(0, 3_599_000))).toBe('09:00:01');
  });

  it('stops at 00:00:00 and never goes below', () => {
    expect(countdownRemaining(0, DEALS_COUNTDOWN_MS)).toBe(0);
    expect(countdownRemaining(0, DEALS_COUNTDOWN_MS + 60_000)).toBe(0);
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('never shows more than 10:00:00 even if the clock goes back', () => {
    expect(formatCountdown(countdownRemaining(10_000, 0))).toBe('10:00:00');
  });
});
