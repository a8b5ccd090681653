import { CubeIcon, LockClosedIcon } from '@radix-ui/react-icons';
import { Box, Button, Flex, Heading, Skeleton, Tabs } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { useService, useViewModel } from '../../app/container-context';
import { HOME_PATH, LOGIN_PATH } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { ShopperSessionViewModel } from '../../stores/shopper-session-view-model';
import { LoadError } from '../../components/LoadError';
import { OrderCard } from './OrderCard';
import { OrdersPageViewModel, type OrdersTab } from './orders-page-view-model';
import './orders.css';

const ORDER_TABS: readonly { id: OrdersTab; label: string; empty: string; text: string }[] = [
  { id: 'all', label: 'All Orders', empty: 'No orders yet', text: 'When you place an order, it will appear here.' },
  { id: 'processing', label: 'Processing', empty: 'No processing orders', text: 'Orders being packed for dispatch appear here.' },
  { id: 'shipped', label: 'Shipped', empty: 'No shipped orders', text: 'Orders on their way to you appear here.' },
  { id: 'delivered', label: 'Delivered', empty: 'No delivered orders', text: 'Orders that reached you appear here.' },
  { id: 'cancelled', label: 'Cancelled', empty: 'No cancelled orders', text: 'Orders you cancelled appear here.' },
];

function ContinueShopping({ variant }: { variant?: 'outline' }) {
  return (
    <Button asChild size="3" variant={variant}>
      <Link to={HOME_PATH}>Continue Shopping</Link>
    </Button>
  );
}

/** /orders: the status tabs over the shopper's orders, newest first; a visitor is asked to log in. */
export const OrdersPage = observer(function OrdersPage() {
  const vm = useViewModel(OrdersPageViewModel);
  return (
    <div className="page">
      <Heading as="h1" size="7" mb="4">
        My Orders
      </Heading>
      <Tabs.Root defaultValue="all">
        <Box className="orders-tabs">
          <Tabs.List aria-label="Orders by status" size={{ initial: '1', xs: '2' }}>
            {ORDER_TABS.map((tab) => (
              <Tabs.Trigger key={tab.id} value={tab.id}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {ORDER_TABS.map((tab) => (
          <Tabs.Content key={tab.id} value={tab.id}>
            <Box mt="4">
              <TabBody vm={vm} tab={tab} />
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
});

const TabBody = observer(function TabBody({ vm, tab }: { vm: OrdersPageViewModel; tab: (typeof ORDER_TABS)[number] }) {
  switch (vm.status) {
    case 'login-required':
      return <LogInToSee />;
    case 'error':
      return (
        <LoadError what="Your orders" onRetry={vm.retry} />
      );
    case 'loading':
      return (
        <Flex direction="column" gap="3" aria-busy>
          <Skeleton height="112px" />
          <Skeleton height="112px" />
        </Flex>
      );
    case 'ready': {
      const orders = vm.ordersIn(tab.id);
      if (orders.length === 0) {
        return (
          <EmptyState icon={<CubeIcon width={28} height={28} />} title={tab.empty} action={<ContinueShopping />}>
            {tab.text}
          </EmptyState>
        );
      }
      return (
        <ul className="order-list" aria-label={tab.id === 'all' ? 'Your orders' : `${tab.label} orders`}>
          {orders.map((order) => (
            <OrderCard key={order.number} order={order} />
          ))}
        </ul>
      );
    }
  }
});

/** For a visitor: the orders are the account's, so log in (and come back here) to see them. */
function LogInToSee() {
  const session = useService(ShopperSessionViewModel);
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      icon={<LockClosedIcon width={28} height={28} />}
      title="Log in to see your orders"
      action={
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="3">
            <Link to={LOGIN_PATH} onClick={() => session.keepReturnPath(pathname + search)}>
              Log in
            </Link>
          </Button>
          <ContinueShopping variant="outline" />
        </Flex>
      }
    >
      Your orders are kept with your account.
    </EmptyState>
  );
}
