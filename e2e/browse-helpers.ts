import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Product } from '../src/domain/catalogue/product';
import type { ProductVariants } from '../src/domain/catalogue/variants';

/** A product as a test stores it: with its variants, or without (the store spreads its stock over its sizes on reading). */
export type StoredProduct = Omit<Product, keyof ProductVariants> & Partial<ProductVariants>;
import { seedProducts } from '../src/domain/catalogue/seed-products';

/** The store's starting catalogue (stock aside, which is random): what the pages must show. */
export const SEED: readonly Product[] = seedProducts(() => 0.5);

/** `product` with `stock` left in each of its variants (every size, in each colour): what a test seeds by a figure. */
export function stockedAt<T extends Product>(product: T, stock: number): T {
  const variants = product.variants.map((variant) => ({ ...variant, stock }));
  return { ...product, variants, stock: stock * variants.length };
}

export function seeded(title: string): Product {
  const product = SEED.find((p) => p.title === title);
  if (!product) throw new Error(`No seeded product titled ${title}`);
  return product;
}

/** The product grid of a category page ('Men products') or of the search page ('Results for "shirt"'). */
export function productGrid(page: Page): Locator {
  return page.getByRole('list', { name: /( products|^Results for ".*")$/ });
}

/** The products the grid shows, in order, looked up in the seed by their card's name. */
export async function shownProducts(page: Page): Promise<Product[]> {
  const titles = await productGrid(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''));
  return titles.map(seeded);
}

/** What each card of the grid shows: its title and its discount badge ('60% off', or null when none). */
export async function shownCards(page: Page): Promise<{ title: string; off: string | null }[]> {
  return productGrid(page)
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({
        title: link.querySelector('.product-card__title')?.textContent ?? '',
        off: [...link.querySelectorAll('*')].map((el) => el.textContent ?? '').find((text) => /^\d+% off$/.test(text)) ?? null,
      })),
    );
}

/** Puts `products` in the browser's storage (`product-storage`) before the page loads, as the store keeps them. */
export async function storeCatalogue(page: Page, products: readonly StoredProduct[]): Promise<void> {
  await page.addInitScript((list) => {
    localStorage.setItem('product-storage', JSON.stringify({ state: { products: list }, version: 0 }));
  }, products);
}

export const titlesOf = (products: readonly StoredProduct[]) => products.map((p) => p.title);

/** Waits until the grid shows exactly these products, in this order. */
export async function expectGrid(page: Page, products: readonly StoredProduct[]): Promise<void> {
  await expect(productGrid(page).getByRole('link')).toHaveCount(products.length);
  expect(titlesOf(await shownProducts(page))).toEqual(titlesOf(products));
}

/** Under 768 px the filters sit behind their toggle: open it. From 768 px they are always shown. */
export async function openFilters(page: Page): Promise<void> {
  // Decided by the viewport, not by whether the toggle shows yet: a page still rendering has no
  // toggle, which a look at that moment would take for a wide screen's.
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  await expect(page.getByRole('heading', { name: 'Filters', level: 2 })).toBeVisible();
}

export async function chooseSort(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText(label);
}

export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The seed's order for each sort (ties by id), to compare the grid with. */
export const SORTED = {
  popularity: (list: readonly StoredProduct[]) => [...list].sort((a, b) => b.ratingCount - a.ratingCount || b.rating - a.rating || a.id - b.id),
  priceLow: (list: readonly StoredProduct[]) => [...list].sort((a, b) => a.price - b.price || a.id - b.id),
  priceHigh: (list: readonly StoredProduct[]) => [...list].sort((a, b) => b.price - a.price || a.id - b.id),
  newest: (list: readonly StoredProduct[]) => [...list].sort((a, b) => b.id - a.id),
};
