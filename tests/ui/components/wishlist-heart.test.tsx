import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../../src/application/ports/storage-errors';
import { WISHLIST_STORE, type WishlistStore } from '../../../src/application/ports/wishlist-store';
import { ProductCard } from '../../../src/ui/components/ProductCard';
import { aProduct } from '../../support/products';
import { renderRoutes } from '../../support/render';
import { createTestContainer, type TestContainer } from '../../support/test-container';

const ASHA = { phone: '9876543210', name: 'Asha' };
const TEE = aProduct({ id: 1, title: 'Crew Tee', price: 499 });

const routes: RouteObject[] = [
  { path: '/categories/tshirts', element: <ProductCard product={TEE} /> },
  { path: '/login', element: <h1>Login page</h1> },
];

async function showCard(test: TestContainer = createTestContainer({ products: [TEE] })) {
  const view = await renderRoutes(routes, '/categories/tshirts?sort=priceLow', test);
  return { ...view, heart: screen.getByRole('button', { name: 'Add Crew Tee to Wishlist' }) };
}

const savedIds = async (test: TestContainer) => (await test.wishlist.read(ASHA.phone)).items.map((item) => item.productId);

describe('the wishlist heart on a product card', () => {
  it('sits beside the card’s link, not in it (a button may not be inside a link), unpressed', async () => {
    const { heart } = await showCard();
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(heart.closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Crew Tee' }).getAttribute('href')).toBe('/product/1');
  });

  it('sends a visitor to log in, keeping the page to come back to', async () => {
    const test = createTestContainer({ products: [TEE] });
    const { heart, router, notifier, returnPath } = await showCard(test);
    await userEvent.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(notifier.notices).toEqual([{ kind: 'error', title: 'Authentication Required', description: 'Please login or sign up to save items to your wishlist' }]);
    expect(returnPath.take()).toBe('/categories/tshirts?sort=priceLow');
    expect(await savedIds(test)).toEqual([]);
  });

  it('saves the product for a shopper, pressed, and takes it off when pressed again', async () => {
    const test = createTestContainer({ products: [TEE] });
    test.session.logIn(ASHA);
    const { heart, notifier } = await showCard(test);
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(await savedIds(test)).toEqual([1]);
    await userEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(await savedIds(test)).toEqual([]);
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Added to Wishlist', description: 'Crew Tee was added to your wishlist' },
      { kind: 'success', title: 'Removed from Wishlist', description: 'Crew Tee was removed from your wishlist' },
    ]);
  });

  it('shows pressed for a product the shopper saved before', async () => {
    const test = createTestContainer({ products: [TEE] });
    test.session.logIn(ASHA);
    await test.wishlist.save(ASHA.phone, [{ productId: 1 }]);
    const { heart } = await showCard(test);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
  });

  it('says so when the wishlist cannot be saved, and shows the heart as it was', async () => {
    const test = createTestContainer({ products: [TEE] });
    const refusing: WishlistStore = {
      read: async () => ({ items: [], dropped: false }),
      save: async () => {
        throw new StorageWriteError('The wishlist could not be saved: browser storage is full or unavailable.');
      },
      watch: async () => () => {},
    };
    test.container.rebind<WishlistStore>(WISHLIST_STORE).toConstantValue(refusing);
    test.session.logIn(ASHA);
    const { heart, notifier } = await showCard(test);
    await userEvent.click(heart);
    await waitFor(() => expect(notifier.notices).toEqual([{ kind: 'error', title: 'Wishlist Not Changed', description: 'Your wishlist could not be saved. Please try again.' }]));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('says once that an unreadable part of the stored wishlist was removed', async () => {
    const test = createTestContainer({ products: [TEE] });
    const read = test.wishlist.read.bind(test.wishlist);
    let first = true;
    test.wishlist.read = async (owner) => {
      const list = await read(owner);
      if (!first) return list;
      first = false;
      return { ...list, dropped: true };
    };
    test.session.logIn(ASHA);
    const { notifier } = await showCard(test);
    await waitFor(() =>
      expect(notifier.notices).toEqual([{ kind: 'info', title: 'Wishlist Updated', description: 'Some items saved in your wishlist could not be read and were removed.' }]),
    );
  });
});
