import { AUDIENCES, BRANDS, CATEGORIES, type Category } from '../../src/domain/catalogue/category';
import { discountPercentage, productDescription, storeSku, type Product } from '../../src/domain/catalogue/product';
import { defaultSizeScale, type VariantSize } from '../../src/domain/catalogue/size-scale';
import { totalStock } from '../../src/domain/catalogue/variant-stock';
import { type ProductVariants } from '../../src/domain/catalogue/variants';
import { makeProductVariants } from '../../src/domain/catalogue/variant-grid';

/**
 * A valid product with the given fields changed. Its variants: those given, or its whole `stock`
 * (50 unless given) in one size, M (One Size for accessories), the size tests buy unless they say
 * otherwise, 0 in the others; `stock` is always their total. aProductInSizes spreads it.
 */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 1;
  const category: Category = overrides.category ?? 'tshirts';
  const price = overrides.price ?? 500;
  const originalPrice = overrides.originalPrice ?? 1000;
  const sku = overrides.sku ?? storeSku(category, id);
  const grid: ProductVariants = overrides.variants
    ? { sizeScale: overrides.sizeScale ?? defaultSizeScale(category), colours: overrides.colours ?? [], variants: overrides.variants }
    : stockInOneSize(category, sku, 'stock' in overrides ? (overrides.stock ?? 0) : 50);
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
    description: productDescription(category),
    sku,
    ...overrides,
    ...grid,
    stock: totalStock(grid),
  };
}

function stockInOneSize(category: Category, sku: string, stock: number): ProductVariants {
  const scale = defaultSizeScale(category);
  const size: VariantSize = scale === 'one-size' ? 'One Size' : 'M';
  return makeProductVariants(sku, scale, [], (key) => (key.size === size ? stock : 0));
}

/** A product (aProduct) whose stock in each of its sizes is as given, 0 in the sizes left out; no colours. */
export function aProductInSizes(stock: Partial<Record<VariantSize, number>>, overrides: Partial<Product> = {}): Product {
  const category: Category = overrides.category ?? 'tshirts';
  const sku = overrides.sku ?? storeSku(category, overrides.id ?? 1);
  const grid = makeProductVariants(sku, overrides.sizeScale ?? defaultSizeScale(category), [], (key) => stock[key.size] ?? 0);
  return aProduct({ ...overrides, ...grid });
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

/** `product` with its whole stock set to `stock`, in its one size as aProduct keeps it. */
export function restocked(product: Product, stock: number): Product {
  const { sizeScale: _scale, colours: _colours, variants: _variants, ...rest } = product;
  return aProduct({ ...rest, stock });
}

/** A product (aProduct) with `stock` left in every size of its scale. */
export function inEverySize(stock: number, overrides: Partial<Product> = {}): Product {
  const category: Category = overrides.category ?? 'tshirts';
  const sku = overrides.sku ?? storeSku(category, overrides.id ?? 1);
  return aProduct({ ...overrides, ...makeProductVariants(sku, overrides.sizeScale ?? defaultSizeScale(category), [], () => stock) });
}
