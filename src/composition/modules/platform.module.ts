import type { Bind } from 'inversify';
import { CLOCK, type Clock } from '../../application/ports/clock';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../../application/ports/exclusive-lock';
import { LOGGER, type Logger } from '../../application/ports/logger';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import type { Backend } from '../backend';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';

const code = () => import('./platform.adapters');

const bindPlatform = (bind: Bind, { clock, logger, notifier }: Backend) => {
  bind<Clock>(CLOCK).toConstantValue(clock);
  bind<Logger>(LOGGER).toConstantValue(logger);
  bind<Notifier>(NOTIFIER).toConstantValue(notifier);
};

const webLocks = ({ window, logger }: Backend) =>
  deferred<ExclusiveLock>(async () => new (await code()).WebLocksExclusiveLock(window.navigator.locks, logger));

/**
 * The time, the log and the toasts: the page's own, whatever keeps the data. And the lock that
 * keeps tabs from racing over shared storage: the memory backend's data is this tab's own, the
 * browser backends' (the login throttle's counts) every tab's. The lock's code comes with its first
 * use (deferred).
 */
export const platformModule = featureModule({
  memory: (bind, backend) => {
    bindPlatform(bind, backend);
    bind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue(deferred(async () => new (await code()).MemoryExclusiveLock()));
  },
  local: (bind, backend) => {
    bindPlatform(bind, backend);
    bind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue(webLocks(backend));
  },
  supabase: (bind, backend) => {
    bindPlatform(bind, backend);
    bind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue(webLocks(backend));
  },
});
