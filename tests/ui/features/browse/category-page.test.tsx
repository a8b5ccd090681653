import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedProducts } from '../../../../src/domain/catalogue/seed-products';
import { CategoryPage } from '../../../../src/ui/features/browse/CategoryPage';
import { aProduct } from '../../../support/products';
import { renderRoutes } from '../../../support/render';
import { findSortSelect, openSortOptions } from '../../../support/sort-options';
import { createTestContainer, type TestContainer } from '../../../support/test-container';

const routes: RouteObject[] = [{ path: '/categories/:name', element: <CategoryPage /> }];
const SEED = seedProducts(() => 0.5);

async function openCategory(path: string, test?: TestContainer) {
  const view = await renderRoutes(routes, path, test);
  await waitFor(() => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('Loading category');
    expect(screen.queryByText('Loading products…')).toBeNull();
  });
  return view;
}

const grid = () => screen.getByRole('list', { name: /products$/ });
const cardTitles = () => within(grid()).getAllByRole('link').map((link) => link.getAttribute('aria-label'));
const titlesOf = (ids: number[]) => ids.map((id) => SEED.find((p) => p.id === id)!.title);
const count = () => screen.getByRole('status').textContent;
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const search = (view: { router: { state: { location: { search: string } } } }) => view.router.state.location.search;

