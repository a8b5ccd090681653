import { describe, expect, it } from 'vitest';
import { CartReader } from '../../../src/application/cart/cart-reader';
import { CheckoutService, type CheckoutItem, type PlaceOrderInput } from '../../../src/application/checkout/checkout-service';
import { ORDER_BOOK, type OrderBook } from '../../../src/application/ports/order-book';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { PIN_CODE_INVALID } from '../../../src/domain/orders/address';
import { formOf, HOME } from '../../support/addresses';
import { aProduct, inEverySize } from '../../support/products';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = aProduct({ id: 1, title: 'Tee', price: 499, originalPrice: 999, stock: 5 });
const JEANS = inEverySize(1, { id: 2, title: 'Jeans', price: 2499, originalPrice: 2999, category: 'jeans' });
const GONE_ID = 77;

function setup() {
  const test = createTestContainer({ products: [TEE, JEANS] });
  test.session.logIn(ASHA);
  return { ...test, service: test.container.get(CheckoutService) };
}

function input(items: readonly CheckoutItem[], overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return { key: 'checkout-key-0001', source: { kind: 'cart' }, items, address: formOf(HOME), deliveryOption: 'standard', paymentMethod: 'cod', total: subtotal, ...overrides };
}

describe('CheckoutService: what it sells', () => {
  it("offers the cart's buyable lines at today's prices, leaving out what is gone or sold out", async () => {
    const { service, cart, products } = setup();
    await cart.save(ASHA.phone, [
      { productId: 1, size: 'M', quantity: 2, priceWhenAdded: 599 },
      { productId: GONE_ID, size: 'L', quantity: 1, priceWhenAdded: 100 },
      { productId: 2, size: 'L', quantity: 1, priceWhenAdded: 2499 },
    ]);
    await products.save(inEverySize(0, JEANS));
    expect(await service.items({ kind: 'cart' })).toEqual({
      kind: 'ok',
      items: [{ productId: 1, size: 'M', sku: 'TSH1001-M', quantity: 2, unitPrice: 49_900, mrp: 99_900, title: 'Tee', image: TEE.image, category: 'tshirts' }],
      leftOut: 2,
    });
  });

  it('sells Buy Now’s one line, whatever the cart holds; nothing to buy is said as empty', async () => {
    const { service, cart } = setup();
    await cart.save(ASHA.phone, [{ productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 }]);
    expect(await service.items({ kind: 'buy-now', productId: 2, size: 'XL', quantity: 1 })).toMatchObject({ kind: 'ok', items: [{ productId: 2, size: 'XL', quantity: 1 }] });
    expect(await service.items({ kind: 'buy-now', productId: GONE_ID, size: 'XL', quantity: 1 })).toEqual({ kind: 'empty' });
    await cart.save(ASHA.phone, []);
    expect(await service.items({ kind: 'cart' })).toEqual({ kind: 'empty' });
  });

  it('asks a visitor to log in', async () => {
    const { service, session } = setup();
    session.logOut();
    expect(await service.items({ kind: 'cart' })).toEqual({ kind: 'login-required' });
    expect(await service.place(input([]))).toEqual({ kind: 'login-required' });
  });

  it("offers each option with its fee and date, same-day only before its cut-off in the warehouse's city", () => {
    const { service, clock } = setup();
    // 1,700,000,000,000 ms is Wednesday 15 November 2023, 3:43 in India.
    expect(service.deliveryChoices(HOME.pinCode, 30_000)).toEqual([
      { option: 'standard', fee: 4_900, estimate: { kind: 'available', date: '2023-11-18' } },
      { option: 'express', fee: 9_900, estimate: { kind: 'available', date: '2023-11-16' } },
      { option: 'same-day', fee: 14_900, estimate: { kind: 'available', date: '2023-11-15' } },
    ]);
    clock.advance(9 * 60 * 60 * 1000);
    expect(service.deliveryChoices(HOME.pinCode, 30_000)[2]).toMatchObject({ estimate: { kind: 'unavailable' } });
  });
});

