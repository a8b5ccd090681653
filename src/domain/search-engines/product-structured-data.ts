import type { Product } from '../catalogue/product';
import { variantImage, variantLabel, type VariantKey } from '../catalogue/variants';
import { offerPrice, type StructuredData } from './structured-data';

// Apart from the list pages' structured data: only the product page needs the variants' rules.

/**
 * A product page's ProductGroup (Google's product variants): the product's name, image,
 * description and brand; its SKU as the group's id; what
 * its variants vary by; and each variant as a Product with its SKU, size, colour, image and offer in
 * rupees, in stock while that variant has a unit left. `pageUrl` is the page's absolute address (a
 * site-relative image is made absolute from it); `variantUrl` the absolute address of the page
 * opened on a variant.
 *
 * No aggregateRating: the rating and count the page shows are the catalogue's seeded figures, not
 * reviews that shoppers wrote and the page lists, and Google's review snippets may describe only
 * those (issue 39 brings written reviews; their rating will be given then).
 */
export function productStructuredData(product: Product, pageUrl: string, variantUrl: (variant: VariantKey) => string): StructuredData {
  const coloured = product.colours.length > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    name: product.title,
    url: pageUrl,
    image: new URL(variantImage(product, product.image), pageUrl).href,
    description: product.description,
    productGroupID: product.sku,
    brand: { '@type': 'Brand', name: product.brand },
    variesBy: coloured ? ['https://schema.org/size', 'https://schema.org/color'] : ['https://schema.org/size'],
    hasVariant: product.variants.map((variant) => ({
      '@type': 'Product',
      name: `${product.title} (${variantLabel(variant)})`,
      sku: variant.sku,
      size: variant.size,
      ...(variant.colour !== undefined && { color: variant.colour }),
      image: new URL(variantImage(product, product.image, variant.colour), pageUrl).href,
      offers: {
        '@type': 'Offer',
        url: variantUrl(variant),
        price: offerPrice(product.price),
        priceCurrency: 'INR',
        availability: variant.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    })),
  };
}
