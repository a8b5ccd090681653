import type { Notice } from '../../../application/ports/notifier';
import type { Product } from '../../../domain/catalogue/product';
import { DEFAULT_SIZE } from '../../../domain/catalogue/size';
import { sizesOf, type VariantSize } from '../../../domain/catalogue/size-scale';
import { canBuyProduct } from '../../../domain/catalogue/variant-stock';
import { findVariant, variantAt, variantImage, variantKeyOf, variantLabel, type Variant, type VariantKey } from '../../../domain/catalogue/variants';
import { VARIANT_PARAMS, variantQuery } from '../../app/paths';
import { makeViewModel } from '../../lib/view-model';

/** A size as the picker offers it: sold out in the chosen colour, or not. */
export interface SizeChoice {
  readonly size: VariantSize;
  readonly soldOut: boolean;
}

/** The product's sizes, each sold out or not in `colour`. */
function sizeChoices(product: Product, colour: string | undefined): SizeChoice[] {
  return sizesOf(product.sizeScale).map((size) => ({ size, soldOut: (variantAt(product, variantKeyOf({ size, colour }))?.stock ?? 0) < 1 }));
}

/**
 * The size and colour the shopper chose on the product page of `productOf()`, or that the page's
 * link named (?size=, ?colour=): what they can choose, what is sold out, and why what they chose
 * cannot be bought.
 */
export class VariantChoice {
  /** The chosen size: none when the default one is sold out (Add to Cart then asks for one). */
  size: VariantSize | undefined = DEFAULT_SIZE;
  /** The chosen colour's name, for a product that comes in colours. */
  colour: string | undefined = undefined;
  /** Whether the shopper chose (or the link named) a variant: only then does the URL carry it. */
  chosen = false;
  /** The size and colour the page's link names, applied when its product is here. */
  private wanted: { size?: string; colour?: string } = {};

  constructor(private readonly productOf: () => Product | undefined) {
    makeViewModel(this, arguments);
  }

  /** Reads the variant a page's link names; answers whether it names one. */
  want(search: string): boolean {
    const query = new URLSearchParams(search);
    this.wanted = { size: query.get(VARIANT_PARAMS.size) ?? undefined, colour: query.get(VARIANT_PARAMS.colour) ?? undefined };
    return this.wanted.size !== undefined || this.wanted.colour !== undefined;
  }

  /** No variant named: a prerendered page's HTML knows none. */
  forget(): void {
    this.wanted = {};
  }

  /** The variant chosen: undefined until a size is. */
  get variant(): Variant | undefined {
    const product = this.productOf();
    return product && this.size ? variantAt(product, this.keyOf(this.size)) : undefined;
  }

  /** The chosen size and colour, once a size is chosen. */
  get key(): VariantKey | undefined {
    return this.size ? this.keyOf(this.size) : undefined;
  }

  /** The product's sizes, each sold out or not in the chosen colour. */
  get sizes(): readonly SizeChoice[] {
    const product = this.productOf();
    return product ? sizeChoices(product, this.colour) : [];
  }

  /** The image of the chosen colour (the product's own when it has no colours). */
  get image(): string {
    const product = this.productOf();
    return product ? variantImage(product, product.image, this.colour) : '';
  }

  /** The query that names the chosen variant in the page's address; '' before the shopper chose one. */
  get query(): string {
    return this.chosen && this.size ? variantQuery({ size: this.size, colour: this.colour }) : '';
  }

  /** A size of the product that is not sold out in the chosen colour; answers whether it was chosen. */
  selectSize(value: string): boolean {
    const choice = this.sizes.find((candidate) => candidate.size === value && !candidate.soldOut);
    if (!choice) return false;
    this.size = choice.size;
    this.chosen = true;
    return true;
  }

  /** One of the product's colours, a chosen size sold out in it unchosen; answers whether it was chosen. */
  selectColour(value: string): boolean {
    const colour = this.productOf()?.colours.find((candidate) => candidate.name === value);
    if (!colour) return false;
    this.colour = colour.name;
    this.chosen = true;
    if (this.sizes.some((choice) => choice.size === this.size && choice.soldOut)) this.size = undefined;
    return true;
  }

  /** Why the chosen size and colour cannot be bought (none chosen, or sold out), or undefined when they can. */
  refusal(): Notice | undefined {
    const product = this.productOf();
    if (!product) return undefined;
    if (!canBuyProduct(product)) return { title: 'Not Added to Cart', description: 'This product is sold out in every size.' };
    const found = findVariant(product, { size: this.size ?? '', ...(this.colour === undefined ? {} : { colour: this.colour }) });
    if (found.kind === 'refused') return { title: 'Choose a size', description: found.reason };
    if (found.variant.stock < 1) return { title: 'Choose a size', description: `${variantLabel(found.variant)} is sold out: choose another size.` };
    return undefined;
  }

  /**
   * The choices a product page opens on: the size and colour its link names when the product has
   * them (and the size is not sold out in that colour); else the first colour, and the default size
   * (the only one for a One Size product) when it is in stock, or none.
   */
  reset(product: Product | undefined): void {
    const wanted = this.wanted;
    this.colour = product?.colours.find((colour) => colour.name.toLowerCase() === wanted.colour?.trim().toLowerCase())?.name ?? product?.colours[0]?.name;
    const sizes = product ? sizeChoices(product, this.colour) : [];
    const named = sizes.find((choice) => choice.size.toLowerCase() === wanted.size?.trim().toLowerCase() && !choice.soldOut);
    const fallback = sizes.find((choice) => (choice.size === DEFAULT_SIZE || sizes.length === 1) && !choice.soldOut);
    this.size = product ? (named ?? fallback)?.size : DEFAULT_SIZE;
    this.chosen = named !== undefined;
  }

  private keyOf(size: VariantSize): VariantKey {
    return variantKeyOf({ size, colour: this.colour });
  }
}
