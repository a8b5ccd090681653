import { describe, expect, it } from 'vitest';
import type { AdminActivityLog } from '../../src/application/ports/admin-activity-log';
import { deferred } from '../../src/composition/deferred';
import { MemoryAdminActivityLog } from '../../src/adapters/memory/memory-admin-activity-log';
import { anActivity } from '../adapters/admin-activity-log.contract';

describe('deferred', () => {
  it('loads the adapter at the first call, once, and forwards every call to it', async () => {
    let loads = 0;
    const log = deferred<AdminActivityLog>(async () => {
      loads += 1;
      return new MemoryAdminActivityLog();
    });
    expect(loads).toBe(0);
    await log.record(anActivity(1));
    await log.record(anActivity(2));
    expect((await log.recent(5)).map((e) => e.productId)).toEqual([2, 1]);
    expect(loads).toBe(1);
  });

  it('is no thenable (awaiting it gives the port itself)', async () => {
    const log = deferred<AdminActivityLog>(async () => new MemoryAdminActivityLog());
    expect(await log).toBe(log);
  });

  it('tries to load again after a failed load', async () => {
    let attempts = 0;
    const log = deferred<AdminActivityLog>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return new MemoryAdminActivityLog();
    });
    await expect(log.recent(1)).rejects.toThrow('offline');
    expect(await log.recent(1)).toEqual([]);
  });
});
