import { pbkdf2Sync, randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { ASHA, expectToast, HASH_WAIT, loginButton, logInWith, toasts, USERS_KEY } from './account-helpers';
import { ANY_WIDTH, expect, test } from './fixtures';

// Issue 20, item 2: the login throttle cannot be raced (ten tabs at once), flooded (made-up names
// pushing a locked name out of the store) or starved (a full storage counting nothing).

const LOGIN_ATTEMPTS_KEY = 'loginAttempts';
const WRONG = 'Incorrect password. Please try again.';
const THROTTLED = /Too many failed attempts\. Try again in \d+ (seconds|minutes?)\./;
const NOT_RECORDED = 'Your login could not be recorded, so it was not checked. Free some browser storage and try again.';

/** Asha with her password hashed as a sign-up stores it (PBKDF2-SHA256, 600,000 rounds unless told): each check takes a real while. */
function hashedAsha(rounds = 600_000) {
  const salt = randomBytes(16);
  const hash = pbkdf2Sync(ASHA.password, salt, rounds, 32, 'sha256');
  return { name: ASHA.name, phone: ASHA.phone, registeredAt: '2026-01-02T03:04:05.000Z', passwordHash: `pbkdf2-sha256$${rounds}$${salt.toString('base64')}$${hash.toString('base64')}` };
}

/** Stores Asha in every tab of the context before its scripts run, unless a tab stored users already. */
async function seedAsha(context: BrowserContext, rounds?: number): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    [USERS_KEY, JSON.stringify({ [ASHA.phone]: hashedAsha(rounds) })] as const,
  );
}

function storedAttempts(page: Page): Promise<Record<string, { failures: number; blockedUntil?: number }>> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), LOGIN_ATTEMPTS_KEY);
}

/** The one answer a submitted login got: its toast's text (each tab here submits once). */
async function answer(page: Page): Promise<string> {
  const toast = toasts(page).filter({ hasText: /Incorrect password|Too many failed attempts|User not found|could not be recorded/ }).first();
  await expect(toast).toBeVisible({ timeout: 45_000 });
  return (await toast.textContent()) ?? '';
}

test('ten tabs submitting a wrong password for one name at once: at most five are checked, every try is counted', ANY_WIDTH, async ({ context }) => {
  // Ten pages to load and five hashes of 600,000 rounds, on two shared cores.
  test.setTimeout(180_000);
  // Time stands still in the tabs: the 30 s wait the fifth try sets cannot run out before the last
  // tab's try is counted, however slow the machine (in one CI run it ran out, and a sixth try was
  // rightly checked).
  await context.clock.setFixedTime(Date.now());
  await seedAsha(context);
  const tabs = await Promise.all(Array.from({ length: 10 }, () => context.newPage()));
  await Promise.all(
    tabs.map(async (tab) => {
      await tab.goto('/login');
      await tab.getByRole('textbox', { name: 'Name' }).fill('Asha');
      await tab.getByLabel('Password').fill('wrong-password');
    }),
  );
  // Every tab clicks on one broadcast message, at the same moment, not one after another as
  // Playwright's clicks would.
  for (const tab of tabs) {
    const button = await loginButton(tab).elementHandle();
    await tab.evaluate((element) => {
      new BroadcastChannel('login-throttle-test').onmessage = () => (element as HTMLElement).click();
    }, button);
  }
  await tabs[0]!.evaluate(() => new BroadcastChannel('login-throttle-test').postMessage('go'));
  const answers = await Promise.all(tabs.map(answer));

  const checked = answers.filter((text) => text.includes(WRONG));
  const refused = answers.filter((text) => THROTTLED.test(text));
  expect(checked.length).toBeLessThanOrEqual(5);
  expect(checked.length + refused.length).toBe(10);
  // Every password checked was counted first, none lost between the tabs.
  expect((await storedAttempts(tabs[0]!)).asha?.failures).toBe(checked.length);
});

