import { describe, expect, it, vi } from 'vitest';
import { CART_EDITING, type CartEditing } from '../../../../src/application/cart/cart-editing';
import { ProductDetailViewModel } from '../../../../src/ui/features/product/product-detail-view-model';
import { makeProductVariants } from '../../../../src/domain/catalogue/variant-grid';
import { aProduct, aProductInSizes, inEverySize } from '../../../support/products';
import { createTestContainer } from '../../../support/test-container';
import { deferred } from '../../../support/deferred';

function setup(options: Parameters<typeof createTestContainer>[0] = {}) {
  const test = createTestContainer(options);
  return { ...test, vm: test.container.get(ProductDetailViewModel) };
}

async function loaded(id: string, options: Parameters<typeof createTestContainer>[0] = {}) {
  const s = setup(options);
  await s.vm.load(id);
  return s;
}


describe('ProductDetailViewModel: loading', () => {
  it('is loading, then shows the product and its similar products', async () => {
    const { vm } = setup();
    expect(vm.status).toBe('loading');
    await vm.load('2');
    expect(vm.status).toBe('ready');
    expect(vm.product?.title).toBe('Floral Print Wrap Midi Dress');
    expect(vm.similar.map((p) => p.id)).toEqual([16, 30]);
  });

  it("is 'not-found' with no products at all", async () => {
    const { vm } = await loaded('1', { products: [] });
    expect(vm.status).toBe('not-found');
    expect(vm.product).toBeUndefined();
  });

  it("is 'error' when the catalogue cannot be read", async () => {
    const { vm, products } = setup();
    vi.spyOn(products, 'product').mockRejectedValue(new Error('storage gone'));
    await vm.load('1');
    expect(vm.status).toBe('error');
  });

  it('starts size, quantity and tab afresh when another product loads', async () => {
    const { vm } = await loaded('1');
    vm.selectSize('XL');
    vm.quantity.increase();
    vm.quantity.increase();
    vm.selectTab('reviews');
    await vm.load('15');
    expect(vm.product?.id).toBe(15);
    expect(vm.choice.size).toBe('M');
    expect(vm.quantity.value).toBe(1);
    expect(vm.quantity.text).toBe('1');
    expect(vm.tab).toBe('description');
  });

  it('shows the product asked for last, even when an earlier load finishes later', async () => {
    const { vm, products } = setup();
    const two = await products.product({ id: 2, similarLimit: 4 });
    const slow = deferred<typeof two>();
    vi.spyOn(products, 'product').mockReturnValueOnce(slow.promise);
    const first = vm.load('2');
    await vm.load('3');
    slow.resolve(two);
    await first;
    expect(vm.product?.id).toBe(3);
  });

  it('ignores a load that finishes after dispose', async () => {
    const { vm, products } = setup();
    const two = await products.product({ id: 2, similarLimit: 4 });
    const slow = deferred<typeof two>();
    vi.spyOn(products, 'product').mockReturnValueOnce(slow.promise);
    const pending = vm.load('2');
    vm.dispose();
    slow.resolve(two);
    await pending;
    expect(vm.product).toBeUndefined();
    expect(vm.status).toBe('loading');
  });
});

