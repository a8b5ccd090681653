/** The nine product categories a product can belong to, as stored. */
export const CATEGORIES = [
  'tshirts',
  'dresses',
  'jeans',
  'hoodies',
  'kids',
  'shirts',
  'outerwear',
  'activewear',
  'accessories',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_NAMES: Record<Category, string> = {
  tshirts: 'T-shirts',
  dresses: 'Dresses',
  jeans: 'Jeans',
  hoodies: 'Hoodies',
  kids: 'Kids',
  shirts: 'Shirts',
  outerwear: 'Outerwear',
  activewear: 'Activewear',
  accessories: 'Accessories',
};

export const AUDIENCES = ['men', 'women', 'kids', 'unisex'] as const;
export type Audience = (typeof AUDIENCES)[number];

export const BRANDS = ['Fashion Grown', 'Urban Style', 'Metro Fashion'] as const;
export type Brand = (typeof BRANDS)[number];

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** A list of products the store shows on one page: one category, or everything made for one audience. */
export type ProductListing =
  | { kind: 'category'; category: Category }
  | { kind: 'audience'; audience: Exclude<Audience, 'unisex'> };

/** What a `/categories/{slug}` page lists, with its title. */
export type CategoryPage = ProductListing & { title: string; slug: string };

/** The listing alone (as a query carries it), without the page's title and slug. */
export function listingOf(page: CategoryPage): ProductListing {
  return page.kind === 'category' ? { kind: 'category', category: page.category } : { kind: 'audience', audience: page.audience };
}

const SLUG_ALIASES: Record<string, Category> = { 't-shirts': 'tshirts', 't-shirt': 'tshirts', tshirt: 'tshirts' };
const AUDIENCE_PAGES = { men: 'Men', women: 'Women' } as const;

/**
 * Maps a URL slug to the page it shows. `kids` is both a category and an audience; its page lists
 * everything made for kids, which includes the kids category.
 */
export function categoryPageFromSlug(rawSlug: string): CategoryPage | undefined {
  const slug = rawSlug.trim().toLowerCase();
  if (slug === 'men' || slug === 'women') {
    return { kind: 'audience', audience: slug, title: AUDIENCE_PAGES[slug], slug };
  }
  if (slug === 'kids') return { kind: 'audience', audience: 'kids', title: 'Kids', slug };
  const category = SLUG_ALIASES[slug] ?? (isCategory(slug) ? slug : undefined);
  return category ? { kind: 'category', category, title: CATEGORY_NAMES[category], slug } : undefined;
}

/** The slug of every category page, once each: the audiences' that have one, then each category's ('kids' is both). */
export function categoryPageSlugs(): string[] {
  return [...new Set([...AUDIENCES, ...CATEGORIES])].filter((slug) => categoryPageFromSlug(slug) !== undefined);
}
