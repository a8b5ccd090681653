import type { ExclusiveLock } from '../../application/ports/exclusive-lock';

/**
 * An in-process mutex: one task at a time for each name, in the order asked, within this page (or
 * this test). Enough for the memory backend, whose data is this tab's own.
 */
export class MemoryExclusiveLock implements ExclusiveLock {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(name: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(name) ?? Promise.resolve();
    const result = previous.then(() => task());
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(name, tail);
    void tail.then(() => {
      if (this.tails.get(name) === tail) this.tails.delete(name);
    });
    return result;
  }
}
