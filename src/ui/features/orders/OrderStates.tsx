import { LockClosedIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Order } from '../../../domain/orders/order';
import { Link } from 'react-router-dom';
import { useService } from '../../app/container-context';
import { ORDERS_PATH } from '../../app/paths';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ShopperSessionViewModel } from '../../stores/shopper-session-view-model';
import { LoadError } from '../../components/LoadError';
import type { OrderLoader } from './order-loader';

/** A visitor on an order's page: the order is the account's. */
export function OrderLoginPrompt() {
  const session = useService(ShopperSessionViewModel);
  return (
    <LoginPrompt icon={<LockClosedIcon width={28} height={28} />} title="Log in to see this order" keepReturnPath={session.keepReturnPath}>
      Your orders are kept with your account.
    </LoginPrompt>
  );
}

/** No such order in this shopper's account (another shopper's included: they are never told apart). The page's heading. */
export function OrderNotFound({ number }: { number: string }) {
  return (
    <Flex direction="column" align="center" gap="4" className="page page--centered">
      <span className="order-missing__icon" aria-hidden>
        <MagnifyingGlassIcon width={28} height={28} />
      </span>
      <Heading as="h1" size="7">
        Order not found
      </Heading>
      <Text as="p" color="gray">
        {number ? `There is no order ${number} in your account.` : 'There is no such order in your account.'}
      </Text>
      <Button asChild size="3">
        <Link to={ORDERS_PATH}>Go to My Orders</Link>
      </Button>
    </Flex>
  );
}

/** The book could not be reached: nothing is known yet. */
export function OrderLoadFailed({ onRetry }: { onRetry: () => void }) {
  return <LoadError what="This order" onRetry={onRetry} />;
}

export function OrderSkeleton() {
  return (
    <Flex direction="column" gap="4" aria-busy>
      <Skeleton height="40px" width="60%" />
      <Skeleton height="180px" />
      <Skeleton height="140px" />
    </Flex>
  );
}

/**
 * An order's page while its order is not shown: the page's title over the log-in prompt, the error
 * with Try again, `children` (a state of the page's own), or the skeleton.
 */
export function OrderPageWaiting({ title, status, onRetry, children }: { title: string; status: string; onRetry: () => void; children?: ReactNode }) {
  return (
    <div className="page">
      <Heading as="h1" size="7" mb="4">
        {title}
      </Heading>
      {status === 'login-required' ? <OrderLoginPrompt /> : status === 'error' ? <OrderLoadFailed onRetry={onRetry} /> : (children ?? <OrderSkeleton />)}
    </div>
  );
}

/** An order's page by its loader's state: not found, `shown` with the order, or waiting under `title`. */
export const OrderPageStates = observer(function OrderPageStates({ loader, title, shown }: { loader: OrderLoader; title: string; shown: (order: Order) => ReactNode }) {
  switch (loader.status) {
    case 'not-found':
      return <OrderNotFound number={loader.number} />;
    case 'ready':
      return shown(loader.order!);
    default:
      return <OrderPageWaiting title={title} status={loader.status} onRetry={loader.retry} />;
  }
});
