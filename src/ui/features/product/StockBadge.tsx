import { Badge } from '@radix-ui/themes';
import type { StockBadge as StockBadgeValue } from '../../../domain/catalogue/stock';

const COLORS = {
  'In Stock': 'green',
  'Low Stock': 'amber',
  'Out of Stock': 'red',
  Unknown: 'gray',
} as const satisfies Record<StockBadgeValue, string>;

export function StockBadge({ value }: { value: StockBadgeValue }) {
  return (
    <Badge color={COLORS[value]} variant="soft" highContrast size="2" radius="full" data-stock={value} className="pdp__stock">
      {value}
    </Badge>
  );
}
