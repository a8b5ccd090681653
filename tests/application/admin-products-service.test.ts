import { describe, expect, it } from 'vitest';
import { AdminProductsService } from '../../src/application/admin/admin-products-service';
import { type ProductRepository } from '../../src/application/ports/product-repository';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { NEW_PRODUCT_VALUES, formValuesOf, type ProductFormValues } from '../../src/domain/admin/product-form';
import type { Product } from '../../src/domain/catalogue/product';
import { logInAdmin } from '../support/admin-session';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

const NOW = 1_700_000_123_456;
const filled: ProductFormValues = { ...NEW_PRODUCT_VALUES, title: 'Linen Shirt', price: '800', originalPrice: '1600', image: '/images/products/11.svg' };

function setUp(products: readonly Product[] = Array.from({ length: 25 }, (_, i) => aProduct({ id: i + 1 }))) {
  const test = logInAdmin(createTestContainer({ products }));
  test.clock.advance(NOW - test.clock.now());
  return { ...test, service: test.container.get(AdminProductsService) };
}

const ids = (products: readonly Product[]) => products.map((p) => p.id);

/** The table's page, for the admin (the tests of refusals are below). */
async function table(service: AdminProductsService, search: string, page: number) {
  const answer = await service.table(search, page);
  if (answer.kind !== 'ok') throw new Error(`the admin was refused: ${answer.kind}`);
  return answer;
}

describe('AdminProductsService: the table', () => {
  it('asks the store for one page of 10 and says how many pages there are', async () => {
    const { service, products } = setUp();
    const asked: unknown[] = [];
    const productTable = products.productTable.bind(products);
    products.productTable = (query) => {
      asked.push(query);
      return productTable(query);
    };
    const page = await table(service, '', 3);
    expect(ids(page.products)).toEqual([21, 22, 23, 24, 25]);
    expect({ total: page.total, page: page.page, pageCount: page.pageCount }).toEqual({ total: 25, page: 3, pageCount: 3 });
    expect(asked).toEqual([{ search: '', page: { offset: 20, limit: 10 } }]);
  });

  it('searches title, category and sku', async () => {
    const { service } = setUp([aProduct({ id: 1, title: 'Denim Jacket' }), aProduct({ id: 2, category: 'jeans' }), aProduct({ id: 3 })]);
    expect(ids((await table(service, 'DEN', 1)).products)).toEqual([1]);
    expect(ids((await table(service, 'jea', 1)).products)).toEqual([2]);
    expect(ids((await table(service, 'TSH3003', 1)).products)).toEqual([3]);
  });

  it('answers the last page for a page past the end (its last product was deleted)', async () => {
    const { service, products } = setUp();
    for (const id of [21, 22, 23, 24, 25]) await products.remove(id);
    const page = await table(service, '', 3);
    expect({ ids: ids(page.products), page: page.page, pageCount: page.pageCount }).toEqual({ ids: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20], page: 2, pageCount: 2 });
  });

  it('answers page 1 of nothing when nothing matches', async () => {
    const { service } = setUp();
    expect(await service.table('velvet', 4)).toEqual({ kind: 'ok', products: [], total: 0, page: 1, pageCount: 0 });
  });
});

