import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { CART_EDITING, type CartEditing } from '../../../application/cart/cart-editing';
import { ProductDetailService, type ProductDetail } from '../../../application/catalogue/product-detail-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { CATEGORY_NAMES } from '../../../domain/catalogue/category';
import type { Product } from '../../../domain/catalogue/product';
import {
  isExactQuantity,
  MAX_QUANTITY_PER_ORDER,
  MIN_QUANTITY,
  maxOrderQuantity,
  normalizeQuantity,
} from '../../../domain/catalogue/quantity';
import { DEFAULT_SIZE, SIZES, type Size } from '../../../domain/catalogue/size';
import { isOrderable, stockBadge, type StockBadge } from '../../../domain/catalogue/stock';
import { makeViewModel } from '../../lib/view-model';
import { ADDED_TO_CART_NOTICE, AUTH_REQUIRED_NOTICE, CHECKOUT_NOTICE, notAddedNotice } from '../../stores/cart-notices';
import { settled } from '../../lib/settled';
import { Loadable } from '../../lib/loadable';
import { buyNowPath, LOGIN_PATH } from '../../app/paths';

export type ProductDetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

export const DETAIL_TABS = ['description', 'specifications', 'reviews'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export interface Specification {
  label: string;
  value: string;
}

/**
 * The product page: which product (from the route's id), the chosen size and quantity, the open
 * tab, and Add to Cart / Buy Now. Loading another product starts the choices afresh.
 */
@injectable()
export class ProductDetailViewModel {
  size: Size = DEFAULT_SIZE;
  quantity = MIN_QUANTITY;
  /** What the quantity box shows: may be mid-edit ('' or '0') until it is committed. */
  quantityText = String(MIN_QUANTITY);
  tab: DetailTab = 'description';
  /** Add to Cart is on its way. */
  adding = false;
  private readonly detail = new Loadable<ProductDetail>();

  constructor(
    @inject(ProductDetailService) private readonly service: ProductDetailService,
    @inject(CART_EDITING) private readonly cart: CartEditing,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeViewModel(this, arguments, {}, { deep: false });
  }

  /** Loads the product for a route's `:id`; a newer call (or dispose) wins over an older one still on its way. */
  load(idParam: string | undefined): Promise<void> {
    // A product shown stays until the next one is here; otherwise the page says it is loading.
    // The same product read again (after a prerendered page hydrated) keeps the shopper's choices.
    const shown = this.product?.id;
    return this.detail.load(() => this.service.load(idParam), {
      fresh: !this.product,
      apply: (detail) => {
        if (detail.kind !== 'ok' || detail.product.id !== shown) this.resetChoices();
      },
    });
  }

  /** The product and its similar ones as `load` would show them, without showing them (what a prerendered page shows). */
  fetch(idParam: string | undefined): Promise<ProductDetail> {
    return this.service.load(idParam);
  }

  /** Shows what `fetch` answered at once: the render that hydrates a prerendered page. */
  seed(detail: ProductDetail): void {
    this.detail.seed(detail);
  }

  dispose(): void {
    this.detail.cancel();
  }

  get status(): ProductDetailStatus {
    const { status, value } = this.detail;
    return status === 'ready' && value?.kind === 'not-found' ? 'not-found' : status;
  }

  get product(): Product | undefined {
    const value = this.detail.value;
    return value?.kind === 'ok' ? value.product : undefined;
  }

  get similar(): Product[] {
    const value = this.detail.value;
    return value?.kind === 'ok' ? value.similar : [];
  }

  get availability(): StockBadge {
    return stockBadge(this.product?.stock);
  }

  get canOrder(): boolean {
    return this.product !== undefined && isOrderable(this.product.stock);
  }

  get maxQuantity(): number {
    return maxOrderQuantity(this.product?.stock);
  }

  /** Said next to the quantity control. */
  get quantityNote(): string {
    const max = this.maxQuantity;
    if (max < MAX_QUANTITY_PER_ORDER) return `Only ${max} left: up to ${max} per order`;
    return `Up to ${max} per order`;
  }

  get canDecrease(): boolean {
    return this.quantity > MIN_QUANTITY;
  }

  get canIncrease(): boolean {
    return this.quantity < this.maxQuantity;
  }

  get specifications(): Specification[] {
    const product = this.product;
    if (!product) return [];
    return [
      { label: 'Brand', value: product.brand },
      { label: 'Type', value: CATEGORY_NAMES[product.category] },
      { label: 'Ideal For', value: 'Unisex' },
      { label: 'Material', value: 'Cotton Blend' },
    ];
  }

  selectSize(value: string): void {
    const size = SIZES.find((s) => s === value);
    if (size) this.size = size;
  }

  selectTab(value: string): void {
    const tab = DETAIL_TABS.find((t) => t === value);
    if (tab) this.tab = tab;
  }

  increase(): void {
    this.setQuantity(this.quantity + 1);
  }

  decrease(): void {
    this.setQuantity(this.quantity - 1);
  }

  /** Typing: the box shows what was typed; the quantity follows as soon as it is a valid one. */
  setQuantityText(text: string): void {
    this.quantityText = text;
    if (isExactQuantity(text, this.maxQuantity)) this.quantity = Number(text);
  }

  /** Leaving the box (or Enter): 0, negatives, decimals, letters or empty are corrected. */
  commitQuantity(): void {
    this.setQuantity(normalizeQuantity(this.quantityText, this.maxQuantity));
  }

  /**
   * Add to Cart, said in a toast (or why not); answers where to go instead (the login page) when
   * the shopper must log in first. A press while one is on its way adds nothing more.
   */
  async addToCart(currentPath: string): Promise<string | undefined> {
    if (!this.product || this.adding) return undefined;
    this.commitQuantity();
    this.adding = true;
    const outcome = await settled(this.cart.addFromPage({ product: this.product, size: this.size, quantity: this.quantity }, currentPath));
    runInAction(() => (this.adding = false));
    switch (outcome.kind) {
      case 'added':
        this.notifier.success(ADDED_TO_CART_NOTICE);
        return undefined;
      case 'login-required':
        this.notifier.error(AUTH_REQUIRED_NOTICE);
        return LOGIN_PATH;
      default:
        this.notifier.error(notAddedNotice(outcome));
        return undefined;
    }
  }

  /**
   * Buy Now: 'Proceeding to Checkout' and the checkout of this product, size and quantity (the cart
   * untouched); or, when the shopper must log in first, the login page.
   */
  buyNow(currentPath: string): string | undefined {
    if (!this.product) return undefined;
    this.commitQuantity();
    const outcome = this.service.buyNow({ product: this.product, size: this.size, quantity: this.quantity }, currentPath);
    switch (outcome.kind) {
      case 'ok':
        this.notifier.success(CHECKOUT_NOTICE);
        return buyNowPath(this.product.id, this.size, outcome.quantity);
      case 'login-required':
        this.notifier.error(AUTH_REQUIRED_NOTICE);
        return LOGIN_PATH;
      case 'out-of-stock':
        return undefined;
    }
  }

  private setQuantity(value: number): void {
    this.quantity = normalizeQuantity(value, this.maxQuantity);
    this.quantityText = String(this.quantity);
  }

  private resetChoices(): void {
    this.size = DEFAULT_SIZE;
    this.tab = 'description';
    this.quantity = MIN_QUANTITY;
    this.quantityText = String(MIN_QUANTITY);
  }
}