describe('ProductDetailViewModel: size, tabs and specifications', () => {
  it('holds the chosen size (M at first) and ignores anything not S to XXL', async () => {
    const { vm } = await loaded('7', { products: [inEverySize(5, { id: 7 })] });
    expect(vm.choice.size).toBe('M');
    vm.selectSize('XXL');
    expect(vm.choice.size).toBe('XXL');
    vm.selectSize('XXXL');
    expect(vm.choice.size).toBe('XXL');
  });

  it('offers every size of the scale, a sold-out one disabled and never chosen; opens on none when M is sold out', async () => {
    const { vm, notifier } = await loaded('7', { products: [aProductInSizes({ S: 3, XL: 2 }, { id: 7 })] });
    expect(vm.choice.sizes).toEqual([
      { size: 'S', soldOut: false },
      { size: 'M', soldOut: true },
      { size: 'L', soldOut: true },
      { size: 'XL', soldOut: false },
      { size: 'XXL', soldOut: true },
    ]);
    expect(vm.choice.size).toBeUndefined();
    vm.selectSize('L');
    expect(vm.choice.size).toBeUndefined();
    expect(await vm.addToCart('/product/7')).toBeUndefined();
    expect(notifier.notices).toEqual([{ kind: 'error', title: 'Choose a size', description: 'Choose a size: S, M, L, XL, XXL.' }]);
    vm.selectSize('XL');
    expect(vm.quantityNote).toBe('Only 2 left in XL: up to 2 per order');
    expect(vm.variantQueryOn('7')).toBe('?size=XL');
  });

  it("opens on the variant its link names, also after a prerendered page hydrated; the shopper's own choice then stays", async () => {
    const colours = [
      { name: 'Grey Melange', swatch: '#a4a8ad', image: '/images/products/4.svg' },
      { name: 'Black', swatch: '#1c1c1c', image: '/images/products/4.svg' },
    ];
    const hoodie = aProduct({ id: 4, category: 'hoodies', ...makeProductVariants('HOO4', 'clothing', colours, () => 3) });
    const linked = setup({ products: [hoodie] });
    await linked.vm.load('4', '?size=L&colour=black');
    expect([linked.vm.choice.size, linked.vm.choice.colour, linked.vm.variantQueryOn('4')]).toEqual(['L', 'Black', '?size=L&colour=Black']);

    const { vm } = setup({ products: [hoodie] });
    vm.seed(await vm.fetch('4'));
    expect([vm.choice.size, vm.choice.colour, vm.variantQueryOn('4')]).toEqual(['M', 'Grey Melange', '']);
    await vm.load('4', '?size=L&colour=Black');
    expect([vm.choice.size, vm.choice.colour]).toEqual(['L', 'Black']);
    vm.selectSize('S');
    await vm.load('4', '?size=L&colour=Black');
    expect([vm.choice.size, vm.choice.colour]).toEqual(['S', 'Black']);
  });

  it('names no variant on the address of a product that is not the one shown: the next one on its way', async () => {
    const { vm } = await loaded('1', { products: [inEverySize(5, { id: 1 }), inEverySize(5, { id: 2 })] });
    vm.selectSize('XL');
    expect(vm.variantQueryOn('1')).toBe('?size=XL');
    // The route says /product/2 before its product is read: product 1's XL must not go there.
    expect(vm.variantQueryOn('2')).toBe('');
    await vm.load('2');
    expect([vm.product?.id, vm.choice.size, vm.variantQueryOn('2')]).toEqual([2, 'M', '']);
  });

  it('opens a One Size product on its one size', async () => {
    const { vm } = await loaded('9', { products: [aProduct({ id: 9, category: 'accessories', stock: 4 })] });
    expect(vm.choice.size).toBe('One Size');
    expect(vm.choice.sizes).toEqual([{ size: 'One Size', soldOut: false }]);
  });

  it('opens Description first and switches tabs', async () => {
    const { vm } = await loaded('1');
    expect(vm.tab).toBe('description');
    vm.selectTab('specifications');
    expect(vm.tab).toBe('specifications');
    vm.selectTab('nonsense');
    expect(vm.tab).toBe('specifications');
  });

  it('specifies Brand, Type (the category name), Ideal For and Material', async () => {
    const { vm } = await loaded('2');
    expect(vm.specifications).toEqual([
      { label: 'Brand', value: 'Urban Style' },
      { label: 'Type', value: 'Dresses' },
      { label: 'Ideal For', value: 'Unisex' },
      { label: 'Material', value: 'Cotton Blend' },
    ]);
  });
});

describe('ProductDetailViewModel: quantity', () => {
  it('goes up and down, never below 1 nor above 10', async () => {
    const { vm } = await loaded('1');
    expect(vm.quantity.value).toBe(1);
    expect(vm.quantity.canDecrease).toBe(false);
    vm.quantity.decrease();
    expect(vm.quantity.value).toBe(1);
    vm.quantity.increase();
    expect(vm.quantity.value).toBe(2);
    expect(vm.quantity.text).toBe('2');
    expect(vm.quantity.canDecrease).toBe(true);
    for (let i = 0; i < 20; i++) vm.quantity.increase();
    expect(vm.quantity.value).toBe(10);
    expect(vm.quantity.canIncrease).toBe(false);
    expect(vm.quantityNote).toBe('Up to 10 per order');
  });

  it('never goes above a small stock, and says so', async () => {
    const { vm } = await loaded('7', { products: [aProduct({ id: 7, stock: 3 })] });
    expect(vm.quantity.max).toBe(3);
    expect(vm.quantityNote).toBe('Only 3 left in M: up to 3 per order');
    vm.quantity.setText('8');
    vm.quantity.commit();
    expect(vm.quantity.value).toBe(3);
  });

  it.each([
    ['0', 1],
    ['-2', 1],
    ['2.7', 2],
    ['abc', 1],
    ['', 1],
    ['25', 10],
    ['4', 4],
  ])('typing %j is corrected to %i on leaving the box', async (typed, quantity) => {
    const { vm } = await loaded('1');
    vm.quantity.increase(); // from 2, so that a correction to 1 shows
    vm.quantity.setText(typed);
    expect(vm.quantity.text).toBe(typed);
    vm.quantity.commit();
    expect(vm.quantity.value).toBe(quantity);
    expect(vm.quantity.text).toBe(String(quantity));
  });

  it('follows a valid number as it is typed', async () => {
    const { vm } = await loaded('1');
    vm.quantity.setText('6');
    expect(vm.quantity.value).toBe(6);
    vm.quantity.setText('');
    expect(vm.quantity.value).toBe(6);
  });
});

