import { describe, expect, it } from 'vitest';
import type { ShopperSignInLog } from '../../src/application/ports/shopper-sign-in-log';

export const ASHA = '9876543210';
export const RAVI = '9123456780';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface ShopperSignInLogFixture {
  /** The log as `shopper` (ASHA or RAVI) has it when their login succeeds (a server-backed log: their session). */
  as(shopper: string): ShopperSignInLog;
  /** The log as the admin reads it (a server-backed log: the admin's session). */
  readonly admin: ShopperSignInLog;
  /** How signedInSince names `shopper`: as the order book names their orders' owner. */
  ownerOf(shopper: string): string;
  /**
   * Moves `shopper`'s last login back by `ms`, for a log that stamps logins by its own clock (a
   * database's); a browser's log records the time it is given, so needs none.
   */
  backdate?(shopper: string, ms: number): Promise<void>;
}

/**
 * What every ShopperSignInLog must do; `create()` gives an empty log (a database's, once emptied:
 * hence the promise). Times are the real clock's: a server-backed log uses its own.
 */
export function shopperSignInLogContract(name: string, create: () => Promise<ShopperSignInLogFixture>) {
  describe(`${name} — ShopperSignInLog contract`, () => {
    /** `shopper` logs in `ago` ms before now. */
    async function logInAgo(fixture: ShopperSignInLogFixture, shopper: string, ago: number): Promise<void> {
      if (fixture.backdate) {
        await fixture.as(shopper).record(shopper, Date.now());
        if (ago > 0) await fixture.backdate(shopper, ago);
      } else {
        await fixture.as(shopper).record(shopper, Date.now() - ago);
      }
    }

    it('lists nobody at first', async () => {
      expect(await (await create()).admin.signedInSince(0)).toEqual([]);
    });

    it('lists each shopper who logged in, once, by the name their orders carry', async () => {
      const fixture = await create();
      await logInAgo(fixture, ASHA, 0);
      await logInAgo(fixture, RAVI, 0);
      await logInAgo(fixture, ASHA, 0);
      const listed = await fixture.admin.signedInSince(Date.now() - MINUTE);
      expect([...listed].sort()).toEqual([fixture.ownerOf(ASHA), fixture.ownerOf(RAVI)].sort());
    });

    it('leaves out a shopper whose last login was before `since`', async () => {
      const fixture = await create();
      await logInAgo(fixture, ASHA, 0);
      await logInAgo(fixture, RAVI, 40 * DAY);
      expect(await fixture.admin.signedInSince(Date.now() - 30 * DAY)).toEqual([fixture.ownerOf(ASHA)]);
      expect([...(await fixture.admin.signedInSince(Date.now() - 41 * DAY))].sort()).toEqual([fixture.ownerOf(ASHA), fixture.ownerOf(RAVI)].sort());
      expect(await fixture.admin.signedInSince(Date.now() + MINUTE)).toEqual([]);
    });

    it('keeps the last login: a shopper away for weeks who logs in again is listed', async () => {
      const fixture = await create();
      await logInAgo(fixture, RAVI, 40 * DAY);
      expect(await fixture.admin.signedInSince(Date.now() - 30 * DAY)).toEqual([]);
      await logInAgo(fixture, RAVI, 0);
      expect(await fixture.admin.signedInSince(Date.now() - 30 * DAY)).toEqual([fixture.ownerOf(RAVI)]);
    });
  });
}
