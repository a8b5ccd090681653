import { ASHA, signInAsAsha } from './account-helpers';
import { SEED } from './browse-helpers';
import { expect, expectAccessible, test } from './fixtures';
import { anOrder, HOUR, seedOrders } from './orders-helpers';

test('FAQ: search across the tabs, no match, Clear Search', async ({ page, consoleErrors }) => {
  await page.goto('/faq');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab')).toHaveCount(4);
  const search = page.getByRole('searchbox', { name: 'Search the FAQ' });

  // An answer's words, in capitals: the matching question is in the Returns tab, which opens.
  await search.fill('DEDUCTED FROM YOUR REFUND');
  await expect(page.getByRole('tab', { name: 'Returns (1)' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Do I pay for return shipping?' }).click();
  await expect(page.getByText('Return shipping costs ₹79, deducted from your refund.')).toBeVisible();
  await expectAccessible(page);

  await search.fill('xylophone');
  await expect(page.getByRole('heading', { level: 2, name: 'No results found for "xylophone"' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
  await expect(page.getByRole('tab')).toHaveCount(4);
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('button', { name: 'How do I create an account?' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('FAQ: the size answer leads to the size guide, every chart in cm or inches, each linked to its categories', async ({ page, consoleErrors }) => {
  await page.goto('/faq');
  await page.getByRole('tab', { name: 'Products' }).click();
  await page.getByRole('button', { name: 'How do I find my size?' }).click();
  await page.getByRole('link', { name: 'See every size chart' }).click();

  await expect(page).toHaveURL(/\/size-guide$/);
  await expect(page).toHaveTitle(/^Size Guide \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Size Guide' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Tops', 'Dresses', 'Jeans', 'Hoodies', 'Kids', 'Outerwear', 'Activewear']);
  const tops = page.getByRole('region', { name: 'Tops', exact: true });
  await expect(tops.getByText('For T-shirts and Shirts.')).toBeVisible();
  await expect(tops.getByRole('table', { name: 'Tops: body measurements in centimetres' }).getByRole('row', { name: /^M / })).toHaveText('M1014471');
  await tops.getByRole('radio', { name: 'Inches' }).click();
  await expect(tops.getByRole('table', { name: 'Tops: body measurements in inches' }).getByRole('row', { name: /^M / })).toHaveText('M4017.528');
  // The other charts keep their own unit.
  await expect(page.getByRole('table', { name: 'Jeans: body measurements in centimetres' })).toBeVisible();
  await expectAccessible(page);

  await tops.getByRole('link', { name: 'Shirts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shirts' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Returns: a visitor is asked to log in; the form checks both fields; a delivered order of the shopper\'s is found with the toast, the four steps and its items', async ({ page, consoleErrors }) => {
  const now = Date.now();
  const tee = SEED.find((product) => product.id === 1)!;
  const jeans = SEED.find((product) => product.category === 'jeans')!;
  await seedOrders(page, ASHA.phone, [anOrder({ sequence: 7, lines: [{ product: tee }, { product: jeans, size: 'L' }], placedAt: now - 2 * 24 * HOUR, status: 'Delivered' })]);

  await page.goto('/returns');
  await expect(page.getByRole('heading', { name: 'Log in to return an item' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('textbox', { name: 'Order Number' })).toHaveCount(0);
  await expectAccessible(page);

  await signInAsAsha(page, '/returns');
  const orderNumber = page.getByRole('textbox', { name: 'Order Number' });
  await expect(orderNumber).toHaveAttribute('placeholder', /^e\.g\. FZ/);
  await expect(page.getByRole('heading', { name: 'Return Process' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(page.getByText('Order number is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(orderNumber).toBeFocused();
  await expectAccessible(page);

  await orderNumber.fill('FZ123');
  await page.getByRole('textbox', { name: 'Email' }).fill('asha@');
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(page.getByText('Order number must be FZ followed by 8 digits')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Return Process' })).toHaveCount(0);

  // Any number that is not the shopper's order, with this email: not found, no made-up order.
  await orderNumber.fill('fz 2406 1234');
  await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.in');
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find an order');
  await expect(page.getByRole('heading', { name: 'Return Process' })).toHaveCount(0);

  await orderNumber.fill('fz 0000 0007');
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(page.getByText('Order found')).toBeVisible();
  await expect(page.getByText('Please follow the instructions to complete your return.')).toBeVisible();
  const steps = page.getByRole('region', { name: 'Return Process' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(['Select Items', 'Pack Items', 'Ship Return', 'Get Refund']);
  await expect(page.getByRole('heading', { level: 3, name: 'Order FZ00000007' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('switch').first().click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Return Process' })).toHaveCount(0);
  await expect(orderNumber).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});
