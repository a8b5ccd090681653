import { ArchiveIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Heading } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useService } from '../../app/container-context';
import { HOME_PATH } from '../../app/paths';
import { EmptyState } from '../../kit/EmptyState';
import { LoginPrompt } from './LoginPrompt';
import { ShopperSessionViewModel } from './shopper-session-view-model';

/** /cart: a visitor is asked to log in; a shopper's cart is empty until the commerce issue fills it. */
export const CartPage = observer(function CartPage() {
  const session = useService(ShopperSessionViewModel);
  return (
    <div className="page">
      <Heading as="h1" size="7" mb="4">
        My Cart
      </Heading>
      {session.loggedIn ? (
        <EmptyState
          icon={<ArchiveIcon width={28} height={28} />}
          title="Your cart is empty"
          action={
            <Button asChild size="3">
              <Link to={HOME_PATH}>Continue Shopping</Link>
            </Button>
          }
        >
          Add items to it now.
        </EmptyState>
      ) : (
        <LoginPrompt icon={<LockClosedIcon width={28} height={28} />} title="Missing Cart Items?" keepReturnPath={session.keepReturnPath}>
          Login to see the items you added previously.
        </LoginPrompt>
      )}
    </div>
  );
});
