import { inject, injectable } from 'inversify';
import type { StoredCartLine } from '../../domain/cart/cart-line';
import type { Product } from '../../domain/catalogue/product';
import { standingOf, summarizeCart, type CartSummary, type LineStanding } from '../../domain/orders/cart-summary';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { productsById } from './products-by-id';

/** One line of the cart page: what was asked for, the product now (undefined: deleted since), and what it can be bought as. */
export interface CartLineView {
  readonly line: StoredCartLine;
  readonly product: Product | undefined;
  readonly standing: LineStanding;
}

export interface CartView {
  readonly lines: readonly CartLineView[];
  readonly summary: CartSummary;
}

/** The cart page's figures: each line against the catalogue as it is now, and the Order Summary of what can be bought. */
@injectable()
export class CartViewService {
  constructor(@inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository) {}

  /** Rejects when the catalogue cannot be read: the page then says so. */
  async view(lines: readonly StoredCartLine[]): Promise<CartView> {
    const byId = await productsById(this.products, lines.map((line) => line.productId));
    const views = lines.map((line): CartLineView => {
      const product = byId.get(line.productId);
      return { line, product, standing: standingOf({ ...line, quantity: line.quantity, priceWhenAdded: line.priceWhenAdded, product }) };
    });
    return { lines: views, summary: summarizeCart(views.map((view) => view.standing)) };
  }
}
