import { CubeIcon } from '@radix-ui/react-icons';
import { Box, Button, Heading, Tabs } from '@radix-ui/themes';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../app/paths';
import { EmptyState } from '../../kit/EmptyState';

const ORDER_TABS = [
  { id: 'all', label: 'All Orders', empty: 'No orders yet', text: 'When you place an order, it will appear here.' },
  { id: 'processing', label: 'Processing', empty: 'No processing orders', text: 'Orders being packed for dispatch appear here.' },
  { id: 'shipped', label: 'Shipped', empty: 'No shipped orders', text: 'Orders on their way to you appear here.' },
  { id: 'delivered', label: 'Delivered', empty: 'No delivered orders', text: 'Orders that reached you appear here.' },
  { id: 'cancelled', label: 'Cancelled', empty: 'No cancelled orders', text: 'Orders you cancelled appear here.' },
] as const;

/** /orders: the status tabs, each empty until the commerce issue places real orders. */
export function OrdersPage() {
  return (
    <div className="page">
      <Heading as="h1" size="7" mb="4">
        My Orders
      </Heading>
      <Tabs.Root defaultValue="all">
        <Box style={{ overflowX: 'auto' }}>
          <Tabs.List aria-label="Orders by status">
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
              <EmptyState
                icon={<CubeIcon width={28} height={28} />}
                title={tab.empty}
                action={
                  <Button asChild size="3">
                    <Link to={HOME_PATH}>Continue Shopping</Link>
                  </Button>
                }
              >
                {tab.text}
              </EmptyState>
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
