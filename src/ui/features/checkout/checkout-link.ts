import type { CheckoutSource } from '../../../application/checkout/checkout-service';
import { parseProductId } from '../../../domain/catalogue/product-id';
import { MAX_QUANTITY_PER_ORDER, MIN_QUANTITY } from '../../../domain/catalogue/quantity';
import { SIZES } from '../../../domain/catalogue/size';
import { MAX_COLOUR_NAME_LENGTH } from '../../../domain/catalogue/colour';
import { VARIANT_SIZES } from '../../../domain/catalogue/size-scale';
import { BUY_NOW_PARAMS } from '../../app/paths';

/** What a checkout's address asks for: the cart, Buy Now's one item, or a link that names nothing one can buy. */
export type CheckoutLink =
  | { readonly kind: 'ok'; readonly source: CheckoutSource }
  /** `productId`: the product the link names, when it names one (the way back goes to its page). */
  | { readonly kind: 'bad'; readonly problems: readonly string[]; readonly productId?: number };

export const NO_PRODUCT = 'The link names no product.';
export const BAD_SIZE = `Choose a size from ${SIZES.slice(0, -1).join(', ')} or ${SIZES[SIZES.length - 1]!}.`;
export const BAD_COLOUR = `A colour name is 1 to ${MAX_COLOUR_NAME_LENGTH} characters.`;
export const BAD_QUANTITY = `The quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY_PER_ORDER}.`;

/**
 * The checkout's query: none (or no `buy`) is the cart; `?buy=<id>&size=<S..XXL or One Size>&qty=<n>`
 * (and `&colour=<name>` for a product in colours) is Buy Now (no qty: one). Whether the product has
 * that size and colour is the checkout's to say, against the catalogue. The quantity is taken as typed, never corrected: a link with qty=abc, 0, -1,
 * 1e9 or 2.5, an unknown size or no product id buys nothing, and each problem is said.
 */
export function readCheckoutLink(search: string): CheckoutLink {
  const query = new URLSearchParams(search);
  const buy = query.get(BUY_NOW_PARAMS.product);
  if (buy === null) return { kind: 'ok', source: { kind: 'cart' } };
  const productId = parseProductId(buy.trim());
  const sizeText = (query.get(BUY_NOW_PARAMS.size) ?? '').trim();
  const size = VARIANT_SIZES.find((known) => known.toUpperCase() === sizeText.toUpperCase());
  const colourText = query.get(BUY_NOW_PARAMS.colour)?.trim();
  const quantityText = (query.get(BUY_NOW_PARAMS.quantity) ?? String(MIN_QUANTITY)).trim();
  const quantity = /^\d{1,3}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  const problems: string[] = [];
  if (productId === undefined) problems.push(NO_PRODUCT);
  if (!size) problems.push(BAD_SIZE);
  if (colourText !== undefined && (colourText === '' || colourText.length > MAX_COLOUR_NAME_LENGTH)) problems.push(BAD_COLOUR);
  if (!(quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY_PER_ORDER)) problems.push(BAD_QUANTITY);
  if (problems.length > 0 || productId === undefined || !size) return { kind: 'bad', problems, ...(productId !== undefined && { productId }) };
  return { kind: 'ok', source: { kind: 'buy-now', productId, size, ...(colourText === undefined ? {} : { colour: colourText }), quantity } };
}
