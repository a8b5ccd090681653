import { Button, Flex } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { ProductCardList } from '../../kit/ProductCardList';
import type { BrowseControls } from './browse-controls';

/** The cards above the fold on a wide screen load at once; the rest when scrolled near. */
const EAGER_CARDS = 4;

export const ProductGrid = observer(function ProductGrid({ controls, label }: { controls: BrowseControls; label: string }) {
  const list = useRef<HTMLUListElement>(null);
  // After "Show more", keyboard focus moves to the first new card instead of staying below them.
  const focusFrom = useRef<number | null>(null);
  const products = controls.visibleProducts;

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li > a')[index]?.focus();
  }, [products.length]);

  return (
    <>
      <ProductCardList className="product-grid" label={label} products={products} eager={EAGER_CARDS} ref={list} />
      {controls.hasMore && (
        <Flex justify="center" mt="5">
          <Button
            size="3"
            variant="outline"
            onClick={() => {
              focusFrom.current = products.length;
              controls.showMore();
            }}
          >
            Show more
          </Button>
        </Flex>
      )}
    </>
  );
});
