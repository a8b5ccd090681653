import type { Product } from '../../../domain/catalogue/product';
import { productStructuredData } from '../../../domain/search-engines/product-structured-data';
import { pageDescription } from '../../../domain/search-engines/page-description';
import { productPath, variantQuery } from '../../app/paths';
import { JsonLd } from '../../components/JsonLd';
import { PageHead } from '../../components/PageHead';
import { ShareTags } from '../../components/ShareTags';
import { siteUrl } from '../../lib/site-url';

/** The product page's head (title, description, canonical address, Open Graph) and its ProductGroup for search engines. */
export function ProductHead({ product }: { product: Product }) {
  const path = productPath(product.id);
  const description = pageDescription(product.description);
  return (
    <>
      <PageHead title={product.title} description={description} />
      <ShareTags path={path} title={product.title} description={description} type="product" image={product.image} />
      <JsonLd data={productStructuredData(product, siteUrl(path), (variant) => siteUrl(path + variantQuery(variant)))} />
    </>
  );
}
