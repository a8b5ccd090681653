import { expectToast, toastsGone } from './account-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from './fixtures';

// The company, social and shopper pages' journeys; each page's first render is checked by the route report (scripts/routes-report.mjs).

test('the footer leads to the company and social pages; Press is the wholesale page', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Press' }).click();
  await expect(page).toHaveURL(/\/wholesale$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale & Press' })).toBeVisible();
  await footer.getByRole('link', { name: 'Instagram' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fashion Zone on Instagram' })).toBeVisible();
});

test('a social page opens the network in a new tab, with no opener and no referrer, and shows only local images', ANY_WIDTH, async ({ page }) => {
  await page.goto('/youtube');
  const external = page.locator('a[target="_blank"]');
  await expect(external.first()).toBeVisible();
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
  }
  await expect(page.getByRole('link', { name: /^Subscribe us on YouTube/ })).toBeVisible();
  for (const src of await page.locator('main img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))) {
    expect(src).toMatch(/^\/images\//);
  }
});

test('the sitemap has its six groups and the eleven shop categories', async ({ page }) => {
  await page.goto('/sitemap');
  for (const group of ['Main Pages', 'Shop', 'Orders & Returns', 'Account', 'Help & Information', 'Social']) {
    await expect(page.getByRole('main').getByRole('navigation', { name: group, exact: true })).toBeVisible();
  }
  const shop = page.getByRole('main').getByRole('navigation', { name: 'Shop', exact: true });
  await expect(shop.getByRole('link')).toHaveCount(11);
  await shop.getByRole('link', { name: 'T-shirts' }).click();
  await expect(page).toHaveURL(/\/categories\/t-shirts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'T-shirts' })).toBeVisible();
});

test('contact: each empty field says so, a bad email says so; a full message is confirmed and the form empties', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of ['Please enter your name', 'Please enter your email address', 'Please enter a subject', 'Please enter your message']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Email' }).fill('asha@example');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('textbox', { name: 'Name' }).fill('Asha');
  await form.getByRole('textbox', { name: 'Email' }).fill('asha@example.in');
  await form.getByRole('textbox', { name: 'Subject' }).fill('Sizes');
  await form.getByRole('textbox', { name: 'Message' }).fill('Do you stock XXL?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expectToast(page, 'Message Sent', "We've received your message and will get back to you shortly.");
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
});

test('report: counterfeit first; wrong-type and too-big evidence refused; a full report is confirmed and the form clears', async ({ page }) => {
  // A 10MB file crosses to the page, two axe scans, and a toast must come and go: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/report');
  const form = page.getByRole('form', { name: 'Report Infringement' });
  await expect(form.getByRole('tab', { name: 'Counterfeit' })).toHaveAttribute('aria-selected', 'true');
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expect(form.getByText('Please enter the link to the product')).toBeVisible();
  await expect(form.getByText('Please describe the infringement')).toBeVisible();

  const evidence = form.getByLabel('Evidence (optional)');
  await evidence.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not evidence') });
  await expect(form.getByText('The evidence must be a JPG, PNG or PDF file')).toBeVisible();
  await evidence.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(form.getByText('The evidence file must be 10MB or smaller')).toBeVisible();
  await expectAccessible(page);

  await form.getByRole('tab', { name: 'Trademark' }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill('Brand Owner');
  await form.getByRole('textbox', { name: 'Email' }).fill('legal@brand.in');
  await form.getByRole('textbox', { name: 'Phone (optional)' }).fill('9876543210');
  await form.getByRole('textbox', { name: 'Product link' }).fill('https://fashionzone.in/product/3');
  await form.getByRole('textbox', { name: 'Details' }).fill('A copy of our registered logo.');
  await form.getByRole('button', { name: 'Submit Report' }).click();
  // The refused file still stands in the way.
  await expect(form.getByText('The evidence file must be 10MB or smaller')).toBeVisible();
  await evidence.setInputFiles({ name: 'proof.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(form.getByText('The evidence file must be 10MB or smaller')).toBeHidden();
  await form.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Report Submitted', 'take action within 48 hours');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Details' })).toHaveValue('');
  await expect(evidence).toHaveValue('');
  await expect(form.getByRole('tab', { name: 'Counterfeit' })).toHaveAttribute('aria-selected', 'true');
  await toastsGone(page);
  await expectAccessible(page);
});
