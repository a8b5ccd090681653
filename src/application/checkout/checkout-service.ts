import { inject, injectable } from 'inversify';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import type { Category } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import { addressFormSchema, type AddressFormValues } from '../../domain/orders/address';
import { isBuyable, standingOf } from '../../domain/orders/cart-summary';
import type { VariantSize } from '../../domain/catalogue/size-scale';
import { variantAt, variantKeyOf, type Variant } from '../../domain/catalogue/variants';
import { CHECKOUT_DELIVERY_OPTIONS, estimateDelivery, type CheckoutDeliveryOptionId, type DeliveryEstimate } from '../../domain/orders/delivery-estimate';
import type { Order } from '../../domain/orders/order';
import type { LineProblem, OrderRequest } from '../../domain/orders/order-request';
import { deliveryFee, type PaymentMethod } from '../../domain/orders/order-totals';
import type { Paise } from '../../domain/orders/paise';
import { CODE_CANNOT_BE_USED } from '../../domain/promotions/apply-promotion';
import { isPromotionCode, normalizeCode } from '../../domain/promotions/promotion';
import { CartReader } from '../cart/cart-reader';
import { productsById } from '../cart/products-by-id';
import { CART_STORE, type CartStore } from '../ports/cart-store';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_BOOK, type OrderBook } from '../ports/order-book';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { PROMOTION_BOOK, type PromotionBook } from '../ports/promotion-book';
import { SESSION_STORE, type SessionStore } from '../ports/session-store';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
import { SHOP_IDENTITY } from '../../domain/orders/shop-identity';
import { NOT_SAVED, type NotSaved } from '../outcomes';

/** What the checkout sells: the cart's buyable lines, or the one line of Buy Now (the cart untouched). */
export type CheckoutSource =
  | { readonly kind: 'cart' }
  | { readonly kind: 'buy-now'; readonly productId: number; readonly size: VariantSize; readonly colour?: string; readonly quantity: number };

/** One line as the checkout shows it and the shopper confirms it: the catalogue's price now. */
export interface CheckoutItem {
  readonly productId: number;
  readonly size: VariantSize;
  readonly colour?: string;
  readonly sku: string;
  readonly quantity: number;
  readonly unitPrice: Paise;
  readonly mrp: Paise;
  readonly title: string;
  readonly image: string;
  readonly category: Category;
}

export type CheckoutItems =
  /** `leftOut`: cart lines that cannot be bought now (gone, out of stock), not in `items`. */
  | { readonly kind: 'ok'; readonly items: readonly CheckoutItem[]; readonly leftOut: number }
  /** Nothing can be bought: an empty cart, or only lines that are gone or sold out. */
  | { readonly kind: 'empty' }
  | { readonly kind: 'login-required' }
  /** The cart or the catalogue could not be read: nothing is known. */
  | { readonly kind: 'unavailable' };

/** A delivery option for an address, with its fee for the subtotal and when it arrives (or why not). */
export interface DeliveryChoice {
  readonly option: CheckoutDeliveryOptionId;
  readonly fee: Paise;
  readonly estimate: DeliveryEstimate;
}

/** What the shopper confirmed on the review step. */
export interface PlaceOrderInput {
  /** The checkout's idempotency key: the same for every try of this checkout. */
  readonly key: string;
  readonly source: CheckoutSource;
  readonly items: readonly CheckoutItem[];
  readonly address: AddressFormValues;
  readonly deliveryOption: CheckoutDeliveryOptionId;
  readonly paymentMethod: PaymentMethod;
  /** The total shown on the review step (paise). */
  readonly total: Paise;
  /** The promotion code applied on the review step, if any. */
  readonly promotionCode?: string;
}

export type PromotionCheckOutcome =
  /** `code` as stored (upper-case); `discount` off the goods (paise). */
  | { readonly kind: 'applies'; readonly code: string; readonly discount: Paise }
  /** The code gives nothing: why, in the shopper's words. */
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'login-required' }
  /** The code could not be checked (the book out of reach): nothing is known. */
  | { readonly kind: 'unavailable' };

export type PlaceOrderOutcome =
  | { readonly kind: 'placed'; readonly order: Order }
  /** Some lines changed since the review (sold out, short, repriced): nothing placed; read the items again. */
  | { readonly kind: 'refused'; readonly problems: readonly LineProblem[] }
  | InvalidForm
  /** The chosen delivery option no longer reaches the address now (same-day after its cut-off). */
  | { readonly kind: 'delivery-unavailable'; readonly reason: string }
  /** The order is not one the checkout makes now (a changed total, cash on delivery above its limit …). */
  | { readonly kind: 'not-accepted'; readonly reason: string }
  | { readonly kind: 'login-required' }
  /** The order book could not be reached or refused the write: nothing placed, try again (the same key). */
  | NotSaved;

/**
 * The checkout: what it sells and at what price now, the delivery options for an address, and
 * placing the order, the only way an order comes to exist. Placing checks the address with the
 * form's schema and the delivery option against the clock, then hands the order book the lines as
 * confirmed, once: the book re-reads prices and stock itself and, for an order placed from the cart,
 * takes what was bought out of it in the same step.
 */