describe('ProductDetailViewModel: Add to Cart and Buy Now', () => {
  it("answers /login for a visitor, the gate keeping the path, and says 'Authentication Required'", async () => {
    const { vm, notifier, returnPath } = await loaded('1');
    expect(await vm.addToCart('/product/1')).toBe('/login');
    expect(returnPath.take()).toBe('/product/1');
    expect(vm.buyNow('/product/1')).toBe('/login');
    expect(notifier.notices).toEqual(
      Array(2).fill({ kind: 'error', title: 'Authentication Required', description: 'Please login or sign up to add items to your cart' }),
    );
  });

  it('raises Added to Cart for a logged-in shopper, staying here; Buy Now raises Proceeding to Checkout and answers its checkout', async () => {
    const { vm, notifier, session } = await loaded('1');
    session.logIn({ phone: '9876543210', name: 'Asha' });
    expect(await vm.addToCart('/product/1')).toBeUndefined();
    vm.selectSize('L');
    vm.quantity.setText('3');
    expect(vm.buyNow('/product/1')).toBe('/checkout?buy=1&size=L&qty=3');
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Added to Cart', description: 'Product has been added to your cart' },
      { kind: 'success', title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' },
    ]);
  });

  it('buys no more than is left: a quantity still being typed is corrected first', async () => {
    const { vm, session } = await loaded('7', { products: [aProduct({ id: 7, stock: 2 })] });
    session.logIn({ phone: '9876543210', name: 'Asha' });
    vm.quantity.setText('0');
    expect(vm.buyNow('/product/7')).toBe('/checkout?buy=7&size=M&qty=1');
  });

  it('corrects a quantity still being typed before acting', async () => {
    const { vm, session } = await loaded('1');
    session.logIn({ phone: '9876543210', name: 'Asha' });
    vm.quantity.setText('0');
    await vm.addToCart('/product/1');
    expect(vm.quantity.text).toBe('1');
  });

  it("says 'not saved' when the cart's code cannot be fetched, and lets the shopper press again", async () => {
    const test = createTestContainer({ products: [aProduct({ id: 1, stock: 9 })] });
    test.container.rebind<CartEditing>(CART_EDITING).toConstantValue({ addFromPage: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) } as unknown as CartEditing);
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    const vm = test.container.get(ProductDetailViewModel);
    await vm.load('1');
    expect(await vm.addToCart('/product/1')).toBeUndefined();
    expect(vm.adding).toBe(false);
    expect(test.notifier.notices).toEqual([{ kind: 'error', title: 'Not Added to Cart', description: 'Your cart could not be saved. Please try again.' }]);
  });

  it('cannot order a product that is out of stock', async () => {
    const { vm, notifier } = await loaded('7', { products: [aProduct({ id: 7, stock: 0 })] });
    expect(vm.availability).toBe('Out of Stock');
    expect(vm.canOrder).toBe(false);
    expect(await vm.addToCart('/product/7')).toBeUndefined();
    expect(notifier.notices).toEqual([{ kind: 'error', title: 'Not Added to Cart', description: 'This product is sold out in every size.' }]);
  });

  it.each([
    [55, 'In Stock'],
    [20, 'Low Stock'],
  ] as const)('stock %s shows %s', async (stock, badge) => {
    const { vm } = await loaded('7', { products: [aProduct({ id: 7, stock })] });
    expect(vm.availability).toBe(badge);
    expect(vm.canOrder).toBe(true);
  });
});
