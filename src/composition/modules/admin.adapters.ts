// The admin area's adapters in the browser backends, in one chunk fetched at the first call of any
// of them (./admin.module.ts binds them with deferred()): they load with the admin area.
export { BookOrderFigures } from '../../adapters/in-browser/book-order-figures';
export { QrcodeRenderer } from '../../adapters/browser/qrcode-renderer';
export { LocalAdminActivityLog } from '../../adapters/local/local-admin-activity-log';
export { LocalAdminSignInLog } from '../../adapters/local/local-admin-sign-in-log';
export { LocalMigrationSource } from '../../adapters/local/local-migration-source';
export { UnconfiguredMigrationTarget } from '../../adapters/local/unconfigured-migration-target';
export { MemoryAdminActivityLog } from '../../adapters/memory/memory-admin-activity-log';
export { MemoryAdminSignInLog } from '../../adapters/memory/memory-admin-sign-in-log';
export { MemoryMigrationSource } from '../../adapters/memory/memory-migration-source';
// The rules the store settings read the shop's identity by: the settings come with the first load, these when read.
export { DEFAULT_SHOP_IDENTITY, readShopIdentity } from '../../domain/settings/shop-identity-settings';
// The Reports section's sums over the book (./reports.module.ts).
export { BookSalesReports } from '../../adapters/in-browser/book-sales-reports';
