import { describe, expect, it } from 'vitest';
import { ProductDetailService } from '../../src/application/catalogue/product-detail-service';
import type { CartLine } from '../../src/domain/cart/cart-line';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

function setup(options: Parameters<typeof createTestContainer>[0] = {}) {
  const test = createTestContainer(options);
  return { ...test, service: test.container.get(ProductDetailService) };
}

const ASHA = { phone: '9876543210', name: 'Asha' };

describe('ProductDetailService.load', () => {
  it('finds the product by its numeric id, with up to 4 similar products of its category', async () => {
    const { service } = setup();
    const detail = await service.load('2');
    expect(detail.kind).toBe('found');
    if (detail.kind !== 'found') return;
    expect(detail.product.title).toBe('Floral Print Wrap Midi Dress');
    expect(detail.similar.map((p) => p.id)).toEqual([16, 30]);
  });

  it.each(['9999', 'abc', '', '1.5', undefined])('falls back to the first product for id %j', async (param) => {
    const { service } = setup();
    const detail = await service.load(param);
    expect(detail).toMatchObject({ kind: 'found', product: { id: 1, title: 'Classic Crew Neck Cotton T-Shirt' } });
    if (detail.kind === 'found') expect(detail.similar.map((p) => p.id)).toEqual([15, 24]);
  });

  it('falls back to the first product of the catalogue, whatever its id', async () => {
    const { service } = setup({ products: [aProduct({ id: 7, category: 'jeans' }), aProduct({ id: 3, category: 'jeans' })] });
    const detail = await service.load('404');
    expect(detail).toMatchObject({ kind: 'found', product: { id: 7 } });
    if (detail.kind === 'found') expect(detail.similar.map((p) => p.id)).toEqual([3]);
  });

  it("says 'not-found' when the catalogue has no products at all", async () => {
    const { service } = setup({ products: [] });
    expect(await service.load('1')).toEqual({ kind: 'not-found' });
  });

  it('reads what is in the repository now', async () => {
    const { service, products } = setup({ products: [aProduct({ id: 5, category: 'jeans' })] });
    await products.save(aProduct({ id: 6, category: 'jeans', title: 'New jeans' }));
    const detail = await service.load('6');
    expect(detail).toMatchObject({ kind: 'found', product: { title: 'New jeans' } });
    if (detail.kind === 'found') expect(detail.similar.map((p) => p.id)).toEqual([5]);
  });
});

describe('ProductDetailService: Add to Cart and Buy Now', () => {
  const line = (overrides: Partial<CartLine> = {}): CartLine => ({ product: aProduct({ id: 1 }), size: 'M', quantity: 1, ...overrides });

  it('sends a visitor to /login, saving the path and saying why', () => {
    const { service, notifier, returnPath } = setup();
    expect(service.addToCart(line(), '/product/1')).toEqual({ status: 'login-required' });
    expect(notifier.notices).toEqual([
      { kind: 'error', title: 'Authentication Required', description: 'Please login or sign up to add items to your cart' },
    ]);
    expect(returnPath.take()).toBe('/product/1');
  });

  it('sends a visitor pressing Buy Now to /login too, keeping the query string', () => {
    const { service, returnPath } = setup();
    expect(service.buyNow(line(), '/product/1?ref=deals')).toEqual({ status: 'login-required' });
    expect(returnPath.take()).toBe('/product/1?ref=deals');
  });

  it("tells a logged-in shopper 'Added to Cart'", () => {
    const { service, notifier, session, returnPath } = setup();
    session.logIn(ASHA);
    expect(service.addToCart(line({ quantity: 2 }), '/product/1')).toEqual({ status: 'done', quantity: 2 });
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Added to Cart', description: 'Product has been added to your cart' }]);
    expect(returnPath.take()).toBeUndefined();
  });

  it("tells a logged-in shopper 'Proceeding to Checkout' on Buy Now", () => {
    const { service, notifier, session } = setup();
    session.logIn(ASHA);
    expect(service.buyNow(line(), '/product/1')).toEqual({ status: 'done', quantity: 1 });
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' }]);
  });

  it('never takes more than the stock or the per-order maximum', () => {
    const { service, session } = setup();
    session.logIn(ASHA);
    expect(service.addToCart(line({ product: aProduct({ stock: 3 }), quantity: 7 }), '/product/1')).toEqual({ status: 'done', quantity: 3 });
    expect(service.addToCart(line({ product: aProduct({ stock: 80 }), quantity: 25 }), '/product/1')).toEqual({ status: 'done', quantity: 10 });
    expect(service.addToCart(line({ quantity: 0 }), '/product/1')).toEqual({ status: 'done', quantity: 1 });
  });

  it('does nothing for a product that is out of stock, logged in or not', () => {
    const { service, notifier, session, returnPath } = setup();
    const soldOut = line({ product: aProduct({ stock: 0 }) });
    expect(service.addToCart(soldOut, '/product/1')).toEqual({ status: 'unavailable' });
    session.logIn(ASHA);
    expect(service.buyNow(soldOut, '/product/1')).toEqual({ status: 'unavailable' });
    expect(notifier.notices).toEqual([]);
    expect(returnPath.take()).toBeUndefined();
  });
});
