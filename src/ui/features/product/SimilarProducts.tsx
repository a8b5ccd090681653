import { Heading } from '@radix-ui/themes';
import type { Product } from '../../../domain/catalogue/product';
import { ProductCardList } from '../../components/ProductCardList';
import { RenderWhenNear } from '../../components/RenderWhenNear';

export function SimilarProducts({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <section className="section pdp-similar" aria-labelledby="pdp-similar-heading">
      <Heading as="h2" size="5" mb="3" id="pdp-similar-heading">
        Similar Products
      </Heading>
      <RenderWhenNear placeholderClassName="pdp-similar__placeholder">
        <ProductCardList className="pdp-similar__grid" label="Similar Products" products={products} />
      </RenderWhenNear>
    </section>
  );
}
