/** This browser's local data as the migration reads it: as stored, unchecked (the domain maps it). */
export interface LocalDataSnapshot {
  /** The catalogue's products, and any legacy product records, as stored. */
  readonly products: readonly unknown[];
  /** The users map, keyed by phone (or by username in legacy data), as stored. */
  readonly users: Readonly<Record<string, unknown>>;
}

/**
 * Where the migration (issue 12) copies from: the local backend's data. Async, like every port, so
 * that any store can stand behind it.
 */
export interface MigrationSource {
  read(): Promise<LocalDataSnapshot>;
  /** Removes the migrated data (products, users) from this browser: only after a complete migration. */
  clearMigrated(): Promise<void>;
}

export const MIGRATION_SOURCE = Symbol('MigrationSource');