describe('CheckoutService: placing', () => {
  async function cartItems(test: ReturnType<typeof setup>) {
    const items = await test.service.items({ kind: 'cart' });
    if (items.kind !== 'ok') throw new Error(items.kind);
    return items.items;
  }

  it('places the order, takes its stock, and takes what was bought out of the cart (telling the header)', async () => {
    const test = setup();
    await test.cart.save(ASHA.phone, [{ productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 }]);
    let heard = 0;
    test.container.get(CartReader).subscribe(() => (heard += 1));
    const outcome = await test.service.place(input(await cartItems(test)));
    expect(outcome).toMatchObject({ kind: 'placed', order: { status: 'Processing', totals: { total: 99_800 }, delivery: { option: 'standard', estimatedDate: '2023-11-18' } } });
    expect((await test.cart.read(ASHA.phone)).lines).toEqual([]);
    expect(heard).toBe(1);
    expect((await test.products.current()).find((p) => p.id === 1)?.stock).toBe(3);
  });

  it('leaves the cart as it is for Buy Now', async () => {
    const test = setup();
    await test.cart.save(ASHA.phone, [{ productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 }]);
    const items = await test.service.items({ kind: 'buy-now', productId: 1, size: 'M', quantity: 1 });
    if (items.kind !== 'ok') throw new Error(items.kind);
    expect(await test.service.place(input(items.items, { source: { kind: 'buy-now', productId: 1, size: 'M', quantity: 1 } }))).toMatchObject({ kind: 'placed' });
    expect((await test.cart.read(ASHA.phone)).lines).toEqual([{ productId: 1, size: 'M', quantity: 2, priceWhenAdded: 499 }]);
  });

  it('makes one order of two clicks on Place Order (one key)', async () => {
    const test = setup();
    await test.cart.save(ASHA.phone, [{ productId: 2, size: 'M', quantity: 1, priceWhenAdded: 2499 }]);
    const confirmed = input(await cartItems(test));
    const [first, second] = await Promise.all([test.service.place(confirmed), test.service.place(confirmed)]);
    expect(first).toMatchObject({ kind: 'placed' });
    expect(second).toEqual(first);
    expect(await test.orders.list(ASHA.phone)).toHaveLength(1);
  });

  it('refuses an order whose line sold out since the review, placing nothing and leaving the cart', async () => {
    const test = setup();
    await test.cart.save(ASHA.phone, [{ productId: 2, size: 'M', quantity: 1, priceWhenAdded: 2499 }]);
    const confirmed = input(await cartItems(test));
    await test.products.save(inEverySize(0, JEANS));
    expect(await test.service.place(confirmed)).toEqual({ kind: 'refused', problems: [{ kind: 'short', productId: 2, size: 'M', title: 'Jeans', left: 0 }] });
    expect((await test.cart.read(ASHA.phone)).lines).toHaveLength(1);
    expect(await test.orders.list(ASHA.phone)).toEqual([]);
  });

  it('checks the address with the form’s schema first, each error at its field', async () => {
    const test = setup();
    await test.cart.save(ASHA.phone, [{ productId: 1, size: 'M', quantity: 1, priceWhenAdded: 499 }]);
    const outcome = await test.service.place(input(await cartItems(test), { address: formOf(HOME, { pinCode: '12345', line1: 'x'.repeat(5000) }) }));
    expect(outcome).toMatchObject({ kind: 'invalid', errors: { pinCode: PIN_CODE_INVALID, line1: 'Address line 1 must be at most 120 characters' } });
    expect(await test.orders.list(ASHA.phone)).toEqual([]);
  });

  it('refuses same-day delivery past its cut-off, and cash on delivery above its limit', async () => {
    const test = setup();
    await test.cart.save(ASHA.phone, [{ productId: 1, size: 'M', quantity: 1, priceWhenAdded: 499 }]);
    const items = await cartItems(test);
    test.clock.advance(9 * 60 * 60 * 1000);
    expect(await test.service.place(input(items, { deliveryOption: 'same-day', total: 49_900 + 14_900 }))).toMatchObject({ kind: 'delivery-unavailable' });
    const dear = [{ ...items[0]!, quantity: 1, unitPrice: 600_000 }];
    await test.products.save({ ...TEE, price: 6000 });
    expect(await test.service.place(input(dear))).toEqual({ kind: 'not-accepted', reason: 'Cash on Delivery is available on orders up to ₹5,000' });
  });

  it('says not placed when the book cannot be reached, and a retry with the same key places it once', async () => {
    const test = setup();
    const real = test.orders;
    let down = true;
    const flaky: OrderBook = {
      place: (...args) => (down ? Promise.reject(new StorageWriteError('The order could not be saved.')) : real.place(...args)),
      list: (owner) => real.list(owner),
      find: (owner, number) => real.find(owner, number),
      cancel: (...args) => real.cancel(...args),
      advance: (...args) => real.advance(...args),
      searchAll: (query) => real.searchAll(query),
      cancelByAdmin: (...args) => real.cancelByAdmin(...args),
      confirmPayment: (...args) => real.confirmPayment(...args),
      markRefunded: (...args) => real.markRefunded(...args),
      releaseExpiredHolds: (...args) => real.releaseExpiredHolds(...args),
    };
    test.container.rebind<OrderBook>(ORDER_BOOK).toConstantValue(flaky);
    const service = test.container.get(CheckoutService);
    await test.cart.save(ASHA.phone, [{ productId: 1, size: 'M', quantity: 1, priceWhenAdded: 499 }]);
    const confirmed = input(await cartItems(test));
    expect(await service.place(confirmed)).toEqual({ kind: 'not-saved' });
    expect((await test.cart.read(ASHA.phone)).lines).toHaveLength(1);
    down = false;
    expect(await service.place(confirmed)).toMatchObject({ kind: 'placed' });
    expect(await service.place(confirmed)).toMatchObject({ kind: 'placed' });
    expect(await real.list(ASHA.phone)).toHaveLength(1);
  });
});
