import type { Locator, Page } from '@playwright/test';
import type { Product } from '../src/domain/catalogue/product';
import { ADMIN, expectToast, HASH_WAIT, signIn, typeCode } from './account-helpers';
import { expect } from './fixtures';

/**
 * Opens the admin area at `path` as the admin, signed in as a login through the form leaves them
 * (`signIn`: the admin's account stored unless there is one, a session recorded with it, the sign-in
 * in the Access Logs). The gate and the login itself are tested in admin-gate.spec.ts,
 * admin-two-factor.spec.ts and the accounts specs. Every other admin test comes in through here.
 */
export async function openAdmin(page: Page, path: '/admin' | '/admin/migrate' = '/admin'): Promise<void> {
  await signIn(page, ADMIN, { to: path });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Signs up as the admin (the local backend's rule: the name 'admin') through the sign-up page's
 * three steps, then opens the admin area as the admin would: no login, no stored record, so the
 * session is only the one the sign-up began.
 */
export async function signUpAsAdminThenOpenAdmin(page: Page): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Mobile number').fill(ADMIN.phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await typeCode(page, '482913');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(ADMIN.name);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Successful', `Welcome to the store, ${ADMIN.name}!`, HASH_WAIT);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Whether the page is laid out for a phone (under 768 px: the sections sit in a menu). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Shows an admin section as a person would: the sidebar, or on a phone the sections menu. */
export async function showSection(page: Page, name: string): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: /^Admin sections: / }).click();
    await page.getByRole('menuitemradio', { name, exact: true }).click();
    // The menu plays its exit animation and only then gives the focus back to its button: a click
    // aimed before that lands while the page still belongs to the menu.
    await expect(page.getByRole('menu')).toHaveCount(0);
  } else {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name, exact: true }).click();
  }
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** The products table's rows' titles, in order. */
export async function tableTitles(page: Page): Promise<string[]> {
  return page.locator('.admin-table__title').allTextContents();
}

export function productDialog(page: Page, name: 'Add Product' | 'Edit Product'): Locator {
  return page.getByRole('dialog', { name });
}

/** Stores `products` as the catalogue before this tab's first page runs, once (a reload later keeps what the admin changed). */
export async function storeCatalogueOnce(page: Page, products: readonly Product[]): Promise<void> {
  await page.addInitScript((list) => {
    if (sessionStorage.getItem('catalogue-stored')) return;
    localStorage.setItem('product-storage', JSON.stringify({ state: { products: list }, version: 0 }));
    sessionStorage.setItem('catalogue-stored', '1');
  }, products);
}

/** Fills the Add / Edit Product form's fields named in `values` (by label). */
export async function fillProduct(dialog: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

/** Opens an order's details from the Orders section, found by `search` (its number, by default). */
export async function openOrderDetails(page: Page, number: string, search: string = number): Promise<Locator> {
  await showSection(page, 'Orders');
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search orders' }).fill(search);
  await expect(main.getByText(/^Showing 1 to 1 of 1 orders$/)).toBeVisible();
  await main.getByRole('button', { name: `View order ${number}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${number}` });
  await expect(details).toBeVisible();
  return details;
}

/** The admin ships the order (a courier and tracking number), then moves it to In Transit and Delivered. */
export async function deliverOrder(page: Page, number: string): Promise<void> {
  const details = await openOrderDetails(page, number);
  await details.getByRole('combobox', { name: /Courier/ }).fill('Delhivery');
  await details.getByRole('textbox', { name: /Tracking number/ }).fill(`TRK-${number}`);
  for (const status of ['Shipped', 'In Transit', 'Delivered']) {
    await details.getByRole('button', { name: `Mark as ${status}` }).click();
    await expectToast(page, 'Order updated', `Order ${number} is now ${status}.`);
  }
  await expect(details.getByRole('button', { name: /^Mark as/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
}
