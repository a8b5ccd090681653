import type { OrderLine } from '../orders/order';
import type { StoredCartLine } from './cart-line';

/** The cart's lines less what was bought of each product and size, in the cart's order: a line bought whole goes, one bought in part keeps the rest. */
export function cartWithout(cart: readonly StoredCartLine[], bought: readonly OrderLine[]): StoredCartLine[] {
  return cart.flatMap((line) => {
    const sold = bought.filter((item) => item.productId === line.productId && item.size === line.size).reduce((sum, item) => sum + item.quantity, 0);
    return line.quantity - sold > 0 ? [sold === 0 ? line : { ...line, quantity: line.quantity - sold }] : [];
  });
}
