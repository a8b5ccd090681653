export type StockBadge = 'Unknown' | 'In Stock' | 'Low Stock' | 'Out of Stock';

export const LOW_STOCK_THRESHOLD = 20;

export function stockBadge(stock: number | undefined): StockBadge {
  if (stock === undefined || Number.isNaN(stock)) return 'Unknown';
  if (stock > LOW_STOCK_THRESHOLD) return 'In Stock';
  if (stock > 0) return 'Low Stock';
  return 'Out of Stock';
}

/** Whether a shopper may add the product to the cart or buy it: anything but out of stock. */
export function isOrderable(stock: number | undefined): boolean {
  return stockBadge(stock) !== 'Out of Stock';
}
