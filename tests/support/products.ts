import { AUDIENCES, BRANDS, CATEGORIES, type Category } from '../../src/domain/catalogue/category';
import { discountPercentage, productDescription, storeSku, type Product } from '../../src/domain/catalogue/product';

/** A valid product with the given fields changed. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  const category: Category = overrides.category ?? 'tshirts';
  const price = overrides.price ?? 500;
  const originalPrice = overrides.originalPrice ?? 1000;
  return {
    id,
    title: `Product ${id}`,
    price,
    originalPrice,
    discountPercentage: discountPercentage(price, originalPrice),
    image: `/images/products/${id}.svg`,
    rating: 4,
    ratingCount: 10,
    category,
    brand: 'Fashion Grown',
    audience: 'unisex',
    stock: 50,
    description: productDescription(category),
    sku: storeSku(category, id),
    ...overrides,
  };
}

const TITLE_WORDS = ['Classic', 'Slim', 'Relaxed', 'Printed', 'Linen', 'Denim', 'Cotton', 'Striped', 'Floral', 'Fleece'] as const;

/** `count` products spread over the nine categories, brands and audiences, with varied prices and titles (for benchmarks). */
export function generateProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const originalPrice = 500 + ((i * 37) % 5000);
    return aProduct({
      id: i + 1,
      title: `${TITLE_WORDS[i % TITLE_WORDS.length]} ${TITLE_WORDS[(i * 7 + 3) % TITLE_WORDS.length]} product ${i + 1}`,
      category: CATEGORIES[i % CATEGORIES.length],
      brand: BRANDS[(i * 5) % BRANDS.length],
      audience: AUDIENCES[(i * 3) % AUDIENCES.length],
      originalPrice,
      price: Math.round(originalPrice * (0.4 + ((i * 13) % 50) / 100)),
      rating: 3 + ((i * 7) % 20) / 10,
      ratingCount: (i * 97) % 5000,
    });
  });
}
