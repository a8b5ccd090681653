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
    expect(detail.kind).toBe('ok');
    if (detail.kind !== 'ok') return;
    expect(detail.product.title).toBe('Floral Print Wrap Midi Dress');
    expect(detail.similar.map((p) => p.id)).toEqual([16, 30]);
  });

  it.each(['9999', 'abc', '', '1.5', undefined])('falls back to the first product for id %j', async (param) => {
    const { service } = setup();
    const detail = await service.load(param);
    expect(detail).toMatchObject({ kind: 'ok', product: { id: 1, title: 'Classic Crew Neck Cotton T-Shirt' } });
    if (detail.kind === 'ok') expect(detail.similar.map((p) => p.id)).toEqual([15, 24]);
  });

  it('falls back to the first product of the catalogue, whatever its id', async () => {
    const { service } = setup({ products: [aProduct({ id: 7, category: 'jeans' }), aProduct({ id: 3, category: 'jeans' })] });
    const detail = await service.load('404');
    expect(detail).toMatchObject({ kind: 'ok', product: { id: 7 } });
    if (detail.kind === 'ok') expect(detail.similar.map((p) => p.id)).toEqual([3]);
  });

  it("says 'not-found' when the catalogue has no products at all", async () => {
    const { service } = setup({ products: [] });
    expect(await service.load('1')).toEqual({ kind: 'not-found' });
  });

  it('reads what is in the repository now', async () => {
    const { service, products } = setup({ products: [aProduct({ id: 5, category: 'jeans' })] });
    await products.save(aProduct({ id: 6, category: 'jeans', title: 'New jeans' }));
    const detail = await service.load('6');
    expect(detail).toMatchObject({ kind: 'ok', product: { title: 'New jeans' } });
    if (detail.kind === 'ok') expect(detail.similar.map((p) => p.id)).toEqual([5]);
  });
});

describe('ProductDetailService: Add to Cart and Buy Now', () => {
  const line = (overrides: Partial<CartLine> = {}): CartLine => ({ product: aProduct({ id: 1 }), size: 'M', quantity: 1, ...overrides });

  it("answers 'login-required' to a visitor, saving the path to come back to", () => {
    const { service, notifier, returnPath } = setup();
    expect(service.addToCart(line(), '/product/1')).toEqual({ kind: 'login-required' });
    expect(returnPath.take()).toBe('/product/1');
    // The use case answers; the view model says it.
    expect(notifier.notices).toEqual([]);
  });

  it('sends a visitor pressing Buy Now to /login too, keeping the query string', () => {
    const { service, returnPath } = setup();
    expect(service.buyNow(line(), '/product/1?ref=deals')).toEqual({ kind: 'login-required' });
    expect(returnPath.take()).toBe('/product/1?ref=deals');
  });

  it("answers 'ok' with the quantity to a logged-in shopper, keeping no way back", () => {
    const { service, session, returnPath } = setup();
    session.logIn(ASHA);
    expect(service.addToCart(line({ quantity: 2 }), '/product/1')).toEqual({ kind: 'ok', quantity: 2 });
    expect(service.buyNow(line(), '/product/1')).toEqual({ kind: 'ok', quantity: 1 });
    expect(returnPath.take()).toBeUndefined();
  });

  it('never takes more than the stock or the per-order maximum', () => {
    const { service, session } = setup();
    session.logIn(ASHA);
    expect(service.addToCart(line({ product: aProduct({ stock: 3 }), quantity: 7 }), '/product/1')).toEqual({ kind: 'ok', quantity: 3 });
    expect(service.addToCart(line({ product: aProduct({ stock: 80 }), quantity: 25 }), '/product/1')).toEqual({ kind: 'ok', quantity: 10 });
    expect(service.addToCart(line({ quantity: 0 }), '/product/1')).toEqual({ kind: 'ok', quantity: 1 });
  });

  it("answers 'out-of-stock' for a product that is out of stock, logged in or not, and keeps nothing", () => {
    const { service, session, returnPath } = setup();
    const soldOut = line({ product: aProduct({ stock: 0 }) });
    expect(service.addToCart(soldOut, '/product/1')).toEqual({ kind: 'out-of-stock' });
    session.logIn(ASHA);
    expect(service.buyNow(soldOut, '/product/1')).toEqual({ kind: 'out-of-stock' });
    expect(returnPath.take()).toBeUndefined();
  });
});
