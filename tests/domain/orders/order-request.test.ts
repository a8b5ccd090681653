import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../src/domain/catalogue/product';
import { SIZES } from '../../../src/domain/catalogue/size';
import { decideOrder, lineProblemMessage, requestProblem, type OrderRequest, type OrderRequestLine } from '../../../src/domain/orders/order-request';
import { orderTotals } from '../../../src/domain/orders/order-totals';
import { HOME } from '../../support/addresses';
import { MALFORMED_LINE_FIELDS, MALFORMED_REQUESTS, forged, forgedLine } from '../../support/malformed-order-requests';
import { aProduct, aProductInSizes } from '../../support/products';

const TEE = aProductInSizes({ M: 3, L: 1 }, { id: 1, title: 'Tee', price: 499, originalPrice: 999 });
const CAP = aProduct({ id: 2, title: 'Cap', price: 199.5, originalPrice: 150, stock: 40, category: 'accessories' });
const catalogue = new Map<number, Product>([TEE, CAP].map((product) => [product.id, product]));
const productOf = (id: number) => catalogue.get(id);

function request(lines: readonly OrderRequestLine[], overrides: Partial<OrderRequest> = {}): OrderRequest {
  return {
    idempotencyKey: 'checkout-key-1',
    lines,
    address: HOME,
    deliveryOption: 'standard',
    paymentMethod: 'cod',
    total: orderTotals(lines, overrides.deliveryOption ?? 'standard').total,
    fromCart: false,
    ...overrides,
  };
}

describe('decideOrder', () => {
  it("accepts at the catalogue's prices: lines as bought, each with its variant's SKU, and the totals", () => {
    const decision = decideOrder(request([{ productId: 1, size: 'M', quantity: 2, unitPrice: 49_900 }, { productId: 2, size: 'One Size', quantity: 1, unitPrice: 19_950 }]), productOf);
    expect(decision).toEqual({
      kind: 'accepted',
      lines: [
        { productId: 1, title: 'Tee', image: TEE.image, category: 'tshirts', size: 'M', sku: 'TSH1001-M', quantity: 2, unitPrice: 49_900, mrp: 99_900 },
        // An MRP below the price is shown as the price: never a negative discount.
        { productId: 2, title: 'Cap', image: CAP.image, category: 'accessories', size: 'One Size', sku: 'ACC2002-OS', quantity: 1, unitPrice: 19_950, mrp: 19_950 },
      ],
      totals: { subtotal: 119_750, delivery: 0, discount: 0, total: 119_750 },
    });
  });

  it('refuses each line that changed, in the order asked', () => {
    const lines: OrderRequestLine[] = [
      { productId: 1, size: 'M', quantity: 4, unitPrice: 49_900 },
      { productId: 1, size: 'L', quantity: 2, unitPrice: 49_900 },
      { productId: 1, size: 'XL', quantity: 1, unitPrice: 49_900 },
      { productId: 2, size: 'One Size', quantity: 1, unitPrice: 10_000 },
      { productId: 2, size: 'S', quantity: 1, unitPrice: 19_950 },
      { productId: 1, size: 'M', colour: 'Navy', quantity: 1, unitPrice: 49_900 },
      { productId: 3, size: 'S', quantity: 1, unitPrice: 10_000 },
    ];
    // Each variant's own stock: 3 in M and 1 in L, none in XL, whatever the product's total.
    expect(decideOrder(request(lines), productOf)).toEqual({
      kind: 'refused',
      problems: [
        { kind: 'short', productId: 1, size: 'M', title: 'Tee', left: 3 },
        { kind: 'short', productId: 1, size: 'L', title: 'Tee', left: 1 },
        { kind: 'short', productId: 1, size: 'XL', title: 'Tee', left: 0 },
        { kind: 'repriced', productId: 2, size: 'One Size', title: 'Cap', was: 10_000, now: 19_950 },
        { kind: 'no-variant', productId: 2, size: 'S', title: 'Cap' },
        { kind: 'no-variant', productId: 1, size: 'M', colour: 'Navy', title: 'Tee' },
        { kind: 'gone', productId: 3, size: 'S' },
      ],
    });
  });

  it.each([
    ['no lines', request([]), 'There is nothing to order'],
    ['a short key', request([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }], { idempotencyKey: 'k' }), 'The checkout has no valid key'],
    ['the same line twice', request([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }, { productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }]), 'The same product, size and colour appear twice'],
    ['a quantity of 11', request([{ productId: 1, size: 'M', quantity: 11, unitPrice: 49_900 }]), 'A quantity must be a whole number from 1 to 10'],
    ['a quantity that is text', request([{ productId: 1, size: 'M', quantity: 'abc' as unknown as number, unitPrice: 49_900 }]), 'A quantity must be a whole number from 1 to 10'],
    ['an unknown delivery option', request([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }], { deliveryOption: 'international' as 'standard' }), 'Choose a delivery option'],
    ['a changed total', request([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }], { total: 1 }), 'The total has changed'],
  ])('finds %s invalid', (_what, bad, reason) => {
    expect(decideOrder(bad, productOf)).toEqual({ kind: 'not-accepted', reason });
  });

  it('refuses cash on delivery above its limit, with the policy’s reason', () => {
    const big = aProduct({ id: 9, price: 5001, stock: 5 });
    expect(decideOrder(request([{ productId: 9, size: 'M', quantity: 1, unitPrice: 500_100 }]), (id) => (id === 9 ? big : undefined))).toEqual({
      kind: 'not-accepted',
      reason: 'Cash on Delivery is available on orders up to ₹5,000',
    });
  });

  it('says each problem in words', () => {
    const rupees = (paise: number) => `₹${paise / 100}`;
    expect(lineProblemMessage({ kind: 'short', productId: 1, size: 'M', title: 'Tee', left: 0 }, rupees)).toBe('Tee (M) just sold out');
    expect(lineProblemMessage({ kind: 'short', productId: 1, size: 'M', title: 'Tee', left: 2 }, rupees)).toBe('Tee (M): only 2 left');
    expect(lineProblemMessage({ kind: 'repriced', productId: 1, size: 'M', title: 'Tee', was: 100, now: 200 }, rupees)).toBe('Tee (M) now costs ₹2 (was ₹1)');
    expect(lineProblemMessage({ kind: 'gone', productId: 1, size: 'M' }, rupees)).toBe('A product in size M is no longer available');
    expect(lineProblemMessage({ kind: 'short', productId: 1, size: 'XL', colour: 'Navy', title: 'Tee', left: 1 }, rupees)).toBe('Tee (XL, Navy): only 1 left');
    expect(lineProblemMessage({ kind: 'no-variant', productId: 1, size: 'XXL', colour: 'Red', title: 'Tee' }, rupees)).toBe('Tee is no longer sold in XXL, Red');
  });
});

