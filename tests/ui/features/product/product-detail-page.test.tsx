import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ProductDetailPage } from '../../../../src/ui/features/product/ProductDetailPage';
import { aProduct, inEverySize } from '../../../support/products';
import { renderRoutes } from '../../../support/render';
import { createTestContainer, type TestContainer } from '../../../support/test-container';

const routes: RouteObject[] = [
  { path: '/product/:id', element: <ProductDetailPage /> },
  { path: '/login', element: <h1>Login page</h1> },
  { path: '/checkout', element: <h1>Checkout page</h1> },
];

async function openProduct(path = '/product/1', test?: TestContainer) {
  const view = await renderRoutes(routes, path, test);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;
const quantityBox = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;

describe('ProductDetailPage', () => {
  it('shows the product: image, title, rating, Special Price, prices, delivery, highlights, stock', async () => {
    await openProduct('/product/1');
    expect(title()).toBe('Classic Crew Neck Cotton T-Shirt');
    const main = within(screen.getByRole('region', { name: 'Classic Crew Neck Cotton T-Shirt' }));
    const image = main.getByRole('img', { name: 'Classic Crew Neck Cotton T-Shirt' });
    expect(image.getAttribute('src')).toBe('/images/products/1.svg');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('width')).toBe('600');
    expect(main.getByLabelText('Rated 4.3 out of 5')).toBeTruthy();
    expect(main.getByText(/1,245 ratings & reviews/)).toBeTruthy();
    expect(main.getByText('Special Price')).toBeTruthy();
    expect(main.getByText('₹499')).toBeTruthy();
    expect(main.getByText('₹999').tagName).toBe('S');
    expect(main.getByText('50% off')).toBeTruthy();
    expect(main.getByText('Free delivery by tomorrow')).toBeTruthy();
    expect(main.getByText('Orders placed before 1:30pm are shipped the same day')).toBeTruthy();
    expect(main.getByText('Premium quality fabric')).toBeTruthy();
    // The seed spreads product 1's stock over its sizes: M's share is In Stock or Low Stock, never out.
    expect(main.getByText(/^(In Stock|Low Stock)$/)).toBeTruthy();
    expect(document.title).toBe('Classic Crew Neck Cotton T-Shirt | Fashion Zone');
  });

  it("says 'Product not found' when there are no products", async () => {
    await renderRoutes(routes, '/product/1', createTestContainer({ products: [] }));
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });

  it('lets the shopper pick a size S to XXL', async () => {
    await openProduct();
    const group = screen.getByRole('radiogroup', { name: /Size/ });
    const sizes = within(group).getAllByRole('radio');
    expect(sizes.map((s) => s.textContent)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    expect(within(group).getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(group).getByRole('radio', { name: 'XL' }));
    expect(within(group).getByRole('radio', { name: 'XL' }).getAttribute('aria-checked')).toBe('true');
    expect(within(group).getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('false');
  });

  it('steps the quantity with minus and plus, never below 1, and corrects what is typed', async () => {
    await openProduct();
    const minus = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantityBox().value).toBe('1');
    expect(quantityBox().min).toBe('1');
    expect(minus.disabled).toBe(true);
    await userEvent.click(plus);
    await userEvent.click(plus);
    expect(quantityBox().value).toBe('3');
    expect(minus.disabled).toBe(false);
    await userEvent.click(minus);
    expect(quantityBox().value).toBe('2');

    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '0');
    await userEvent.tab();
    expect(quantityBox().value).toBe('1');

    await userEvent.clear(quantityBox());
    await userEvent.type(quantityBox(), '42{Enter}');
    expect(quantityBox().value).toBe('10');
    expect(screen.getByText('Up to 10 per order')).toBeTruthy();

    await userEvent.clear(quantityBox());
    await userEvent.tab();
    expect(quantityBox().value).toBe('1');
  });

  it('opens Description first; Specifications and Reviews by click and arrow keys', async () => {
    await openProduct('/product/2');
    expect(screen.getByRole('tab', { name: /Description/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('High quality dresses with great comfort and style...');

    await userEvent.click(screen.getByRole('tab', { name: /Specifications/ }));
    const specs = screen.getByRole('tabpanel');
    const pairs = Array.from(specs.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Brand', 'Urban Style'],
      ['Type', 'Dresses'],
      ['Ideal For', 'Unisex'],
      ['Material', 'Cotton Blend'],
    ]);

    screen.getByRole('tab', { name: /Specifications/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Reviews/ }).getAttribute('aria-selected')).toBe('true'));
    const reviews = screen.getByRole('tabpanel');
    expect(within(reviews).getByText('Average rating 4.5 out of 5')).toBeTruthy();
    expect(within(reviews).getByText('876 ratings & reviews')).toBeTruthy();
    const bars = within(reviews).getAllByRole('progressbar');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['5 stars: 65% of ratings', '65'],
      ['4 stars: 20% of ratings', '20'],
      ['3 stars: 10% of ratings', '10'],
      ['2 stars: 3% of ratings', '3'],
      ['1 star: 2% of ratings', '2'],
    ]);
    expect(within(reviews).getByText('No reviews yet. Be the first to review this product.')).toBeTruthy();
  });

  it('lists up to 4 similar products of the category, and opening one loads it afresh', async () => {
    const products = [
      inEverySize(10, { id: 1, category: 'jeans', title: 'Jeans one' }),
      ...[2, 3, 4, 5, 6].map((id) => inEverySize(10, { id, category: 'jeans', title: `Jeans ${id}` })),
      inEverySize(10, { id: 7, category: 'hoodies', title: 'Hoodie' }),
    ];
    const view = await openProduct('/product/1', createTestContainer({ products }));
    // The row renders once it is near the screen (RenderWhenNear), after the heading.
    const list = await screen.findByRole('list', { name: 'Similar Products' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/product/2', '/product/3', '/product/4', '/product/5']);

    await userEvent.click(screen.getByRole('radio', { name: 'XXL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(links[1]!);
    await waitFor(() => expect(title()).toBe('Jeans 3'));
    expect(view.router.state.location.pathname).toBe('/product/3');
    expect(screen.getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true');
    expect(quantityBox().value).toBe('1');
    const again = within(screen.getByRole('list', { name: 'Similar Products' })).getAllByRole('link');
    expect(again.map((l) => l.getAttribute('href'))).toEqual(['/product/1', '/product/2', '/product/4', '/product/5']);
    expect(document.title).toBe('Jeans 3 | Fashion Zone');
  });

  it('sends a visitor pressing Add to Cart to /login, keeping the path, with the toast', async () => {
    const view = await openProduct('/product/1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(view.router.state.location.pathname).toBe('/login');
    expect(view.returnPath.take()).toBe('/product/1');
    expect(view.notifier.notices.map((n) => n.title)).toEqual(['Authentication Required']);
  });

  it('tells a logged-in shopper Added to Cart, staying on the page; Buy Now says Proceeding to Checkout and opens the checkout of the size and quantity chosen', async () => {
    const test = createTestContainer();
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    const view = await openProduct('/product/1', test);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(view.notifier.notices).toHaveLength(1));
    expect(view.router.state.location.pathname).toBe('/product/1');
    const cart = await view.cart.read('9876543210');

    await userEvent.click(screen.getByRole('radio', { name: 'XL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    await screen.findByRole('heading', { name: 'Checkout page' });
    expect(view.notifier.notices).toEqual([
      { kind: 'success', title: 'Added to Cart', description: 'Product has been added to your cart' },
      { kind: 'success', title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' },
    ]);
    expect(view.router.state.location.pathname + view.router.state.location.search).toBe('/checkout?buy=1&size=XL&qty=2');
    // Buy Now leaves the cart as it was.
    expect(await view.cart.read('9876543210')).toEqual(cart);
  });

  it('keeps Add to Cart disabled while an add is on its way, so that a second press is never dropped unsaid', async () => {
    const test = createTestContainer();
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    let release = () => {};
    const save = test.cart.save.bind(test.cart);
    vi.spyOn(test.cart, 'save').mockImplementationOnce(async (owner, lines) => {
      await new Promise<void>((resolve) => (release = resolve));
      return save(owner, lines);
    });
    await openProduct('/product/1', test);
    const add = screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement;
    await userEvent.click(add);
    await waitFor(() => expect(add.disabled).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    release();
    await waitFor(() => expect(add.disabled).toBe(false));
    await userEvent.click(add);
    await waitFor(() => expect(test.notifier.notices).toHaveLength(2));
    const { lines } = await test.cart.read('9876543210');
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([['M', 1], ['L', 1]]);
  });

  it('disables Add to Cart and Buy Now when out of stock, and says why', async () => {
    await openProduct('/product/1', createTestContainer({ products: [aProduct({ id: 1, stock: 0 })] }));
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    for (const name of ['Add to Cart', 'Buy Now']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('pdp-unavailable');
    }
    expect(screen.getByText(/out of stock, so it cannot be added to the cart/)).toBeTruthy();
  });

  it('says how many can be ordered when the stock is low', async () => {
    await openProduct('/product/1', createTestContainer({ products: [aProduct({ id: 1, stock: 2 })] }));
    expect(screen.getByText('Low Stock')).toBeTruthy();
    expect(screen.getByText('Only 2 left in M: up to 2 per order')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    expect(quantityBox().max).toBe('2');
  });
});
