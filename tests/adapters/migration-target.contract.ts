import { describe, expect, it } from 'vitest';
import type { MigrationTarget } from '../../src/application/ports/migration-target';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';
import type { ProductRecord, UserRecord } from '../../src/domain/migration/migration-records';

/** A grid of S to XXL for the product SKU `sku`, each size's stock from `stock` (S first). */
export const aGrid = (sku: string, stock: readonly number[] = [3, 3, 2, 2, 2]) => makeProductVariants(sku, 'clothing', [], (_, index) => stock[index] ?? 0);

export const aProductRecord = (overrides: Partial<ProductRecord> = {}): ProductRecord => ({
  sku: 'SHI4004',
  name: 'Linen Shirt',
  description: 'Breathes in the heat',
  price: 1299,
  original_price: 1999,
  discount: 35,
  rating: 4.2,
  rating_count: 18,
  image_url: '/images/products/4.svg',
  category: 'shirts',
  brand: 'Urban Style',
  audience: 'men',
  ...overrides,
  grid: overrides.grid ?? aGrid(overrides.sku ?? 'SHI4004'),
});

export const aUserRecord = (overrides: Partial<UserRecord> = {}): UserRecord => ({
  email: 'asha@users.fashionzone.invalid',
  name: 'Asha',
  role: 'user',
  created_at: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

/** What every MigrationTarget adapter must do; `create()` gives a project with empty tables. */
export function migrationTargetContract(name: string, create: () => MigrationTarget | Promise<MigrationTarget>) {
  describe(`${name} — MigrationTarget contract`, () => {
    it('is a project to copy into', async () => {
      expect(await (await create()).isConfigured()).toBe(true);
    });

    it('creates new records, updates changed ones, and leaves equal ones unchanged: a second run creates nothing', async () => {
      const target = await create();
      expect(await target.upsertProducts([aProductRecord(), aProductRecord({ sku: 'JEA1', name: 'Slim Jeans' })])).toEqual([{ kind: 'created' }, { kind: 'created' }]);
      expect(await target.upsertProducts([aProductRecord(), aProductRecord({ sku: 'JEA1', name: 'Slim Jeans', price: 999 })])).toEqual([
        { kind: 'unchanged' },
        { kind: 'updated' },
      ]);
      // One size's stock is a change of the product.
      const restocked = aProductRecord({ grid: aGrid('SHI4004', [3, 0, 2, 2, 9]) });
      expect(await target.upsertProducts([restocked])).toEqual([{ kind: 'updated' }]);
      expect(await target.upsertProducts([restocked])).toEqual([{ kind: 'unchanged' }]);
      expect(await target.upsertUsers([aUserRecord()])).toEqual([{ kind: 'created' }]);
      expect(await target.upsertUsers([aUserRecord()])).toEqual([{ kind: 'unchanged' }]);
      expect(await target.upsertUsers([aUserRecord({ role: 'admin' })])).toEqual([{ kind: 'updated' }]);
    });

    it('fails a record whose name another record holds, in any case, and goes on with the rest', async () => {
      const target = await create();
      await target.upsertProducts([aProductRecord()]);
      const outcomes = await target.upsertProducts([aProductRecord({ sku: 'OTHER', name: 'LINEN SHIRT' }), aProductRecord({ sku: 'NEW', name: 'New Tee' })]);
      expect(outcomes[0]).toMatchObject({ kind: 'failed' });
      expect(outcomes[0]?.kind === 'failed' && outcomes[0].reason).toBeTruthy();
      expect(outcomes[1]).toEqual({ kind: 'created' });
      await target.upsertUsers([aUserRecord()]);
      expect((await target.upsertUsers([aUserRecord({ email: 'other@users.fashionzone.invalid', name: 'asha' })]))[0]).toMatchObject({ kind: 'failed' });
    });
  });
}
