import { HeartIcon } from '@radix-ui/react-icons';
import { Button, Heading } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../app/paths';
import { EmptyState } from '../../kit/EmptyState';

/** /wishlist: empty until the commerce issue keeps a real wishlist. */
export function WishlistPage() {
  return (
    <div className="page">
      <Heading as="h1" size="7" mb="4">
        My Wishlist
      </Heading>
      <EmptyState
        icon={<HeartIcon width={28} height={28} />}
        title="Your wishlist is empty"
        action={
          <Button asChild size="3">
            <Link to={HOME_PATH}>Start Shopping</Link>
          </Button>
        }
      >
        Save the items you love and find them here later.
      </EmptyState>
    </div>
  );
}
