import pg from 'pg';
import { expectToast, toastsGone } from '../account-helpers';
import { ANY_WIDTH, expect, expectAccessible, test } from '../fixtures';
import { signUp } from './support/sign-up';

// The wishlist in the store built with VITE_STORAGE=supabase: the shopper's row in public.wishlists,
// through PostgREST and row-level security (see store-on-supabase.spec.ts for the set-up).

const TEE_TITLE = 'Classic Crew Neck Cotton T-Shirt';

/** The product ids in the wishlist row of the account with this phone, as the project keeps them. */
async function savedIds(phone: string): Promise<number[] | undefined> {
  const db = new pg.Client({ database: process.env.TEST_API_PGDATABASE });
  await db.connect();
  try {
    const { rows } = await db.query<{ items: { productId: number }[] }>(
      'select w.items from public.wishlists w join public.profiles p on p.id = w.user_id where p.phone = $1',
      [phone],
    );
    return rows[0]?.items.map((item) => item.productId);
  } finally {
    await db.end();
  }
}

test('wishlist: a shopper who signed up hearts a card; the list is their row in the project, there after a reload; Move to Cart empties it', ANY_WIDTH, async ({ page }) => {
  const phone = await signUp(page, 'Wisher');
  await page.goto('/categories/tshirts');
  const heart = page.getByRole('main').getByRole('button', { name: `Add ${TEE_TITLE} to Wishlist` });
  await heart.click();
  await expectToast(page, 'Added to Wishlist', `${TEE_TITLE} was added to your wishlist`);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(phone)).toEqual([1]);

  await page.goto('/wishlist');
  const items = page.getByRole('list', { name: 'Items in your wishlist' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(items.first().getByRole('link', { name: TEE_TITLE })).toBeVisible();
  await expect(items.first().getByText('In Stock')).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);

  await items.first().getByRole('button', { name: `Move ${TEE_TITLE} to Cart` }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a size' });
  await dialog.getByRole('radio', { name: 'M', exact: true }).click();
  await dialog.getByRole('button', { name: 'Move to Cart' }).click();
  await expectToast(page, 'Moved to Cart', `${TEE_TITLE} was moved to your cart`);
  await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect.poll(() => savedIds(phone)).toEqual([]);
});
