import { describe, expect, it, vi } from 'vitest';
import { CheckoutService } from '../../../../src/application/checkout/checkout-service';
import { CheckoutViewModel } from '../../../../src/ui/features/checkout/checkout-view-model';
import { addressFormValues } from '../../../../src/domain/orders/address';
import { MAX_SAVED_ADDRESSES } from '../../../../src/domain/orders/saved-addresses';
import { HOME, OFFICE, PARENTS, saved } from '../../../support/addresses';
import { createTestContainer } from '../../../support/test-container';
import { ASHA, JEANS, line, TEE } from './checkout-helpers';

const HOUR = 3_600_000;

/** Asha's checkout of her cart (a tee and jeans), with the service the view model uses at hand. */
async function opened(search = '') {
  const test = createTestContainer({ products: [TEE, JEANS] });
  test.session.logIn(ASHA);
  await test.cart.save(ASHA.phone, [line(1, 'M', 1, 499), line(2, 'L', 1, 1299)]);
  const service = test.container.get(CheckoutService);
  test.container.rebind(CheckoutService).toConstantValue(service);
  const vm = test.container.get(CheckoutViewModel);
  vm.open(search, undefined);
  await vi.waitFor(() => expect([vm.status, vm.addressBook.status]).toEqual(['ready', 'ready']));
  return { ...test, vm, service };
}

/** Through the address (new, saved to the book), the first delivery option and cash on delivery, to the review. */
async function reviewed(vm: CheckoutViewModel, address = HOME) {
  expect(await vm.submitNewAddress(addressFormValues(address), true)).toBeUndefined();
  vm.confirmDelivery();
  vm.choices.choosePayment('cod');
  vm.confirmPayment();
  expect(vm.steps.step).toBe('review');
}

