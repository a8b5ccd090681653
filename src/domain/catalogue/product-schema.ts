import { z } from 'zod/mini';
import { AUDIENCES, BRANDS, CATEGORIES } from './category';
import { fitNoteOf } from './fit-note';
import { isAcceptedImageUrl } from './image-url';
import { discountPercentage, productDescription, storeSku, type Product } from './product';
import { readStoredVariants } from './variant-schema';
import { totalStock } from './variant-stock';

// zod/mini keeps the storefront's first load small; the rules read the same as with full zod.
const nonNegative = z.number().check(z.nonnegative());

/**
 * A product as it may arrive from storage. Records written before products carried a brand or an
 * audience (or a description and sku) get the defaults the store would have derived. An image
 * address the admin's form would refuse (isAcceptedImageUrl: a `javascript:` or `data:` one, an
 * empty one) makes the record unreadable, so it is never put into an <img>. A record from before
 * variants (one stock figure) is converted (readStoredVariants: its stock spread over its sizes);
 * one whose variants are not valid is unreadable, as a guess could sell stock that is not there.
 * `stock` is always the variants' total, whatever the record says.
 */
export const storedProductSchema = z.pipe(
  z.object({
    id: z.int().check(z.positive()),
    title: z.string().check(z.trim(), z.minLength(1)),
    price: nonNegative,
    originalPrice: nonNegative,
    discountPercentage: z.optional(z.number()),
    // The admin form's rule (and the database's): a record with any other address is left out.
    image: z.string().check(z.refine(isAcceptedImageUrl)),
    rating: z.catch(z.number().check(z.gte(0), z.lte(5)), 0),
    ratingCount: z.catch(z.int().check(z.nonnegative()), 0),
    category: z.enum(CATEGORIES),
    brand: z.catch(z.enum(BRANDS), 'Fashion Grown'),
    audience: z.catch(z.enum(AUDIENCES), 'unisex'),
    stock: z.catch(z.optional(z.int()), undefined),
    description: z.optional(z.string()),
    sku: z.optional(z.string()),
    // A note that is not text is dropped, not the product: it only describes the product.
    fitNote: z.catch(z.optional(z.string()), undefined),
    sizeScale: z.optional(z.unknown()),
    colours: z.optional(z.unknown()),
    variants: z.optional(z.unknown()),
  }),
  z.transform((raw, context): Product => {
    const sku = raw.sku ?? storeSku(raw.category, raw.id);
    const reading = readStoredVariants({ ...raw, sku, stock: raw.stock });
    if (reading.kind === 'refused') {
      context.issues.push({ code: 'custom', message: reading.reason, input: raw });
      return z.NEVER;
    }
    const { sizeScale, colours, variants } = reading.product;
    return {
      ...raw,
      sizeScale,
      colours,
      variants,
      stock: totalStock(reading.product),
      discountPercentage: raw.discountPercentage ?? discountPercentage(raw.price, raw.originalPrice),
      description: raw.description ?? productDescription(raw.category),
      sku,
      fitNote: fitNoteOf(raw.fitNote),
    };
  }),
);

export interface ParsedProducts {
  products: Product[];
  rejected: number;
}

/** Keeps every record that is a valid product and counts the ones that are not. */
export function parseStoredProducts(records: readonly unknown[]): ParsedProducts {
  const products: Product[] = [];
  const seen = new Set<number>();
  let rejected = 0;
  for (const record of records) {
    const parsed = storedProductSchema.safeParse(record);
    if (parsed.success && !seen.has(parsed.data.id)) {
      seen.add(parsed.data.id);
      products.push(parsed.data);
    } else {
      rejected += 1;
    }
  }
  return { products, rejected };
}
