import { Container, type ServiceIdentifier } from 'inversify';
import type { AccountAdapters } from './accounts-bindings';
import { CLOCK, type Clock } from './application/ports/clock';
import { LOGGER, type Logger } from './application/ports/logger';
import { LOGIN_ATTEMPT_STORE } from './application/ports/login-attempts';
import { PASSWORD_HASHER } from './application/ports/password-hasher';
import { PHONE_VERIFICATION } from './application/ports/phone-verification';
import { RANDOM_SOURCE } from './application/ports/random-source';
import { SECOND_FACTOR } from './application/ports/second-factor';
import { TWO_FACTOR_SECRET_STORE } from './application/ports/two-factor-secret-store';
import { USER_ACCOUNTS } from './application/ports/user-accounts';
import { USER_REPOSITORY } from './application/ports/user-repository';
import { NOTIFIER, type Notifier } from './application/ports/notifier';
import { PRODUCT_REPOSITORY, type ProductRepository } from './application/ports/product-repository';
import { RETURN_PATH_STORE, type ReturnPathStore } from './application/ports/return-path-store';
import { SCROLL_POSITION_STORE, type ScrollPositionStore } from './application/ports/scroll-position-store';
import { SESSION_STORE, type SessionStore } from './application/ports/session-store';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from './application/ports/admin-activity-log';
import { MIGRATION_SOURCE, type MigrationSource } from './application/ports/migration-source';
import { MIGRATION_TARGET, type MigrationTarget } from './application/ports/migration-target';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from './application/ports/admin-sign-in-log';
import { QR_CODE_RENDERER, type QrCodeRenderer } from './application/ports/qr-code-renderer';
import { STORE_SETTINGS, type StoreSettings } from './application/ports/store-settings';
import { BrowserClock } from './adapters/browser/browser-clock';
import { ConsoleLogger } from './adapters/browser/console-logger';
import { SonnerNotifier } from './adapters/browser/sonner-notifier';
import { LocalProductRepository, PRODUCT_STORAGE_KEY } from './adapters/local/local-product-repository';
import { LocalSessionStore } from './adapters/local/local-session-store';
import { SessionReturnPathStore } from './adapters/local/session-return-path-store';
import { SessionScrollPositionStore } from './adapters/local/session-scroll-position-store';
import { MemoryProductRepository } from './adapters/memory/memory-product-repository';
import { MemoryReturnPathStore } from './adapters/memory/memory-return-path-store';
import { MemoryScrollPositionStore } from './adapters/memory/memory-scroll-position-store';
import { MemorySessionStore } from './adapters/memory/memory-session-store';
import { lazyAdapter } from './adapters/lazy-adapter';
import { LocalStoreSettings } from './adapters/local/local-store-settings';
import { MemoryStoreSettings } from './adapters/memory/memory-store-settings';
import { seedProducts } from './domain/catalogue/seed-products';
import { CHAT_TRANSCRIPT_STORE, type ChatTranscriptStore } from './application/ports/chat-transcript-store';
import { GEOLOCATION, type Geolocation } from './application/ports/geolocation';
import { LOCATION_STORE, type LocationStore } from './application/ports/location-store';
import type { SupportAdapters } from './adapters/support-adapters';
import { NOTIFICATION_PREFERENCES_STORE, type NotificationPreferencesStore } from './application/ports/notification-preferences-store';
import type { StorageKind } from './app-config';

/** The loaders of the adapters that only some screens use (./on-demand-adapters.ts), fetched at the first call of any. */
const onDemand = async () => (await import('./on-demand-adapters')).onDemandAdapters;

/** Binds the ports whose adapters depend on where the store keeps its data. */
export type StorageBinding = (container: Container, logger: Logger, clock: Clock) => void;

/**
 * The composition root: the only place that chooses adapters. Use cases and view models are
 * @injectable classes resolved by autobinding, so lazily loaded pages bring their own.
 */
export function createContainer(storage: StorageBinding, notifier: Notifier = new SonnerNotifier()): Container {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  const logger = new ConsoleLogger();
  container.bind<Logger>(LOGGER).toConstantValue(logger);
  const clock = new BrowserClock();
  container.bind<Clock>(CLOCK).toConstantValue(clock);
  container.bind<Notifier>(NOTIFIER).toConstantValue(notifier);
  // The qrcode library loads with the two-factor setup, the one screen that draws a code.
  container.bind<QrCodeRenderer>(QR_CODE_RENDERER).toConstantValue(lazyAdapter(async () => (await onDemand()).qrCodeRenderer()));
  storage(container, logger, clock);
  return container;
}

/** The browser's own storage (localStorage, sessionStorage): the default, needing nothing. */
const bindLocalStorage: StorageBinding = (container, logger, clock) => {
  container.bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(localProductRepository(logger));
  container.bind<SessionStore>(SESSION_STORE).toConstantValue(new LocalSessionStore(window.localStorage, logger, window));
  container.bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new SessionReturnPathStore(window.sessionStorage));
  container.bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new SessionScrollPositionStore(window.sessionStorage));
  bindAccounts(container, 'local', logger, clock);
  container.bind<StoreSettings>(STORE_SETTINGS).toConstantValue(new LocalStoreSettings(window.localStorage, logger, window));
  // The admin's ports: their adapters load with the admin area, not with the storefront.
  container.bind<AdminActivityLog>(ADMIN_ACTIVITY_LOG).toConstantValue(lazyAdapter(async () => (await onDemand()).localAdminActivityLog(logger)));
  bindMigration(container, lazyAdapter(async () => (await onDemand()).localMigrationSource(logger)));
  container.bind<AdminSignInLog>(ADMIN_SIGN_IN_LOG).toConstantValue(lazyAdapter(async () => (await onDemand()).localAdminSignInLog(logger)));
  // Loads with the page that asks for it (its schema is not part of the storefront's first load).
  container
    .bind<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE)
    .toConstantValue(lazyAdapter(async () => (await onDemand()).localNotificationPreferencesStore(logger)));
  bindSupportAndLocation(container, 'local', logger);
};

