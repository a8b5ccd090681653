import { Flex, Heading, Link as RadixLink } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { Product } from '../../../domain/catalogue/product';
import { ProductCardList } from '../../components/ProductCardList';
import { RenderWhenNear } from '../../components/RenderWhenNear';

interface ProductShelfProps {
  title: string;
  viewAllHref: string;
  products: readonly Product[];
}

/**
 * A shelf: a titled, horizontally scrolling row of product cards with a link to the full list.
 * (Not a carousel: it does not rotate. The home page's one carousel is BannerCarousel.)
 */
export function ProductShelf({ title, viewAllHref, products }: ProductShelfProps) {
  const headingId = `shelf-${viewAllHref.replace(/\W+/g, '-')}`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <Flex justify="between" align="center" mb="3">
        <Heading as="h2" size="5" id={headingId}>
          {title}
        </Heading>
        <RadixLink asChild size="2" weight="medium">
          <Link to={viewAllHref} aria-label={`View all ${title}`}>
            View All
          </Link>
        </RadixLink>
      </Flex>
      <RenderWhenNear placeholderClassName="product-row product-row--placeholder">
        <ProductCardList className="product-row" label={title} products={products} />
      </RenderWhenNear>
    </section>
  );
}
