// The cross-tab lock's code, fetched with its first use (the login throttle's): no part of the
// storefront's first load (./platform.module.ts binds it with deferred()).
export { WebLocksExclusiveLock } from '../../adapters/browser/web-locks-exclusive-lock';
export { MemoryExclusiveLock } from '../../adapters/memory/memory-exclusive-lock';
