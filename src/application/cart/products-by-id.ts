import type { Product } from '../../domain/catalogue/product';
import type { ProductQueries } from '../ports/product-repository';

/** The products with these ids as the catalogue has them now, by id (one lookup per id; those gone are left out). */
export async function productsById(products: Pick<ProductQueries, 'product'>, ids: Iterable<number>): Promise<ReadonlyMap<number, Product>> {
  const found = await Promise.all([...new Set(ids)].map(async (id) => (await products.product({ id, similarLimit: 0 }))?.product));
  return new Map(found.filter((product): product is Product => product !== undefined).map((product) => [product.id, product]));
}
