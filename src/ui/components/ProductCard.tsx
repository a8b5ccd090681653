import { Card, Flex, Inset, Text } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import type { Product } from '../../domain/catalogue/product';
import { Price } from './Price';
import { Rating } from './Rating';
import { WishlistHeart } from './WishlistHeart';
import { productPath } from '../app/paths';

type CardProduct = Pick<Product, 'id' | 'image' | 'title' | 'rating' | 'ratingCount' | 'price' | 'originalPrice' | 'discountPercentage'>;

/**
 * A product's card: a link to its page, and after it the wishlist heart, which shows over the
 * image's corner (./wishlist-heart.css). A sibling, not a child: a button may not sit inside a link;
 * and no wrapper, so that the list keeps its `li > a` cards (PagedProductGrid focuses them).
 */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  return (
    <>
      <Card asChild size="1" className="product-card">
        <Link to={productPath(product.id)} aria-label={product.title}>
          <Inset clip="padding-box" side="top" pb="current">
            <img
              className="product-card__image"
              src={product.image}
              alt=""
              width={600}
              height={600}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          </Inset>
          <Flex direction="column" gap="1">
            <Text as="p" size="2" weight="medium" className="product-card__title">
              {product.title}
            </Text>
            <Rating rating={product.rating} ratingCount={product.ratingCount} />
            <Price price={product.price} originalPrice={product.originalPrice} discountPercentage={product.discountPercentage} />
          </Flex>
        </Link>
      </Card>
      <WishlistHeart product={product} label={`Add ${product.title} to Wishlist`} className="product-card__heart" />
    </>
  );
}
