import { inject, injectable } from 'inversify';
import type { CartLine } from '../../domain/cart/cart-line';
import type { Product } from '../../domain/catalogue/product';
import { parseProductId } from '../../domain/catalogue/product-id';
import { maxOrderQuantity, normalizeQuantity } from '../../domain/catalogue/quantity';
import { SIMILAR_PRODUCTS_MAX } from '../../domain/catalogue/similar-products';
import { variantAt } from '../../domain/catalogue/variants';
import type { ProductWithSimilar } from '../ports/product-queries';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { SessionGateService } from '../session/session-gate-service';
import { LOGIN_REQUIRED, type LoginRequired } from '../outcomes';

/** What the product page shows: the product (the first one when the id matches none) and its similar products. */
export type ProductDetail = { kind: 'ok'; product: Product; similar: Product[] } | { kind: 'not-found' };

/** What Buy Now came to. */
export type CartActionOutcome =
  /** Done, for `quantity` (within the stock and the per-order maximum). */
  | { readonly kind: 'ok'; readonly quantity: number }
  /** Not logged in: the return path is saved; the shopper goes to log in. */
  | LoginRequired
  /** Out of stock: nothing happened. */
  | { readonly kind: 'out-of-stock' };

/** The product detail page's use cases: finding the product, and Buy Now behind the session gate (Add to Cart is CartEditor's). */
@injectable()
export class ProductDetailService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(SessionGateService) private readonly gate: SessionGateService,
  ) {}

  /** Looks the product up by its numeric id; a missing or garbage id falls back to the first product (spec). */
  async load(idParam: string | undefined): Promise<ProductDetail> {
    const id = parseProductId(idParam);
    const detail = (id === undefined ? undefined : await this.withSimilar(id)) ?? (await this.firstProduct());
    if (!detail) return { kind: 'not-found' };
    return { kind: 'ok', product: detail.product, similar: detail.similar };
  }

  /** Buy Now: needs a login, like Add to Cart. */
  buyNow(line: CartLine, currentPath: string): CartActionOutcome {
    const stock = variantAt(line.product, line)?.stock ?? 0;
    if (stock < 1) return { kind: 'out-of-stock' };
    if (this.gate.guard(currentPath).kind === 'login-required') return LOGIN_REQUIRED;
    return { kind: 'ok', quantity: normalizeQuantity(line.quantity, maxOrderQuantity(stock)) };
  }

  private withSimilar(id: number): Promise<ProductWithSimilar | undefined> {
    return this.products.product({ id, similarLimit: SIMILAR_PRODUCTS_MAX });
  }

  private async firstProduct(): Promise<ProductWithSimilar | undefined> {
    const { items } = await this.products.catalogue({ order: 'catalogue', page: { offset: 0, limit: 1 } });
    const first = items[0];
    return first && this.withSimilar(first.id);
  }
}
