// Part of the composition root: the adapters of the ports that only some screens use (the admin
// area, two-factor set-up, notification preferences), each loading its own code when first called.
// container.ts fetches this module at the first call of any of them, so that the storefront's first
// load carries one loader for all of them rather than one each, with the list of its files.
import type { Logger } from './application/ports/logger';

export const onDemandAdapters = {
  // The qrcode library loads with the two-factor setup, the one screen that draws a code.
  qrCodeRenderer: async () => new (await import('./adapters/browser/qrcode-renderer')).QrcodeRenderer(),
  unconfiguredMigrationTarget: async () => new (await import('./adapters/local/unconfigured-migration-target')).UnconfiguredMigrationTarget(),

  localAdminActivityLog: async (logger: Logger) =>
    new (await import('./adapters/local/local-admin-activity-log')).LocalAdminActivityLog(window.localStorage, logger),
  localMigrationSource: async (logger: Logger) =>
    new (await import('./adapters/local/local-migration-source')).LocalMigrationSource(window.localStorage, logger),
  localAdminSignInLog: async (logger: Logger) =>
    new (await import('./adapters/local/local-admin-sign-in-log')).LocalAdminSignInLog(window.localStorage, logger, navigator.userAgent, () =>
      crypto.randomUUID(),
    ),
  localNotificationPreferencesStore: async (logger: Logger) =>
    new (await import('./adapters/local/local-notification-preferences-store')).LocalNotificationPreferencesStore(window.localStorage, logger),

  memoryAdminActivityLog: async () => new (await import('./adapters/memory/memory-admin-activity-log')).MemoryAdminActivityLog(),
  memoryMigrationSource: async () => new (await import('./adapters/memory/memory-migration-source')).MemoryMigrationSource(),
  memoryAdminSignInLog: async () => new (await import('./adapters/memory/memory-admin-sign-in-log')).MemoryAdminSignInLog(navigator.userAgent),
  memoryNotificationPreferencesStore: async () =>
    new (await import('./adapters/memory/memory-notification-preferences-store')).MemoryNotificationPreferencesStore(),
};
