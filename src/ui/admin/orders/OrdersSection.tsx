import { ReaderIcon } from '@radix-ui/react-icons';
import { Badge, Button, Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { formatRupees } from '../../../domain/money';
import type { Order } from '../../../domain/orders/order';
import { nextDeskMove } from '../../../domain/orders/order-desk';
import type { OrderStatus } from '../../../domain/orders/order-status';
import { toRupees } from '../../../domain/orders/paise';
import { useViewModel } from '../../app/container-context';
import { LoadError } from '../../kit/LoadError';
import { formatDateTime } from '../parts/format-time';
import { SectionEmptyState } from '../parts/SectionEmptyState';
import { SectionHeader } from '../parts/SectionHeader';
import { OrdersDeskViewModel } from './orders-desk-view-model';
import './orders-section.css';

const COLORS: Partial<Record<OrderStatus, 'green' | 'blue' | 'red'>> = { Delivered: 'green', 'In Transit': 'blue', Cancelled: 'red' };

const OrderRow = observer(function OrderRow({ order, vm }: { order: Order; vm: OrdersDeskViewModel }) {
  const next = nextDeskMove(order.status);
  const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <li>
      <Card asChild className="admin-order">
        <article aria-label={`Order ${order.number}`}>
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <div className="admin-order__what">
              <Text as="p" weight="bold">
                {order.number}
              </Text>
              <Text as="p" size="2" color="gray">
                {order.address.fullName} · {items} {items === 1 ? 'item' : 'items'} · {formatRupees(toRupees(order.totals.total))}
              </Text>
              <Text as="p" size="1" color="gray">
                Placed <time dateTime={new Date(order.placedAt).toISOString()}>{formatDateTime(order.placedAt)}</time>
              </Text>
            </div>
            <Flex align="center" gap="3" wrap="wrap">
              <Badge color={COLORS[order.status]} variant="soft" highContrast radius="full" data-status={order.status}>
                {order.status}
              </Badge>
              {next && (
                <Button size="2" variant="soft" loading={vm.movingNumber === order.number} disabled={vm.movingNumber !== undefined} onClick={() => void vm.advance(order, next)}>
                  Mark as {next}
                </Button>
              )}
            </Flex>
          </Flex>
        </article>
      </Card>
    </li>
  );
});

export const OrdersSection = observer(function OrdersSection() {
  const vm = useViewModel(OrdersDeskViewModel);
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Orders" description="Orders placed by shoppers, and their status." />
      {vm.status === 'error' && <LoadError what="The orders" />}
      {vm.status === 'loading' && <Skeleton height="88px" />}
      {vm.status === 'ready' && vm.orders.length === 0 && (
        <SectionEmptyState icon={<ReaderIcon width={28} height={28} />} title="No orders yet">
          Orders will appear here once shoppers start checking out.
        </SectionEmptyState>
      )}
      {vm.orders.length > 0 && (
        <ul className="admin-orders" aria-label="Orders">
          {vm.orders.map((order) => (
            <OrderRow key={order.number} order={order} vm={vm} />
          ))}
        </ul>
      )}
    </section>
  );
});
