import { describe, expect, it } from 'vitest';
import type { ProductRepository } from '../../src/application/ports/product-repository';
import type { Product } from '../../src/domain/catalogue/product';
import { aProduct } from '../support/products';

/** What every ProductRepository adapter must do; each adapter's test file runs it. */
export function productRepositoryContract(name: string, create: (initial: Product[]) => ProductRepository) {
  describe(`${name} — ProductRepository contract`, () => {
    const initial = [aProduct({ id: 1 }), aProduct({ id: 2, category: 'jeans' })];

    it('lists what it holds', async () => {
      expect(await create(initial).list()).toEqual(initial);
    });

    it('finds by id, and answers undefined for an unknown id', async () => {
      const repo = create(initial);
      expect(await repo.findById(2)).toEqual(initial[1]);
      expect(await repo.findById(404)).toBeUndefined();
    });

    it('inserts a new product at the end and replaces one with the same id in place', async () => {
      const repo = create(initial);
      await repo.save(aProduct({ id: 3, title: 'New' }));
      await repo.save(aProduct({ id: 1, title: 'Renamed' }));
      const list = await repo.list();
      expect(list.map((p) => [p.id, p.title])).toEqual([[1, 'Renamed'], [2, 'Product 2'], [3, 'New']]);
    });

    it('removes by id; removing an unknown id changes nothing', async () => {
      const repo = create(initial);
      await repo.remove(1);
      await repo.remove(404);
      expect((await repo.list()).map((p) => p.id)).toEqual([2]);
    });

    it('hands out copies: changing a returned list does not change the store', async () => {
      const repo = create(initial);
      (await repo.list()).pop();
      expect(await repo.list()).toHaveLength(2);
    });
  });
}
