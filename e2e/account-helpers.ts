import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { storedAccount } from '../scripts/lib/stored-account.mjs';
import { sessionSeed, writeSession, type SessionSeed } from '../scripts/lib/stored-session.mjs';
import { expect } from './fixtures';

// What the local adapters keep (src/adapters/local): the spec's keys, and our two-factor and
// throttle records.
export const USERS_KEY = 'users';
export const TWO_FACTOR_SECRET_KEY = 'adminTwoFactorSecret';

/**
 * PBKDF2 at 600,000 iterations takes about a second a hash in Chromium, more on a busy machine:
 * every wait for what follows a login or a sign-up allows for it.
 */
export const HASH_WAIT = { timeout: 15_000 };

export interface SeedUser {
  name: string;
  phone: string;
  password: string;
}

/**
 * Stores users in the `users` map (keyed by phone) before the first page runs, as a sign-up stores
 * them but hashed at a cheap count (scripts/lib/stored-account.mjs). `plainText` stores
 * them as the spec's product did, the password in plain text, which the store checks and re-hashes
 * at the first login.
 */
export async function seedUsers(page: Page, users: readonly SeedUser[], { plainText = false } = {}): Promise<void> {
  const map = Object.fromEntries(users.map((u) => [u.phone, plainText ? { ...u, registeredAt: '2026-01-02T03:04:05.000Z' } : storedAccount(u)]));
  await page.addInitScript(
    ([key, value]) => {
      // Once per tab: a reload must not undo what the page wrote since (a re-hashed password).
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [USERS_KEY, JSON.stringify(map)] as const,
  );
}

export const ASHA: SeedUser = { name: 'Asha', phone: '9876543210', password: 'secret1' };
export const ADMIN: SeedUser = { name: 'admin', phone: '9000000001', password: 'adminpass' };
/** A base32 TOTP secret, as the admin's authenticator would hold it. */
export const ADMIN_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code the admin's authenticator shows at `time` (epoch ms): SHA-1, 6 digits, 30 s. */
export function totpAt(time: number, secret = ADMIN_SECRET): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: time });
}

/** The toasts on screen. */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
}

export async function expectToast(page: Page, title: string, description: string, options = HASH_WAIT): Promise<void> {
  const toast = toasts(page).filter({ hasText: title }).filter({ hasText: description });
  await expect(toast.first()).toBeVisible(options);
}

/**
 * Closes the toasts on screen and waits until they have gone. The page's axe scans run then: a toast
 * sliding in or stacked behind another is half transparent, and its colours, blended, are not those
 * it shows at rest (a toast at rest is scanned on its own in accounts-login.spec.ts). Each is closed
 * with its own button rather than waited out (4 s each, most of a minute in a long journey); a toast
 * stacked behind the front one takes no pointer, so the click is dispatched to its button.
 */
export async function toastsGone(page: Page): Promise<void> {
  // All at once, in the page: a locator per toast (`all()`) points at a place in the list, and once
  // one toast has gone (closed, or its time up) the last place is empty and its click waits for
  // the test's whole timeout.
  await toasts(page)
    .getByRole('button', { name: 'Close toast' })
    .evaluateAll((buttons) => buttons.forEach((button) => button.dispatchEvent(new MouseEvent('click', { bubbles: true }))));
  await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
}

/** The header's account menu: 'Login' for a visitor, the shopper's name once logged in. */
export function accountMenu(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Account and shopping' }).getByRole('button', { name, exact: true });
}

/** The login form's own button (the header's menu is called 'Login' too). */
export function loginButton(page: Page) {
  return page.getByRole('main').getByRole('button', { name: 'Login', exact: true });
}

export async function logInWith(page: Page, name: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByLabel('Password').fill(password);
  await loginButton(page).click();
}

let signIns = 0;

/**
 * Signs `user` in without the login form, then opens `to` (the page a login would lead to; null:
 * none, the test opens the next page itself): the next page of this tab starts with what a login
 * through the form leaves in storage (scripts/lib/stored-session.mjs;
 * "signIn leaves what the login form leaves" in accounts-login.spec.ts holds the two side by side).
 * The account is stored first when the browser has none by that name. A test that is about the
 * login itself (its form, its refusals, its return path, the throttle, two-factor) logs in through
 * the form, `logInWith`; the rest start signed in, and spend no page load on the form.
 *
 * For this tab only (other tabs of the context share its storage), and once: a reload keeps what
 * the page did since, a logout included. Called again later in the test (another user, after a
 * logout), it signs in at the next page it opens.
 */
export async function signIn(page: Page, user: SeedUser, { to = '/', assurance = 'password' }: { to?: string | null; assurance?: SessionSeed['assurance'] } = {}): Promise<void> {
  signIns += 1;
  await page.addInitScript(writeSession, sessionSeed(user, { assurance, flag: `e2e-signed-in-${signIns}` }));
  if (to !== null) await page.goto(to);
}

/** Asha, with an account in this browser, signed in (`signIn`), on `to` (null: at the next page the test opens). */
export async function signInAsAsha(page: Page, to: string | null = '/'): Promise<void> {
  await signIn(page, ASHA, { to });
}

/** Opens the account menu and chooses Logout. */
export async function logOutFromHeader(page: Page, name: string): Promise<void> {
  await accountMenu(page, name).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** The focused element, described: its tag and its accessible label or id. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.id ?? ''}`.trim();
  });
}

/**
 * Types a code into the six one-digit slots as a person does: a digit, then the next one once the
 * field has moved on. Playwright's keyboard.type sends all six at once; on a loaded machine a key
 * could land before Radix has moved the focus and overwrite the slot before it.
 */
export async function typeCode(page: Page, code: string): Promise<void> {
  const slot = (i: number) => page.getByRole('textbox', { name: `Digit ${i + 1} of ${code.length}` });
  await expect(slot(code.length - 1)).toBeVisible();
  // Radix's field finds the next slot in a list that its inputs join from effects, through a state
  // update and one more render after the first paint: a key pressed before that render (once,
  // under load) left the focus where it was. That render is the one in which the empty field's
  // first slot (the one that takes a pasted code) accepts as many characters as the list has slots.
  await expect(slot(0)).toHaveAttribute('maxlength', String(code.length));
  // Clicked when it already has the focus (after a failed submit put it there), the slot selects its
  // text a frame later (Radix: requestAnimationFrame, then select(), which in Chromium focuses it
  // again); a digit typed within that frame moved the focus on, and the select took it back. A
  // person would simply type.
  if (!(await slot(0).evaluate((input) => input === input.ownerDocument.activeElement))) await slot(0).click();
  for (const [i, digit] of [...code].entries()) {
    // Polled by name, so that a failure says where the focus went instead.
    await expect.poll(() => focusedElement(page), { message: `the focus on digit ${i + 1}` }).toBe(`input Digit ${i + 1} of ${code.length}`);
    await page.keyboard.press(digit);
    await expect(slot(i)).toHaveValue(digit);
  }
}
