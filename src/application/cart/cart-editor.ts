import { inject, injectable } from 'inversify';
import { addToCart } from '../../domain/cart/cart-add';
import { changeLineSize, removeLine, setLineQuantity, type CartEdit, type LineKey } from '../../domain/cart/cart-edit';
import { itemCount, type CartLine, type StoredCartLine } from '../../domain/cart/cart-line';
import type { Product } from '../../domain/catalogue/product';
import type { VariantSize } from '../../domain/catalogue/size-scale';
import { variantAt, variantKeyOf, type VariantKey } from '../../domain/catalogue/variants';
import { CART_LOCK, CART_STORE, type CartStore } from '../ports/cart-store';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../ports/exclusive-lock';
import { LOGGER, type Logger } from '../ports/logger';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { SessionGateService } from '../session/session-gate-service';
import type { CartAddOutcome, CartEditing, CartEditOutcome, Refused } from './cart-editing';
import { CartReader } from './cart-reader';
import { LOGIN_REQUIRED, NOT_SAVED } from '../outcomes';

type Changed = Extract<CartEdit, { kind: 'changed' }>;

function isChanged(decision: { readonly kind: string }): decision is Changed {
  return decision.kind === 'changed';
}

/**
 * Every change to the shopper's cart. Each reads the product's price and stock now (never what a
 * page last showed) and the cart as stored, decides, and writes, under one cross-tab lock, so that
 * two tabs adding at once both count; then CartReader tells the screens.
 */
@injectable()
export class CartEditor implements CartEditing {
  constructor(
    @inject(CartReader) private readonly reader: CartReader,
    @inject(SessionGateService) private readonly gate: SessionGateService,
    @inject(CART_STORE) private readonly store: CartStore,
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(EXCLUSIVE_LOCK) private readonly lock: ExclusiveLock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Add to Cart on a product page: needs a login (spec §4 session gate: a visitor's path is kept to
   * come back to); then `add`.
   */
  addFromPage(line: CartLine, currentPath: string): Promise<CartAddOutcome> {
    const key = variantKeyOf(line);
    const variant = variantAt(line.product, key);
    if (variant && variant.stock < 1) return Promise.resolve({ kind: 'out-of-stock' });
    if (this.gate.guard(currentPath).kind === 'login-required') return Promise.resolve(LOGIN_REQUIRED);
    return this.add(line.product.id, key, line.quantity);
  }

  /** Add to Cart: `quantity` more of the product's variant `key` names, merged with a line of the same variant. */
  async add(productId: number, key: VariantKey, quantity: number): Promise<CartAddOutcome> {
    const outcome = await this.change(productId, (lines, product) => {
      const check = addToCart(lines, product, key, quantity);
      return check.kind === 'added' ? { kind: 'changed', lines: check.lines } : check;
    });
    return outcome.kind === 'changed' ? { kind: 'added', count: outcome.count } : outcome;
  }

  /** The line's quantity, from the stepper or a typed number. */
  setQuantity(line: LineKey, quantity: number): Promise<CartEditOutcome> {
    return this.change(line.productId, (lines, product) => setLineQuantity(lines, product, line, quantity));
  }

  /** The line in another size. */
  changeSize(line: LineKey, size: VariantSize): Promise<CartEditOutcome> {
    return this.change(line.productId, (lines, product) => changeLineSize(lines, product, line, size));
  }

  /** Removes the line; a product deleted since may always be removed. */
  remove(line: LineKey): Promise<CartEditOutcome> {
    return this.change(undefined, (lines) => ({ kind: 'changed', lines: removeLine(lines, line) }));
  }

  /**
   * Reads the product (when one is named) and the cart, lets `decide` change the lines or refuse, and
   * saves the change: all under the cart's lock.
   */
  private async change<R extends { readonly kind: string }>(
    productId: number | undefined,
    decide: (lines: readonly StoredCartLine[], product: Product) => Changed | R,
  ): Promise<{ readonly kind: 'changed'; readonly count: number } | Exclude<R, Changed> | Refused> {
    const owner = this.reader.owner();
    if (owner === undefined) return LOGIN_REQUIRED;
    try {
      const outcome = await this.lock.run(CART_LOCK, async (): Promise<{ readonly kind: 'changed'; readonly count: number } | Exclude<R, Changed> | Refused> => {
        const product = productId === undefined ? undefined : (await this.products.product({ id: productId, similarLimit: 0 }))?.product;
        if (productId !== undefined && !product) return { kind: 'not-found' };
        const { lines } = await this.store.read(owner);
        // Without a product named, `decide` only removes: it reads no product.
        const decided = decide(lines, product as Product);
        if (!isChanged(decided)) return decided as Exclude<R, Changed>;
        await this.store.save(owner, decided.lines);
        return { kind: 'changed', count: itemCount(decided.lines) };
      });
      if (outcome.kind === 'changed') this.reader.changed();
      return outcome;
    } catch (error) {
      this.logger.warn('The cart could not be changed.', error);
      return NOT_SAVED;
    }
  }
}
