import { expectToast } from '../account-helpers';
import { addToCart, orderSummary } from '../cart-helpers';
import { reachReview } from '../checkout-helpers';
import { fillProduct, productDialog, showSection, tableTitles } from '../admin-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from '../fixtures';
import { count, logInAsAdmin } from './support/accounts';
import { signUp } from './support/sign-up';

// The store built with VITE_STORAGE=supabase, on the test PostgreSQL + PostgREST and the Auth
// EMULATION (tests/db/support/auth-emulation.ts; Supabase Auth does not run on these machines).
// The two projects run side by side on one database: what a journey writes is named per project.

test('browse: the home page, a category and a product come from PostgreSQL', ANY_WIDTH, async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Classic Crew Neck Cotton T-Shirt' }).first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/categories/jeans');
  await expect(page.getByRole('heading', { name: 'Jeans', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Slim Fit Stretch Denim Jeans' }).first().click();
  await expect(page.getByRole('heading', { name: 'Slim Fit Stretch Denim Jeans', level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('₹999');
  expect(consoleErrors).toEqual([]);
});

test('an admin adds a product; a shopper in another browser finds it', ANY_WIDTH, async ({ page, browser }, testInfo) => {
  const title = `Harness Handloom Kurta ${testInfo.project.name}`;
  await logInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Product' }).click();
  const dialog = productDialog(page, 'Add Product');
  const fitNote = 'Relaxed fit. The model is 178 cm and wears L.';
  await fillProduct(dialog, { 'Title *': title, 'Price (₹) *': '1199', 'Original Price (₹) *': '2399', 'Image URL *': '/images/products/11.svg', 'Fit note (optional)': fitNote });
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Shirts', exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product added successfully')).toBeVisible();
  expect(await count('select count(*) from public.products where name = $1 and fit_note = $2', [title, fitNote])).toBe(1);

  // Another browser: a context of its own, with the location prompt answered as the fixture does.
  const shopperContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  await shopperContext.addInitScript(() => localStorage.setItem('locationAsked', 'true'));
  const shopper = await shopperContext.newPage();
  await shopper.goto('/');
  const search = shopper.getByPlaceholder('Search for products, brands and more');
  await search.fill('handloom kurta');
  await search.press('Enter');
  await expect(shopper.getByRole('link', { name: title })).toBeVisible();
  await expect(shopper.getByRole('link', { name: title })).toContainText('₹1,199');
  // The product page, read from the project, says how it fits.
  await shopper.getByRole('link', { name: title }).click();
  await expect(shopper.getByRole('main').getByRole('radiogroup', { name: /^Size/ })).toHaveAccessibleDescription(fitNote);
  await shopperContext.close();
});

test("the admin's sections read and write the project: access log, dashboard, settings", ANY_WIDTH, async ({ page }, testInfo) => {
  const storeName = `Style Hub ${testInfo.project.name}`;
  await logInAsAdmin(page);
  // The other project's journeys log in and order meanwhile: the figure the dashboard shows (the
  // shoppers who logged in or ordered in the last 30 days) lies between the order owners counted
  // before the panel opened and the owners and sign-ins counted after it was read. (Not the sign-ins
  // before: a journey makes a shopper an admin, whose logins then no longer count.)
  const ordered = `select count(distinct user_id) from public.orders where placed_at > now() - interval '30 days'`;
  const active = `select count(*) from (select user_id from public.orders where placed_at > now() - interval '30 days'
    union select user_id from public.shopper_sign_ins where signed_in_at > now() - interval '30 days') a`;
  const before = await count(ordered, []);
  await page.goto('/admin');
  await showSection(page, 'Access Logs');
  // This browser's sign-in, recorded by the login in admin_sign_ins.
  await expect(page.getByRole('main').getByText('Current', { exact: true }).first()).toBeVisible();
  await showSection(page, 'Dashboard');
  // While the figures load, a skeleton holds the place of each.
  const card = page.getByText('Active Users').locator('..');
  const shown = async () => Number(/Active Users(\d+)Logged in or ordered in the last 30 days/.exec((await card.textContent()) ?? '')?.[1]);
  await expect.poll(shown).toBeGreaterThanOrEqual(before);
  expect(await shown()).toBeLessThanOrEqual(await count(active, []));
  await showSection(page, 'Settings');
  await page.getByLabel('Store Name').fill(storeName);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expect(page).toHaveTitle(`Settings | Admin | ${storeName}`);
  await page.getByRole('link', { name: 'Back to Store' }).filter({ visible: true }).click();
  await expect(page.getByRole('link', { name: `${storeName} home` })).toBeVisible();
  expect(await count('select count(*) from public.store_settings where store_name in ($1, $2)', ['Style Hub desktop', 'Style Hub mobile'])).toBe(1);
  await expectAccessible(page);
});

test('an account signed up in the store, then made admin in SQL, opens the panel without a login: Access Logs list that session, Current, once', ANY_WIDTH, async ({ page }) => {
  const phone = await signUp(page, 'Owner');
  // The README's statement that makes an admin (it answers how many rows it changed).
  expect(await count(`with made as (update public.profiles set role = 'admin' where phone = $1 returning 1) select count(*) from made`, [phone])).toBe(1);

  await page.goto('/admin');
  await showSection(page, 'Access Logs');
  const current = page.getByRole('main').getByRole('row').filter({ hasText: 'Current' });
  await expect(current).toHaveCount(1);
  const mine = 'select count(*) from public.admin_sign_ins s join public.profiles p on p.id = s.user_id where p.phone = $1';
  expect(await count(mine, [phone])).toBe(1);
  await expectAccessible(page);
  // Back later (a reload restores the session): the same sign-in is listed as this one.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Access Logs', level: 1 })).toBeVisible();
  await expect(current).toHaveCount(1);
  expect(await count(mine, [phone])).toBe(1);
});

test("the products table's search finds a category by the name its Category column shows: 'T-shirts'", ANY_WIDTH, async ({ page }) => {
  await logInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products' }).fill('T-shirts');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Showing 1 to 3 of 3 products');
  expect(await tableTitles(page)).toEqual(['Classic Crew Neck Cotton T-Shirt', 'Graphic Oversized T-Shirt', 'Striped Polo T-Shirt']);
});

test('the migration copies this browser’s local data; run again on the same data, it creates nothing', ANY_WIDTH, async ({ page }, testInfo) => {
  const tag = testInfo.project.name;
  const local = {
    products: [
      { title: `Migrated Linen Shirt ${tag}`, sku: `MIG-SHI-${tag}`, price: '1299', originalPrice: 1999, category: 'Shirts', stock: 'lots', image: '/images/products/11.svg' },
      { title: `Migrated Denim Jacket ${tag}`, sku: `MIG-JAC-${tag}`, price: 2499, originalPrice: 3999, category: 'outerwear', stock: 4, image: '/images/products/12.svg' },
    ],
    users: { '9111111111': { name: `meera-${tag}`, phone: '9111111111', registeredAt: '2025-02-03T04:05:06.000Z' } },
  };
  const keepLocally = () =>
    page.evaluate(({ products, users }) => {
      localStorage.setItem('product-storage', JSON.stringify({ state: { products }, version: 0 }));
      localStorage.setItem('users', JSON.stringify(users));
    }, local);

  await logInAsAdmin(page);
  await keepLocally();
  await page.goto('/admin/migrate');
  await expect(page.getByText(/each shopper signs up again with the same name and phone number/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start Migration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('status').filter({ hasText: 'Migration complete' })).toHaveText('Migration complete: 3 created, 0 updated, 0 unchanged.');
  await expectToast(page, 'Migration Successful', 'All data has been transferred to Supabase.');
  expect(await page.evaluate(() => [localStorage.getItem('product-storage'), localStorage.getItem('users')])).toEqual([null, null]);
  // Still signed in: the session is Supabase's, not one of the cleared keys.
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  expect(await count('select count(*) from public.products where sku like $1', [`MIG-%-${tag}`])).toBe(2);
  expect(await count('select count(*) from public.products where sku = $1 and stock_quantity = 0 and price = 1299', [`MIG-SHI-${tag}`])).toBe(1);
  // The jacket's one stock of 4, kept from before sizes, arrives spread over its sizes.
  const jacketSizes = 'select count(*) from public.product_variants v join public.products p on p.id = v.product_id where p.sku = $1 and v.stock = 1 and v.size in ($2, $3, $4, $5)';
  expect(await count(jacketSizes, [`MIG-JAC-${tag}`, 'S', 'M', 'L', 'XL'])).toBe(4);

  // The same data again (another browser of the shop's, say): nothing new.
  await keepLocally();
  await page.goto('/admin/migrate');
  await page.getByRole('button', { name: 'Start Migration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Migration complete' })).toHaveText('Migration complete: 0 created, 0 updated, 3 unchanged.');
  expect(await count('select count(*) from public.products where sku like $1', [`MIG-%-${tag}`])).toBe(2);
  expect(await count('select count(*) from public.users where name = $1', [`meera-${tag}`])).toBe(1);
});

test('a record the project refuses is reported with its reason, and nothing local is deleted', async ({ page }, testInfo) => {
  const tag = testInfo.project.name;
  await logInAsAdmin(page);
  await page.evaluate((sku) => {
    const products = [{ title: 'Classic Crew Neck Cotton T-Shirt', sku, price: 499, category: 'tshirts', image: '/images/products/1.svg' }];
    localStorage.setItem('product-storage', JSON.stringify({ state: { products }, version: 0 }));
  }, `DUP-${tag}`);
  await page.goto('/admin/migrate');
  await page.getByRole('button', { name: 'Start Migration' }).click();
  await expect(page.getByRole('list', { name: 'Records not copied' })).toContainText(`Classic Crew Neck Cotton T-Shirt (DUP-${tag}):`);
  await expect(page.getByRole('alert')).toContainText('Nothing was deleted from this browser.');
  await expectToast(page, 'Migration Failed', 'There was an error migrating the data');
  await expect(page).toHaveURL(/\/admin\/migrate$/);
  expect(await page.evaluate(() => localStorage.getItem('product-storage'))).toContain(`DUP-${tag}`);
  await expectAccessible(page);
});

test('a project that does not answer: the store says it is unreachable, and Try again opens it', async ({ page, consoleErrors }) => {
  const check = /\/rest\/v1\/products\?select=id&limit=1$/;
  await page.route(check, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The store cannot be reached', level: 1 })).toBeVisible();
  await expectAccessible(page);
  expect(consoleErrors.some((message) => message.startsWith('Connection error'))).toBe(true);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('status')).toHaveText('Still unreachable: try again in a moment.');
  await page.unroute(check);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: 'Classic Crew Neck Cotton T-Shirt' }).first()).toBeVisible();
});

