import { MAX_QUANTITY_PER_ORDER } from '../catalogue/quantity';
import type { Product } from '../catalogue/product';
import { MAX_COLOUR_NAME_LENGTH } from '../catalogue/colour';
import { VARIANT_SIZES, type VariantSize } from '../catalogue/size-scale';
import { variantAt, variantKeyOf, variantLabel } from '../catalogue/variants';
import type { DeliveryAddress } from './address';
import type { CheckoutDeliveryOptionId } from './delivery-estimate';
import { CHECKOUT_DELIVERY_OPTIONS } from './delivery-estimate';
import type { OrderLine } from './order';
import { orderTotals, paymentChoices, type OrderTotals, type PaymentMethod } from './order-totals';
import { toPaise, type Paise } from './paise';
import { CODE_CANNOT_BE_USED } from '../promotions/apply-promotion';

/** The most lines one order may hold. */
export const MAX_ORDER_LINES = 50;

/** One line the shopper confirmed: this product, size (and colour) and quantity, at the unit price they were shown. */
export interface OrderRequestLine {
  readonly productId: number;
  readonly size: VariantSize;
  /** The colour's name, for a product that comes in colours. */
  readonly colour?: string;
  readonly quantity: number;
  /** What the shopper saw and agreed to pay for one (paise): never charged, only compared. */
  readonly unitPrice: Paise;
}

/** What the checkout asks the order book to place. */
export interface OrderRequest {
  /** One per checkout: a second placing with the same key answers the first order, never a second. */
  readonly idempotencyKey: string;
  readonly lines: readonly OrderRequestLine[];
  readonly address: DeliveryAddress;
  /** The option chosen: the book works out whether it is offered, and its day (the shopper's view is never taken). */
  readonly deliveryOption: CheckoutDeliveryOptionId;
  readonly paymentMethod: PaymentMethod;
  /** The total the shopper confirmed (paise): a different total now refuses the order. */
  readonly total: Paise;
  /** Bought from the cart (not Buy Now): what was bought leaves the cart. */
  readonly fromCart: boolean;
  /** The promotion code the shopper applied on the review step, as typed (matched whatever its case). */
  readonly promotionCode?: string;
}

/** What a promotion code takes off goods of `subtotal` (paise), or why it does not apply (the order book's rule, applyPromotion). */
export type PromotionRule = (subtotal: Paise) => { readonly kind: 'applies'; readonly discount: Paise } | { readonly kind: 'refused'; readonly reason: string };

/** Why one line cannot be bought as confirmed. */
export type LineProblem =
  | { readonly kind: 'gone'; readonly productId: number; readonly size: VariantSize; readonly colour?: string }
  /** The product is still sold, but no longer in that size or colour. */
  | { readonly kind: 'no-variant'; readonly productId: number; readonly size: VariantSize; readonly colour?: string; readonly title: string }
  /** `left` (of that variant) 0: sold out. */
  | { readonly kind: 'short'; readonly productId: number; readonly size: VariantSize; readonly colour?: string; readonly title: string; readonly left: number }
  | { readonly kind: 'repriced'; readonly productId: number; readonly size: VariantSize; readonly colour?: string; readonly title: string; readonly was: Paise; readonly now: Paise };

export type OrderDecision =
  | { readonly kind: 'accepted'; readonly lines: readonly OrderLine[]; readonly totals: OrderTotals }
  | { readonly kind: 'refused'; readonly problems: readonly LineProblem[] }
  /** The request is not one a checkout makes (a forged or broken one): nothing to show line by line. */
  | { readonly kind: 'not-accepted'; readonly reason: string };

/**
 * Is `request` one the checkout could have made? The reason when not. Whatever a client sent (any
 * JSON in any field), it answers and never throws; place_order's order_request_problem says the
 * same (supabase/migrations/20261202100000_refunds_of_money_received.sql).
 */
