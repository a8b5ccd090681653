/**
 * What the admin's migration (issue 12, spec §3 "Migration targets", §5 "Migration") writes to the
 * Supabase project for each record of this browser's local data, and the spec's rules for it: price
 * and stock that do not parse become 0 (a product's variants carry their own stock); a user is an admin when the name is 'admin', in any case; a
 * user's email is made from the name with a placeholder domain. Pure: the use case reads the local
 * data through its ports and writes these records through the Supabase adapter.
 */

import { categoryPageFromSlug, type Category } from '../catalogue/category';
import { readStoredVariants } from '../catalogue/variant-schema';
import type { ProductVariants } from '../catalogue/variants';

/** The domain of the emails made from names: reserved (RFC 2606), so that no mail ever leaves. */
export const PLACEHOLDER_EMAIL_DOMAIN = 'users.fashionzone.invalid';

/**
 * A product row as the `products` table takes it (supabase/migrations), with its grid: the sizes,
 * colours and each variant's stock, which the project keeps in tables of their own (its stock
 * column is their sum).
 */
export interface ProductRecord {
  readonly sku: string;
  readonly name: string;
  readonly description: string;
  readonly price: number;
  readonly original_price: number;
  readonly discount: number;
  readonly rating: number;
  readonly rating_count: number;
  readonly image_url: string;
  readonly category: string;
  readonly brand: string | null;
  readonly audience: 'men' | 'women' | 'kids' | 'unisex';
  readonly grid: ProductVariants;
}

/** A user row as the `users` table takes it. */
export interface UserRecord {
  readonly email: string;
  readonly name: string;
  readonly role: 'admin' | 'user';
  readonly created_at: string;
}

export type Reading<T> = { readonly ok: true; readonly record: T } | { readonly ok: false; readonly reason: string };

/** A number from a stored value that may be a number or text ('₹1,299', '12'); 0 when it does not parse or is negative. */
export function amountOrZero(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[₹,\s]/g, '')) : Number.NaN;
  return Number.isFinite(number) && number >= 0 ? number : 0;
}

/** A whole count (stock); 0 when it does not parse or is negative. */
export function countOrZero(value: unknown): number {
  return Math.trunc(amountOrZero(value));
}

/**
 * The email made from a user's name: lower case; letters and digits kept, every other character
 * written as its code in hex between two '_', so that two names never make the same email
 * ('Asha Rao' → 'asha_20_rao@…', 'asha_rao' → 'asha_5f_rao@…').
 */
export function emailFromName(name: string): string {
  const local = [...name.trim().toLowerCase()].map((c) => (/^[a-z0-9]$/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}_`)).join('');
  return `${local}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/** The role a migrated user gets: the spec's rule, a name equal to 'admin' in any case. */
export function roleFromName(name: string): 'admin' | 'user' {
  return name.trim().toLowerCase() === 'admin' ? 'admin' : 'user';
}

const AUDIENCES = new Set(['men', 'women', 'kids', 'unisex']);

/** A local product (the store's own, or a legacy record with `name` and `image`) as a row, or why it cannot be one. */
export function productRecord(stored: unknown): Reading<ProductRecord> {
  if (typeof stored !== 'object' || stored === null) return { ok: false, reason: 'not a product record' };
  const p = stored as Record<string, unknown>;
  const name = text(p.title) || text(p.name);
  if (!name) return { ok: false, reason: 'the product has no name' };
  // Through the storefront's own slugs, so that a legacy 'T-Shirts' lands in 'tshirts'.
  const page = categoryPageFromSlug(text(p.category));
  const category = page?.kind === 'category' ? page.category : text(p.category).toLowerCase();
  const sku = text(p.sku);
  if (!sku) return { ok: false, reason: `"${name}" has no SKU to recognise it by on a second run` };
  const image = text(p.image) || text(p.image_url);
  const price = amountOrZero(p.price);
  const originalPrice = amountOrZero(p.originalPrice);
  // The grid as the local store reads it: a product from before variants has its one stock spread
  // over its sizes; one whose variants cannot be read is refused, not guessed at.
  const variants = readStoredVariants({ sku, category: category as Category, stock: countOrZero(p.stock), sizeScale: p.sizeScale, colours: p.colours, variants: p.variants });
  if (variants.kind === 'refused') return { ok: false, reason: variants.reason };
  return {
    ok: true,
    record: {
      sku,
      name,
      description: text(p.description),
      price,
      original_price: originalPrice,
      discount: Math.min(100, countOrZero(p.discountPercentage)),
      rating: Math.min(5, amountOrZero(p.rating)),
      rating_count: countOrZero(p.ratingCount),
      // Only what the table accepts (http(s) or a path of this site); anything else is left out, not failed.
      image_url: /^(https?:\/\/|\/(?!\/))/.test(image) ? image : '',
      category: /^[a-z][a-z0-9-]*$/.test(category) ? category : 'uncategorized',
      brand: text(p.brand) || null,
      audience: AUDIENCES.has(text(p.audience)) ? (text(p.audience) as ProductRecord['audience']) : 'unisex',
      grid: variants.product,
    },
  };
}

/** A local user (keyed by phone, or a legacy username) as a row, or why it cannot be one. */
export function userRecord(key: string, stored: unknown): Reading<UserRecord> {
  const u = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  // A legacy record may hold no name: its key was the username.
  const name = text(u.name) || key.trim();
  if (!name) return { ok: false, reason: 'the user has no name' };
  const registered = new Date(text(u.registeredAt));
  return {
    ok: true,
    record: {
      email: emailFromName(name),
      name,
      role: roleFromName(name),
      created_at: Number.isNaN(registered.getTime()) ? new Date(0).toISOString() : registered.toISOString(),
    },
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
