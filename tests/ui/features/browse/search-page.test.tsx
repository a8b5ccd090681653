import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../../../src/domain/catalogue/seed-products';
import { SearchPage } from '../../../../src/ui/features/browse/SearchPage';
import { renderRoutes } from '../../../support/render';
import { openSortOptions } from '../../../support/sort-options';

const routes: RouteObject[] = [
  { path: '/search', element: <SearchPage /> },
  { path: '/', element: <h1>Home page</h1> },
];
const SEED = seedProducts(() => 0.5);

async function openSearch(path: string) {
  const view = await renderRoutes(routes, path);
  await waitFor(() => expect(screen.queryByText('Loading products…')).toBeNull());
  return view;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const cardTitles = () =>
  within(screen.getByRole('list', { name: /^Results for/ }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));
const search = (view: { router: { state: { location: { search: string } } } }) => view.router.state.location.search;

describe('SearchPage', () => {

  it('shows the results for the text, most popular first, with their count', async () => {
    await openSearch('/search?q=jeans');
    expect(heading()).toBe('Search results for "jeans"');
    expect(cardTitles()).toEqual(['Slim Fit Stretch Denim Jeans', 'High-Waist Mom Jeans']);
    expect(screen.getByRole('status').textContent).toBe('Showing 2 of 2 products');
    expect(document.title).toBe('Search results for "jeans" | Fashion Zone');
  });

  it('filters through the address, the text staying first, and Back shows the previous results', async () => {
    const view = await openSearch('/search?q=shirt');
    const all = cardTitles();
    expect(all).toHaveLength(9);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Urban Style' }));
    await waitFor(() => expect(search(view)).toBe('?q=shirt&brand=Urban+Style'));
    await waitFor(() => expect(cardTitles()).toEqual(['Graphic Oversized T-Shirt', 'Checked Flannel Shirt']));
    await view.router.navigate(-1);
    await waitFor(() => expect(cardTitles()).toEqual(all));
    expect(heading()).toBe('Search results for "shirt"');
  });

  it('sorts the results with the same select', async () => {
    const view = await openSearch('/search?q=shirt');
    await openSortOptions();
    await userEvent.click(screen.getByRole('option', { name: 'Price: High to Low' }));
    await waitFor(() => expect(search(view)).toBe('?q=shirt&sort=priceHigh'));
    const prices = () => cardTitles().map((title) => SEED.find((p) => p.title === title)!.price);
    await waitFor(() => expect(prices()).toEqual([...prices()].sort((a, b) => b - a)));
    expect(prices()[0]).toBe(1499);
  });

  it('asks for text when there is none', async () => {
    await openSearch('/search');
    expect(heading()).toBe('Search');
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeTruthy();
    expect(screen.getByText(/search box at the top of the page/)).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when nothing matches, with a way back home', async () => {
    const view = await openSearch('/search?q=xyz');
    expect(screen.getByRole('heading', { name: 'No products match "xyz".' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
    await screen.findByRole('heading', { name: 'Home page' });
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('says when the filters leave nothing, and Clear filters keeps the text', async () => {
    const view = await openSearch('/search?q=shirt&min=3000');
    expect(screen.getByRole('heading', { name: 'No products match these filters.' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(search(view)).toBe('?q=shirt'));
    await waitFor(() => expect(cardTitles()).toHaveLength(9));
  });

  it('shows new results when the text in the address changes', async () => {
    const view = await openSearch('/search?q=jeans');
    await view.router.navigate('/search?q=hoodie');
    await waitFor(() => expect(heading()).toBe('Search results for "hoodie"'));
    await waitFor(() => expect(cardTitles()).toEqual(['Fleece Pullover Hoodie', 'Zip-Up Kangaroo Pocket Hoodie']));
  });
});