describe('CategoryPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['tshirts', 't-shirts'])('/categories/%s shows the T-shirts, most popular first', async (slug) => {
    await openCategory(`/categories/${slug}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('T-shirts');
    expect(cardTitles()).toEqual(titlesOf([1, 15, 24]));
    expect(count()).toBe('Showing 3 of 3 products');
    expect(document.title).toBe('T-shirts | Fashion Zone');
  });

  it.each([
    ['men', 'Men'],
    ['women', 'Women'],
    ['kids', 'Kids'],
  ] as const)('/categories/%s lists what is made for that audience', async (slug, title) => {
    await openCategory(`/categories/${slug}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    const expected = SEED.filter((p) => p.audience === slug).map((p) => p.title);
    expect([...cardTitles()].sort()).toEqual([...expected].sort());
    expect(count()).toBe(`Showing ${expected.length} of ${expected.length} products`);
  });

  it('offers the category’s sizes, and filters by one through the address: only products with it in stock', async () => {
    const view = await openCategory('/categories/jeans');
    const sizes = within(screen.getByRole('group', { name: 'Size' }));
    expect(sizes.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    // The seed sells out the Slim Fit Stretch Denim Jeans (3) in XXL and the Mom Jeans (17) in XL.
    await userEvent.click(sizes.getByRole('checkbox', { name: 'XXL' }));
    await waitFor(() => expect(search(view)).toBe('?size=XXL'));
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf([17])));
    expect(count()).toBe('Showing 1 of 1 product');
  });

  it('offers One Size alone on the accessories’ page', async () => {
    await openCategory('/categories/accessories');
    expect(within(screen.getByRole('group', { name: 'Size' })).getAllByRole('checkbox')).toHaveLength(1);
    expect(checkbox('One Size')).toBeTruthy();
  });

  it('filters by brand through the address, and Back shows the previous view', async () => {
    const view = await openCategory('/categories/women');
    const allWomen = cardTitles();
    expect(allWomen).toHaveLength(8);
    await userEvent.click(checkbox('Metro Fashion'));
    await waitFor(() => expect(search(view)).toBe('?brand=Metro+Fashion'));
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf([30, 14, 21])));
    expect(checkbox('Metro Fashion').getAttribute('aria-checked')).toBe('true');

    await userEvent.click(checkbox('Fashion Grown'));
    await waitFor(() => expect(search(view)).toBe('?brand=Fashion+Grown&brand=Metro+Fashion'));
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf([13, 16, 30, 14, 21])));

    await view.router.navigate(-1);
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf([30, 14, 21])));
    expect(checkbox('Fashion Grown').getAttribute('aria-checked')).toBe('false');
    await view.router.navigate(-1);
    await waitFor(() => expect(cardTitles()).toEqual(allWomen));
    expect(checkbox('Metro Fashion').getAttribute('aria-checked')).toBe('false');
  });

  it('filters by discount: the lowest ticked box is the minimum', async () => {
    const products = [
      aProduct({ id: 1, title: 'Half off', price: 500, originalPrice: 1000 }),
      aProduct({ id: 2, title: 'Forty off', price: 600, originalPrice: 1000 }),
      aProduct({ id: 3, title: 'Ten off', price: 900, originalPrice: 1000 }),
    ];
    const view = await openCategory('/categories/tshirts', createTestContainer({ products }));
    await userEvent.click(checkbox('50% or more'));
    await waitFor(() => expect(cardTitles()).toEqual(['Half off']));
    expect(search(view)).toBe('?discount=50');
    await userEvent.click(checkbox('40% or more'));
    await waitFor(() => expect(cardTitles()).toEqual(['Half off', 'Forty off']));
    expect(search(view)).toBe('?discount=50&discount=40');
    expect(checkbox('30% or more').getAttribute('aria-checked')).toBe('false');
  });

  it('filters by price from the address, and the slider moves the top by a step from the keyboard', async () => {
    const view = await openCategory('/categories/men?min=600&max=1000');
    expect(screen.getByRole('group', { name: 'Price ₹600 – ₹1,000' })).toBeTruthy();
    const prices = SEED.filter((p) => p.audience === 'men' && p.price >= 600 && p.price <= 1000);
    expect([...cardTitles()].sort()).toEqual(prices.map((p) => p.title).sort());

    const top = screen.getByRole('slider', { name: 'Maximum' });
    expect(top.getAttribute('aria-valuenow')).toBe('1000');
    top.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(search(view)).toBe('?min=600&max=900'));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Price ₹600 – ₹900' })).toBeTruthy());
    expect(cardTitles()).not.toContain('Slim Fit Stretch Denim Jeans');
  });

  it('sorts with the select: price low to high, high to low, newest', async () => {
    const view = await openCategory('/categories/women');
    expect((await findSortSelect()).textContent).toBe('Popularity');
    const women = SEED.filter((p) => p.audience === 'women');

    const options = await openSortOptions();
    expect(options.map((o) => o.textContent)).toEqual(['Popularity', 'Price: Low to High', 'Price: High to Low', 'Newest First']);
    await userEvent.click(screen.getByRole('option', { name: 'Price: Low to High' }));
    await waitFor(() => expect(search(view)).toBe('?sort=priceLow'));
    await waitFor(() =>
      expect(cardTitles()).toEqual([...women].sort((a, b) => a.price - b.price || a.id - b.id).map((p) => p.title)),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Price: Low to High');

    await view.router.navigate('/categories/women?sort=priceHigh');
    await waitFor(() =>
      expect(cardTitles()).toEqual([...women].sort((a, b) => b.price - a.price || a.id - b.id).map((p) => p.title)),
    );
    await view.router.navigate('/categories/women?sort=newest');
    await waitFor(() => expect(cardTitles()).toEqual([...women].sort((a, b) => b.id - a.id).map((p) => p.title)));
  });

  it('shows the defaults for a query that makes no sense', async () => {
    await openCategory('/categories/tshirts?max=abc&sort=evil&brand=Nope');
    expect(screen.getByRole('group', { name: 'Price ₹0 – ₹5,000+' })).toBeTruthy();
    expect((await findSortSelect()).textContent).toBe('Popularity');
    for (const name of ['Fashion Grown', 'Urban Style', 'Metro Fashion', '50% or more', '40% or more', '30% or more']) {
      expect(checkbox(name).getAttribute('aria-checked')).toBe('false');
    }
    expect(cardTitles()).toEqual(titlesOf([1, 15, 24]));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says so when the filters leave nothing, and Clear filters brings everything back (keeping the sort)', async () => {
    const view = await openCategory('/categories/tshirts?min=4000&max=4500&sort=priceLow');
    expect(screen.getByRole('heading', { name: 'No products match these filters.' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /products$/ })).toBeNull();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    await waitFor(() => expect(search(view)).toBe('?sort=priceLow'));
    await waitFor(() => expect(cardTitles()).toEqual(titlesOf([1, 15, 24])));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it.each(['/categories/unknown-thing', '/categories/jeans'])(
    "%s with no products says 'No products found in this category.'",
    async (path) => {
      const test = createTestContainer({ products: SEED.filter((p) => p.category !== 'jeans') });
      await openCategory(path, test);
      expect(screen.getByRole('heading', { name: 'No products found in this category.' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('checkbox')).toBeNull();
    },
  );

  it('titles an unknown slug from its words', async () => {
    await openCategory('/categories/unknown-thing');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unknown thing');
  });

  it('the Filters toggle says how many filters are on and opens its panel', async () => {
    await openCategory('/categories/men?brand=Urban+Style&discount=50&max=2000');
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle.textContent).toContain('3 active');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel && within(panel).getByRole('heading', { name: 'Filters' })).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel!.closest('[data-open]')!.getAttribute('data-open')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows 48 cards, first row eager, then Show more adds the rest and moves focus to the first new card', async () => {
    const products = Array.from({ length: 60 }, (_, i) => aProduct({ id: i + 1, title: `Tee ${i + 1}`, ratingCount: 1000 - i }));
    await openCategory('/categories/tshirts', createTestContainer({ products }));
    expect(cardTitles()).toHaveLength(48);
    expect(count()).toBe('Showing 48 of 60 products');
    const images = grid().querySelectorAll('img');
    expect([...images].slice(0, 5).map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cardTitles()).toHaveLength(60);
    expect(count()).toBe('Showing 60 of 60 products');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Tee 49'));
  });

  it('shows a placeholder while the products load', async () => {
    const slow = createTestContainer();
    slow.products.browse = () => new Promise(() => {});
    await renderRoutes(routes, '/categories/jeans', slow);
    expect(await screen.findByText('Loading products…')).toBeTruthy();
    expect(screen.queryByRole('list', { name: /products$/ })).toBeNull();
  });

  it('shows an alert when the catalogue cannot be read', async () => {
    const broken = createTestContainer();
    broken.products.browse = () => Promise.reject(new Error('storage unavailable'));
    await renderRoutes(routes, '/categories/jeans', broken);
    expect((await screen.findByRole('alert')).textContent).toContain('The products could not be loaded');
  });

  it('on a phone, builds the filter panel only when the Filters toggle opens it', async () => {
    const realMatchMedia = window.matchMedia.bind(window);
    // A screen narrower than the 768 px from which the filters stand beside the results.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => realMatchMedia(query === '(min-width: 768px)' ? '(min-width: 100000px)' : query));
    await openCategory('/categories/women');
    expect(screen.queryByRole('checkbox', { name: 'Metro Fashion' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    expect(checkbox('Metro Fashion').getAttribute('aria-checked')).toBe('false');
  });
});
