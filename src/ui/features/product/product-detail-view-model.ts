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
import { DEFAULT_SIZE } from '../../../domain/catalogue/size';
import { sizesOf, type VariantSize } from '../../../domain/catalogue/size-scale';
import type { StockBadge } from '../../../domain/catalogue/stock';
import { canBuyProduct, onlyLeft, productStockBadge, variantStockBadge } from '../../../domain/catalogue/variant-stock';
import { findVariant, variantAt, variantImage, variantKeyOf, variantLabel, type Variant } from '../../../domain/catalogue/variants';
import type { Notice } from '../../../application/ports/notifier';
import { makeViewModel } from '../../lib/view-model';
import { ADDED_TO_CART_NOTICE, AUTH_REQUIRED_NOTICE, CHECKOUT_NOTICE, notAddedNotice } from '../../stores/cart-notices';
import { settled } from '../../lib/settled';
import { Loadable } from '../../lib/loadable';
import { buyNowPath, LOGIN_PATH, VARIANT_PARAMS, variantQuery } from '../../app/paths';

export type ProductDetailStatus = 'loading' | 'ready' | 'not-found' | 'error';

export const DETAIL_TABS = ['description', 'specifications', 'reviews'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** A size as the picker offers it: sold out in the chosen colour, or not. */
export interface SizeChoice {
  readonly size: VariantSize;
  readonly soldOut: boolean;
}

/** The product's sizes, each sold out or not in `colour`. */
function sizeChoices(product: Product, colour: string | undefined): SizeChoice[] {
  return sizesOf(product.sizeScale).map((size) => ({ size, soldOut: (variantAt(product, variantKeyOf({ size, colour }))?.stock ?? 0) < 1 }));
}

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
  /** The chosen size: none when the default one is sold out (Add to Cart then asks for one). */
  size: VariantSize | undefined = DEFAULT_SIZE;
  /** The chosen colour's name, for a product that comes in colours. */
  colour: string | undefined = undefined;
  /** Whether the shopper chose (or the link named) a variant: only then does the URL carry it. */
  chosen = false;
  /** The size and colour the page's link names, applied when its product is here. */
  private wanted: { size?: string; colour?: string } = {};
  quantity = MIN_QUANTITY;
  /** What the quantity box shows: may be mid-edit ('' or '0') until it is committed. */
  quantityText = String(MIN_QUANTITY);
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
    const query = new URLSearchParams(search);
    this.wanted = { size: query.get(VARIANT_PARAMS.size) ?? undefined, colour: query.get(VARIANT_PARAMS.colour) ?? undefined };
    // A product shown stays until the next one is here; otherwise the page says it is loading.
    // The same product read again (after a prerendered page hydrated) keeps the shopper's choices;
    // before they made any, it opens on the variant its link names.
    const shown = this.product?.id;
    const named = this.wanted.size !== undefined || this.wanted.colour !== undefined;
    return this.detail.load(() => this.service.load(idParam), {
      fresh: !this.product,
      apply: (detail) => {
        this.shownFor = idParam;
        if (detail.kind !== 'ok' || detail.product.id !== shown || (named && !this.chosen)) this.resetChoices(detail.kind === 'ok' ? detail.product : undefined);
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
    this.wanted = {};
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

  /** The variant chosen: undefined until a size is. */
  get variant(): Variant | undefined {
    const product = this.product;
    return product && this.size ? variantAt(product, variantKeyOf({ size: this.size, colour: this.colour })) : undefined;
  }

  /** The product's sizes, each sold out or not in the chosen colour. */
  get sizes(): readonly SizeChoice[] {
    const product = this.product;
    return product ? sizeChoices(product, this.colour) : [];
  }

  /** The image of the chosen colour (the product's own when it has no colours). */
  get image(): string {
    const product = this.product;
    return product ? variantImage(product, product.image, this.colour) : '';
  }

  /** The chosen variant's badge; before a size is chosen, the product's. */
  get availability(): StockBadge {
    const product = this.product;
    if (!product) return 'Unknown';
    return this.variant ? variantStockBadge(this.variant) : productStockBadge(product);
  }

  /** Whether the product can be bought in some variant: a size still to choose is asked for on pressing. */
  get canOrder(): boolean {
    return this.product !== undefined && canBuyProduct(this.product);
  }

  get maxQuantity(): number {
    return maxOrderQuantity(this.variant?.stock);
  }

  /** Said next to the quantity control. */
  get quantityNote(): string {
    const max = this.maxQuantity;
    const variant = this.variant;
    if (variant && onlyLeft(variant) !== undefined && max < MAX_QUANTITY_PER_ORDER) return `Only ${max} left in ${variantLabel(variant)}: up to ${max} per order`;
    return `Up to ${max} per order`;
  }

  /**
   * The query that names the chosen variant on the page of route id `idParam`: '' before the
   * shopper chose one, and while the page shows another route's product (the next one on its way),
   * whose choice must not go into this address. The page keeps it in its URL.
   */
  variantQueryOn(idParam: string | undefined): string {
    if (!this.chosen || !this.size || this.shownFor !== idParam) return '';
    return variantQuery({ size: this.size, colour: this.colour });
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

  /** A size of the product that is not sold out in the chosen colour; anything else changes nothing. */
  selectSize(value: string): void {
    const choice = this.sizes.find((candidate) => candidate.size === value && !candidate.soldOut);
    if (!choice) return;
    this.size = choice.size;
    this.chosen = true;
    this.setQuantity(this.quantity);
  }

  /** One of the product's colours; a chosen size sold out in it is unchosen. */
  selectColour(value: string): void {
    const colour = this.product?.colours.find((candidate) => candidate.name === value);
    if (!colour) return;
    this.colour = colour.name;
    this.chosen = true;
    if (this.sizes.some((choice) => choice.size === this.size && choice.soldOut)) this.size = undefined;
    this.setQuantity(this.quantity);
  }

  /** Why the chosen size and colour cannot be bought (none chosen, or sold out), or undefined when they can. */
  private variantRefusal(): Notice | undefined {
    const product = this.product;
    if (!product) return undefined;
    if (!canBuyProduct(product)) return { title: 'Not Added to Cart', description: 'This product is sold out in every size.' };
    const found = findVariant(product, { size: this.size ?? '', ...(this.colour === undefined ? {} : { colour: this.colour }) });
    if (found.kind === 'refused') return { title: 'Choose a size', description: found.reason };
    if (found.variant.stock < 1) return { title: 'Choose a size', description: `${variantLabel(found.variant)} is sold out: choose another size.` };
    return undefined;
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
    const refusal = this.variantRefusal();
    if (refusal || !this.size) {
      if (refusal) this.notifier.error(refusal);
      return undefined;
    }
    this.commitQuantity();
    this.adding = true;
    const line = { product: this.product, ...variantKeyOf({ size: this.size, colour: this.colour }), quantity: this.quantity };
    const outcome = await settled(this.cart.addFromPage(line, currentPath));
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
    const refusal = this.variantRefusal();
    if (refusal || !this.size) {
      if (refusal) this.notifier.error(refusal);
      return undefined;
    }
    this.commitQuantity();
    const outcome = this.service.buyNow({ product: this.product, ...variantKeyOf({ size: this.size, colour: this.colour }), quantity: this.quantity }, currentPath);
    switch (outcome.kind) {
      case 'ok':
        this.notifier.success(CHECKOUT_NOTICE);
        return buyNowPath(this.product.id, this.size, outcome.quantity, this.colour);
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

  /**
   * The choices a product page opens on: the size and colour its link names when the product has
   * them (and the size is not sold out in that colour); else the first colour, and the default size
   * (the only one for a One Size product) when it is in stock, or none.
   */
  private resetChoices(product: Product | undefined): void {
    const wanted = this.wanted;
    this.colour = product?.colours.find((colour) => colour.name.toLowerCase() === wanted.colour?.trim().toLowerCase())?.name ?? product?.colours[0]?.name;
    const sizes = product ? sizeChoices(product, this.colour) : [];
    const named = sizes.find((choice) => choice.size.toLowerCase() === wanted.size?.trim().toLowerCase() && !choice.soldOut);
    const fallback = sizes.find((choice) => (choice.size === DEFAULT_SIZE || sizes.length === 1) && !choice.soldOut);
    this.size = product ? (named ?? fallback)?.size : DEFAULT_SIZE;
    this.chosen = named !== undefined;
    this.tab = 'description';
    this.quantity = MIN_QUANTITY;
    this.quantityText = String(MIN_QUANTITY);
  }
}
