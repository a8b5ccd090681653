import type { Bind } from 'inversify';
import { CLOCK, type Clock } from '../../application/ports/clock';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../../application/ports/exclusive-lock';
import { LOGGER, type Logger } from '../../application/ports/logger';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import { WebLocksExclusiveLock } from '../../adapters/browser/web-locks-exclusive-lock';
import { MemoryExclusiveLock } from '../../adapters/memory/memory-exclusive-lock';
import type { Backend } from '../backend';
import { featureModule } from '../feature-module';

const bindPlatform = (bind: Bind, { clock, logger, notifier }: Backend) => {
  bind<Clock>(CLOCK).toConstantValue(clock);
  bind<Logger>(LOGGER).toConstantValue(logger);
  bind<Notifier>(NOTIFIER).toConstantValue(notifier);
};

/**
 * The time, the log and the toasts: the page's own, whatever keeps the data. And the lock that
 * keeps tabs from racing over shared storage: the memory backend's data is this tab's own, the
 * browser backends' (the login throttle's counts) every tab's.
 */
export const platformModule = featureModule({
  memory: (bind, backend) => {
    bindPlatform(bind, backend);
    bind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue(new MemoryExclusiveLock());
  },
  local: (bind, backend) => {
    bindPlatform(bind, backend);
    bind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue(new WebLocksExclusiveLock(backend.window.navigator.locks, backend.logger));
  },
  supabase: (bind, backend) => {
    bindPlatform(bind, backend);
    bind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue(new WebLocksExclusiveLock(backend.window.navigator.locks, backend.logger));
  },
});
