import { describe, expect, it } from 'vitest';
import type { AdminActivityLog } from '../../src/application/ports/admin-activity-log';
import type { AdminActivity } from '../../src/domain/admin/activity';

export const anActivity = (productId: number, action: AdminActivity['action'] = 'added'): AdminActivity => ({
  action,
  productId,
  productTitle: `Product ${productId}`,
  at: 1_700_000_000_000 + productId,
});

/** What every AdminActivityLog adapter must do; `create(capacity)` gives an empty log (a database's, once emptied: hence the promise). */
export function adminActivityLogContract(name: string, create: (capacity: number) => AdminActivityLog | Promise<AdminActivityLog>) {
  describe(`${name} — AdminActivityLog contract`, () => {
    it('starts empty', async () => {
      expect(await (await create(5)).recent(10)).toEqual([]);
    });

    it('answers the latest entries, newest first, up to the limit', async () => {
      const log = await create(10);
      await log.record(anActivity(1));
      await log.record(anActivity(2, 'updated'));
      await log.record(anActivity(3, 'deleted'));
      expect(await log.recent(10)).toEqual([anActivity(3, 'deleted'), anActivity(2, 'updated'), anActivity(1)]);
      expect((await log.recent(2)).map((e) => e.productId)).toEqual([3, 2]);
      expect(await log.recent(0)).toEqual([]);
    });

    it('keeps at most its capacity, dropping the oldest', async () => {
      const log = await create(3);
      for (const id of [1, 2, 3, 4, 5]) await log.record(anActivity(id));
      expect((await log.recent(10)).map((e) => e.productId)).toEqual([5, 4, 3]);
    });

    it('hands out copies: changing an answer does not change the log', async () => {
      const log = await create(3);
      await log.record(anActivity(1));
      (await log.recent(10)).pop();
      expect(await log.recent(10)).toHaveLength(1);
    });
  });
}