describe('CheckoutViewModel', () => {
  it('keeps one key for the checkout: a key kept in the history entry, or a new one; another query is another checkout', async () => {
    const { vm } = await opened();
    const key = vm.key;
    expect(key).toMatch(/^[0-9a-f]{8}-/);
    expect(vm.open('', undefined)).toBe(key);
    expect(vm.open('?buy=1&size=M&qty=1', undefined)).not.toBe(key);
    const fresh = createTestContainer().container.get(CheckoutViewModel);
    expect(fresh.open('', 'kept-key-0001')).toBe('kept-key-0001');
    // Too short to be one the checkout made: a new one.
    expect(fresh.open('?x', 'short')).not.toBe('short');
  });

  it('reads what it sells once: opened again with its key (the page keeps it in the history entry) it reads nothing more; after dispose it reads afresh', async () => {
    const { vm, service } = await opened();
    const items = vi.spyOn(service, 'items');
    vm.open('', vm.key);
    expect(items).not.toHaveBeenCalled();
    vm.dispose();
    vm.open('', vm.key);
    expect(items).toHaveBeenCalledTimes(1);
    expect(vm.steps.step).toBe('address');
  });

  it('walks the steps in order, going back only to those reached', async () => {
    const { vm, addressBook } = await opened();
    expect(vm.steps.step).toBe('address');
    expect(vm.canGoTo('review')).toBe(false);
    await reviewed(vm);
    expect((await addressBook.list(ASHA.phone)).addresses).toHaveLength(1);
    expect(vm.totals).toEqual({ subtotal: 179_800, delivery: 0, discount: 0, total: 179_800 });
    vm.goTo('delivery');
    expect(vm.steps.step).toBe('delivery');
    expect(vm.canGoTo('review')).toBe(true);
  });

  it('places one order however often Place Order is pressed while it is on its way', async () => {
    const { vm, orders } = await opened();
    await reviewed(vm);
    const place = vi.spyOn(orders, 'place');
    const [first, second, third] = await Promise.all([vm.placeOrder(), vm.placeOrder(), vm.placeOrder()]);
    expect(first).toMatch(/^\/order-placed\/FZ\d{8}$/);
    expect([second, third]).toEqual([undefined, undefined]);
    expect(place).toHaveBeenCalledTimes(1);
    expect(await orders.list(ASHA.phone)).toHaveLength(1);
  });

  it('sends the shopper back to the delivery step when same-day delivery closed before the order was placed', async () => {
    const { vm, clock } = await opened();
    // 03:43 in India: same-day reaches the warehouse's own city (HOME, 560038) until noon.
    expect(await vm.submitNewAddress(addressFormValues(HOME), false)).toBeUndefined();
    vm.choices.chooseDelivery('same-day');
    expect(vm.choices.deliveryOption).toBe('same-day');
    vm.confirmDelivery();
    vm.choices.choosePayment('upi');
    vm.confirmPayment();
    expect(vm.steps.step).toBe('review');
    clock.advance(10 * HOUR);
    expect(await vm.placeOrder()).toBeUndefined();
    expect(vm.steps.step).toBe('delivery');
    expect(vm.steps.message?.text).toBe('For orders placed before 12 PM, in select cities, Monday to Saturday');
    expect(vm.choices.deliveryChoices.find((choice) => choice.option === 'same-day')?.estimate.kind).toBe('unavailable');
    expect(vm.choices.deliveryOption).toBe('standard');
  });

  it('offers same-day delivery only in the warehouse’s own city', async () => {
    const { vm } = await opened();
    await vm.submitNewAddress(addressFormValues(OFFICE), false);
    const sameDay = vm.choices.deliveryChoices.find((choice) => choice.option === 'same-day')!;
    expect(sameDay.estimate).toEqual({ kind: 'unavailable', reason: 'Same-day delivery is only for addresses in our own city' });
    vm.choices.chooseDelivery('same-day');
    expect(vm.choices.deliveryOption).toBe('standard');
  });

  it('goes back to the address step with the errors the checkout’s own check found', async () => {
    const { vm, service } = await opened();
    await reviewed(vm);
    vi.spyOn(service, 'place').mockResolvedValueOnce({ kind: 'invalid', errors: { pinCode: 'We do not deliver to PIN code 560038' } });
    expect(await vm.placeOrder()).toBeUndefined();
    expect(vm.steps.step).toBe('address');
    expect(vm.addressBook.mode).toEqual({ kind: 'new' });
    expect(vm.addressBook.formErrors).toEqual({ pinCode: 'We do not deliver to PIN code 560038' });
    expect(vm.addressBook.draft?.pinCode).toBe(HOME.pinCode);
  });

  it('says why an order the checkout would not make was refused, and reads the figures again', async () => {
    const { vm, service } = await opened();
    await reviewed(vm);
    const items = vi.spyOn(service, 'items');
    vi.spyOn(service, 'place').mockResolvedValueOnce({ kind: 'not-accepted', reason: 'The total has changed' });
    await vm.placeOrder();
    expect(vm.steps.step).toBe('review');
    expect(vm.steps.message).toEqual({ tone: 'error', text: 'The total has changed' });
    expect(items).toHaveBeenCalledTimes(1);
    expect(vm.placing.busy).toBe(false);
  });

  it('says, in its own words, saved addresses that could not be read, and a new one the book could not keep (the order still goes there)', async () => {
    const test = createTestContainer({ products: [TEE, JEANS] });
    test.session.logIn(ASHA);
    await test.cart.save(ASHA.phone, [line(1, 'M', 1, 499)]);
    await test.addressBook.save(ASHA.phone, Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => saved(OFFICE, `address-${i}`, i === 0)));
    vi.spyOn(test.addressBook, 'list').mockResolvedValueOnce({ addresses: [saved(OFFICE, 'address-0', true)], dropped: true });
    const vm = test.container.get(CheckoutViewModel);
    vm.open('', undefined);
    await vi.waitFor(() => expect(vm.addressBook.status).toBe('ready'));
    expect(test.notifier.notices).toEqual([{ kind: 'info', title: 'Addresses Updated', description: 'Some saved addresses could not be read and were removed.' }]);

    vm.addressBook.addNew();
    expect(await vm.submitNewAddress(addressFormValues(HOME), true)).toBeUndefined();
    expect(test.notifier.notices[1]).toEqual({ kind: 'info', title: 'Address Not Saved', description: 'You can keep up to 20 addresses; this one is used for this order only.' });
    expect([vm.steps.step, vm.address?.city]).toEqual(['delivery', 'Bengaluru']);

    vm.goTo('address');
    await test.addressBook.save(ASHA.phone, []);
    vi.spyOn(test.addressBook, 'save').mockRejectedValueOnce(new Error('quota'));
    expect(await vm.submitNewAddress(addressFormValues(PARENTS), true)).toBeUndefined();
    expect(test.notifier.notices[2]).toEqual({ kind: 'error', title: 'Address Not Saved', description: 'Your address book could not be updated; this address is used for this order only.' });
    expect([vm.steps.step, vm.address?.city]).toEqual(['delivery', 'Chennai']);
  });

  it('asks a shopper logged out meanwhile to log in again', async () => {
    const { vm, session } = await opened();
    await reviewed(vm);
    session.logOut();
    await vm.placeOrder();
    expect(vm.steps.message?.text).toBe('You were logged out. Please log in again to place your order.');
  });
});
