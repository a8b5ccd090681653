import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { WishlistPage } from '../../../../src/ui/features/wishlist/WishlistPage';
import { aProduct, inEverySize } from '../../../support/products';
import { renderRoutes } from '../../../support/render';
import { createTestContainer } from '../../../support/test-container';

const routes: RouteObject[] = [
  { path: '/wishlist', element: <WishlistPage /> },
  { path: '/login', element: <h1>Login page</h1> },
];

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = inEverySize(4, { id: 1, title: 'Crew Tee', price: 499, originalPrice: 999 });
const JEANS = aProduct({ id: 2, title: 'Slim Jeans', price: 1299, originalPrice: 1299, stock: 0 });

async function openWishlist(saved: number[], products = [TEE, JEANS]) {
  const test = createTestContainer({ products });
  test.session.logIn(ASHA);
  await test.wishlist.save(ASHA.phone, saved.map((productId) => ({ productId })));
  return renderRoutes(routes, '/wishlist', test);
}

const items = () => screen.getByRole('list', { name: 'Items in your wishlist' });
const item = (title: string) => within(items()).getByText(title).closest('li')!;

describe('WishlistPage', () => {
  it("shows a visitor the spec's empty state, with Start Shopping and a Log in link that comes back here", async () => {
    const { router, returnPath } = await renderRoutes(routes, '/wishlist');
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(returnPath.take()).toBe('/wishlist');
  });

  it('shows a shopper with nothing saved the empty state, without a Log in link', async () => {
    await openWishlist([]);
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows each saved product as the catalogue has it now: image, title, price, original price, in stock or not, or gone', async () => {
    await openWishlist([1, 2, 77]);
    await screen.findByRole('list', { name: 'Items in your wishlist' });
    expect(screen.getByText('3 items')).toBeTruthy();
    const tee = within(item('Crew Tee'));
    expect(tee.getByRole('link', { name: 'Crew Tee' }).getAttribute('href')).toBe('/product/1');
    expect(item('Crew Tee').querySelector('img')?.getAttribute('src')).toBe('/images/products/1.svg');
    expect(tee.getByText('₹499')).toBeTruthy();
    expect(tee.getByLabelText('Original price ₹999')).toBeTruthy();
    expect(tee.getByText('In Stock')).toBeTruthy();
    const jeans = within(item('Slim Jeans'));
    expect(jeans.getByText('Out of Stock')).toBeTruthy();
    expect((jeans.getByRole('button', { name: 'Move Slim Jeans to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    const gone = within(item('A product no longer sold'));
    expect(gone.getByText('No longer available')).toBeTruthy();
    expect(gone.queryByRole('button', { name: /to Cart/ })).toBeNull();
    expect(gone.getByRole('button', { name: 'Remove A product no longer sold from Wishlist' })).toBeTruthy();
  });

  it('moves a product to the cart in the size chosen in a dialog, and takes it off the wishlist', async () => {
    const { notifier, cart, wishlist } = await openWishlist([2, 1]);
    await screen.findByRole('list', { name: 'Items in your wishlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Crew Tee to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a size' });
    const confirm = within(dialog).getByRole('button', { name: 'Move to Cart' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'L' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByText('Crew Tee')).toBeNull());
    expect(notifier.notices).toContainEqual({ kind: 'success', title: 'Moved to Cart', description: 'Crew Tee was moved to your cart' });
    expect((await cart.read(ASHA.phone)).lines).toEqual([{ productId: 1, size: 'L', quantity: 1, priceWhenAdded: 499 }]);
    expect((await wishlist.read(ASHA.phone)).items).toEqual([{ productId: 2 }]);
  });

  it('Cancel in the dialog moves nothing', async () => {
    const { cart } = await openWishlist([1]);
    await screen.findByRole('list', { name: 'Items in your wishlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Crew Tee to Cart' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await cart.read(ASHA.phone)).lines).toEqual([]);
    expect(screen.getByText('Crew Tee')).toBeTruthy();
  });

  it('says why the cart refused, and keeps the product saved', async () => {
    const { notifier, cart } = await openWishlist([1]);
    await cart.save(ASHA.phone, [{ productId: 1, size: 'S', quantity: 4, priceWhenAdded: 499 }]);
    await screen.findByRole('list', { name: 'Items in your wishlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Move Crew Tee to Cart' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'S' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Cart' }));
    await waitFor(() => expect(notifier.notices).toContainEqual({ kind: 'error', title: 'Not Added to Cart', description: 'Only 4 left, and 4 are already in your cart.' }));
    expect(screen.getByText('Crew Tee')).toBeTruthy();
  });

  it('removes a product, one gone from the catalogue too', async () => {
    const { notifier, wishlist } = await openWishlist([77, 1]);
    await screen.findByRole('list', { name: 'Items in your wishlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove A product no longer sold from Wishlist' }));
    await waitFor(() => expect(screen.queryByText('A product no longer sold')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove Crew Tee from Wishlist' }));
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty' })).toBeTruthy();
    expect((await wishlist.read(ASHA.phone)).items).toEqual([]);
    expect(notifier.notices.map((notice) => notice.description)).toEqual([
      'A product no longer sold was removed from your wishlist',
      'Crew Tee was removed from your wishlist',
    ]);
  });

  it('says when the wishlist cannot be read, and tries again', async () => {
    const test = createTestContainer({ products: [TEE] });
    test.session.logIn(ASHA);
    await test.wishlist.save(ASHA.phone, [{ productId: 1 }]);
    const read = test.wishlist.read.bind(test.wishlist);
    let failing = true;
    test.wishlist.read = (owner) => (failing ? Promise.reject(new Error('offline')) : read(owner));
    await renderRoutes(routes, '/wishlist', test);
    expect((await screen.findByRole('alert')).textContent).toContain('Your wishlist could not be loaded.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Crew Tee')).toBeTruthy();
  });
});
