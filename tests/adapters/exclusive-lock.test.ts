import { describe, expect, it } from 'vitest';
import type { ExclusiveLock } from '../../src/application/ports/exclusive-lock';
import { LOCK_PREFIX, WebLocksExclusiveLock } from '../../src/adapters/browser/web-locks-exclusive-lock';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { RecordingLogger } from '../support/recording-logger';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

/** What every ExclusiveLock must do within one page (across tabs: e2e/login-throttle.spec.ts). */
function exclusiveLockContract(name: string, create: () => ExclusiveLock) {
  describe(`${name} — ExclusiveLock contract`, () => {
    it('runs one task at a time for a name, in the order asked, and answers each its result', async () => {
      const lock = create();
      const events: string[] = [];
      const task = (id: number) => async () => {
        events.push(`start ${id}`);
        await tick();
        events.push(`end ${id}`);
        return id;
      };
      expect(await Promise.all([1, 2, 3].map((id) => lock.run('counts', task(id))))).toEqual([1, 2, 3]);
      expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    });

    it('rejects with a failed task, and runs the next one', async () => {
      const lock = create();
      const failed = lock.run('counts', () => Promise.reject(new Error('storage full')));
      const next = lock.run('counts', async () => 'ran');
      await expect(failed).rejects.toThrow('storage full');
      expect(await next).toBe('ran');
    });

    it('does not keep one name waiting for another', async () => {
      const lock = create();
      let release: () => void = () => undefined;
      const held = lock.run('a', () => new Promise<void>((resolve) => (release = resolve)));
      expect(await lock.run('b', async () => 'b ran')).toBe('b ran');
      release();
      await held;
    });
  });
}

exclusiveLockContract('MemoryExclusiveLock', () => new MemoryExclusiveLock());
exclusiveLockContract('WebLocksExclusiveLock without the API (in-tab fallback)', () => new WebLocksExclusiveLock(undefined, new RecordingLogger()));

describe('WebLocksExclusiveLock', () => {
  it("asks navigator.locks for an exclusive lock under the store's prefix, and answers the task's result", async () => {
    const asked: unknown[] = [];
    const locks = {
      request: (lockName: string, options: LockOptions, callback: (lock: Lock | null) => unknown) => {
        asked.push([lockName, options]);
        return Promise.resolve(callback({ name: lockName, mode: 'exclusive' } as Lock));
      },
    } as unknown as LockManager;
    expect(await new WebLocksExclusiveLock(locks, new RecordingLogger()).run('login-attempts', async () => 42)).toBe(42);
    expect(asked).toEqual([[`${LOCK_PREFIX}login-attempts`, { mode: 'exclusive' }]]);
  });

  it('rejects, running nothing, when the lock is refused', async () => {
    const locks = { request: () => Promise.reject(new DOMException('The request was aborted.', 'AbortError')) } as unknown as LockManager;
    let ran = false;
    const run = new WebLocksExclusiveLock(locks, new RecordingLogger()).run('login-attempts', async () => {
      ran = true;
    });
    await expect(run).rejects.toThrow('aborted');
    expect(ran).toBe(false);
  });

  it('warns once when the browser has no Web Locks API: tabs are then not kept apart', async () => {
    const logger = new RecordingLogger();
    const lock = new WebLocksExclusiveLock(undefined, logger);
    await lock.run('a', async () => undefined);
    await lock.run('b', async () => undefined);
    expect(logger.warnings).toEqual(['This browser has no Web Locks API: tabs are not kept from racing each other.']);
  });
});
