import { Container } from 'inversify';
import { CLOCK, type Clock } from './application/ports/clock';
import { LOGGER, type Logger } from './application/ports/logger';
import { NOTIFIER, type Notifier } from './application/ports/notifier';
import { PRODUCT_REPOSITORY, type ProductRepository } from './application/ports/product-repository';
import { RETURN_PATH_STORE, type ReturnPathStore } from './application/ports/return-path-store';
import { SESSION_STORE, type SessionStore } from './application/ports/session-store';
import { BrowserClock } from './adapters/browser/browser-clock';
import { ConsoleLogger } from './adapters/browser/console-logger';
import { SonnerNotifier } from './adapters/browser/sonner-notifier';
import { LocalProductRepository, PRODUCT_STORAGE_KEY } from './adapters/local/local-product-repository';
import { LocalSessionStore } from './adapters/local/local-session-store';
import { SessionReturnPathStore } from './adapters/local/session-return-path-store';
import { MemoryProductRepository } from './adapters/memory/memory-product-repository';
import { MemoryReturnPathStore } from './adapters/memory/memory-return-path-store';
import { MemorySessionStore } from './adapters/memory/memory-session-store';
import { seedProducts } from './domain/catalogue/seed-products';

export const STORAGE_KINDS = ['local', 'memory'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export interface AppConfig {
  storage: StorageKind;
}

/** Reads `VITE_STORAGE` (default `local`); an unknown value is a configuration error, said plainly. */
export function readConfig(env: Record<string, string | undefined>): AppConfig {
  const storage = env.VITE_STORAGE?.trim() || 'local';
  if (!(STORAGE_KINDS as readonly string[]).includes(storage)) {
    throw new Error(`VITE_STORAGE must be one of ${STORAGE_KINDS.join(', ')}; got "${storage}".`);
  }
  return { storage: storage as StorageKind };
}

/**
 * The composition root: the only place that chooses adapters. Use cases and view models are
 * @injectable classes resolved by autobinding, so lazily loaded pages bring their own.
 */
export function createContainer(config: AppConfig, notifier: Notifier = new SonnerNotifier()): Container {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  const logger = new ConsoleLogger();
  container.bind<Logger>(LOGGER).toConstantValue(logger);
  container.bind<Clock>(CLOCK).toConstantValue(new BrowserClock());
  container.bind<Notifier>(NOTIFIER).toConstantValue(notifier);

  if (config.storage === 'local') {
    container.bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(localProductRepository(logger));
    container.bind<SessionStore>(SESSION_STORE).toConstantValue(new LocalSessionStore(window.localStorage));
    container.bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new SessionReturnPathStore(window.sessionStorage));
  } else {
    container.bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(new MemoryProductRepository(seedProducts(Math.random)));
    container.bind<SessionStore>(SESSION_STORE).toConstantValue(new MemorySessionStore());
    container.bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new MemoryReturnPathStore());
  }
  return container;
}

function localProductRepository(logger: Logger): LocalProductRepository {
  const products = new LocalProductRepository(window.localStorage, () => seedProducts(Math.random), logger);
  // Another tab (an admin editing the catalogue) changed it: read it again next time.
  window.addEventListener('storage', (event) => {
    if (event.key === PRODUCT_STORAGE_KEY || event.key === null) products.invalidate();
  });
  return products;
}
