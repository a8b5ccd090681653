import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import {
  LocalProductRepository,
  PRODUCT_STORAGE_KEY,
  UNREADABLE_BACKUP_KEY,
} from '../../src/adapters/local/local-product-repository';
import type { Product } from '../../src/domain/catalogue/product';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { aProduct } from '../support/products';
import { RecordingLogger } from '../support/recording-logger';
import { productRepositoryContract } from './product-repository.contract';

function store(products: unknown) {
  localStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify({ state: { products }, version: 0 }));
}

function repository(storage: Storage = localStorage, logger = new RecordingLogger()) {
  return { repo: new LocalProductRepository(storage, () => seedProducts(() => 0.5), logger), logger };
}

/** Everything the repository holds, in catalogue order. */
async function all(repo: LocalProductRepository): Promise<Product[]> {
  return (await repo.catalogue({ order: 'catalogue' })).items;
}

async function titleOf(repo: LocalProductRepository, id: number): Promise<string | undefined> {
  return (await repo.product({ id, similarLimit: 0 }))?.product.title;
}

productRepositoryContract('LocalProductRepository', (initial: Product[]) => {
  store(initial);
  return repository().repo;
});

describe('LocalProductRepository', () => {
  it('seeds the 25 products under product-storage on first start, stock from 10 to 99', async () => {
    const { repo } = repository();
    const products = await all(repo);
    expect(products).toHaveLength(25);
    const stored = JSON.parse(localStorage.getItem(PRODUCT_STORAGE_KEY)!);
    expect(stored.state.products).toHaveLength(25);
    for (const p of products) expect(p.stock).toBeGreaterThanOrEqual(10);
  });

  it('persists writes: a new repository on the same storage sees them', async () => {
    await repository().repo.save(aProduct({ id: 99, title: 'Kept' }));
    expect(await titleOf(repository().repo, 99)).toBe('Kept');
  });

  it('reads a bare array too', async () => {
    localStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify([aProduct({ id: 4 })]));
    expect((await all(repository().repo)).map((p) => p.id)).toEqual([4]);
  });

  it('reseeds from corrupted JSON, keeping a copy of it and warning', async () => {
    localStorage.setItem(PRODUCT_STORAGE_KEY, '{"state": {"products": [');
    const { repo, logger } = repository();
    expect(await all(repo)).toHaveLength(25);
    expect(localStorage.getItem(UNREADABLE_BACKUP_KEY)).toBe('{"state": {"products": [');
    expect(logger.warnings.join(' ')).toMatch(/unreadable/);
  });

  it('reseeds from a wrong shape', async () => {
    localStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify({ state: { items: 3 } }));
    expect(await all(repository().repo)).toHaveLength(25);
  });

  it('keeps the valid records of a tampered list and warns about the others', async () => {
    store([aProduct({ id: 1 }), { id: 2, title: '<script>', price: 'NaN' }, aProduct({ id: 3 })]);
    const { repo, logger } = repository();
    expect((await all(repo)).map((p) => p.id)).toEqual([1, 3]);
    expect(logger.warnings).toEqual([`Ignored 1 invalid product record(s) in "${PRODUCT_STORAGE_KEY}".`]);
  });

  it("leaves out a record whose image address the admin form would refuse, and reads the rest (issue 37, item 9b)", async () => {
    const refused = ['javascript:alert(document.cookie)', ' JavaScript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'data:image/png;base64,AAAA', '//evil.example/a.png', '/\\evil.example/a.png', '/\t/evil.example/a.png', 'vbscript:x', ''];
    const accepted = ['http://cdn.example.com/a.png', 'https://cdn.example.com/b.png', '/images/products/3.svg'];
    store([
      ...refused.map((image, i) => aProduct({ id: 10 + i, image })),
      ...accepted.map((image, i) => aProduct({ id: 30 + i, image })),
    ]);
    const { repo, logger } = repository();
    const read = await all(repo);
    expect(read.map((p) => p.image)).toEqual(accepted);
    for (let i = 0; i < refused.length; i++) expect(await repo.product({ id: 10 + i, similarLimit: 0 })).toBeUndefined();
    expect(logger.warnings).toEqual([`Ignored ${refused.length} invalid product record(s) in "${PRODUCT_STORAGE_KEY}".`]);
  });

  it('reseeds when no stored record is usable', async () => {
    store([{ nonsense: true }]);
    expect(await all(repository().repo)).toHaveLength(25);
  });

  it('reports a failed write (full quota) and loses nothing', async () => {
    store([aProduct({ id: 1, title: 'Original' })]);
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    const { repo } = repository(full);
    const before = localStorage.getItem(PRODUCT_STORAGE_KEY);
    await expect(repo.save(aProduct({ id: 1, title: 'Changed' }))).rejects.toBeInstanceOf(StorageWriteError);
    await expect(repo.remove(1)).rejects.toThrow(/could not be saved/);
    expect(localStorage.getItem(PRODUCT_STORAGE_KEY)).toBe(before);
    expect(await titleOf(repo, 1)).toBe('Original');
  });

  it('still serves the built-in catalogue when storage cannot be written at all', async () => {
    const broken: Storage = Object.create(localStorage, {
      getItem: { value: () => null },
      setItem: {
        value: () => {
          throw new Error('denied');
        },
      },
    });
    const { repo, logger } = repository(broken);
    expect(await all(repo)).toHaveLength(25);
    expect(logger.warnings).toContain('Could not store the built-in catalogue.');
  });

  it('reads again after invalidate (another tab changed the catalogue)', async () => {
    const { repo } = repository();
    await all(repo);
    store([aProduct({ id: 77 })]);
    expect(await all(repo)).toHaveLength(25);
    repo.invalidate();
    expect((await all(repo)).map((p) => p.id)).toEqual([77]);
  });
});
