import { variantAt, type ProductVariants, type VariantKey } from '../catalogue/variants';
import { deliveryOption } from '../policies/shop-policies';
import { MAX_QUANTITY_PER_ORDER } from '../catalogue/quantity';
import type { Paise } from './paise';
import { toPaise } from './paise';

/**
 * A cart line as it stands now against the catalogue: its variant, the price the shopper saw when
 * adding it, and the product's current price and variants (`product` undefined: deleted since).
 */
export interface PricedLine extends VariantKey {
  readonly quantity: number;
  readonly priceWhenAdded: number;
  readonly product: (ProductVariants & { readonly price: number }) | undefined;
}

/** What a line can be bought as now, and what the cart says about it. */
export type LineStanding =
  | { readonly kind: 'buyable'; readonly unitPrice: Paise; readonly quantity: number }
  | { readonly kind: 'repriced'; readonly unitPrice: Paise; readonly quantity: number; readonly wasPrice: Paise }
  | { readonly kind: 'short'; readonly unitPrice: Paise; readonly quantity: number; readonly left: number }
  | { readonly kind: 'out-of-stock' }
  /** The product no longer comes in the line's size or colour: the line can move to another size. */
  | { readonly kind: 'no-variant' }
  | { readonly kind: 'gone' };

/**
 * A line against the catalogue now. A price change is said once it is a change (a drop or a rise);
 * a line asking for more than is left counts only what is left ("Only 2 left").
 */
export function standingOf(line: PricedLine): LineStanding {
  const { product } = line;
  if (!product) return { kind: 'gone' };
  const variant = variantAt(product, line);
  if (!variant) return { kind: 'no-variant' };
  const stock = variant.stock;
  if (stock < 1) return { kind: 'out-of-stock' };
  const unitPrice = toPaise(product.price);
  const wanted = Math.min(line.quantity, MAX_QUANTITY_PER_ORDER);
  if (stock < wanted) return { kind: 'short', unitPrice, quantity: stock, left: stock };
  const wasPrice = toPaise(line.priceWhenAdded);
  if (wasPrice !== unitPrice) return { kind: 'repriced', unitPrice, quantity: wanted, wasPrice };
  return { kind: 'buyable', unitPrice, quantity: wanted };
}

/** What a line adds to the total: nothing when it cannot be bought. */
export function lineTotal(standing: LineStanding): Paise {
  return isBuyable(standing) ? standing.unitPrice * standing.quantity : 0;
}

/** Whether the line can be bought now (in part, when short). */
export function isBuyable(standing: LineStanding): standing is Extract<LineStanding, { unitPrice: Paise }> {
  return 'unitPrice' in standing;
}

export interface CartSummary {
  readonly subtotal: Paise;
  /** Standard delivery's fee for this subtotal: 0 from the policy's threshold on, and for an empty cart. */
  readonly delivery: Paise;
  /** How much more the shopper needs for free delivery; 0 once it is free. */
  readonly moreForFreeDelivery: Paise;
  readonly total: Paise;
  /** How many items can be bought (the header's count counts every item asked for). */
  readonly buyableItems: number;
}

/** The cart's Order Summary: only what can be bought counts. */
export function summarizeCart(standings: readonly LineStanding[]): CartSummary {
  const subtotal = standings.reduce((sum, standing) => sum + lineTotal(standing), 0);
  const buyableItems = standings.reduce((sum, standing) => sum + ('quantity' in standing ? standing.quantity : 0), 0);
  const delivery = standardDeliveryFee(subtotal);
  return { subtotal, delivery, moreForFreeDelivery: moreForFreeDelivery(subtotal), total: subtotal + delivery, buyableItems };
}

/** Standard delivery's fee for a subtotal (paise): free from the policy's threshold, none for nothing. */
export function standardDeliveryFee(subtotal: Paise): Paise {
  const standard = deliveryOption('standard');
  if (subtotal <= 0) return 0;
  if (standard.freeFrom !== null && subtotal >= toPaise(standard.freeFrom)) return 0;
  return toPaise(standard.price ?? 0);
}

function moreForFreeDelivery(subtotal: Paise): Paise {
  const { freeFrom } = deliveryOption('standard');
  if (freeFrom === null) return 0;
  return Math.max(0, toPaise(freeFrom) - Math.max(0, subtotal));
}
