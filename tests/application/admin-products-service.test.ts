import { describe, expect, it } from 'vitest';
import { AdminProductsService } from '../../src/application/admin/admin-products-service';
import { StorageWriteError, type ProductRepository } from '../../src/application/ports/product-repository';
import { NEW_PRODUCT_VALUES, formValuesOf, type ProductFormValues } from '../../src/domain/admin/product-form';
import type { Product } from '../../src/domain/catalogue/product';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

const NOW = 1_700_000_123_456;
const filled: ProductFormValues = { ...NEW_PRODUCT_VALUES, title: 'Linen Shirt', price: '800', originalPrice: '1600', image: '/images/products/11.svg' };

function setUp(products: readonly Product[] = Array.from({ length: 25 }, (_, i) => aProduct({ id: i + 1 }))) {
  const test = createTestContainer({ products });
  test.clock.advance(NOW - test.clock.now());
  return { ...test, service: test.container.get(AdminProductsService) };
}

const ids = (products: readonly Product[]) => products.map((p) => p.id);

describe('AdminProductsService: the table', () => {
  it('asks the store for one page of 10 and says how many pages there are', async () => {
    const { service, products } = setUp();
    const asked: unknown[] = [];
    const productTable = products.productTable.bind(products);
    products.productTable = (query) => {
      asked.push(query);
      return productTable(query);
    };
    const page = await service.table('', 3);
    expect(ids(page.products)).toEqual([21, 22, 23, 24, 25]);
    expect({ total: page.total, page: page.page, pageCount: page.pageCount }).toEqual({ total: 25, page: 3, pageCount: 3 });
    expect(asked).toEqual([{ search: '', page: { offset: 20, limit: 10 } }]);
  });

  it('searches title, category and sku', async () => {
    const { service } = setUp([aProduct({ id: 1, title: 'Denim Jacket' }), aProduct({ id: 2, category: 'jeans' }), aProduct({ id: 3 })]);
    expect(ids((await service.table('DEN', 1)).products)).toEqual([1]);
    expect(ids((await service.table('jea', 1)).products)).toEqual([2]);
    expect(ids((await service.table('TSH3003', 1)).products)).toEqual([3]);
  });

  it('answers the last page for a page past the end (its last product was deleted)', async () => {
    const { service, products } = setUp();
    for (const id of [21, 22, 23, 24, 25]) await products.remove(id);
    const page = await service.table('', 3);
    expect({ ids: ids(page.products), page: page.page, pageCount: page.pageCount }).toEqual({ ids: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], page: 2, pageCount: 2 });
  });

  it('answers page 1 of nothing when nothing matches', async () => {
    const { service } = setUp();
    expect(await service.table('velvet', 4)).toEqual({ products: [], total: 0, page: 1, pageCount: 0 });
  });
});

describe('AdminProductsService: adding, updating, deleting', () => {
  it('adds a product under a new id with a generated SKU, says so and records it', async () => {
    const { service, products, notifier, activity } = setUp();
    const outcome = await service.add({ ...filled, category: 'shirts' });
    expect(outcome.kind).toBe('saved');
    const added = (await products.product({ id: 26, similarLimit: 0 }))!.product;
    expect(added).toMatchObject({ id: 26, title: 'Linen Shirt', price: 800, originalPrice: 1600, discountPercentage: 50, sku: 'SHI-123456', stock: 10, rating: 4, ratingCount: 0 });
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Product added successfully' }]);
    expect(await activity.recent(5)).toEqual([{ action: 'added', productId: 26, productTitle: 'Linen Shirt', at: NOW }]);
  });

  it('keeps a SKU the form already generated', async () => {
    const { service } = setUp();
    expect(service.newSku('jeans')).toBe('JEA-123456');
    const outcome = await service.add({ ...filled, sku: 'TSH-000001' });
    expect(outcome.kind === 'saved' && outcome.product.sku).toBe('TSH-000001');
  });

  it('refuses a form without its required fields: the spec toast, nothing saved, nothing recorded', async () => {
    const { service, products, notifier, activity } = setUp();
    for (const values of [NEW_PRODUCT_VALUES, { ...filled, title: ' ' }, { ...filled, price: '0' }, { ...filled, originalPrice: '' }, { ...filled, image: '' }]) {
      expect(await service.add(values)).toEqual({ kind: 'incomplete' });
    }
    expect((await products.catalogue({ order: 'catalogue' })).total).toBe(25);
    expect(notifier.notices).toHaveLength(5);
    expect(notifier.notices[0]).toEqual({ kind: 'error', title: 'Error', description: 'Please fill all required fields' });
    expect(await activity.recent(5)).toEqual([]);
  });

  it('updates a product in place, keeping its id and SKU', async () => {
    const { service, products, notifier, activity } = setUp();
    const original = (await products.product({ id: 4, similarLimit: 0 }))!.product;
    const outcome = await service.update(original, { ...formValuesOf(original), title: 'Renamed', price: '250', sku: 'IGNORED' });
    expect(outcome.kind).toBe('saved');
    const updated = (await products.product({ id: 4, similarLimit: 0 }))!.product;
    expect(updated).toEqual({ ...original, title: 'Renamed', price: 250, discountPercentage: 75 });
    expect(ids((await products.catalogue({ order: 'catalogue', page: { offset: 3, limit: 1 } })).items)).toEqual([4]);
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Product updated successfully' }]);
    expect((await activity.recent(1))[0]).toEqual({ action: 'updated', productId: 4, productTitle: 'Renamed', at: NOW });
  });

  it('deletes a product, says so and records it', async () => {
    const { service, products, notifier, activity } = setUp();
    const product = (await products.product({ id: 4, similarLimit: 0 }))!.product;
    expect((await service.remove(product)).kind).toBe('saved');
    expect(await products.product({ id: 4, similarLimit: 0 })).toBeUndefined();
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Product deleted successfully' }]);
    expect((await activity.recent(1))[0]).toEqual({ action: 'deleted', productId: 4, productTitle: 'Product 4', at: NOW });
  });

  it('says when the store refuses a write, and records nothing', async () => {
    const { service, products, notifier, activity } = setUp();
    const refuse = () => Promise.reject(new StorageWriteError('The catalogue could not be saved: browser storage is full or unavailable.'));
    const broken = products as ProductRepository;
    broken.add = refuse;
    broken.save = refuse;
    broken.remove = refuse;
    expect(await service.add(filled)).toEqual({ kind: 'failed' });
    expect(await service.update(aProduct({ id: 1 }), filled)).toEqual({ kind: 'failed' });
    expect(await service.remove(aProduct({ id: 1 }))).toEqual({ kind: 'failed' });
    expect(notifier.notices.map((n) => [n.kind, n.title, n.description])).toEqual(
      Array(3).fill(['error', 'Save Failed', 'The catalogue could not be saved: browser storage is full or unavailable.']),
    );
    expect(await activity.recent(5)).toEqual([]);
  });

  it('still reports the change as made when only the activity log cannot be written', async () => {
    const { service, activity, logger, notifier } = setUp();
    activity.record = () => Promise.reject(new Error('quota'));
    expect((await service.add(filled)).kind).toBe('saved');
    expect(notifier.notices.map((n) => n.description)).toEqual(['Product added successfully']);
    expect(logger.warnings).toEqual(['The admin activity could not be recorded.']);
  });
});
