import { observer } from 'mobx-react-lite';
import { itemListStructuredData } from '../../../domain/search-engines/structured-data';
import { categoryPath, productPath } from '../../app/paths';
import { JsonLd } from '../../components/JsonLd';
import { PageHead } from '../../components/PageHead';
import { ShareTags } from '../../components/ShareTags';
import { siteUrl } from '../../lib/site-url';
import type { CategoryViewModel } from './category-view-model';

/**
 * A category page's head once its products are in: title, description, and for a slug that names
 * a category, its canonical address, Open Graph tags and the ItemList of the products shown.
 */
export const CategoryHead = observer(function CategoryHead({ vm }: { vm: CategoryViewModel }) {
  const { title, canonicalSlug } = vm;
  const description = `Shop ${title} online: filter by price, brand and discount, with every price in rupees.`;
  return (
    <>
      <PageHead title={title} description={description} />
      {canonicalSlug && (
        <>
          <ShareTags path={categoryPath(canonicalSlug)} title={title} description={description} />
          <JsonLd
            data={itemListStructuredData(
              title,
              vm.controls.products.map((product) => ({ name: product.title, url: siteUrl(productPath(product.id)) })),
            )}
          />
        </>
      )}
    </>
  );
});
