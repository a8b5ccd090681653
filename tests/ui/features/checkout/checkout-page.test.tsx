import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutPage } from '../../../../src/ui/features/checkout/CheckoutPage';
import { OrderPlacedPage } from '../../../../src/ui/features/orders/OrderPlacedPage';
import { restocked } from '../../../support/products';
import { HOME, OFFICE } from '../../../support/addresses';
import { renderRoutes } from '../../../support/render';
import { createTestContainer } from '../../../support/test-container';
import { ASHA, COAT, currentStep, field, fillAddress, JEANS, line, openCheckout, reachReview, stepHeading, TEE } from './checkout-helpers';


describe('CheckoutPage: who and what', () => {
  it('asks a visitor to log in, coming back here afterwards', async () => {
    const view = await openCheckout('/checkout?buy=1&size=M&qty=1', { loggedIn: false });
    expect(screen.getByRole('heading', { name: 'Login to Checkout' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(view.returnPath.take()).toBe('/checkout?buy=1&size=M&qty=1');
  });

  it('says an empty cart has nothing to check out, with the way back to the cart', async () => {
    await openCheckout('/checkout', { lines: [] });
    expect(await screen.findByRole('heading', { name: 'Nothing to check out' })).toBeTruthy();
    expect(screen.getByText('Your cart is empty, or nothing in it can be bought right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('navigation', { name: 'Checkout steps' })).toBeNull();
  });

  it.each([
    ['qty=abc', 'The quantity must be a whole number from 1 to 10.'],
    ['qty=0', 'The quantity must be a whole number from 1 to 10.'],
    ['qty=-1', 'The quantity must be a whole number from 1 to 10.'],
    ['qty=1e9', 'The quantity must be a whole number from 1 to 10.'],
    ['qty=2.5', 'The quantity must be a whole number from 1 to 10.'],
    ['qty=11', 'The quantity must be a whole number from 1 to 10.'],
  ])('refuses a Buy Now link with %s, saying why, with the way back to the product', async (query, message) => {
    await openCheckout(`/checkout?buy=1&size=M&${query}`);
    expect(screen.getByRole('heading', { name: 'This checkout link is not valid' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Product' }).getAttribute('href')).toBe('/product/1');
  });

  it('refuses an unknown size and a product id that is no id', async () => {
    await openCheckout('/checkout?buy=abc&size=XXXL&qty=1');
    expect(screen.getByText('The link names no product. Choose a size from S, M, L, XL or XXL.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to Product' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
  });

  it('says a Buy Now product that does not exist cannot be bought', async () => {
    await openCheckout('/checkout?buy=999&size=M&qty=1');
    expect(await screen.findByRole('heading', { name: 'Nothing to check out' })).toBeTruthy();
    expect(screen.getByText('This product is no longer sold, or it is out of stock.')).toBeTruthy();
  });

  it('keeps the checkout key in the history entry, and uses the one it finds there', async () => {
    const first = await openCheckout('/checkout');
    await stepHeading('Delivery Address');
    const key = (first.router.state.location.state as { checkoutKey?: string }).checkoutKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    first.unmount();

    const test = createTestContainer({ products: [TEE, JEANS] });
    const place = vi.spyOn(test.orders, 'place');
    await openCheckout({ pathname: '/checkout', state: { checkoutKey: key } }, {}, test);
    await reachReview(HOME);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: /^Order FZ\d{8} placed$/ });
    expect(place.mock.calls[0]![1].idempotencyKey).toBe(key);
  });
});

describe('CheckoutPage: the steps', () => {
  it('says each address error at its field, and moves the focus to the first', async () => {
    await openCheckout();
    await stepHeading('Delivery Address');
    expect(currentStep()).toBe('1Address (current step)');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Full Name')));
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your full name')).toBeTruthy();
    expect(screen.getByText('Enter a 10-digit mobile number')).toBeTruthy();
    expect(screen.getByText('Choose your state or union territory')).toBeTruthy();
    expect(screen.getByText('Enter a 6-digit PIN code')).toBeTruthy();
    // The message is read with its field.
    const described = field('PIN Code').getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('Enter a 6-digit PIN code');

    await fillAddress({ ...HOME, pinCode: '110001' });
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    expect(await screen.findByText('PIN code 110001 is in Delhi, not Karnataka')).toBeTruthy();
    expect(currentStep()).toMatch(/^1Address/);
  });

  it('goes through delivery, payment and review, the focus on each step’s heading, and places the order', async () => {
    const view = await openCheckout();
    await stepHeading('Delivery Address');
    await fillAddress(HOME);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));

    const delivery = await stepHeading('Delivery Option');
    expect(document.activeElement).toBe(delivery);
    expect(currentStep()).toMatch(/^2Delivery/);
    // ₹1,798 is over the free-delivery threshold: standard is free.
    const standard = screen.getByRole('radio', { name: /^Standard Delivery/ });
    expect(standard.textContent).toContain('Free');
    expect(standard.textContent).toMatch(/Arrives by \w{3}, \d{1,2} \w{3}/);
    expect(standard.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /^Express Delivery/ }).textContent).toContain('₹99');
    await userEvent.click(screen.getByRole('radio', { name: /^Express Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    const payment = await stepHeading('Payment Method');
    expect(document.activeElement).toBe(payment);
    expect(screen.getByText('Pay in your UPI app once the order is placed.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^Cash on Delivery/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Review' }));

    await stepHeading('Review Your Order');
    expect(currentStep()).toMatch(/^4Review/);
    const lines = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(lines.map((item) => item.textContent)).toEqual([
      'Crew TeeSize M · Qty 1 · ₹499 each₹499',
      'Slim JeansSize L · Qty 1 · ₹1,299 each₹1,299',
    ]);
    const totals = within(screen.getByRole('region', { name: 'Order Total' }));
    expect(totals.getByText('Subtotal (2 items)').nextSibling?.textContent).toBe('₹1,798');
    expect(totals.getByText('Delivery').nextSibling?.textContent).toBe('₹99');
    expect(totals.getByText('Total').nextSibling?.textContent).toBe('₹1,897');
    expect(screen.getByRole('region', { name: 'Delivery Address' }).textContent).toContain('12 MG Road, Indiranagar, Near the metro station');
    expect(screen.getByRole('region', { name: 'Delivery' }).textContent).toMatch(/Express DeliveryArrives by/);
    expect(screen.getByRole('region', { name: 'Payment' }).textContent).toContain('Cash on Delivery');

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const placed = await screen.findByRole('heading', { level: 1, name: /^Order FZ\d{8} placed$/ });
    const [order] = await view.orders.list(ASHA.phone);
    expect(placed.textContent).toBe(`Order ${order!.number} placed`);
    expect(order!.totals.total).toBe(189_700);
    expect(order!.payment.method).toBe('cod');
    expect(order!.delivery.option).toBe('express');
    // The cart is emptied of what was bought; the new address is kept for next time, as the default.
    expect((await view.cart.read(ASHA.phone)).lines).toEqual([]);
    expect((await view.addressBook.list(ASHA.phone)).addresses).toEqual([{ ...HOME, id: expect.any(String), isDefault: true }]);
  });

  it('does not keep the address when "Save this address" is unticked', async () => {
    const view = await openCheckout();
    await stepHeading('Delivery Address');
    await fillAddress(HOME);
    const save = screen.getByRole('checkbox', { name: 'Save this address' });
    expect(save.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(save);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await stepHeading('Delivery Option');
    expect((await view.addressBook.list(ASHA.phone)).addresses).toEqual([]);
  });

  it('goes back to a step done from the step list, and from the review’s Change', async () => {
    await openCheckout();
    await reachReview(HOME);
    await userEvent.click(screen.getByRole('button', { name: 'Change payment' }));
    await stepHeading('Payment Method');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByRole('button', { name: 'Address (done)' }));
    await stepHeading('Delivery Address');
    expect(currentStep()).toMatch(/^1Address \(current step\)/);
  });

  it('offers Cash on Delivery only up to ₹5,000: above it, disabled with the reason', async () => {
    await openCheckout('/checkout', { lines: [line(3, 'M', 1, 5499)] });
    await stepHeading('Delivery Address');
    await fillAddress(OFFICE);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await stepHeading('Delivery Option');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await stepHeading('Payment Method');
    const cod = screen.getByRole('radio', { name: /^Cash on Delivery/ });
    expect(cod.hasAttribute('disabled') || cod.getAttribute('data-disabled') !== null).toBe(true);
    expect(cod.textContent).toContain('Cash on Delivery is available on orders up to ₹5,000');
    const upi = screen.getByRole('radio', { name: /^UPI/ });
    expect(upi.getAttribute('aria-checked')).toBe('true');
  });
});

describe('CheckoutPage: Buy Now', () => {
  it('buys the one item, size and quantity, and leaves the cart untouched', async () => {
    const view = await openCheckout('/checkout?buy=2&size=XL&qty=2', { lines: [line(1, 'M', 1, 499)] });
    await reachReview(HOME);
    const lines = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem');
    expect(lines.map((item) => item.textContent)).toEqual(['Slim JeansSize XL · Qty 2 · ₹1,299 each₹2,598']);
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: /placed$/ });
    const [order] = await view.orders.list(ASHA.phone);
    expect(order!.lines.map(({ productId, size, quantity }) => ({ productId, size, quantity }))).toEqual([{ productId: 2, size: 'XL', quantity: 2 }]);
    expect((await view.cart.read(ASHA.phone)).lines).toEqual([line(1, 'M', 1, 499)]);
  });

  it('says when fewer are left than the link asks for', async () => {
    await openCheckout('/checkout?buy=1&size=M&qty=6');
    expect(await screen.findByText('Only 4 left: this order is for 4.')).toBeTruthy();
  });
});

describe('CheckoutPage: placing', () => {
  it('shows each refused line, the new figures, and places once confirmed again', async () => {
    const view = await openCheckout();
    await reachReview(HOME);
    await view.products.save(restocked(TEE, 0));
    await view.products.save({ ...JEANS, price: 1199 });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your order was not placed');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Crew Tee (M) just sold out',
      'Slim Jeans (L) now costs ₹1,199 (was ₹1,299)',
    ]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('1 item in your cart is sold out or no longer sold, and not in this order.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Order Total' })).getByText('Total').nextSibling?.textContent).toBe('₹1,199');
    expect(await view.orders.list(ASHA.phone)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: /placed$/ });
    const [order] = await view.orders.list(ASHA.phone);
    expect(order!.totals.total).toBe(119_900);
  });

  it('hands the order placed to its confirmation page, which shows it without reading it again', async () => {
    const test = createTestContainer({ products: [TEE, JEANS] });
    test.session.logIn(ASHA);
    await test.cart.save(ASHA.phone, [line(1, 'M', 1, 499)]);
    await test.addressBook.save(ASHA.phone, [{ ...HOME, id: 'home', isDefault: true }]);
    const find = vi.spyOn(test.orders, 'find');
    const view = await renderRoutes(
      [
        { path: '/checkout', element: <CheckoutPage /> },
        { path: '/order-placed/:number', element: <OrderPlacedPage /> },
      ],
      '/checkout',
      test,
    );
    // The saved address, standard delivery, cash on delivery (its first choice): quicker than typing one.
    await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Review' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeTruthy();
    const [order] = await test.orders.list(ASHA.phone);
    expect(view.router.state.location.pathname).toBe(`/order-placed/${order!.number}`);
    expect(screen.getByText(order!.number)).toBeTruthy();
    expect(screen.getByText(/Thank you, Asha Rao\./)).toBeTruthy();
    expect(find).not.toHaveBeenCalled();
  });

  it('makes one order of a double click', async () => {
    const view = await openCheckout();
    await reachReview(HOME);
    const place = vi.spyOn(view.orders, 'place');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { level: 1, name: /placed$/ });
    expect(place).toHaveBeenCalledTimes(1);
    expect(await view.orders.list(ASHA.phone)).toHaveLength(1);
  });

  it('says when the order could not be placed, and Try again places it with the same key', async () => {
    const view = await openCheckout();
    await reachReview(HOME);
    const place = vi.spyOn(view.orders, 'place').mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your order could not be placed, and nothing was charged. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: /placed$/ });
    expect(place).toHaveBeenCalledTimes(2);
    expect(place.mock.calls[1]![1].idempotencyKey).toBe(place.mock.calls[0]![1].idempotencyKey);
  });

  it('sends the shopper back to the payment step when the new total no longer allows cash on delivery', async () => {
    const view = await openCheckout('/checkout', { lines: [line(3, 'M', 1, 4499)], products: [{ ...COAT, price: 4499 }] });
    await reachReview(HOME);
    await view.products.save({ ...COAT, price: 5499 });
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await stepHeading('Payment Method');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Wool Coat (M) now costs ₹5,499 (was ₹4,499)');
    expect(alert.textContent).toContain('Cash on Delivery is available on orders up to ₹5,000');
  });
});

