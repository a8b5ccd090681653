import { Heading } from '@radix-ui/themes';
import type { Product } from '../../../domain/catalogue/product';
import { ProductCard } from '../ProductCard';

export function SimilarProducts({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className="section pdp-similar" aria-labelledby="pdp-similar-heading">
      <Heading as="h2" size="5" mb="3" id="pdp-similar-heading">
        Similar Products
      </Heading>
      <ul className="pdp-similar__grid" aria-label="Similar Products">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
