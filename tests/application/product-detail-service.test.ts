import { describe, expect, it } from 'vitest';
import { CartEditor } from '../../src/application/cart/cart-editor';
import { ProductDetailService } from '../../src/application/catalogue/product-detail-service';
import type { CartLine } from '../../src/domain/cart/cart-line';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

function setup(options: Parameters<typeof createTestContainer>[0] = {}) {
  const test = createTestContainer(options);
  return { ...test, service: test.container.get(ProductDetailService), editor: test.container.get(CartEditor) };
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

describe('Add to Cart (CartEditor.addFromPage) and Buy Now (ProductDetailService)', () => {
  const line = (overrides: Partial<CartLine> = {}): CartLine => ({ product: aProduct({ id: 1 }), size: 'M', quantity: 1, ...overrides });

  it("answers 'login-required' to a visitor, saving the path to come back to", async () => {
    const { editor, notifier, returnPath } = setup();
    expect(await editor.addFromPage(line(), '/product/1')).toEqual({ kind: 'login-required' });
    expect(returnPath.take()).toBe('/product/1');
    // The use case answers; the view model says it.
    expect(notifier.notices).toEqual([]);
  });

  it('sends a visitor pressing Buy Now to /login too, keeping the query string', () => {
    const { service, returnPath } = setup();
    expect(service.buyNow(line(), '/product/1?ref=deals')).toEqual({ kind: 'login-required' });
    expect(returnPath.take()).toBe('/product/1?ref=deals');
  });

  it("adds to a logged-in shopper's cart, keeping no way back; Buy Now answers 'ok' with the quantity", async () => {
    const { service, editor, session, returnPath, cart } = setup({ products: [aProduct({ id: 1, price: 499, stock: 30 })] });
    session.logIn(ASHA);
    expect(await editor.addFromPage(line({ quantity: 2 }), '/product/1')).toEqual({ kind: 'added', count: 2 });
    expect((await cart.read(ASHA.phone)).lines).toEqual([{ productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 }]);
    expect(service.buyNow(line(), '/product/1')).toEqual({ kind: 'ok', quantity: 1 });
    expect(returnPath.take()).toBeUndefined();
  });

  it("adds at the product's stock and price as stored, not as the page had them", async () => {
    const { service, editor, session } = setup({ products: [aProduct({ id: 1, price: 499, stock: 3 })] });
    session.logIn(ASHA);
    expect(await editor.addFromPage(line({ product: aProduct({ id: 1, stock: 80 }), quantity: 7 }), '/product/1')).toEqual({ kind: 'more-than-left', left: 3, inCart: 0 });
    expect(service.buyNow(line({ product: aProduct({ stock: 80 }), quantity: 25 }), '/product/1')).toEqual({ kind: 'ok', quantity: 10 });
  });

  it("answers 'out-of-stock' for a product that is out of stock, logged in or not, and keeps nothing", async () => {
    const { service, editor, session, returnPath } = setup();
    const soldOut = line({ product: aProduct({ stock: 0 }) });
    expect(await editor.addFromPage(soldOut, '/product/1')).toEqual({ kind: 'out-of-stock' });
    session.logIn(ASHA);
    expect(service.buyNow(soldOut, '/product/1')).toEqual({ kind: 'out-of-stock' });
    expect(returnPath.take()).toBeUndefined();
  });
});
