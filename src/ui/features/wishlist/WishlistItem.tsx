import { BackpackIcon, TrashIcon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { WishlistEntry } from '../../../domain/wishlist/wishlist-entry';
import { productPath } from '../../app/paths';
import { Price } from '../../components/Price';
import { entryTitle, type WishlistPageViewModel } from './wishlist-page-view-model';

const AVAILABILITY: Record<WishlistEntry['kind'], { text: string; color: 'green' | 'red' | 'gray' }> = {
  'in-stock': { text: 'In Stock', color: 'green' },
  'out-of-stock': { text: 'Out of Stock', color: 'red' },
  gone: { text: 'No longer available', color: 'gray' },
};

/** One saved product: its image, title, price and original price, whether it is in stock now, Move to Cart and Remove. */
export const WishlistItem = observer(function WishlistItem({ vm, entry }: { vm: WishlistPageViewModel; entry: WishlistEntry }) {
  const busy = vm.isBusy(entry.productId);
  const title = entryTitle(entry);
  const availability = AVAILABILITY[entry.kind];
  return (
    <li className="wishlist-item" aria-busy={busy || undefined}>
      {entry.kind === 'gone' ? (
        <div className="wishlist-item__image" aria-hidden />
      ) : (
        <Link to={productPath(entry.productId)} tabIndex={-1} aria-hidden>
          <img className="wishlist-item__image" src={entry.product.image} alt="" width={112} height={112} loading="lazy" decoding="async" />
        </Link>
      )}
      <Flex direction="column" gap="2" className="wishlist-item__body">
        <Text as="p" weight="medium" className="wishlist-item__title">
          {entry.kind === 'gone' ? title : <Link to={productPath(entry.productId)}>{title}</Link>}
        </Text>
        {entry.kind !== 'gone' && (
          <Price price={entry.product.price} originalPrice={entry.product.originalPrice} discountPercentage={entry.product.discountPercentage} />
        )}
        <div>
          <Badge color={availability.color} variant="soft" highContrast size="2" radius="full">
            {availability.text}
          </Badge>
        </div>
        <Flex gap="3" align="center" wrap="wrap" mt="1">
          {entry.kind !== 'gone' && (
            <Button
              size="2"
              disabled={busy || entry.kind === 'out-of-stock'}
              onClick={() => entry.kind === 'in-stock' && vm.openMove(entry)}
              aria-label={`Move ${title} to Cart`}
            >
              <BackpackIcon aria-hidden />
              Move to Cart
            </Button>
          )}
          <Button size="2" variant="ghost" color="red" disabled={busy} onClick={() => void vm.remove(entry)} aria-label={`Remove ${title} from Wishlist`}>
            <TrashIcon aria-hidden />
            Remove
          </Button>
        </Flex>
      </Flex>
    </li>
  );
});