describe('CheckoutPage: saved addresses', () => {
  async function withSaved() {
    const test = createTestContainer({ products: [TEE, JEANS] });
    await test.addressBook.save(ASHA.phone, [
      { ...HOME, id: 'home', isDefault: true },
      { ...OFFICE, id: 'office', isDefault: false },
    ]);
    return openCheckout('/checkout', {}, test);
  }

  it('offers them, the default chosen, and delivers to the one chosen', async () => {
    const view = await withSaved();
    const group = await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    const [home, office] = within(group).getAllByRole('radio');
    expect(home!.getAttribute('aria-checked')).toBe('true');
    expect(home!.textContent).toContain('Default');
    await userEvent.click(office!);
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await stepHeading('Delivery Option');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to Review' }));
    expect((await screen.findByRole('region', { name: 'Delivery Address' })).textContent).toContain('Gurugram, Haryana 122002');
    expect((await view.addressBook.list(ASHA.phone)).addresses).toHaveLength(2);
  });

  it('edits, makes default and deletes, after asking', async () => {
    const view = await withSaved();
    await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit address of Asha Rao, Gurugram' }));
    const form = within(screen.getByRole('form', { name: 'Edit address' }));
    await userEvent.clear(form.getByRole('textbox', { name: 'City' }));
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText('Enter your city')).toBeTruthy();
    await userEvent.type(form.getByRole('textbox', { name: 'City' }), 'Gurgaon');
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));
    await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    expect(screen.getByText('Gurgaon, Haryana 122002')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Make default: Asha Rao, Gurgaon' }));
    await waitFor(async () => expect((await view.addressBook.list(ASHA.phone)).addresses.find((a) => a.isDefault)?.id).toBe('office'));

    await userEvent.click(screen.getByRole('button', { name: 'Delete address of Asha Rao, Bengaluru' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect((await view.addressBook.list(ASHA.phone)).addresses.map((a) => a.id)).toEqual(['office']));
    expect(within(screen.getByRole('radiogroup', { name: 'Saved addresses' })).getAllByRole('radio')).toHaveLength(1);
  });

  it('adds a new one beside them', async () => {
    const view = await withSaved();
    await screen.findByRole('radiogroup', { name: 'Saved addresses' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    await fillAddress({ ...OFFICE, fullName: 'Ravi Rao', city: 'Faridabad', pinCode: '121001' });
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await stepHeading('Delivery Option');
    expect((await view.addressBook.list(ASHA.phone)).addresses.map((a) => a.city)).toEqual(['Bengaluru', 'Gurugram', 'Faridabad']);
  });
});
