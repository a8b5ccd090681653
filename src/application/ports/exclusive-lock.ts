/**
 * One holder at a time for a named lock, across every tab of this browser that runs the store: a
 * read-decide-write of shared browser storage (the login throttle's counts, later the stock an order
 * takes) runs inside `run`, and no other tab's runs in between. `run` rejects, running nothing,
 * when the lock cannot be had; the caller then refuses what needed it (fail closed).
 */
export interface ExclusiveLock {
  run<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export const EXCLUSIVE_LOCK = Symbol('ExclusiveLock');
