import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { CART_EDITING, type CartEditing } from '../../../application/cart/cart-editing';
import { ProductDetailService, type ProductDetail } from '../../../application/catalogue/product-detail-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import { CATEGORY_NAMES } from '../../../domain/catalogue/category';
import type { Product } from '../../../domain/catalogue/product';
import { MAX_QUANTITY_PER_ORDER, maxOrderQuantity } from '../../../domain/catalogue/quantity';
import type { StockBadge } from '../../../domain/catalogue/stock';
import { canBuyProduct, onlyLeft, productStockBadge, variantStockBadge } from '../../../domain/catalogue/variant-stock';
import { variantLabel, type VariantKey } from '../../../domain/catalogue/variants';
import { makeViewModel } from '../../lib/view-model';
import { ADDED_TO_CART_NOTICE, AUTH_REQUIRED_NOTICE, CHECKOUT_NOTICE, notAddedNotice } from '../../stores/cart-notices';
import { settled } from '../../lib/settled';
import { Loadable } from '../../lib/loadable';
import { buyNowPath, LOGIN_PATH } from '../../app/paths';
import { QuantityChoice } from './quantity-choice';
import { VariantChoice } from './variant-choice';

export type ProductDetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

export const DETAIL_TABS = ['description', 'specifications', 'reviews'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export interface Specification {
  label: string;
  value: string;
}

/**
 * The product page: which product (from the route's id), the chosen variant and quantity, the open
 * tab, and Add to Cart / Buy Now. Loading another product starts the choices afresh.
 */
@injectable()
export class ProductDetailViewModel {
  /** The size and colour chosen, or named by the page's link. */
  readonly choice = new VariantChoice(() => this.product);
  /** Up to the chosen variant's limit per order. */
  readonly quantity = new QuantityChoice(() => maxOrderQuantity(this.choice.variant?.stock));
  tab: DetailTab = 'description';
  /** Add to Cart is on its way. */
  adding = false;
  private readonly detail = new Loadable<ProductDetail>();
  /** The route id whose product the page shows (its load applied). */
  private shownFor: string | undefined = undefined;

  constructor(
    @inject(ProductDetailService) private readonly service: ProductDetailService,
    @inject(CART_EDITING) private readonly cart: CartEditing,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeViewModel(this, arguments, {}, { deep: false });
  }

  /** Loads the product for a route's `:id`; a newer call (or dispose) wins over an older one still on its way. */
  load(idParam: string | undefined, search = ''): Promise<void> {
    const named = this.choice.want(search);
    // A product shown stays until the next one is here; otherwise the page says it is loading.
    // The same product read again (after a prerendered page hydrated) keeps the shopper's choices;
    // before they made any, it opens on the variant its link names.
    const shown = this.product?.id;
    return this.detail.load(() => this.service.load(idParam), {
      fresh: !this.product,
      apply: (detail) => {
        this.shownFor = idParam;
        if (detail.kind !== 'ok' || detail.product.id !== shown || (named && !this.choice.chosen)) this.resetChoices(detail.kind === 'ok' ? detail.product : undefined);
      },
    });
  }

  /** The product and its similar ones as `load` would show them, without showing them (what a prerendered page shows). */
  fetch(idParam: string | undefined): Promise<ProductDetail> {
    return this.service.load(idParam);
  }

  /**
   * Shows what `fetch` answered at once: the render that hydrates a prerendered page, with the
   * choices the prerender made (no link's variant: the HTML knows none); `load` then applies the link's.
   */
  seed(detail: ProductDetail): void {
    this.detail.seed(detail);
    this.choice.forget();
    this.resetChoices(detail.kind === 'ok' ? detail.product : undefined);
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

  /** The chosen variant's badge; before a size is chosen, the product's. */
  get availability(): StockBadge {
    const product = this.product;
    if (!product) return 'Unknown';
    const variant = this.choice.variant;
    return variant ? variantStockBadge(variant) : productStockBadge(product);
  }

  /** Whether the product can be bought in some variant: a size still to choose is asked for on pressing. */
  get canOrder(): boolean {
    return this.product !== undefined && canBuyProduct(this.product);
  }

  /** Said next to the quantity control. */
  get quantityNote(): string {
    const max = this.quantity.max;
    const variant = this.choice.variant;
    if (variant && onlyLeft(variant) !== undefined && max < MAX_QUANTITY_PER_ORDER) return `Only ${max} left in ${variantLabel(variant)}: up to ${max} per order`;
    return `Up to ${max} per order`;
  }

  /**
   * The query that names the chosen variant on the page of route id `idParam`: '' before the
   * shopper chose one, and while the page shows another route's product (the next one on its way),
   * whose choice must not go into this address. The page keeps it in its URL.
   */
  variantQueryOn(idParam: string | undefined): string {
    return this.shownFor === idParam ? this.choice.query : '';
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

  /** A size of the product that is not sold out in the chosen colour; anything else changes nothing. */
  selectSize(value: string): void {
    if (this.choice.selectSize(value)) this.quantity.fit();
  }

  /** One of the product's colours; a chosen size sold out in it is unchosen. */
  selectColour(value: string): void {
    if (this.choice.selectColour(value)) this.quantity.fit();
  }

  selectTab(value: string): void {
    const tab = DETAIL_TABS.find((t) => t === value);
    if (tab) this.tab = tab;
  }

  /**
   * Add to Cart, said in a toast (or why not); answers where to go instead (the login page) when
   * the shopper must log in first. A press while one is on its way adds nothing more.
   */
  async addToCart(currentPath: string): Promise<string | undefined> {
    if (!this.product || this.adding) return undefined;
    const key = this.buyableKey();
    if (!key) return undefined;
    this.quantity.commit();
    this.adding = true;
    const outcome = await settled(this.cart.addFromPage({ product: this.product, ...key, quantity: this.quantity.value }, currentPath));
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
    const key = this.buyableKey();
    if (!key) return undefined;
    this.quantity.commit();
    const outcome = this.service.buyNow({ product: this.product, ...key, quantity: this.quantity.value }, currentPath);
    switch (outcome.kind) {
      case 'ok':
        this.notifier.success(CHECKOUT_NOTICE);
        return buyNowPath(this.product.id, key.size, outcome.quantity, key.colour);
      case 'login-required':
        this.notifier.error(AUTH_REQUIRED_NOTICE);
        return LOGIN_PATH;
      case 'out-of-stock':
        return undefined;
    }
  }

  /** The chosen variant when it can be bought; else undefined, and why said in a toast. */
  private buyableKey(): VariantKey | undefined {
    const refusal = this.choice.refusal();
    if (refusal) this.notifier.error(refusal);
    return refusal ? undefined : this.choice.key;
  }

  private resetChoices(product: Product | undefined): void {
    this.choice.reset(product);
    this.tab = 'description';
    this.quantity.reset();
  }
}
