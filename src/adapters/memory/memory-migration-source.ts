import type { LocalDataSnapshot, MigrationSource } from '../../application/ports/migration-source';

/** Local data held in memory: for tests and for the memory backend's demos. */
export class MemoryMigrationSource implements MigrationSource {
  private snapshot: LocalDataSnapshot;

  constructor(snapshot: LocalDataSnapshot = { products: [], users: {} }) {
    this.snapshot = snapshot;
  }

  async read(): Promise<LocalDataSnapshot> {
    return this.snapshot;
  }

  async clearMigrated(): Promise<void> {
    this.snapshot = { products: [], users: {} };
  }
}
