import { forwardRef } from 'react';
import type { Product } from '../../domain/catalogue/product';
import { ProductCard } from './ProductCard';

interface ProductCardListProps {
  products: readonly Product[];
  /** The list's accessible name. */
  label: string;
  /** The layout: 'product-row' (scrolls sideways), 'product-grid', 'pdp-similar__grid'. */
  className: string;
  /** How many of the first cards load their image at once (above the fold); the rest lazily. */
  eager?: number;
}

/** A labelled list of product cards: the one markup every product row and grid shares. */
export const ProductCardList = forwardRef<HTMLUListElement, ProductCardListProps>(function ProductCardList(
  { products, label, className, eager = 0 },
  ref,
) {
  return (
    <ul className={className} aria-label={label} ref={ref}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} eager={i < eager} />
        </li>
      ))}
    </ul>
  );
});
