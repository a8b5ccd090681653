import { describe, expect, it } from 'vitest';
import { canonicalSlug } from '../../src/domain/catalogue/canonical-slug';
import { CATEGORIES, categoryPageFromSlug, categoryPageSlugs } from '../../src/domain/catalogue/category';

describe('categoryPageFromSlug', () => {
  it('knows the nine categories (kids lists the kids audience, see below)', () => {
    expect(CATEGORIES).toHaveLength(9);
    for (const category of CATEGORIES.filter((c) => c !== 'kids')) {
      expect(categoryPageFromSlug(category)).toMatchObject({ kind: 'category', category });
    }
  });

  it('maps t-shirts (the strip and sitemap spelling) to tshirts, in any case', () => {
    expect(categoryPageFromSlug('t-shirts')).toMatchObject({ kind: 'category', category: 'tshirts', title: 'T-shirts' });
    expect(categoryPageFromSlug('T-Shirts')).toMatchObject({ kind: 'category', category: 'tshirts' });
  });

  it('shows men, women and kids by audience', () => {
    expect(categoryPageFromSlug('men')).toEqual({ kind: 'audience', audience: 'men', title: 'Men', slug: 'men' });
    expect(categoryPageFromSlug('women')).toMatchObject({ kind: 'audience', audience: 'women', title: 'Women' });
    expect(categoryPageFromSlug('kids')).toMatchObject({ kind: 'audience', audience: 'kids', title: 'Kids' });
  });

  it('has no page for an unknown slug', () => {
    expect(categoryPageFromSlug('spaceships')).toBeUndefined();
    expect(categoryPageFromSlug('')).toBeUndefined();
  });
});

describe('the category pages search engines are given', () => {
  it('lists men, women, kids and each category once, each under the slug its page calls its own', () => {
    const slugs = categoryPageSlugs();
    expect(slugs).toEqual(['men', 'women', 'kids', ...CATEGORIES.filter((c) => c !== 'kids')]);
    for (const slug of slugs) expect(canonicalSlug(categoryPageFromSlug(slug)!)).toBe(slug);
  });

  it('names the page of an alias by its stored category', () => {
    expect(canonicalSlug(categoryPageFromSlug('t-shirts')!)).toBe('tshirts');
    expect(canonicalSlug(categoryPageFromSlug('Men')!)).toBe('men');
  });
});
