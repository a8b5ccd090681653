import { Container } from 'inversify';
import { CLOCK, type Clock } from '../../src/application/ports/clock';
import { LOGGER, type Logger } from '../../src/application/ports/logger';
import { NOTIFIER, type Notifier } from '../../src/application/ports/notifier';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../../src/application/ports/product-repository';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../../src/application/ports/return-path-store';
import { SESSION_STORE, type SessionStore } from '../../src/application/ports/session-store';
import { ManualClock } from '../../src/adapters/memory/manual-clock';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { MemoryReturnPathStore } from '../../src/adapters/memory/memory-return-path-store';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import type { Product } from '../../src/domain/catalogue/product';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { RecordingLogger } from './recording-logger';
import { RecordingNotifier } from './recording-notifier';

export interface TestContainer {
  container: Container;
  clock: ManualClock;
  notifier: RecordingNotifier;
  logger: RecordingLogger;
  products: MemoryProductRepository;
  session: MemorySessionStore;
  returnPath: MemoryReturnPathStore;
}

/** A container with memory adapters, a manual clock and recording notifier/logger. */
export function createTestContainer(options: { products?: readonly Product[] } = {}): TestContainer {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  const parts = {
    clock: new ManualClock(1_700_000_000_000),
    notifier: new RecordingNotifier(),
    logger: new RecordingLogger(),
    products: new MemoryProductRepository(options.products ?? seedProducts(() => 0.5)),
    session: new MemorySessionStore(),
    returnPath: new MemoryReturnPathStore(),
  };
  container.bind<Clock>(CLOCK).toConstantValue(parts.clock);
  container.bind<Notifier>(NOTIFIER).toConstantValue(parts.notifier);
  container.bind<Logger>(LOGGER).toConstantValue(parts.logger);
  container.bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(parts.products);
  container.bind<SessionStore>(SESSION_STORE).toConstantValue(parts.session);
  container.bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(parts.returnPath);
  return { container, ...parts };
}
