import { Button, Flex, Heading } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { Product } from '../../../domain/catalogue/product';
import { ProductCardList } from '../../components/ProductCardList';
import { DealsCountdown } from '../../components/DealsCountdown';
import { DEALS_PATH } from '../../app/paths';

export function DealsOfTheDay({ products }: { products: readonly Product[] }) {
  return (
    <section className="section" aria-labelledby="deals-heading">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="5" id="deals-heading">
            Deals of the Day
          </Heading>
          <DealsCountdown />
        </Flex>
        <Button asChild variant="soft" size="2">
          <Link to={DEALS_PATH}>View all deals of the day</Link>
        </Button>
      </Flex>
      <ProductCardList className="product-row" label="Deals of the Day" products={products} />
    </section>
  );
}
