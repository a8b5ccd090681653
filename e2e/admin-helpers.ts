import type { Locator, Page } from '@playwright/test';
import type { Product } from '../src/domain/catalogue/product';
import { ADMIN, expectToast, HASH_WAIT, typeCode } from './account-helpers';
import { expect } from './fixtures';

/**
 * Opens the admin area at `path` as the admin, whose session is stored before the page runs (the
 * gate and the login itself are tested in admin-gate.spec.ts and the accounts specs). Every admin
 * test comes in through here.
 */
export async function openAdmin(page: Page, path: '/admin' | '/admin/migrate' = '/admin'): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('currentUser', JSON.stringify({ phone: '9000000001', name: 'admin' }));
    localStorage.setItem('isLoggedIn', 'true');
    // The sign-in the login would have recorded for the Access Logs.
    if (!localStorage.getItem('adminSignIns')) {
      localStorage.setItem('adminSignIns', JSON.stringify([{ id: 'e2e-sign-in', time: Date.now(), userAgent: navigator.userAgent }]));
    }
  });
  await page.goto(path);
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

/** Stores `products` as the catalogue once (a reload later keeps what the admin changed). */
export async function storeCatalogueOnce(page: Page, products: readonly Product[]): Promise<void> {
  await page.goto('/');
  await page.evaluate((list) => localStorage.setItem('product-storage', JSON.stringify({ state: { products: list }, version: 0 })), products);
}

/** Fills the Add / Edit Product form's fields named in `values` (by label). */
export async function fillProduct(dialog: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
}