export function requestProblem(request: OrderRequest): string | undefined {
  if (typeof request.idempotencyKey !== 'string') return 'The checkout has no valid key';
  // Counted in characters (code points), as PostgreSQL's char_length counts them.
  const keyLength = [...request.idempotencyKey].length;
  if (keyLength < 8 || keyLength > 64) return 'The checkout has no valid key';
  if (!Array.isArray(request.lines) || request.lines.length === 0) return 'There is nothing to order';
  if (request.lines.length > MAX_ORDER_LINES) return `An order holds at most ${MAX_ORDER_LINES} lines`;
  const seen = new Set<string>();
  for (const line of request.lines) {
    // A line that is no object (null, a number, a list) has no fields: its product is the first thing missing.
    if (typeof line !== 'object' || line === null || Array.isArray(line)) return 'A line names no product';
    if (!Number.isInteger(line.productId) || line.productId < 1) return 'A line names no product';
    if (!VARIANT_SIZES.includes(line.size)) return 'A line has no valid size';
    if (line.colour !== undefined && (typeof line.colour !== 'string' || line.colour.length < 1 || line.colour.length > MAX_COLOUR_NAME_LENGTH)) return 'A line has no valid colour';
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_QUANTITY_PER_ORDER) {
      return `A quantity must be a whole number from 1 to ${MAX_QUANTITY_PER_ORDER}`;
    }
    if (!Number.isInteger(line.unitPrice) || line.unitPrice < 0) return 'A line has no valid price';
    const key = `${line.productId}/${line.size}/${line.colour ?? ''}`;
    if (seen.has(key)) return 'The same product, size and colour appear twice';
    seen.add(key);
  }
  if (!CHECKOUT_DELIVERY_OPTIONS.includes(request.deliveryOption)) return 'Choose a delivery option';
  if (request.paymentMethod !== 'cod' && request.paymentMethod !== 'upi') return 'Choose a payment method';
  if (request.promotionCode !== undefined && (typeof request.promotionCode !== 'string' || request.promotionCode.length > 40)) return CODE_CANNOT_BE_USED;
  return undefined;
}

/**
 * Whether the catalogue as it is now sells `request`: every line's product still there in the
 * line's size and colour, with enough stock of that variant, at the price the shopper confirmed.
 * Refused line by line otherwise, so that the shopper sees what changed and confirms again.
 * Accepted: the lines as bought (each with its variant's SKU), the totals from the catalogue's
 * prices (never the client's). A total other than the one confirmed, or cash on delivery above its
 * limit, is invalid: the checkout would not have offered it. A promotion code is applied by
 * `promotion` to the goods' subtotal; a code that does not apply is invalid, with its reason (the
 * shopper saw it apply).
 */
export function decideOrder(request: OrderRequest, productOf: (id: number) => Product | undefined, promotion?: PromotionRule): OrderDecision {
  const invalid = requestProblem(request);
  if (invalid) return { kind: 'not-accepted', reason: invalid };

  const problems: LineProblem[] = [];
  const lines: OrderLine[] = [];
  for (const line of request.lines) {
    const { productId } = line;
    const key = variantKeyOf(line);
    const product = productOf(productId);
    if (!product) {
      problems.push({ kind: 'gone', productId, ...key });
      continue;
    }
    const variant = variantAt(product, key);
    if (!variant) {
      problems.push({ kind: 'no-variant', productId, ...key, title: product.title });
      continue;
    }
    const price = toPaise(product.price);
    // One line a variant (requestProblem): a line's quantity is all that is asked of its stock.
    if (variant.stock < line.quantity) {
      problems.push({ kind: 'short', productId, ...key, title: product.title, left: variant.stock });
    } else if (price !== line.unitPrice) {
      problems.push({ kind: 'repriced', productId, ...key, title: product.title, was: line.unitPrice, now: price });
    }
    lines.push({
      productId,
      title: product.title,
      image: product.image,
      category: product.category,
      ...key,
      sku: variant.sku,
      quantity: line.quantity,
      unitPrice: price,
      mrp: Math.max(price, toPaise(product.originalPrice)),
    });
  }
  if (problems.length > 0) return { kind: 'refused', problems };

  let discount = 0;
  if (request.promotionCode !== undefined) {
    const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const outcome = promotion ? promotion(subtotal) : { kind: 'refused' as const, reason: CODE_CANNOT_BE_USED };
    if (outcome.kind === 'refused') return { kind: 'not-accepted', reason: outcome.reason };
    discount = outcome.discount;
  }
  const totals = orderTotals(lines, request.deliveryOption, discount);
  if (totals.total !== request.total) return { kind: 'not-accepted', reason: 'The total has changed' };
  const payment = paymentChoices(totals.total).find((choice) => choice.method === request.paymentMethod);
  if (payment?.kind !== 'available') return { kind: 'not-accepted', reason: payment?.kind === 'unavailable' ? payment.reason : 'Choose a payment method' };
  return { kind: 'accepted', lines, totals };
}

/** The problem's words on the checkout, line by line. */
export function lineProblemMessage(problem: LineProblem, formatPrice: (paise: Paise) => string): string {
  switch (problem.kind) {
    case 'gone':
      return `A product in ${problem.colour === undefined ? 'size ' : ''}${variantLabel(problem)} is no longer available`;
    case 'no-variant':
      return `${problem.title} is no longer sold in ${variantLabel(problem)}`;
    case 'short':
      return problem.left === 0 ? `${problem.title} (${variantLabel(problem)}) just sold out` : `${problem.title} (${variantLabel(problem)}): only ${problem.left} left`;
    case 'repriced':
      return `${problem.title} (${variantLabel(problem)}) now costs ${formatPrice(problem.now)} (was ${formatPrice(problem.was)})`;
  }
}
