import { describe, expect, it } from 'vitest';
import type { LocalDataSnapshot, MigrationSource } from '../../src/application/ports/migration-source';

/** What every MigrationSource adapter must do; `create(snapshot)` gives one holding that data. */
export function migrationSourceContract(name: string, create: (snapshot: LocalDataSnapshot) => MigrationSource) {
  describe(`${name} — MigrationSource contract`, () => {
    const snapshot: LocalDataSnapshot = {
      products: [{ id: 1, title: 'Classic Tee', sku: 'TSH1001', price: 499 }, { name: 'Old Hoodie', price: 'n/a' }],
      users: { '9876543210': { name: 'Asha', phone: '9876543210' }, admin: { registeredAt: '2024-01-01T00:00:00.000Z' } },
    };

    it('reads the products and users as they are stored', async () => {
      expect(await create(snapshot).read()).toEqual(snapshot);
    });

    it('holds nothing once the migrated data is cleared', async () => {
      const source = create(snapshot);
      await source.clearMigrated();
      expect(await source.read()).toEqual({ products: [], users: {} });
    });
  });
}
