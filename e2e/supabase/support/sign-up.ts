import type { Page } from '@playwright/test';
import { expectToast, HASH_WAIT, typeCode } from '../../account-helpers';
import { expect } from '../../fixtures';
import { newName, newPhone } from '../../../tests/support/new-accounts';
import { SMS_CODE_PATH } from './gateway';

/**
 * Signs a new account up in the store (the SMS code read from the Auth emulation); answers its phone.
 */
export async function signUp(page: Page, who: string): Promise<string> {
  return (await signUpAccount(page, who)).phone;
}

/** As signUp; answers the account's phone and name. */
export async function signUpAccount(page: Page, who: string): Promise<{ phone: string; name: string }> {
  const phone = newPhone();
  const name = newName(who);
  await page.goto('/signup');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify OTP' })).toBeVisible();
  const sent = await page.request.get(`${SMS_CODE_PATH}?phone=${encodeURIComponent(`+91${phone}`)}`);
  expect(sent.ok()).toBe(true);
  await typeCode(page, await sent.text());
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByLabel('Password').fill(`${who.toLowerCase()}-pass-1`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expectToast(page, 'Registration Successful', `Welcome to the store, ${name}!`, HASH_WAIT);
  return { phone, name };
}
