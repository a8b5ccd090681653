import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams, type InitialEntry, type RouteObject } from 'react-router-dom';
import type { StoredCartLine } from '../../../../src/domain/cart/cart-line';
import type { Product } from '../../../../src/domain/catalogue/product';
import type { DeliveryAddress } from '../../../../src/domain/orders/address';
import { CheckoutPage } from '../../../../src/ui/features/checkout/CheckoutPage';
import { aProduct, inEverySize } from '../../../support/products';
import { renderRoutes } from '../../../support/render';
import { createTestContainer, type TestContainer } from '../../../support/test-container';

function OrderPlaced() {
  const { number } = useParams();
  return <h1>Order {number} placed</h1>;
}

export const routes: RouteObject[] = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/order-placed/:number', element: <OrderPlaced /> },
  { path: '/cart', element: <h1>Cart page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
];

export const ASHA = { phone: '9876543210', name: 'Asha' };
export const TEE = aProduct({ id: 1, title: 'Crew Tee', price: 499, originalPrice: 999, stock: 4 });
export const JEANS = inEverySize(10, { id: 2, title: 'Slim Jeans', price: 1299, originalPrice: 2599 });
export const COAT = aProduct({ id: 3, title: 'Wool Coat', price: 5499, originalPrice: 8999, stock: 5 });

export const line = (productId: number, size: StoredCartLine['size'], quantity: number, priceWhenAdded: number): StoredCartLine => ({
  productId,
  size,
  quantity,
  priceWhenAdded,
});

/** A logged-in Asha with `lines` in her cart, at `/checkout…` (or an entry with its history state). */
export async function openCheckout(
  entry: InitialEntry = '/checkout',
  { lines = [line(1, 'M', 1, 499), line(2, 'L', 1, 1299)], products = [TEE, JEANS, COAT], loggedIn = true }: { lines?: StoredCartLine[]; products?: Product[]; loggedIn?: boolean } = {},
  test: TestContainer = createTestContainer({ products }),
) {
  if (loggedIn) test.session.logIn(ASHA);
  if (loggedIn) await test.cart.save(ASHA.phone, lines);
  return renderRoutes(routes, entry, test);
}

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** The step the list marks as current (aria-current="step"). */
export function currentStep(): string | null {
  const nav = screen.getByRole('navigation', { name: 'Checkout steps' });
  return nav.querySelector('[aria-current="step"]')?.textContent ?? null;
}

export const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Fills the address form as a shopper types it, and chooses the state. */
export async function fillAddress(address: DeliveryAddress): Promise<void> {
  const form = within(screen.getByRole('form', { name: 'New address' }));
  // Pasted, one input event a field: typed key by key, each key re-validating the form, the address
  // alone took seconds of a test's 15 on a busy machine.
  const type = async (name: string, value: string) => {
    const input = form.getByRole('textbox', { name });
    await userEvent.clear(input);
    if (value) await userEvent.paste(value);
  };
  await type('Full Name', address.fullName);
  await type('Mobile Number', address.mobile);
  await type('Email', address.email);
  await type('Address Line 1', address.line1);
  await type('Address Line 2', address.line2);
  await type('Landmark (optional)', address.landmark);
  await type('City', address.city);
  await userEvent.click(form.getByRole('combobox', { name: 'State / Union Territory' }));
  await userEvent.click(await screen.findByRole('option', { name: address.state }));
  await type('PIN Code', address.pinCode);
}

export async function continueTo(step: 'Payment' | 'Review'): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: `Continue to ${step}` }));
}

/** From the address step: the new address, the first delivery option offered, `payment`, to the review. */
export async function reachReview(address: DeliveryAddress, payment: 'Cash on Delivery' | 'UPI' = 'Cash on Delivery'): Promise<void> {
  await stepHeading('Delivery Address');
  await fillAddress(address);
  await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
  await stepHeading('Delivery Option');
  await continueTo('Payment');
  await stepHeading('Payment Method');
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${payment}`) }));
  await continueTo('Review');
  await stepHeading('Review Your Order');
}
