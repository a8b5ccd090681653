import { ArchiveIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Heading, Skeleton } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useService, useViewModel } from '../../app/container-context';
import { HOME_PATH } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ShopperSessionViewModel } from '../../stores/shopper-session-view-model';
import { LoadError } from '../../components/LoadError';
import { CartLineItem } from './CartLineItem';
import { CartPageViewModel, lineId } from './cart-page-view-model';
import { OrderSummary } from './OrderSummary';
import './cart.css';

/** /cart: a visitor is asked to log in; a shopper sees their lines and the Order Summary. */
export const CartPage = observer(function CartPage() {
  const vm = useViewModel(CartPageViewModel);
  const session = useService(ShopperSessionViewModel);
  return (
    <div className="page">
      <Heading as="h1" size="7" mb="4">
        My Cart
      </Heading>
      <CartBody vm={vm} keepReturnPath={session.keepReturnPath} />
    </div>
  );
});

const CartBody = observer(function CartBody({ vm, keepReturnPath }: { vm: CartPageViewModel; keepReturnPath: (path: string) => void }) {
  const navigate = useNavigate();
  switch (vm.status) {
    case 'login-required':
      return (
        <LoginPrompt icon={<LockClosedIcon width={28} height={28} />} title="Missing Cart Items?" keepReturnPath={keepReturnPath}>
          Login to see the items you added previously.
        </LoginPrompt>
      );
    case 'empty':
      return (
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
      );
    case 'error':
      return (
        <LoadError what="Your cart" onRetry={vm.retry} />
      );
    case 'loading':
      return (
        <div className="cart-layout" aria-busy>
          <Skeleton height="140px" />
          <Skeleton height="220px" />
        </div>
      );
    case 'ready':
      return (
        <div className="cart-layout">
          <ul className="cart-lines" aria-label="Items in your cart">
            {vm.lines.map((view) => (
              <CartLineItem key={lineId(view.line)} vm={vm} view={view} />
            ))}
          </ul>
          {vm.summary && <OrderSummary summary={vm.summary} canCheckout={vm.canCheckout} onCheckout={() => void navigate(vm.proceedToCheckout())} />}
        </div>
      );
  }
});
