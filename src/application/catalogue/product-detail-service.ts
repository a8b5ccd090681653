import { inject, injectable } from 'inversify';
import type { Product } from '../../domain/catalogue/product';
import { maxOrderQuantity, normalizeQuantity } from '../../domain/catalogue/quantity';
import { similarProducts } from '../../domain/catalogue/similar-products';
import { stockBadge } from '../../domain/catalogue/stock';
import { NOTIFIER, type Notice, type Notifier } from '../ports/notifier';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { SessionGateService } from '../session/session-gate-service';

/** The sizes a shopper picks from on the product page (spec: S to XXL). */
export const SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'M';

export const ADDED_TO_CART_NOTICE: Notice = { title: 'Added to Cart', description: 'Product has been added to your cart' };
export const CHECKOUT_NOTICE: Notice = { title: 'Proceeding to Checkout', description: 'Taking you to secure checkout' };

/** What the product page shows: the product (the first one when the id matches none) and its similar products. */
export type ProductDetail =
  | { kind: 'found'; product: Product; similar: Product[]; fallback: boolean }
  | { kind: 'not-found' };

/** What the shopper asked for: this product, in this size, this many. */
export interface CartLine {
  product: Product;
  size: Size;
  quantity: number;
}

export type CartActionResult =
  /** Done; the toast has been raised. */
  | { status: 'done'; quantity: number }
  /** Not logged in: the return path is saved and the toast raised; go to `redirectTo`. */
  | { status: 'login-required'; redirectTo: '/login' }
  /** Out of stock: nothing happened. */
  | { status: 'unavailable' };

/** A route's `:id` as a product id: digits only ('12'), else undefined ('abc', '-1', '1.5', ''). */
export function parseProductId(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d+$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The product detail page's use cases: finding the product, and Add to Cart / Buy Now behind the session gate. */
@injectable()
export class ProductDetailService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(SessionGateService) private readonly gate: SessionGateService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  /** Looks the product up by its numeric id; a missing or garbage id falls back to the first product. */
  async load(idParam: string | undefined): Promise<ProductDetail> {
    const all = await this.products.list();
    const id = parseProductId(idParam);
    const match = id === undefined ? undefined : all.find((p) => p.id === id);
    const product = match ?? all[0];
    if (!product) return { kind: 'not-found' };
    return { kind: 'found', product, similar: similarProducts(all, product), fallback: match === undefined };
  }

  /** Add to Cart: needs a login (spec §4 session gate). The cart itself comes later; for now it says so. */
  addToCart(line: CartLine, currentPath: string): CartActionResult {
    return this.gated(line, currentPath, ADDED_TO_CART_NOTICE);
  }

  /** Buy Now: needs a login, like Add to Cart. */
  buyNow(line: CartLine, currentPath: string): CartActionResult {
    return this.gated(line, currentPath, CHECKOUT_NOTICE);
  }

  private gated(line: CartLine, currentPath: string, notice: Notice): CartActionResult {
    if (stockBadge(line.product.stock) === 'Out of Stock') return { status: 'unavailable' };
    const redirectTo = this.gate.guard(currentPath);
    if (redirectTo) return { status: 'login-required', redirectTo };
    const quantity = normalizeQuantity(line.quantity, maxOrderQuantity(line.product.stock));
    this.notifier.success(notice);
    return { status: 'done', quantity };
  }
}
