import type { Product } from './product';
import type { StockLevels } from './product-list';
import { putBackStock, takeStock } from './stock-moves';
import { variantAt, type Variant, type VariantKey } from './variants';

/** Units of one variant of a product: an order's line as the stock sees it. */
export interface VariantQuantity extends VariantKey {
  readonly productId: number;
  readonly quantity: number;
}

function movedLevels(products: ReadonlyMap<number, Product>, lines: readonly VariantQuantity[], move: (variant: Variant, quantity: number) => Variant | undefined): Map<number, readonly Variant[]> {
  const levels = new Map<number, readonly Variant[]>();
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) continue;
    const variants = levels.get(line.productId) ?? product.variants;
    const variant = variantAt({ ...product, variants }, line);
    const moved = variant && move(variant, line.quantity);
    if (variant && moved) levels.set(line.productId, variants.map((candidate) => (candidate === variant ? moved : candidate)));
  }
  return levels;
}

/**
 * The levels after `lines` are sold. Call it with lines decideOrder accepted: a line its variant
 * cannot cover is a bug of the caller, and throws rather than sell what is not there.
 */
export function levelsAfterSale(products: ReadonlyMap<number, Product>, lines: readonly VariantQuantity[]): StockLevels {
  return movedLevels(products, lines, (variant, quantity) => {
    const taken = takeStock(variant, quantity);
    if (taken.kind === 'refused') throw new Error(`Cannot sell ${quantity} of ${variant.sku}: ${taken.reason}`);
    return taken.variant;
  });
}

/**
 * The levels after `lines` come back (a cancellation). A product or a variant no longer sold (its
 * scale or colours changed since) gets nothing back: there is no stock to put it on.
 */
export function levelsAfterReturn(products: ReadonlyMap<number, Product>, lines: readonly VariantQuantity[]): StockLevels {
  return movedLevels(products, lines, (variant, quantity) => {
    const back = putBackStock(variant, quantity);
    return back.kind === 'moved' ? back.variant : undefined;
  });
}

/** The levels each product had before a move: to put back when the write after it fails. */
export function levelsBefore(products: ReadonlyMap<number, Product>, moved: StockLevels): StockLevels {
  return new Map([...moved.keys()].flatMap((id) => {
    const product = products.get(id);
    return product ? [[id, product.variants] as const] : [];
  }));
}
