import type { Bind, ResolutionContext } from 'inversify';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../../application/ports/admin-activity-log';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../../application/ports/admin-sign-in-log';
import { MIGRATION_SOURCE, type MigrationSource } from '../../application/ports/migration-source';
import { MIGRATION_TARGET, type MigrationTarget } from '../../application/ports/migration-target';
import { ORDER_FIGURES, type OrderFigureQueries } from '../../application/ports/order-figures';
import { SHOPPER_SIGN_IN_LOG, type ShopperSignInLog } from '../../application/ports/shopper-sign-in-log';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../application/ports/qr-code-renderer';
import { STORE_SETTINGS, type StoreSettings } from '../../application/ports/store-settings';
import { LocalStoreSettings } from '../../adapters/local/local-store-settings';
import { MemoryStoreSettings } from '../../adapters/memory/memory-store-settings';
import type { WholeOrderBook } from '../../adapters/in-browser/whole-order-book';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';
import { WHOLE_ORDER_BOOK } from '../whole-order-book';

const code = () => import('./admin.adapters');

// The qrcode library loads with the first screen that draws a code: the two-factor set-up, or a UPI
// payment on a wide screen. A chunk of its own would add a runtime chunk to every first load
// (rolldown), so it stays with the admin's adapters, loaded on demand.
const bindQrCodes = (bind: Bind) => bind<QrCodeRenderer>(QR_CODE_RENDERER).toConstantValue(deferred(async () => new (await code()).QrcodeRenderer()));

// The browser backends count the figures from their own order book (the one the checkout binds)
// and their own shoppers' logins, in the browser.
const bindBookFigures = (bind: Bind) =>
  bind<OrderFigureQueries>(ORDER_FIGURES)
    .toDynamicValue((context: ResolutionContext) => {
      const book = context.get<WholeOrderBook>(WHOLE_ORDER_BOOK);
      const signIns = context.get<ShopperSignInLog>(SHOPPER_SIGN_IN_LOG);
      return deferred<OrderFigureQueries>(async () => new (await code()).BookOrderFigures(book, signIns));
    })
    .inSingletonScope();

/**
 * The admin area: the store's settings (which every page shows, so they come with the first load),
 * and the logs, the migration and the QR codes, whose adapters load with the admin area. The local
 * and memory backends have no Supabase project to migrate to: their target says so. The orders'
 * figures for the Dashboard (ORDER_FIGURES): counted from the book in a browser's backend, in SQL on Supabase.
 */
export const adminModule = featureModule({
  memory: (bind, { window }) => {
    bind<StoreSettings>(STORE_SETTINGS).toConstantValue(new MemoryStoreSettings(code));
    bind<AdminActivityLog>(ADMIN_ACTIVITY_LOG).toConstantValue(deferred(async () => new (await code()).MemoryAdminActivityLog()));
    bind<AdminSignInLog>(ADMIN_SIGN_IN_LOG).toConstantValue(deferred(async () => new (await code()).MemoryAdminSignInLog(window.navigator.userAgent)));
    bind<MigrationSource>(MIGRATION_SOURCE).toConstantValue(deferred(async () => new (await code()).MemoryMigrationSource()));
    bind<MigrationTarget>(MIGRATION_TARGET).toConstantValue(deferred(async () => new (await code()).UnconfiguredMigrationTarget()));
    bindBookFigures(bind);
    bindQrCodes(bind);
  },
  local: (bind, { window, logger }) => {
    bind<StoreSettings>(STORE_SETTINGS).toConstantValue(new LocalStoreSettings(window.localStorage, logger, code, window));
    bind<AdminActivityLog>(ADMIN_ACTIVITY_LOG).toConstantValue(deferred(async () => new (await code()).LocalAdminActivityLog(window.localStorage, logger)));
    bind<AdminSignInLog>(ADMIN_SIGN_IN_LOG).toConstantValue(
      deferred(async () => new (await code()).LocalAdminSignInLog(window.localStorage, logger, window.navigator.userAgent, () => window.crypto.randomUUID())),
    );
    bind<MigrationSource>(MIGRATION_SOURCE).toConstantValue(deferred(async () => new (await code()).LocalMigrationSource(window.localStorage, logger)));
    bind<MigrationTarget>(MIGRATION_TARGET).toConstantValue(deferred(async () => new (await code()).UnconfiguredMigrationTarget()));
    bindBookFigures(bind);
    bindQrCodes(bind);
  },
  supabase: (bind, { window, logger, client, settings }) => {
    // Read while connecting, so that the first render shows them.
    bind<StoreSettings>(STORE_SETTINGS).toConstantValue(settings);
    bind<AdminActivityLog>(ADMIN_ACTIVITY_LOG).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseAdminActivityLog(client)));
    bind<AdminSignInLog>(ADMIN_SIGN_IN_LOG).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseAdminSignInLog(client, window.navigator.userAgent)));
    // What a browser kept while the store ran on its local backend, copied by the admin's migration.
    bind<MigrationSource>(MIGRATION_SOURCE).toConstantValue(deferred(async () => new (await code()).LocalMigrationSource(window.localStorage, logger)));
    bind<MigrationTarget>(MIGRATION_TARGET).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseMigrationTarget(client)));
    bind<OrderFigureQueries>(ORDER_FIGURES).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseOrderFigures(client)));
    bindQrCodes(bind);
  },
});
