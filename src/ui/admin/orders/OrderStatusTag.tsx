import { Badge } from '@radix-ui/themes';
import type { OrderStatus } from '../../../domain/orders/order-status';

const COLORS: Record<OrderStatus, 'amber' | 'blue' | 'indigo' | 'green' | 'red'> = {
  Processing: 'amber',
  Shipped: 'indigo',
  'In Transit': 'blue',
  Delivered: 'green',
  Cancelled: 'red',
};

/** An order's status as a badge: the word says it, the colour only helps. */
export function OrderStatusTag({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="soft" highContrast radius="full" data-status={status}>
      {status}
    </Badge>
  );
}
