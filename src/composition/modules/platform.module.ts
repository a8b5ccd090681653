import type { Bind } from 'inversify';
import { CLOCK, type Clock } from '../../application/ports/clock';
import { LOGGER, type Logger } from '../../application/ports/logger';
import { NOTIFIER, type Notifier } from '../../application/ports/notifier';
import type { Backend } from '../backend';
import { featureModule } from '../feature-module';

const bindPlatform = (bind: Bind, { clock, logger, notifier }: Backend) => {
  bind<Clock>(CLOCK).toConstantValue(clock);
  bind<Logger>(LOGGER).toConstantValue(logger);
  bind<Notifier>(NOTIFIER).toConstantValue(notifier);
};

/** The time, the log and the toasts: the page's own, whatever keeps the data. */
export const platformModule = featureModule({ memory: bindPlatform, local: bindPlatform, supabase: bindPlatform });
