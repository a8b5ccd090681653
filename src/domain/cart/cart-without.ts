import type { OrderLine } from '../orders/order';
import type { StoredCartLine } from './cart-line';
import { sameVariantLine } from './cart-edit';

/** The cart's lines less what was bought of each product, size and colour, in the cart's order: a line bought whole goes, one bought in part keeps the rest. */
export function cartWithout(cart: readonly StoredCartLine[], bought: readonly OrderLine[]): StoredCartLine[] {
  return cart.flatMap((line) => {
    const sold = bought.filter((item) => sameVariantLine(item, line)).reduce((sum, item) => sum + item.quantity, 0);
    return line.quantity - sold > 0 ? [sold === 0 ? line : { ...line, quantity: line.quantity - sold }] : [];
  });
}
