import { describe, expect, it } from 'vitest';
import { MemoryMigrationSource } from '../../../src/adapters/memory/memory-migration-source';
import { MemoryMigrationTarget } from '../../../src/adapters/memory/memory-migration-target';
import { LocalDataMigration, MIGRATION_BATCH_SIZE, type MigrationProgress } from '../../../src/application/migration/local-data-migration';
import type { LocalDataSnapshot } from '../../../src/application/ports/migration-source';
import type { MigrationTarget } from '../../../src/application/ports/migration-target';
import { aProduct } from '../../support/products';

const LOCAL: LocalDataSnapshot = {
  products: [
    aProduct({ id: 1, title: 'Classic Tee', sku: 'TSH1001' }),
    aProduct({ id: 2, title: 'Slim Jeans', sku: 'JEA2002', category: 'jeans' }),
    // Legacy records: text price and stock; one without a SKU.
    { name: 'Old Hoodie', price: 'n/a', stock: '3', category: 'hoodies', sku: 'OLD-1' },
    { name: 'Nameless SKU-less', price: 10 },
  ],
  users: {
    '9876543210': { name: 'Asha', phone: '9876543210', registeredAt: '2024-05-01T10:00:00.000Z' },
    admin: { registeredAt: '2024-01-01T00:00:00.000Z' },
  },
};

function migrationOf(snapshot: LocalDataSnapshot, target: MigrationTarget = new MemoryMigrationTarget()) {
  const source = new MemoryMigrationSource(snapshot);
  return { source, target, migration: new LocalDataMigration(source, target) };
}

describe('LocalDataMigration', () => {
  it('copies every product and user, reports each outcome, and keeps the local data when one failed', async () => {
    const { source, target, migration } = migrationOf(LOCAL);
    const report = await migration.run();
    expect(report).toEqual({ created: 5, updated: 0, unchanged: 0, failed: [{ label: 'Nameless SKU-less', reason: '"Nameless SKU-less" has no SKU to recognise it by on a second run' }] });
    const memory = target as MemoryMigrationTarget;
    expect(memory.products.get('OLD-1')).toMatchObject({ name: 'Old Hoodie', price: 0 });
    // A product from before variants: its one stock spread over its sizes.
    expect(memory.products.get('OLD-1')?.grid.variants.map((variant) => variant.stock)).toEqual([1, 1, 1, 0, 0]);
    expect([...memory.users.values()].map((u) => [u.name, u.role])).toEqual([
      ['Asha', 'user'],
      ['admin', 'admin'],
    ]);
    // Nothing local is deleted after a failure.
    expect(await source.read()).toBe(LOCAL);
  });

  it('clears the local data after a complete run; a second run over the same data creates nothing', async () => {
    const complete: LocalDataSnapshot = { ...LOCAL, products: LOCAL.products.slice(0, 3) };
    const target = new MemoryMigrationTarget();
    const first = migrationOf(complete, target);
    expect(await first.migration.run()).toEqual({ created: 5, updated: 0, unchanged: 0, failed: [] });
    expect(await first.source.read()).toEqual({ products: [], users: {} });

    const second = migrationOf(complete, target);
    expect(await second.migration.run()).toEqual({ created: 0, updated: 0, unchanged: 5, failed: [] });
  });

  it('says how far it has got, batch by batch', async () => {
    const many: LocalDataSnapshot = {
      products: Array.from({ length: MIGRATION_BATCH_SIZE * 2 + 20 }, (_, i) => aProduct({ id: i + 1, title: `Product ${i + 1}`, sku: `SKU${i + 1}` })),
      users: { '9876543210': { name: 'Asha' } },
    };
    const progress: MigrationProgress[] = [];
    await migrationOf(many).migration.run((p) => progress.push(p));
    expect(progress).toEqual([
      { done: 0, total: 121 },
      { done: 50, total: 121 },
      { done: 100, total: 121 },
      { done: 120, total: 121 },
      { done: 121, total: 121 },
    ]);
  });

  it('counts a batch the project fails as failed records with its reason, goes on with the next, and deletes nothing', async () => {
    const memory = new MemoryMigrationTarget();
    const flaky: MigrationTarget = {
      isConfigured: async () => true,
      upsertProducts: async () => {
        throw new Error('Connection error');
      },
      upsertUsers: (records) => memory.upsertUsers(records),
    };
    const { source, migration } = migrationOf(LOCAL, flaky);
    const report = await migration.run();
    expect(report.created).toBe(2);
    expect(report.failed.map((f) => f.reason)).toEqual([
      '"Nameless SKU-less" has no SKU to recognise it by on a second run',
      'Connection error',
      'Connection error',
      'Connection error',
    ]);
    expect(report.failed.map((f) => f.label)).toEqual(['Nameless SKU-less', 'Classic Tee (TSH1001)', 'Slim Jeans (JEA2002)', 'Old Hoodie (OLD-1)']);
    expect(await source.read()).toBe(LOCAL);
  });
});