/** Everything in memory, gone with the tab: for demos. */
const bindMemoryStorage: StorageBinding = (container, logger, clock) => {
  container.bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(new MemoryProductRepository(seedProducts(Math.random)));
  container.bind<SessionStore>(SESSION_STORE).toConstantValue(new MemorySessionStore());
  container.bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(new MemoryReturnPathStore());
  container.bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new MemoryScrollPositionStore());
  bindAccounts(container, 'memory', logger, clock);
  container.bind<StoreSettings>(STORE_SETTINGS).toConstantValue(new MemoryStoreSettings());
  container.bind<AdminActivityLog>(ADMIN_ACTIVITY_LOG).toConstantValue(lazyAdapter(async () => (await onDemand()).memoryAdminActivityLog()));
  bindMigration(container, lazyAdapter(async () => (await onDemand()).memoryMigrationSource()));
  container.bind<AdminSignInLog>(ADMIN_SIGN_IN_LOG).toConstantValue(lazyAdapter(async () => (await onDemand()).memoryAdminSignInLog()));
  container
    .bind<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE)
    .toConstantValue(lazyAdapter(async () => (await onDemand()).memoryNotificationPreferencesStore()));
  bindSupportAndLocation(container, 'memory', logger);
};

/**
 * The account ports, bound to values that load on first use. Their adapters bring the password
 * hasher, zod schemas for the stored users and otpauth, which the storefront's first load must not
 * carry; only the (lazy) account pages ask for them. inversify 8 resolves a `toDynamicValue` whose
 * builder returns a promise through `getAsync`, dependencies included, so the account use cases are
 * resolved with `container.getAsync(LoginService)` (a synchronous `get` refuses them). One module,
 * accounts-bindings.ts, builds every account adapter: one request when the first account page opens.
 */
function bindAccounts(container: Container, storage: 'local' | 'memory', logger: Logger, clock: Clock): void {
  let adapters: Promise<AccountAdapters> | undefined;
  const loaded = () => (adapters ??= import('./accounts-bindings').then((m) => m.accountAdapters(storage, logger, clock)));
  const lazily = <T>(id: ServiceIdentifier<T>, pick: (a: AccountAdapters) => T) =>
    container.bind<T>(id).toDynamicValue(async () => pick(await loaded())).inSingletonScope();

  lazily(USER_ACCOUNTS, (a) => a.accounts);
  lazily(SECOND_FACTOR, (a) => a.secondFactor);
  lazily(USER_REPOSITORY, (a) => a.users);
  lazily(PASSWORD_HASHER, (a) => a.hasher);
  lazily(TWO_FACTOR_SECRET_STORE, (a) => a.twoFactorSecrets);
  lazily(LOGIN_ATTEMPT_STORE, (a) => a.loginAttempts);
  lazily(PHONE_VERIFICATION, (a) => a.phoneVerification);
  lazily(RANDOM_SOURCE, (a) => a.random);
}

/**
 * The migration reads this browser's data and, in the local and memory backends, has no Supabase
 * project to write to: it says so (MigrationService) and changes nothing.
 */
function bindMigration(container: Container, source: MigrationSource): void {
  container.bind<MigrationSource>(MIGRATION_SOURCE).toConstantValue(source);
  container
    .bind<MigrationTarget>(MIGRATION_TARGET)
    .toConstantValue(lazyAdapter(async () => (await onDemand()).unconfiguredMigrationTarget()));
}

/** The backends that need nothing but the browser; the Supabase one is made by src/supabase-storage.ts once its project answers. */
export const BROWSER_STORAGE_BINDINGS: Record<Exclude<StorageKind, 'supabase'>, StorageBinding> = { local: bindLocalStorage, memory: bindMemoryStorage };

function localProductRepository(logger: Logger): LocalProductRepository {
  const products = new LocalProductRepository(window.localStorage, () => seedProducts(Math.random), logger);
  // Another tab (an admin editing the catalogue) changed it: read it again next time.
  window.addEventListener('storage', (event) => {
    if (event.key === PRODUCT_STORAGE_KEY || event.key === null) products.invalidate();
  });
  return products;
}

/**
 * The support chat's and the location prompt's ports. Their adapters load with the chat or the
 * prompt (both fetched on demand), in one module, not with the storefront's first load.
 */
export function bindSupportAndLocation(container: Container, storage: 'local' | 'memory', logger: Logger): void {
  let adapters: Promise<SupportAdapters> | undefined;
  const loaded = () =>
    (adapters ??= import('./adapters/support-adapters').then((m) => (storage === 'local' ? m.localSupportAdapters(window, logger) : m.memorySupportAdapters(window))));
  container.bind<ChatTranscriptStore>(CHAT_TRANSCRIPT_STORE).toConstantValue(lazyAdapter(async () => (await loaded()).transcript));
  container.bind<LocationStore>(LOCATION_STORE).toConstantValue(lazyAdapter(async () => (await loaded()).location));
  container.bind<Geolocation>(GEOLOCATION).toConstantValue(lazyAdapter(async () => (await loaded()).geolocation));
}
