import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { ADMIN_ACTIVITY_KEY, LocalAdminActivityLog } from '../../src/adapters/local/local-admin-activity-log';
import { MemoryAdminActivityLog } from '../../src/adapters/memory/memory-admin-activity-log';
import { RecordingLogger } from '../support/recording-logger';
import { adminActivityLogContract, anActivity } from './admin-activity-log.contract';

adminActivityLogContract('MemoryAdminActivityLog', (capacity) => new MemoryAdminActivityLog(capacity));
adminActivityLogContract('LocalAdminActivityLog', (capacity) => new LocalAdminActivityLog(localStorage, new RecordingLogger(), capacity));

describe('LocalAdminActivityLog', () => {
  it('keeps the entries under adminActivity: a new log on the same storage reads them', async () => {
    await new LocalAdminActivityLog(localStorage, new RecordingLogger()).record(anActivity(1));
    expect(JSON.parse(localStorage.getItem(ADMIN_ACTIVITY_KEY)!)).toEqual([anActivity(1)]);
    expect(await new LocalAdminActivityLog(localStorage, new RecordingLogger()).recent(5)).toEqual([anActivity(1)]);
  });

  it.each([
    ['not JSON', '[{"action"'],
    ['not a list', '{"action":"added"}'],
    ['an entry of the wrong shape', JSON.stringify([anActivity(1), { action: 'hacked', productId: 2, productTitle: '<b>x</b>', at: 0 }])],
  ])('reads a tampered log (%s) as empty, with a warning, and starts it afresh', async (_what, raw) => {
    localStorage.setItem(ADMIN_ACTIVITY_KEY, raw);
    const logger = new RecordingLogger();
    const log = new LocalAdminActivityLog(localStorage, logger);
    expect(await log.recent(5)).toEqual([]);
    expect(logger.warnings).toEqual([`The stored admin activity under "${ADMIN_ACTIVITY_KEY}" is unreadable; showing none.`]);
    await log.record(anActivity(3));
    expect(await log.recent(5)).toEqual([anActivity(3)]);
  });

  it('reports a write the storage refuses', async () => {
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    await expect(new LocalAdminActivityLog(full, new RecordingLogger()).record(anActivity(1))).rejects.toBeInstanceOf(StorageWriteError);
  });
});
