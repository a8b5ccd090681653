import { Card, Flex, Inset, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../domain/catalogue/product';
import { cardStockNote, type CardStockNote } from '../../domain/catalogue/variant-stock';
import { Price } from './Price';
import { Rating } from './Rating';
import { WishlistHeart } from './WishlistHeart';
import { productPath } from '../app/paths';

type CardProduct = Pick<Product, 'id' | 'image' | 'title' | 'rating' | 'ratingCount' | 'price' | 'originalPrice' | 'discountPercentage' | 'sizeScale' | 'colours' | 'variants'>;

const STOCK_NOTES: Record<Exclude<CardStockNote, undefined>, string> = { 'sold-out': 'Sold out', 'few-sizes-left': 'Few sizes left' };

/**
 * A product's card: a link to its page, and after it the wishlist heart, which shows over the
 * image's corner (./wishlist-heart.css). A sibling, not a child: a button may not sit inside a link;
 * and no wrapper, so that the list keeps its `li > a` cards (PagedProductGrid focuses them).
 */
export function ProductCard({ product, eager = false }: { product: CardProduct; eager?: boolean }) {
  const note = cardStockNote(product);
  const noteId = useId();
  return (
    <>
      <Card asChild size="1" className="product-card">
        {/* The note over the image is the link's description: its name stays the title. */}
        <Link to={productPath(product.id)} aria-label={product.title} aria-describedby={note && noteId}>
          <Inset clip="padding-box" side="top" pb="current" className="product-card__media">
            <img
              className="product-card__image"
              src={product.image}
              alt=""
              width={600}
              height={600}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
            {note && (
              <span id={noteId} className="product-card__note" data-note={note}>
                {STOCK_NOTES[note]}
              </span>
            )}
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