@injectable()
export class CheckoutService {
  constructor(
    @inject(SESSION_STORE) private readonly session: SessionStore,
    @inject(CART_STORE) private readonly cart: CartStore,
    @inject(CartReader) private readonly cartReader: CartReader,
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(ORDER_BOOK) private readonly book: OrderBook,
    @inject(PROMOTION_BOOK) private readonly promotions: PromotionBook,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
  ) {}

  /** The lines to buy, at the catalogue's prices now. */
  async items(source: CheckoutSource): Promise<CheckoutItems> {
    const owner = this.owner();
    if (owner === undefined) return { kind: 'login-required' };
    try {
      const lines: readonly StoredCartLine[] =
        source.kind === 'cart' ? (await this.cart.read(owner)).lines : [{ ...variantKeyOf(source), productId: source.productId, quantity: source.quantity, priceWhenAdded: 0 }];
      const products = await productsById(this.products, lines.map((line) => line.productId));
      const items: CheckoutItem[] = [];
      for (const line of lines) {
        const product = products.get(line.productId);
        const standing = standingOf({ ...variantKeyOf(line), quantity: line.quantity, priceWhenAdded: line.priceWhenAdded, product });
        const variant = product && variantAt(product, line);
        if (!product || !variant || !isBuyable(standing) || standing.quantity < 1) continue;
        items.push(itemOf(product, variant, standing.quantity, standing.unitPrice));
      }
      if (items.length === 0) return { kind: 'empty' };
      return { kind: 'ok', items, leftOut: lines.length - items.length };
    } catch (error) {
      this.logger.warn('The checkout could not read what to sell.', error);
      return { kind: 'unavailable' };
    }
  }

  /** Each delivery option to `pinCode` for `subtotal`, ordered now. */
  deliveryChoices(pinCode: string, subtotal: Paise): readonly DeliveryChoice[] {
    const now = this.clock.now();
    return CHECKOUT_DELIVERY_OPTIONS.map((option) => ({
      option,
      fee: deliveryFee(option, subtotal),
      // The seeded warehouse: this preview is synchronous and the settings' identity a promise. The
      // book dates the order itself from the settings' warehouse, and place() checks by it.
      estimate: estimateDelivery(option, pinCode, SHOP_IDENTITY.warehousePinCode, now),
    }));
  }

  /**
   * What the promotion `typed` takes off goods of `subtotal` now (the review step's Apply), by the
   * rule the order book applies again when the order is placed. The shopper's orders not cancelled
   * tell whether this is a first order.
   */
  async checkPromotion(typed: string, subtotal: Paise): Promise<PromotionCheckOutcome> {
    const owner = this.owner();
    if (owner === undefined) return { kind: 'login-required' };
    const code = normalizeCode(typed);
    if (!isPromotionCode(code)) return { kind: 'refused', reason: CODE_CANNOT_BE_USED };
    try {
      const orders = await this.book.list(owner);
      const customerOrderCount = orders.filter((order) => order.status !== 'Cancelled').length;
      const outcome = await this.promotions.check(owner, code, subtotal, this.clock.now(), customerOrderCount);
      return outcome.kind === 'applies' ? { kind: 'applies', code, discount: outcome.discount } : outcome;
    } catch (error) {
      this.logger.warn('The promotion code could not be checked.', error);
      return { kind: 'unavailable' };
    }
  }

  async place(input: PlaceOrderInput): Promise<PlaceOrderOutcome> {
    const owner = this.owner();
    if (owner === undefined) return { kind: 'login-required' };
    const address = checkForm(addressFormSchema, input.address);
    if (!address.ok) return { kind: 'invalid', errors: address.fieldErrors };
    const at = this.clock.now();
    const { warehousePinCode } = await this.settings.readIdentity();
    const estimate = estimateDelivery(input.deliveryOption, address.value.pinCode, warehousePinCode, at);
    if (estimate.kind === 'unavailable') return { kind: 'delivery-unavailable', reason: estimate.reason };
    const request: OrderRequest = {
      idempotencyKey: input.key,
      lines: input.items.map(({ productId, size, colour, quantity, unitPrice }) => ({ productId, ...variantKeyOf({ size, colour }), quantity, unitPrice })),
      address: address.value,
      deliveryOption: input.deliveryOption,
      paymentMethod: input.paymentMethod,
      total: input.total,
      fromCart: input.source.kind === 'cart',
      ...(input.promotionCode === undefined ? {} : { promotionCode: input.promotionCode }),
    };
    let result;
    try {
      result = await this.book.place(owner, request, at);
    } catch (error) {
      this.logger.warn('The order could not be placed.', error);
      return NOT_SAVED;
    }
    if (result.kind === 'not-accepted') return result;
    if (result.kind === 'refused') return result;
    // The book took what was bought out of the cart as it placed: the header hears of it.
    if (input.source.kind === 'cart') this.cartReader.changed();
    return { kind: 'placed', order: result.order };
  }

  private owner(): string | undefined {
    return this.session.currentUser()?.phone;
  }
}

function itemOf(product: Product, variant: Variant, quantity: number, unitPrice: Paise): CheckoutItem {
  return {
    productId: product.id,
    ...variantKeyOf(variant),
    sku: variant.sku,
    quantity,
    unitPrice,
    mrp: Math.max(unitPrice, Math.round(product.originalPrice * 100)),
    title: product.title,
    image: product.image,
    category: product.category,
  };
}
