import { Badge } from '@radix-ui/themes';
import { stockBadge, type StockBadge } from '../../../domain/catalogue/stock';

const COLORS: Record<StockBadge, 'gray' | 'green' | 'amber' | 'red'> = {
  Unknown: 'gray',
  'In Stock': 'green',
  'Low Stock': 'amber',
  'Out of Stock': 'red',
};

/** The stock badge (spec): Unknown, In Stock above 20, Low Stock 1–20, Out of Stock at 0 or less. */
export function StockStatus({ stock }: { stock: number | undefined }) {
  const badge = stockBadge(stock);
  return (
    <Badge color={COLORS[badge]} variant="soft" highContrast>
      {badge}
    </Badge>
  );
}
