import { HeartIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useService, useViewModel } from '../../app/container-context';
import { HOME_PATH, LOGIN_PATH } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ShopperSessionViewModel } from '../../stores/shopper-session-view-model';
import { LoadError } from '../../components/LoadError';
import { MoveToCartDialog } from './MoveToCartDialog';
import { WishlistItem } from './WishlistItem';
import { WishlistPageViewModel } from './wishlist-page-view-model';
import './wishlist.css';

/** /wishlist: the shopper's saved products, each with Move to Cart and Remove; the spec's empty state otherwise. */
export const WishlistPage = observer(function WishlistPage() {
  const vm = useViewModel(WishlistPageViewModel);
  const session = useService(ShopperSessionViewModel);
  const count = vm.status === 'ready' ? vm.entries.length : 0;
  return (
    <div className="page">
      <Flex align="baseline" gap="3" wrap="wrap" mb="4">
        <Heading as="h1" size="7">
          My Wishlist
        </Heading>
        {count > 0 && (
          <Text color="gray" size="3">
            {count === 1 ? '1 item' : `${count} items`}
          </Text>
        )}
      </Flex>
      <WishlistBody vm={vm} keepReturnPath={session.keepReturnPath} />
    </div>
  );
});

const WishlistBody = observer(function WishlistBody({ vm, keepReturnPath }: { vm: WishlistPageViewModel; keepReturnPath: (path: string) => void }) {
  const { pathname, search } = useLocation();
  switch (vm.status) {
    case 'login-required':
    case 'empty':
      return (
        <EmptyState
          icon={<HeartIcon width={28} height={28} />}
          title="Your wishlist is empty"
          action={
            <Flex gap="3" wrap="wrap" justify="center">
              <Button asChild size="3">
                <Link to={HOME_PATH}>Start Shopping</Link>
              </Button>
              {vm.status === 'login-required' && (
                <Button asChild size="3" variant="outline">
                  <Link to={LOGIN_PATH} onClick={() => keepReturnPath(pathname + search)}>
                    Log in
                  </Link>
                </Button>
              )}
            </Flex>
          }
        >
          {vm.status === 'login-required' ? 'Log in to see the items you saved.' : 'Save the items you love and find them here later.'}
        </EmptyState>
      );
    case 'error':
      return (
        <LoadError what="Your wishlist" onRetry={vm.retry} />
      );
    case 'loading':
      return (
        <div className="wishlist-grid" aria-busy>
          <span className="visually-hidden">Loading your wishlist…</span>
          <Skeleton height="128px" />
          <Skeleton height="128px" />
        </div>
      );
    case 'ready':
      return (
        <>
          <ul className="wishlist-grid" aria-label="Items in your wishlist">
            {vm.entries.map((entry) => (
              <WishlistItem key={entry.productId} vm={vm} entry={entry} />
            ))}
          </ul>
          <MoveToCartDialog vm={vm} />
        </>
      );
  }
});
