import { describe, expect, it } from 'vitest';
import type { AdminSignInLog } from '../../src/application/ports/admin-sign-in-log';

export const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** What every AdminSignInLog adapter must do; `create` starts from an empty log on a browser with USER_AGENT (a database's, once emptied: hence the promise). */
export function adminSignInLogContract(name: string, create: (capacity?: number) => AdminSignInLog | Promise<AdminSignInLog>) {
  describe(`${name} — AdminSignInLog contract`, () => {
    it('is empty at first', async () => {
      expect(await (await create()).recent(10)).toEqual([]);
    });

    it('lists sign-ins newest first, with the browser; the newest is the current one and ended the one before', async () => {
      const log = await create();
      await log.record(1_000);
      await log.record(2_000);
      const [newest, older] = await log.recent(10);
      expect(newest).toMatchObject({ time: 2_000, userAgent: USER_AGENT, current: true });
      expect(newest!.endedAt).toBeUndefined();
      expect(older).toMatchObject({ time: 1_000, userAgent: USER_AGENT, current: false, endedAt: 2_000 });
      expect(newest!.id).not.toBe(older!.id);
    });

    it('ends a session once: the current one is current no more', async () => {
      const log = await create();
      await log.record(1_000);
      const [signIn] = await log.recent(1);
      await log.end(signIn!.id, 5_000);
      await log.end(signIn!.id, 9_000);
      expect(await log.recent(1)).toEqual([expect.objectContaining({ id: signIn!.id, endedAt: 5_000, current: false })]);
    });

    it('ignores an unknown id', async () => {
      const log = await create();
      await log.record(1_000);
      await log.end('no-such-sign-in', 5_000);
      expect((await log.recent(1))[0]!.endedAt).toBeUndefined();
    });

    it('answers at most `limit`, and keeps at most its capacity', async () => {
      const log = await create(3);
      for (const time of [1, 2, 3, 4, 5]) await log.record(time);
      expect((await log.recent(2)).map((entry) => entry.time)).toEqual([5, 4]);
      expect((await log.recent(10)).map((entry) => entry.time)).toEqual([5, 4, 3]);
      expect(await log.recent(0)).toEqual([]);
    });
  });
}
