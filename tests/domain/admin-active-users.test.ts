import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVE_USER_DAYS, activeSince, countActiveUsers } from '../../src/domain/admin/active-users';
import { HOME, OFFICE, PARENTS } from '../support/addresses';
import { reportOrder } from '../support/report-orders';

const NOW = Date.parse('2026-11-26T12:00:00+05:30');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const line = { productId: 1, unitPrice: 99_900 };

const ASHA = '9876543210';
const RAVI = '9123456789';
const MEERA = '9988776655';

describe('Active Users: shoppers who logged in or ordered in the last 30 days', () => {
  it('the window is ACTIVE_USER_DAYS (30) days back from now', () => {
    expect(ACTIVE_USER_DAYS).toBe(30);
    expect(activeSince(NOW)).toBe(NOW - 30 * DAY);
  });

  it("counts each owner who ordered in the window once, whatever the orders' delivery numbers; a cancelled order counts", () => {
    const orders = [
      reportOrder({ sequence: 1, placedAt: NOW - HOUR, lines: [line], address: HOME, owner: ASHA }),
      // Asha again, delivering to her office's number: still one shopper.
      reportOrder({ sequence: 2, placedAt: NOW - 3 * DAY, lines: [line], address: OFFICE, owner: ASHA }),
      reportOrder({ sequence: 3, placedAt: NOW - 2 * HOUR, lines: [line], address: PARENTS, owner: RAVI, status: 'Cancelled' }),
    ];
    expect(countActiveUsers(orders, [], NOW)).toBe(2);
  });

  it('leaves out orders before the window and after now (a clock ahead of ours); the window includes its first instant', () => {
    const at = (sequence: number, placedAt: number, owner: string) => reportOrder({ sequence, placedAt, lines: [line], owner });
    expect(countActiveUsers([at(1, NOW - 40 * DAY, ASHA), at(2, activeSince(NOW) - 1, RAVI), at(3, NOW + HOUR, MEERA)], [], NOW)).toBe(0);
    expect(countActiveUsers([at(1, activeSince(NOW), ASHA), at(2, NOW, RAVI)], [], NOW)).toBe(2);
  });

  it('adds the shoppers who logged in without ordering; one who did both counts once', () => {
    const ordered = [reportOrder({ sequence: 1, placedAt: NOW - DAY, lines: [line], owner: ASHA })];
    expect(countActiveUsers(ordered, [ASHA], NOW)).toBe(1);
    expect(countActiveUsers(ordered, [RAVI, MEERA], NOW)).toBe(3);
    expect(countActiveUsers([], [RAVI], NOW)).toBe(1);
    expect(countActiveUsers([], [RAVI, RAVI], NOW)).toBe(1);
  });

  it('an old order does not count, even for a shopper who logged in lately: they count for the login', () => {
    const old = [reportOrder({ sequence: 1, placedAt: NOW - 45 * DAY, lines: [line], owner: ASHA })];
    expect(countActiveUsers(old, [ASHA], NOW)).toBe(1);
    expect(countActiveUsers(old, [], NOW)).toBe(0);
  });

  it('is the union: at least the orders\' owners and the logins each alone, at most both added (fast-check)', () => {
    const owner = fc.constantFrom(ASHA, RAVI, MEERA, '9000000001', '9000000002');
    const orders = fc.array(fc.record({ owner, placedAt: fc.integer({ min: NOW - 40 * DAY, max: NOW + DAY }) }), { maxLength: 30 });
    fc.assert(
      fc.property(orders, fc.array(owner, { maxLength: 8 }), (placed, signedIn) => {
        const count = countActiveUsers(placed, signedIn, NOW);
        const ordered = new Set(placed.filter((o) => o.placedAt >= activeSince(NOW) && o.placedAt <= NOW).map((o) => o.owner));
        const loggedIn = new Set(signedIn);
        expect(count).toBeGreaterThanOrEqual(ordered.size);
        expect(count).toBeGreaterThanOrEqual(loggedIn.size);
        expect(count).toBeLessThanOrEqual(ordered.size + loggedIn.size);
        expect(count).toBe(new Set([...ordered, ...loggedIn]).size);
      }),
      { numRuns: 200 },
    );
  });
});
