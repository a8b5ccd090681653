import { describe, expect, it } from 'vitest';
import { CheckoutService, type CheckoutItem, type PlaceOrderInput } from '../../../src/application/checkout/checkout-service';
import { PROMOTION_BOOK, type PromotionBook } from '../../../src/application/ports/promotion-book';
import { orderTotals } from '../../../src/domain/orders/order-totals';
import { CODE_ALREADY_USED, CODE_CANNOT_BE_USED } from '../../../src/domain/promotions/apply-promotion';
import { TOO_MANY_CODES } from '../../../src/domain/promotions/code-checks';
import type { Promotion } from '../../../src/domain/promotions/promotion';
import { formOf, HOME } from '../../support/addresses';
import { aProduct } from '../../support/products';
import { createTestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = aProduct({ id: 1, title: 'Tee', price: 499, originalPrice: 999, stock: 5 });
const ONCE: Promotion = {
  code: 'ONCE10',
  title: '10% once',
  off: { kind: 'percent', percent: 10 },
  minimumOrder: 50_000,
  validFrom: '2020-01-01',
  usesPerCustomer: 1,
  firstOrderOnly: false,
  state: 'active',
};
const ITEM: CheckoutItem = { productId: 1, size: 'M', sku: 'TSH1001-M', quantity: 2, unitPrice: 49_900, mrp: 99_900, title: 'Tee', image: TEE.image, category: 'tshirts' };

async function setup() {
  const test = createTestContainer({ products: [TEE] });
  test.session.logIn(ASHA);
  await test.promotions.save(ONCE, true);
  return { ...test, service: test.container.get(CheckoutService) };
}

function input(key: string, discount: number, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return { key, source: { kind: 'buy-now', productId: 1, size: 'M', quantity: 2 }, items: [ITEM], address: formOf(HOME), deliveryOption: 'standard', paymentMethod: 'cod', total: orderTotals([ITEM], 'standard', discount).total, ...overrides };
}

describe('CheckoutService with a promotion code', () => {
  it('checks a code on the review step: its discount, the code as stored; or why not', async () => {
    const { service } = await setup();
    expect(await service.checkPromotion(' once10 ', 99_800)).toEqual({ kind: 'applies', code: 'ONCE10', discount: 9_980 });
    expect(await service.checkPromotion('ONCE10', 40_000)).toEqual({ kind: 'refused', reason: 'Add ₹100 more to use this code.' });
    expect(await service.checkPromotion('WELCOME20', 99_800)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
    expect(await service.checkPromotion('NOPE1234', 99_800)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
    expect(await service.checkPromotion('no', 99_800)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
  });

  it('after 10 tries in an hour, refuses the next code, one that applies too, until the hour has passed', async () => {
    const { service, clock } = await setup();
    for (let n = 0; n < 10; n += 1) expect(await service.checkPromotion(`GUESS${n}00`, 99_800)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
    expect(await service.checkPromotion('ONCE10', 99_800)).toEqual({ kind: 'refused', reason: TOO_MANY_CODES });
    expect(await service.place({ ...input('checkout-key-0003', 9_980), promotionCode: 'ONCE10' })).toEqual({ kind: 'not-accepted', reason: TOO_MANY_CODES });
    clock.advance(60 * 60 * 1000);
    expect(await service.checkPromotion('ONCE10', 99_800)).toEqual({ kind: 'applies', code: 'ONCE10', discount: 9_980 });
  });

  it('places the order with the discount, and then the code is used for this shopper', async () => {
    const { service } = await setup();
    const placed = await service.place({ ...input('checkout-key-0001', 9_980), promotionCode: 'once10' });
    expect(placed.kind === 'placed' && placed.order.totals).toEqual({ subtotal: 99_800, delivery: 0, discount: 9_980, total: 89_820 });
    expect(await service.checkPromotion('ONCE10', 99_800)).toEqual({ kind: 'refused', reason: CODE_ALREADY_USED });
    expect(await service.place({ ...input('checkout-key-0002', 9_980), promotionCode: 'ONCE10' })).toEqual({ kind: 'not-accepted', reason: CODE_ALREADY_USED });
  });

  it('asks a visitor to log in, and says the code could not be checked when the book is out of reach', async () => {
    const { service, session, container } = await setup();
    container.rebind<PromotionBook>(PROMOTION_BOOK).toConstantValue({
      check: () => Promise.reject(new Error('offline')),
    } as unknown as PromotionBook);
    expect(await container.get(CheckoutService).checkPromotion('ONCE10', 99_800)).toEqual({ kind: 'unavailable' });
    session.logOut();
    expect(await service.checkPromotion('ONCE10', 99_800)).toEqual({ kind: 'login-required' });
  });
});