test('nine tabs with wrong passwords and the right one queued last, all at once: five are checked, the right one is refused while locked', ANY_WIDTH, async ({ context }) => {
  // Issue 37, item 9a: a password that passed, checked while other tabs' tries were in flight,
  // cleared the failures they had counted; eight passwords were checked and three failures kept.
  test.setTimeout(180_000);
  await context.clock.setFixedTime(Date.now());
  // A quick hash: the order comes from the lock's queue here, not from checks taking a while, and
  // five slow checks one after another outlast the waits on a loaded machine.
  await seedAsha(context, 10_000);
  const tabs = await Promise.all(Array.from({ length: 10 }, () => context.newPage()));
  // One after another: ten pages hydrating at once on a loaded machine can outlast the wait for
  // the app, and the burst does not need them to, as it waits behind the test's lock.
  for (const [i, tab] of tabs.entries()) {
    await tab.goto('/login');
    await tab.getByRole('textbox', { name: 'Name' }).fill('Asha');
    await tab.getByLabel('Password').fill(i < 9 ? `wrong-password-${i}` : ASHA.password);
  }
  const [right, wrong] = [tabs[9]!, tabs.slice(0, 9)];
  // The test holds the throttle's lock, so that all ten tries are queued before any runs, the
  // right password's last: the order is then the Web Locks queue's, not the machine's timing.
  const lockName = 'fashion-zone:login-attempts';
  const queued = () => right.evaluate(async (name) => (await navigator.locks.query()).pending?.filter((lock) => lock.name === name).length ?? 0, lockName);
  await tabs[0]!.evaluate((name) => {
    void navigator.locks.request(name, () => new Promise<void>((release) => ((window as unknown as { releaseThrottle: () => void }).releaseThrottle = release)));
  }, lockName);
  await expect.poll(() => tabs[0]!.evaluate(() => 'releaseThrottle' in window)).toBe(true);
  for (const tab of wrong) {
    const button = await loginButton(tab).elementHandle();
    await tab.evaluate((element) => {
      new BroadcastChannel('login-throttle-burst').onmessage = () => (element as HTMLElement).click();
    }, button);
  }
  await right.evaluate(() => new BroadcastChannel('login-throttle-burst').postMessage('go'));
  await expect.poll(queued, { timeout: 45_000 }).toBe(9);
  await loginButton(right).click();
  await expect.poll(queued, { timeout: 45_000 }).toBe(10);
  await tabs[0]!.evaluate(() => (window as unknown as { releaseThrottle: () => void }).releaseThrottle());

  const answers = await Promise.all(wrong.map(answer));
  expect(answers.filter((text) => text.includes(WRONG))).toHaveLength(5);
  expect(answers.filter((text) => THROTTLED.test(text))).toHaveLength(4);
  await expect(right.getByRole('alert')).toHaveText(/Too many failed attempts\. Try again in 30 seconds\./, { timeout: 45_000 });
  await expect(right).toHaveURL(/\/login$/);
  // Polled: a tab's copy of localStorage may come a moment after the write.
  await expect.poll(async () => (await storedAttempts(right)).asha).toEqual({ failures: 5, blockedUntil: expect.any(Number) });
});

test('a flood of made-up names neither grows the store nor pushes a locked name out of it', ANY_WIDTH, async ({ page }) => {
  test.setTimeout(120_000);
  await seedAsha(page.context());
  await page.goto('/login');
  // Asha is locked for ten minutes, and 600 records of other names are there already.
  await page.evaluate((key) => {
    const records: Record<string, unknown> = { asha: { failures: 7, blockedUntil: Date.now() + 10 * 60_000 } };
    for (let i = 0; i < 600; i++) records[`someone ${i}`] = { failures: 1 };
    localStorage.setItem(key, JSON.stringify(records));
  }, LOGIN_ATTEMPTS_KEY);

  // Names without an account share one count: five are looked up, then every made-up name waits.
  const ghost = (i: number) => `Ghost ${i} ${Math.random().toString(36).slice(2, 10)}`;
  for (let i = 0; i < 5; i++) {
    await logInWith(page, ghost(i), 'secret1');
    await expectToast(page, 'Login Failed', 'User not found. Please check your name or sign up.');
    await expect(loginButton(page)).toBeEnabled(HASH_WAIT);
  }
  for (let i = 5; i < 8; i++) {
    await logInWith(page, ghost(i), 'secret1');
    await expect(page.getByRole('alert')).toHaveText(THROTTLED, HASH_WAIT);
  }

  const stored = await storedAttempts(page);
  expect(Object.keys(stored).filter((name) => name.toLowerCase().includes('ghost'))).toEqual([]);
  expect(Object.keys(stored)).toHaveLength(500);
  expect(stored.asha).toEqual({ failures: 7, blockedUntil: expect.any(Number) });

  await logInWith(page, ASHA.name, ASHA.password);
  await expect(page.getByRole('alert')).toHaveText(/Too many failed attempts\. Try again in (9|10) minutes\./, HASH_WAIT);
  await expect(page).toHaveURL(/\/login$/);
});

test('a name over 50 characters is refused by the form, and nothing is stored for it', ANY_WIDTH, async ({ page }) => {
  await page.goto('/login');
  await logInWith(page, 'A'.repeat(51), ASHA.password);
  await expect(page.getByText('Name must be at most 50 characters')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), LOGIN_ATTEMPTS_KEY)).toBeNull();
});

test('with storage full, a login is refused unchecked and says why, even with the right password', ANY_WIDTH, async ({ page }) => {
  await seedAsha(page.context());
  await page.goto('/login');
  // Fills the origin's storage to the last character, as a page of the site or an attacker could.
  await page.evaluate(() => {
    for (let size = 1 << 22, i = 0; size >= 1; ) {
      try {
        localStorage.setItem(`filler-${i}`, 'x'.repeat(size));
        i++;
      } catch {
        size >>= 1;
      }
    }
  });
  for (const password of ['wrong-password', ASHA.password]) {
    await logInWith(page, ASHA.name, password);
    await expectToast(page, 'Login Failed', NOT_RECORDED);
    await expect(page.getByRole('alert')).toHaveText(NOT_RECORDED);
    await expect(page).toHaveURL(/\/login$/);
  }
  expect(await page.evaluate((key) => localStorage.getItem(key), LOGIN_ATTEMPTS_KEY)).toBeNull();
});