test('cart: a shopper who signed up adds two sizes; the cart is their row in the project and is there after a reload', ANY_WIDTH, async ({ page }) => {
  const phone = await signUp(page, 'Shopper');
  await page.goto('/product/1');
  await addToCart(page, 'S', 1);
  await expectToast(page, 'Added to Cart', 'Product has been added to your cart');
  await addToCart(page, 'L', 2);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  const rows = `select count(*) from public.carts c join public.profiles p on p.id = c.user_id where p.phone = $1 and jsonb_array_length(c.lines) = 2`;
  expect(await count(rows, [phone])).toBe(1);

  await page.goto('/cart');
  const summary = orderSummary(page);
  await expect(summary).toContainText('Subtotal (3 items)₹1,497');
  await page.reload();
  await expect(summary).toContainText('Subtotal (3 items)₹1,497');
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});

test('order: a shopper checks out the cart with cash on delivery; place_order keeps it, the cart empties, and the order, its page and its invoice page come from the project', ANY_WIDTH, async ({ page }) => {
  // A sign-up, a cart, the four steps and three pages after: 40 s on a busy machine.
  test.slow();
  const phone = await signUp(page, 'Buyer');
  await page.goto('/product/1');
  await addToCart(page, 'S', 1);
  await addToCart(page, 'L', 2);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expectToast(page, 'Proceeding to Checkout', 'Taking you to secure checkout');
  await reachReview(page, 'Cash on Delivery');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/order-placed\/FZ\d{8}$/);
  const number = page.url().split('/').pop()!;
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  const placed = `select count(*) from public.orders o join public.profiles p on p.id = o.user_id
    where p.phone = $1 and o.number = $2 and o.status = 'Processing' and o.total = 149700 and o.payment_method = 'cod' and o.invoice_number is null`;
  expect(await count(placed, [phone, number])).toBe(1);
  const emptyCart = `select count(*) from public.carts c join public.profiles p on p.id = c.user_id where p.phone = $1 and jsonb_array_length(c.lines) = 0`;
  expect(await count(emptyCart, [phone])).toBe(1);

  await page.goto('/orders');
  await page.getByRole('link', { name: `Order ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Payment' })).toContainText('Cash on DeliveryPay on delivery');
  // Not shipped yet: the tax invoice is issued at dispatch, so no number.
  await page.getByRole('link', { name: 'View tax invoice' }).click();
  await expect(page.getByRole('heading', { name: 'Tax invoice not issued yet' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Your tax invoice will be issued when your order is dispatched');
  await expect(page.getByRole('main')).not.toContainText(/FZ\/\d{2}-\d{2}\/\d{6}/);
});