describe('AdminProductsService: adding, updating, deleting', () => {
  it("adds a product under a new id with a generated SKU, answers 'ok' with it and records it", async () => {
    const { service, products, notifier, activity } = setUp();
    const outcome = await service.add({ ...filled, category: 'shirts' });
    expect(outcome).toMatchObject({ kind: 'ok', product: { id: 26, title: 'Linen Shirt' } });
    const added = (await products.product({ id: 26, similarLimit: 0 }))!.product;
    expect(added).toMatchObject({ id: 26, title: 'Linen Shirt', price: 800, originalPrice: 1600, discountPercentage: 50, sku: 'SHI-123456', stock: 10, rating: 4, ratingCount: 0 });
    expect(await activity.recent(5)).toEqual([{ action: 'added', productId: 26, productTitle: 'Linen Shirt', at: NOW }]);
    // The use case answers; the view model says it.
    expect(notifier.notices).toEqual([]);
  });

  it('keeps a SKU the form already generated', async () => {
    const { service } = setUp();
    expect(service.newSku('jeans')).toBe('JEA-123456');
    const outcome = await service.add({ ...filled, sku: 'TSH-000001' });
    expect(outcome.kind === 'ok' && outcome.product.sku).toBe('TSH-000001');
  });

  it("answers 'incomplete' to a form without its required fields (the form's one schema): nothing saved, nothing recorded", async () => {
    const { service, products, activity } = setUp();
    for (const values of [NEW_PRODUCT_VALUES, { ...filled, title: ' ' }, { ...filled, price: '0' }, { ...filled, originalPrice: '' }, { ...filled, image: '' }]) {
      expect(await service.add(values)).toEqual({ kind: 'incomplete' });
    }
    // Required fields come first, whatever else fails.
    expect(await service.add({ ...filled, title: '', rating: '9' })).toEqual({ kind: 'incomplete' });
    expect(await service.update(aProduct({ id: 4 }), { ...filled, image: '' })).toEqual({ kind: 'incomplete' });
    expect((await products.catalogue({ order: 'catalogue' })).total).toBe(25);
    expect(await activity.recent(5)).toEqual([]);
  });

  it("answers 'invalid' with each field's message when a field breaks its rule: nothing saved", async () => {
    const { service, products, activity } = setUp();
    expect(await service.add({ ...filled, price: '2000', stock: '-3', image: 'javascript:alert(1)' })).toEqual({
      kind: 'invalid',
      errors: {
        price: 'Price cannot be above the original price',
        stock: 'Stock cannot be negative',
        image: 'Image URL must start with http://, https:// or /',
      },
    });
    const original = (await products.product({ id: 4, similarLimit: 0 }))!.product;
    expect(await service.update(original, { ...formValuesOf(original), rating: '5.5' })).toEqual({ kind: 'invalid', errors: { rating: 'Rating must be between 0 and 5' } });
    expect((await products.product({ id: 4, similarLimit: 0 }))!.product).toEqual(original);
    expect((await products.catalogue({ order: 'catalogue' })).total).toBe(25);
    expect(await activity.recent(5)).toEqual([]);
  });

  it('updates a product in place, keeping its id and SKU', async () => {
    const { service, products, activity } = setUp();
    const original = (await products.product({ id: 4, similarLimit: 0 }))!.product;
    const outcome = await service.update(original, { ...formValuesOf(original), title: 'Renamed', price: '250', sku: 'IGNORED' });
    const updated = (await products.product({ id: 4, similarLimit: 0 }))!.product;
    expect(updated).toEqual({ ...original, title: 'Renamed', price: 250, discountPercentage: 75 });
    expect(outcome).toEqual({ kind: 'ok', product: updated });
    expect(ids((await products.catalogue({ order: 'catalogue', page: { offset: 3, limit: 1 } })).items)).toEqual([4]);
    expect((await activity.recent(1))[0]).toEqual({ action: 'updated', productId: 4, productTitle: 'Renamed', at: NOW });
  });

  it("deletes a product, answers 'ok' and records it", async () => {
    const { service, products, activity } = setUp();
    const product = (await products.product({ id: 4, similarLimit: 0 }))!.product;
    expect(await service.remove(product)).toEqual({ kind: 'ok', product });
    expect(await products.product({ id: 4, similarLimit: 0 })).toBeUndefined();
    expect((await activity.recent(1))[0]).toEqual({ action: 'deleted', productId: 4, productTitle: 'Product 4', at: NOW });
  });

  it("answers 'not-saved' with the store's reason when it refuses a write, and records nothing", async () => {
    const { service, products, activity, logger } = setUp();
    const refuse = () => Promise.reject(new StorageWriteError('The catalogue could not be saved: browser storage is full or unavailable.'));
    const broken = products as ProductRepository;
    broken.add = refuse;
    broken.save = refuse;
    broken.remove = refuse;
    const notSaved = { kind: 'not-saved', reason: 'The catalogue could not be saved: browser storage is full or unavailable.' };
    expect(await service.add(filled)).toEqual(notSaved);
    expect(await service.update(aProduct({ id: 1 }), filled)).toEqual(notSaved);
    expect(await service.remove(aProduct({ id: 1 }))).toEqual(notSaved);
    expect(await activity.recent(5)).toEqual([]);
    expect(logger.errors).toHaveLength(3);
  });

  it("answers 'not-saved' without a reason when the store fails in words not meant for the admin", async () => {
    const { service, products } = setUp();
    products.add = () => Promise.reject(new TypeError('undefined is not a function'));
    expect(await service.add(filled)).toEqual({ kind: 'not-saved' });
  });

  it('answers the change as made, and says the activity log missed it, when only the log cannot be written', async () => {
    const { service, activity, logger } = setUp();
    activity.record = () => Promise.reject(new Error('quota'));
    expect(await service.add(filled)).toMatchObject({ kind: 'ok', activityNotLogged: true });
    expect(logger.warnings).toEqual(['The admin activity could not be recorded.']);
  });

  it('says nothing of the log when it took the change', async () => {
    const { service } = setUp();
    expect(await service.add(filled)).not.toHaveProperty('activityNotLogged');
  });
});
