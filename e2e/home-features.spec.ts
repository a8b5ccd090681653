import { expect, expectAccessible, installStoppedClock, test } from './fixtures';

test('the category strip links the 11 categories', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByRole('navigation', { name: 'Shop by category' });
  await expect(strip.getByRole('link')).toHaveText([
    'Men', 'Women', 'Kids', 'T-shirts', 'Hoodies', 'Shirts', 'Jeans', 'Dresses', 'Accessories', 'Outerwear', 'Activewear',
  ]);
  await strip.getByRole('link', { name: 'T-shirts' }).click();
  await expect(page).toHaveURL(/\/categories\/t-shirts$/);
});

test('the banner carousel: previous/next, dots, wraparound, auto-advance every 5 s, a pause button', async ({ page }) => {
  await installStoppedClock(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  const current = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(current).toHaveAttribute('aria-label', '1 of 3: Fashion Sale');
  await expect(current.getByRole('link')).toHaveCount(1);
  await expect(current.getByRole('link', { name: 'Fashion Sale Coats, puffers and jackets at up to 50% off Shop now', exact: true })).toHaveAttribute('href', '/categories/outerwear');

  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(current).toHaveAttribute('aria-label', '3 of 3: Tech Accessories');
  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(current).toHaveAttribute('aria-label', '1 of 3: Fashion Sale');
  await carousel.getByRole('button', { name: 'Slide 2: Summer Collection' }).click();
  await expect(current.getByRole('link', { name: 'Summer Collection Light shirts in linen and cotton for sunny days Shop now', exact: true })).toHaveAttribute('href', '/categories/shirts');

  // Move the pointer and focus away, then let time run.
  const moveAway = async () => {
    await page.mouse.move(1, 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  await moveAway();
  await page.clock.runFor(5000);
  await expect(current).toHaveAttribute('aria-label', '3 of 3: Tech Accessories');
  await page.clock.runFor(5000);
  await expect(current).toHaveAttribute('aria-label', '1 of 3: Fashion Sale');

  // Pause holds it still with the pointer and the focus elsewhere (either would hold it on its own).
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await moveAway();
  await page.clock.runFor(7000);
  await expect(current).toHaveAttribute('aria-label', '1 of 3: Fashion Sale');
  await carousel.getByRole('button', { name: 'Play slides' }).click();
  await moveAway();
  await page.clock.runFor(5000);
  await expect(current).toHaveAttribute('aria-label', '2 of 3: Summer Collection');
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
});

test('a banner slide is one link, image and words: a click anywhere on it opens its category; one tab stop a slide', async ({ page }) => {
  await installStoppedClock(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  const current = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(current).toHaveAttribute('aria-label', '1 of 3: Fashion Sale');

  // From the keyboard: the visible slide's link, then Pause: the hidden slides' links are skipped.
  await page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link', { name: 'Activewear' }).focus();
  await page.keyboard.press('Tab');
  await expect(current.getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeFocused();

  await carousel.getByRole('button', { name: 'Slide 2: Summer Collection' }).click();
  await expect(current).toHaveAttribute('aria-label', '2 of 3: Summer Collection');
  // The picture, away from the words and the 'Shop now' button, is part of the link.
  const image = current.locator('img');
  const box = (await image.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.2);
  await expect(page).toHaveURL(/\/categories\/shirts$/);
});

test('the banner carousel stays on its slide while the pointer is over it, and moves on once it leaves @mouse', async ({ page }) => {
  await installStoppedClock(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  const current = carousel.locator('[aria-roledescription="slide"]:visible');
  await expect(current).toHaveAttribute('aria-label', '1 of 3: Fashion Sale');
  await page.locator('body').focus();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // Not a multiple of 5 s: three advances would bring the first slide back.
  await carousel.hover();
  await page.clock.runFor(7000);
  await expect(current).toHaveAttribute('aria-label', '1 of 3: Fashion Sale');
  await page.mouse.move(1, 1);
  await page.clock.runFor(5000);
  await expect(current).toHaveAttribute('aria-label', '2 of 3: Summer Collection');
});

test('Deals of the Day: countdown from 10:00:00 ticking each second, the first 5 products, link to /deals', async ({ page }) => {
  await installStoppedClock(page);
  await page.goto('/');
  const deals = page.getByRole('region', { name: 'Deals of the Day' });
  const timer = deals.getByRole('timer');
  await expect(timer).toHaveText('10:00:00');
  await page.clock.runFor(1000);
  await expect(timer).toHaveText('09:59:59');
  await page.clock.runFor(2000);
  await expect(timer).toHaveText('09:59:57');
  await page.clock.resume();
  await expect(deals.getByRole('list', { name: 'Deals of the Day' }).getByRole('listitem')).toHaveCount(5);
  await expectAccessible(page);
  await deals.getByRole('link', { name: 'View all deals of the day' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(page.getByRole('heading', { name: 'Deals of the Day', level: 1 })).toBeVisible();
});

test('the countdown stops at 00:00:00', async ({ page }) => {
  await page.clock.install();
  await page.goto('/deals');
  await expect(page.getByRole('timer')).toHaveText(/^(10:00:00|09:59:5\d)$/);
  // Jump ahead (running each of the 36,000 ticks would only be slow): the next tick shows the end.
  await page.clock.fastForward('10:00:05');
  await expect(page.getByRole('timer')).toHaveText('00:00:00');
  await expect(page.getByText('Deals ended')).toBeVisible();
});

test('/deals lists every product, biggest discount first', async ({ page }) => {
  await page.goto('/deals');
  const cards = page.getByRole('list', { name: 'Deals' }).getByRole('link');
  await expect(cards).toHaveCount(25);
  await expect(cards.first()).toContainText('55% off');
  await expect(cards.nth(1)).toContainText('50% off');
  await expectAccessible(page);
});