describe('decideOrder, for any catalogue and request', () => {
  const product = fc.record({
    id: fc.integer({ min: 1, max: 6 }),
    price: fc.integer({ min: 1, max: 500_000 }).map((paise) => paise / 100),
    stock: fc.integer({ min: 0, max: 30 }),
  });
  const requestLine = fc.record({
    productId: fc.integer({ min: 1, max: 7 }),
    size: fc.constantFrom(...SIZES),
    quantity: fc.integer({ min: 1, max: 10 }),
  });

  it('never takes stock below 0, the lines sum to the subtotal, and the total is never negative', () => {
    fc.assert(
      fc.property(fc.uniqueArray(product, { selector: (p) => p.id, maxLength: 6 }), fc.uniqueArray(requestLine, { selector: (l) => `${l.productId}/${l.size}`, minLength: 1, maxLength: 8 }), fc.constantFrom('cod', 'upi'), (products, lines, payment) => {
        const byId = new Map(products.map((p) => [p.id, aProductInSizes({ S: p.stock, M: Math.floor(p.stock / 2), XL: p.stock % 3 }, { id: p.id, price: p.price })]));
        const withPrices = lines.map((line) => ({ ...line, unitPrice: Math.round((byId.get(line.productId)?.price ?? 1) * 100) }));
        const decision = decideOrder(request(withPrices, { paymentMethod: payment as 'cod' | 'upi' }), (id) => byId.get(id));
        if (decision.kind !== 'accepted') return;
        for (const line of decision.lines) expect(byId.get(line.productId)!.variants.find((variant) => variant.sku === line.sku)!.stock).toBeGreaterThanOrEqual(line.quantity);
        expect(decision.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)).toBe(decision.totals.subtotal);
        expect(decision.totals.total).toBeGreaterThanOrEqual(0);
        expect(decision.totals.total).toBe(decision.totals.subtotal + decision.totals.delivery - decision.totals.discount);
      }),
    );
  });

  it('accepts only requests requestProblem finds nothing wrong with', () => {
    fc.assert(
      fc.property(fc.array(requestLine, { maxLength: 4 }), (lines) => {
        const bad = request(lines.map((line) => ({ ...line, unitPrice: 49_900 })));
        if (requestProblem(bad)) expect(decideOrder(bad, productOf).kind).toBe('not-accepted');
      }),
    );
  });
});

describe('requestProblem, whatever a client sends (issue 37)', () => {
  const good = () => request([{ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }]);

  it.each(MALFORMED_LINE_FIELDS)('refuses %s by name, as every book and place_order do', (_what, change, reason) => {
    const bad = request([forgedLine({ productId: 1, size: 'M', quantity: 1, unitPrice: 49_900 }, change)], { total: 49_900 });
    expect(requestProblem(bad)).toBe(reason);
    expect(decideOrder(bad, productOf)).toEqual({ kind: 'not-accepted', reason });
  });

  it.each(MALFORMED_REQUESTS)('refuses %s by name, as every book and place_order do', (_what, change, reason) => {
    expect(decideOrder(forged(good(), change), productOf)).toEqual({ kind: 'not-accepted', reason });
  });

  it('counts the key in characters, as the database does: 8 emoji are a key, 7 are not', () => {
    expect(requestProblem({ ...good(), idempotencyKey: '🛒'.repeat(8) })).toBeUndefined();
    expect(requestProblem({ ...good(), idempotencyKey: '🛒'.repeat(7) })).toBe('The checkout has no valid key');
  });

  // Lines whose fields are sometimes right and sometimes any JSON, so that every check is reached.
  const anyField = <T>(right: fc.Arbitrary<T>) => fc.oneof(right, fc.jsonValue());
  const anyLine = fc.oneof(
    fc.jsonValue(),
    fc.record(
      { productId: anyField(fc.integer({ min: 1, max: 3 })), size: anyField(fc.constantFrom(...SIZES)), quantity: anyField(fc.integer({ min: 0, max: 11 })), unitPrice: anyField(fc.constant(49_900)) },
      { requiredKeys: [] },
    ),
  );

  it('answers any JSON in any field with a reason or nothing, and decideOrder never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(anyLine, { maxLength: 60 })), fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (lines, key, option, method, code) => {
        const bad = forged(good(), { lines, idempotencyKey: key, deliveryOption: option, paymentMethod: method, promotionCode: code });
        const problem = requestProblem(bad);
        expect(problem === undefined || typeof problem === 'string').toBe(true);
        const decision = decideOrder(bad, productOf);
        if (problem) expect(decision).toEqual({ kind: 'not-accepted', reason: problem });
      }),
    );
  });
});
