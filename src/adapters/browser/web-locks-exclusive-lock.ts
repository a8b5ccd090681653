import type { ExclusiveLock } from '../../application/ports/exclusive-lock';
import type { Logger } from '../../application/ports/logger';
import { MemoryExclusiveLock } from '../memory/memory-exclusive-lock';

/** Every lock this store takes is named under this prefix, apart from other scripts of the origin. */
export const LOCK_PREFIX = 'fashion-zone:';

/**
 * The Web Locks API (`navigator.locks`): an exclusive lock held across the tabs and workers of this
 * origin, released when the task settles or the tab closes. A browser without it (one too old, or a
 * page not served over https or from localhost, where the API is absent) gets an in-tab mutex
 * instead, with a warning: tries from one tab stay in order, but two tabs are no longer kept apart.
 */
export class WebLocksExclusiveLock implements ExclusiveLock {
  private fallback: MemoryExclusiveLock | undefined;

  constructor(
    private readonly locks: LockManager | undefined,
    private readonly logger: Logger,
  ) {}

  async run<T>(name: string, task: () => Promise<T>): Promise<T> {
    if (this.locks) return await this.locks.request(LOCK_PREFIX + name, { mode: 'exclusive' }, () => task());
    if (!this.fallback) {
      this.logger.warn('This browser has no Web Locks API: tabs are not kept from racing each other.');
      this.fallback = new MemoryExclusiveLock();
    }
    return this.fallback.run(name, task);
  }
}
