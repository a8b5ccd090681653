import { Button, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { Product } from '../../domain/catalogue/product';
import type { PagedList } from '../lib/paged-list';
import { ProductCardList } from './ProductCardList';

/** The cards above the fold on a wide screen load at once; the rest when scrolled near. */
const EAGER_CARDS = 4;

/** A grid of product cards shown a page at a time, with "Show more" while the store has more. */
export const PagedProductGrid = observer(function PagedProductGrid({ list, label }: { list: PagedList<Product>; label: string }) {
  const cards = useRef<HTMLUListElement>(null);
  // After "Show more", keyboard focus moves to the first new card instead of staying below them.
  const focusFrom = useRef<number | null>(null);
  const { items, moreStatus } = list;

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= items.length) return;
    focusFrom.current = null;
    cards.current?.querySelectorAll<HTMLElement>(':scope > li > a')[index]?.focus();
  }, [items.length]);

  return (
    <>
      <ProductCardList className="product-grid" label={label} products={items} eager={EAGER_CARDS} ref={cards} />
      {list.hasMore && (
        <Flex direction="column" align="center" gap="2" mt="5">
          {moreStatus === 'error' && (
            <Text as="p" size="2" color="red" role="alert">
              The next products could not be loaded. Try again.
            </Text>
          )}
          <Button
            size="3"
            variant="outline"
            loading={moreStatus === 'loading'}
            onClick={() => {
              focusFrom.current = items.length;
              void list.more();
            }}
          >
            Show more
          </Button>
        </Flex>
      )}
    </>
  );
});
