import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { ADMIN_SIGN_INS_KEY, LocalAdminSignInLog } from '../../src/adapters/local/local-admin-sign-in-log';
import { MemoryAdminSignInLog } from '../../src/adapters/memory/memory-admin-sign-in-log';
import { RecordingLogger } from '../support/recording-logger';
import { adminSignInLogContract, USER_AGENT } from './admin-sign-in-log.contract';

let ids = 0;
const local = (storage: Storage = localStorage, logger = new RecordingLogger(), capacity?: number) =>
  new LocalAdminSignInLog(storage, logger, USER_AGENT, () => `id-${++ids}`, capacity);

adminSignInLogContract('MemoryAdminSignInLog', (capacity) => new MemoryAdminSignInLog(USER_AGENT, capacity));
adminSignInLogContract('LocalAdminSignInLog', (capacity) => local(localStorage, new RecordingLogger(), capacity));

describe('LocalAdminSignInLog', () => {
  it('keeps the sign-ins under adminSignIns, with no address: a browser cannot see its own', async () => {
    await local().record(1_000);
    const stored = JSON.parse(localStorage.getItem(ADMIN_SIGN_INS_KEY)!);
    expect(stored).toEqual([{ id: expect.any(String), time: 1_000, userAgent: USER_AGENT }]);
    expect((await local().recent(5))[0]).toMatchObject({ time: 1_000, current: true });
  });

  it.each([
    ['not JSON', '[{"id"'],
    ['not a list', '{"id":"a"}'],
    ['an entry of the wrong shape', JSON.stringify([{ id: 'a', time: 'yesterday', userAgent: 'x' }])],
  ])('reads a tampered log (%s) as empty, with a warning, and starts afresh at the next sign-in', async (_what, raw) => {
    localStorage.setItem(ADMIN_SIGN_INS_KEY, raw);
    const logger = new RecordingLogger();
    const log = local(localStorage, logger);
    expect(await log.recent(5)).toEqual([]);
    expect(logger.warnings).toEqual([`The stored admin sign-ins under "${ADMIN_SIGN_INS_KEY}" are unreadable; showing none.`]);
    await log.end('a', 5);
    expect(localStorage.getItem(ADMIN_SIGN_INS_KEY)).toBe(raw);
    await log.record(3);
    expect((await log.recent(5)).map((entry) => entry.time)).toEqual([3]);
  });

  it('reports a sign-in the storage refuses to keep', async () => {
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    await expect(local(full).record(1)).rejects.toBeInstanceOf(StorageWriteError);
  });
});
