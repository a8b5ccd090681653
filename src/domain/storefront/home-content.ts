import type { Category } from '../catalogue/category';

export interface Banner {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** The category page the slide's 'Shop now' opens (the ui builds its address). */
  category: Category;
}

export const BANNERS: readonly Banner[] = [
  {
    id: 1,
    title: 'Fashion Sale',
    subtitle: 'Coats, puffers and jackets at up to 50% off',
    image: '/images/banners/fashion-sale.svg',
    category: 'outerwear',
  },
  {
    id: 2,
    title: 'Summer Collection',
    subtitle: 'Light shirts in linen and cotton for sunny days',
    image: '/images/banners/summer-collection.svg',
    category: 'shirts',
  },
  {
    id: 3,
    title: 'Tech Accessories',
    subtitle: 'Sunglasses, bags and caps to finish the look',
    image: '/images/banners/tech-accessories.svg',
    category: 'accessories',
  },
];

export interface StripCategory {
  name: string;
  slug: string;
  image: string;
}

/** The home page's category strip, in the spec's order. */
export const CATEGORY_STRIP: readonly StripCategory[] = [
  'Men', 'Women', 'Kids', 'T-shirts', 'Hoodies', 'Shirts', 'Jeans', 'Dresses', 'Accessories', 'Outerwear', 'Activewear',
].map((name) => {
  const slug = name.toLowerCase();
  return { name, slug, image: `/images/categories/${slug.replace('-', '')}.svg` };
});

/** Deals of the Day on the home page: the first five products of the catalogue (spec). */
export const DEALS_ON_HOME = 5;
