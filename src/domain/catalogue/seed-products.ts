import type { Audience, Brand, Category } from './category';
// With its extension: vite.config.ts reads this module (the sitemap's products), and Vite's config loader asks for one.
import { discountPercentage, productDescription, storeSku, type Product } from './product.ts';
import { SEED_FIT_NOTES } from './seed-fit-notes.ts';
import { seedVariants } from './seed-variants.ts';

type SeedRow = [id: number, category: Category, title: string, price: number, originalPrice: number,
  rating: number, ratingCount: number, brand: Brand, audience: Audience];

const SEED_ROWS: readonly SeedRow[] = [
  [1, 'tshirts', 'Classic Crew Neck Cotton T-Shirt', 499, 999, 4.3, 1245, 'Fashion Grown', 'men'],
  [2, 'dresses', 'Floral Print Wrap Midi Dress', 1299, 2599, 4.5, 876, 'Urban Style', 'women'],
  [3, 'jeans', 'Slim Fit Stretch Denim Jeans', 999, 1999, 4.2, 2034, 'Metro Fashion', 'men'],
  [4, 'hoodies', 'Fleece Pullover Hoodie', 899, 1999, 4.4, 1532, 'Urban Style', 'unisex'],
  [10, 'kids', 'Kids Dinosaur Print T-Shirt Set', 399, 799, 4.6, 645, 'Fashion Grown', 'kids'],
  [11, 'shirts', 'Oxford Button-Down Shirt', 799, 1599, 4.1, 932, 'Metro Fashion', 'men'],
  [12, 'outerwear', 'Quilted Puffer Jacket', 2499, 4999, 4.5, 421, 'Urban Style', 'unisex'],
  [13, 'activewear', 'High-Rise Yoga Leggings', 699, 1399, 4.4, 1187, 'Fashion Grown', 'women'],
  [14, 'accessories', 'Leather Crossbody Bag', 1499, 2999, 4.3, 389, 'Metro Fashion', 'women'],
  [15, 'tshirts', 'Graphic Oversized T-Shirt', 599, 1199, 4.2, 764, 'Urban Style', 'unisex'],
  [16, 'dresses', 'Linen Summer Shirt Dress', 1499, 2999, 4.4, 512, 'Fashion Grown', 'women'],
  [17, 'jeans', 'High-Waist Mom Jeans', 1199, 2399, 4.3, 688, 'Urban Style', 'women'],
  [18, 'hoodies', 'Zip-Up Kangaroo Pocket Hoodie', 1099, 2199, 4.2, 803, 'Metro Fashion', 'men'],
  [19, 'kids', "Girls' Tiered Party Frock", 799, 1599, 4.7, 356, 'Urban Style', 'kids'],
  [20, 'shirts', 'Relaxed Linen Shirt', 999, 1999, 4.3, 445, 'Fashion Grown', 'men'],
  [21, 'outerwear', 'Wool Blend Overcoat', 5499, 10999, 4.6, 198, 'Metro Fashion', 'women'],
  [22, 'activewear', 'Dry-Fit Running T-Shirt', 549, 1099, 4.1, 967, 'Metro Fashion', 'men'],
  [23, 'accessories', 'Classic Aviator Sunglasses', 699, 1399, 4.2, 1410, 'Urban Style', 'unisex'],
  [24, 'tshirts', 'Striped Polo T-Shirt', 649, 1299, 4.0, 583, 'Metro Fashion', 'men'],
  [25, 'kids', "Boys' Denim Dungarees", 899, 1799, 4.4, 274, 'Metro Fashion', 'kids'],
  [26, 'shirts', 'Checked Flannel Shirt', 899, 1799, 4.2, 631, 'Urban Style', 'women'],
  [27, 'outerwear', 'Denim Trucker Jacket', 1999, 3999, 4.5, 742, 'Fashion Grown', 'men'],
  [28, 'activewear', 'Track Jogger Pants', 799, 1599, 4.3, 1023, 'Urban Style', 'unisex'],
  [29, 'accessories', 'Canvas Baseball Cap', 299, 599, 4.0, 1876, 'Fashion Grown', 'unisex'],
  [30, 'dresses', 'Little Black Bodycon Dress', 1799, 3599, 4.5, 467, 'Metro Fashion', 'women'],
];

export const SEED_STOCK_MIN = 10;
export const SEED_STOCK_MAX = 99;

/** A random integer in [SEED_STOCK_MIN, SEED_STOCK_MAX]; `random` returns a number in [0, 1). */
export function seedStock(random: () => number): number {
  const span = SEED_STOCK_MAX - SEED_STOCK_MIN + 1;
  return SEED_STOCK_MIN + Math.min(span - 1, Math.floor(random() * span));
}

/** The 25 products the store starts with; stock is drawn with `random` (Math.random in the app). */
export function seedProducts(random: () => number): Product[] {
  return SEED_ROWS.map(([id, category, title, price, originalPrice, rating, ratingCount, brand, audience]) => {
    const image = `/images/products/${id}.svg`;
    const sku = storeSku(category, id);
    const stock = seedStock(random);
    return {
    id,
    title,
    price,
    originalPrice,
    discountPercentage: discountPercentage(price, originalPrice),
    image,
    rating,
    ratingCount,
    category,
    brand,
    audience,
    stock,
    description: productDescription(category),
    sku,
    fitNote: SEED_FIT_NOTES[id],
    ...seedVariants({ id, category, sku, image, stock }),
  };
  });
}
