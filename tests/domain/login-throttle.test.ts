import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoginAttempts } from '../../src/domain/sign-in/login-attempts';
import { nameKey } from '../../src/domain/sign-in/account';
import { afterFailure, asReadAt, FREE_FAILURES, lockedOut, MAX_WAIT_SECONDS, UNKNOWN_NAMES_KEY, waitBefore } from '../../src/domain/sign-in/login-throttle';

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

  it('takes a stored lock ending past the longest wait (8.64e15) as ending an hour from now', () => {
    expect(waitBefore({ failures: 9, blockedUntil: 8.64e15 }, NOW)).toBe(MAX_WAIT_SECONDS);
    expect(asReadAt({ failures: 9, blockedUntil: 8.64e15 }, NOW)).toEqual({ failures: 9, blockedUntil: NOW + MAX_WAIT_SECONDS * 1000 });
    const fair = failTimes(6);
    expect(asReadAt(fair, NOW)).toBe(fair);
  });

  it('never asks to wait more than an hour, whatever the record (property)', () => {
    fc.assert(
      fc.property(fc.nat(), fc.double({ min: 0, max: 8.64e15, noNaN: true }), fc.integer({ min: 0, max: NOW * 2 }), (failures, blockedUntil, now) => {
        expect(waitBefore({ failures, blockedUntil }, now)).toBeLessThanOrEqual(MAX_WAIT_SECONDS);
      }),
    );
  });

  it('takes a record that cannot be read as the longest lock, from now', () => {
    expect(lockedOut(NOW)).toEqual({ failures: FREE_FAILURES, blockedUntil: NOW + MAX_WAIT_SECONDS * 1000 });
    expect(waitBefore(lockedOut(NOW), NOW)).toBe(MAX_WAIT_SECONDS);
  });

  it('keeps the shared record of names without an account apart from every name (property)', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constant(UNKNOWN_NAMES_KEY), fc.constant(UNKNOWN_NAMES_KEY.trim())), (name) => {
      expect(nameKey(name)).not.toBe(UNKNOWN_NAMES_KEY);
    }));
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
