import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoginAttempts } from '../../src/domain/accounts/login-attempts';
import { afterFailure, MAX_WAIT_SECONDS, waitBefore } from '../../src/domain/accounts/login-throttle';

const NOW = 1_700_000_000_000;

function failTimes(count: number, now = NOW): LoginAttempts | undefined {
  let attempts: LoginAttempts | undefined;
  for (let i = 0; i < count; i++) attempts = afterFailure(attempts, now);
  return attempts;
}

describe('login throttle', () => {
  it('lets the first five tries through without waiting', () => {
    expect(waitBefore(undefined, NOW)).toBe(0);
    for (let failures = 1; failures <= 4; failures++) expect(waitBefore(failTimes(failures), NOW)).toBe(0);
  });

  it('makes the try after the fifth failure wait 30 s, doubling with each further failure', () => {
    expect([5, 6, 7, 8].map((n) => waitBefore(failTimes(n), NOW))).toEqual([30, 60, 120, 240]);
  });

  it('never waits more than an hour', () => {
    expect(waitBefore(failTimes(40), NOW)).toBe(MAX_WAIT_SECONDS);
    expect(waitBefore(afterFailure({ failures: Number.MAX_SAFE_INTEGER - 1 }, NOW), NOW)).toBe(3600);
  });

  it('counts the wait down with the time, and lets a try through once it is over', () => {
    const attempts = failTimes(5);
    expect(waitBefore(attempts, NOW + 10_000)).toBe(20);
    expect(waitBefore(attempts, NOW + 29_001)).toBe(1);
    expect(waitBefore(attempts, NOW + 30_000)).toBe(0);
  });

  it('keeps counting after a wait is over: the next failure waits longer', () => {
    const afterWait = afterFailure(failTimes(5), NOW + 30_000);
    expect(afterWait.failures).toBe(6);
    expect(waitBefore(afterWait, NOW + 30_000)).toBe(60);
  });

  it('never shortens the wait as failures add up (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (failures) => {
        const wait = waitBefore(afterFailure({ failures }, NOW), NOW);
        const next = waitBefore(afterFailure({ failures: failures + 1 }, NOW), NOW);
        expect(next).toBeGreaterThanOrEqual(wait);
        expect(next).toBeLessThanOrEqual(MAX_WAIT_SECONDS);
      }),
    );
  });
});
