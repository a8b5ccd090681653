import { Badge } from '@radix-ui/themes';
import type { OrderStatus } from '../../../domain/orders/order-status';

// Spec §4: Delivered, In Transit and Cancelled have their colours; the others the badge's default.
const COLORS: Partial<Record<OrderStatus, 'green' | 'blue' | 'red'>> = {
  Delivered: 'green',
  'In Transit': 'blue',
  Cancelled: 'red',
};

export function OrderStatusBadge({ status, size = '2' }: { status: OrderStatus; size?: '1' | '2' | '3' }) {
  return (
    <Badge color={COLORS[status]} size={size} variant="soft" highContrast radius="full" data-status={status}>
      {status}
    </Badge>
  );
}
