import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginService, type LoginOutcome } from '../../src/application/sign-in/login-service';
import { LOGIN_ATTEMPT_STORE } from '../../src/application/ports/login-attempts';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { LocalLoginAttemptStore, LOGIN_ATTEMPTS_KEY } from '../../src/adapters/local/local-login-attempt-store';
import { FREE_FAILURES, MAX_WAIT_SECONDS, UNKNOWN_NAMES_KEY } from '../../src/domain/sign-in/login-throttle';
import { aStoredUser } from '../support/accounts';
import { MapStorage } from '../support/map-storage';
import { createTestContainer } from '../support/test-container';

// Issue 20, item 2 (property): whatever is stored under loginAttempts (any JSON, or none), a login
// never gets more checks than the throttle allows, and a name that is locked stays locked.

const NOW = 1_700_000_000_000;
const NAMES = ['asha', 'admin', 'ravi', UNKNOWN_NAMES_KEY, '__proto__', 'constructor'];

/** A record as the throttle writes it, with any count and any end, 8.64e15 included. */
const wellFormed = fc.record(
  { failures: fc.nat({ max: 1_000_000 }), blockedUntil: fc.oneof(fc.integer({ min: 0, max: NOW * 2 }), fc.constant(8.64e15), fc.double({ min: 0, max: 8.64e15, noNaN: true })) },
  { requiredKeys: ['failures'] },
);
/** A record in the store that is ours, or anything else. */
const anyRecord = fc.oneof(wellFormed, fc.jsonValue());
/** A map of records by name, as the store keeps it, with anything in it. */
const anyMap = fc.dictionary(fc.oneof(fc.constantFrom(...NAMES), fc.string()), anyRecord, { maxKeys: 8 });
/** Whatever could be under loginAttempts: any JSON, a map of anything, text that is no JSON. */
const anyStoredValue = fc.oneof(anyMap.map((map) => JSON.stringify(map)), fc.jsonValue().map((value) => JSON.stringify(value)), fc.string());

function setUp(stored: string | undefined) {
  const storage = new MapStorage();
  if (stored !== undefined) storage.setItem(LOGIN_ATTEMPTS_KEY, stored);
  // Legacy plain-text passwords: the check is fast and real; the delay makes tries overlap.
  const t = createTestContainer({ users: [aStoredUser({ name: 'Asha', phone: '9876543210' }), aStoredUser({ name: 'admin', phone: '9000000001' })] });
  expect(t.clock.now()).toBe(NOW);
  t.container.rebind(LOGIN_ATTEMPT_STORE).toConstantValue(new LocalLoginAttemptStore(storage, t.logger));
  const checked: string[] = [];
  const accounts = t.container.get<UserAccounts>(USER_ACCOUNTS);
  const checkPassword = accounts.checkPassword.bind(accounts);
  accounts.checkPassword = async (name, password) => {
    checked.push(name.toLowerCase());
    await new Promise((resolve) => setTimeout(resolve, 1));
    return checkPassword(name, password);
  };
  return { ...t, checked, tab: () => t.container.get(LoginService) };
}

function waitIsBounded(outcome: LoginOutcome): boolean {
  return outcome.kind !== 'throttled' || (outcome.waitSeconds >= 1 && outcome.waitSeconds <= MAX_WAIT_SECONDS);
}

describe('the login throttle over any stored record (property)', () => {
  it('checks at most five of ten tries made at once for one name, and never asks to wait more than an hour', async () => {
    await fc.assert(
      fc.asyncProperty(anyStoredValue, async (stored) => {
        const t = setUp(stored);
        const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => t.tab().logIn('Asha', `wrong-${i}`)));
        expect(t.checked.length).toBeLessThanOrEqual(FREE_FAILURES);
        expect(outcomes.every(waitIsBounded)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('keeps a locked name locked, whatever else is stored and whatever other names are tried', async () => {
    const otherTries = fc.array(fc.record({ name: fc.oneof(fc.constantFrom('admin', 'Ravi', 'Ghost'), fc.string({ minLength: 3, maxLength: 12 })), password: fc.constantFrom('adminpass', 'wrong-password') }), {
      maxLength: 12,
    });
    await fc.assert(
      fc.asyncProperty(anyMap, fc.integer({ min: 1, max: 8.64e15 - NOW }), fc.nat({ max: 1_000 }), otherTries, async (map, lockLeft, failures, tries) => {
        const t = setUp(JSON.stringify({ ...map, asha: { failures, blockedUntil: NOW + lockLeft } }));
        for (const { name, password } of tries) await t.tab().logIn(name, password);
        const outcome = await t.tab().logIn('Asha', 'secret1');
        expect(outcome.kind).toBe('throttled');
        expect(waitIsBounded(outcome)).toBe(true);
        expect(t.checked).not.toContain('asha');
      }),
      { numRuns: 150 },
    );
  });

  it('takes a record that is there but unreadable as locked, never as no failures', async () => {
    const unreadable = fc.jsonValue().filter((value) => !wellFormedShape(value));
    await fc.assert(
      fc.asyncProperty(anyMap, unreadable, async (map, record) => {
        const t = setUp(JSON.stringify({ ...map, asha: record }));
        expect(await t.tab().logIn('Asha', 'secret1')).toEqual({ kind: 'throttled', waitSeconds: MAX_WAIT_SECONDS });
        expect(t.checked).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

/** What the store reads as a record: a whole non-negative count, and a non-negative end if any. */
function wellFormedShape(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { failures, blockedUntil, ...rest } = value as Record<string, unknown>;
  void rest;
  return (
    typeof failures === 'number' && Number.isInteger(failures) && failures >= 0 && (blockedUntil === undefined || (typeof blockedUntil === 'number' && blockedUntil >= 0))
  );
}
