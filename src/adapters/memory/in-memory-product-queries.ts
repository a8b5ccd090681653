import type { ProductQueries } from '../../application/ports/product-repository';
import type {
  BrowsePage,
  CatalogueQuery,
  CategoryRow,
  CategoryRowsQuery,
  ListingQuery,
  ProductDetailQuery,
  ProductTableQuery,
  ProductWithSimilar,
  SearchQuery,
  SuggestionQuery,
} from '../../application/ports/product-queries';
import { searchProductTable } from '../../domain/admin/product-table';
import { applyBrowse, type BrowseQuery } from '../../domain/catalogue/browse';
import { productsInListing } from '../../domain/catalogue/browse-page';
import type { Category } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import { searchProducts, suggest, type Suggestion } from '../../domain/catalogue/search';
import { similarProducts } from '../../domain/catalogue/similar-products';
import { pageOf, type Page } from '../../domain/paging';
import { dealsByDiscount } from '../../domain/storefront/home-content';

/**
 * The catalogue's questions answered over a list held in this process, with the domain's own
 * functions: what the memory and local adapters share. A database adapter answers the same
 * questions in the database instead (and passes the same contract suite).
 */
export abstract class InMemoryProductQueries implements ProductQueries {
  /** The catalogue in catalogue order. Read only: the caller never changes it. */
  protected abstract snapshot(): Promise<readonly Product[]>;

  async browse({ listing, view, page }: ListingQuery): Promise<BrowsePage> {
    return browsed(productsInListing(await this.snapshot(), listing), view, page);
  }

  async search({ text, view, page }: SearchQuery): Promise<BrowsePage> {
    return browsed(searchProducts(await this.snapshot(), text), view, page);
  }

  async suggest({ text, limit }: SuggestionQuery): Promise<Suggestion[]> {
    return suggest(await this.snapshot(), text, limit);
  }

  async catalogue({ order, page }: CatalogueQuery): Promise<Page<Product>> {
    const products = await this.snapshot();
    return pageOf(order === 'discount' ? dealsByDiscount(products) : products, page);
  }

  async categoryRows({ categories, perRow }: CategoryRowsQuery): Promise<CategoryRow[]> {
    const rows = new Map<Category, Product[]>(categories.map((category) => [category, []]));
    let open = rows.size;
    // One pass over the catalogue, stopping once every row is full.
    for (const product of await this.snapshot()) {
      if (open === 0) break;
      const row = rows.get(product.category);
      if (!row || row.length >= perRow) continue;
      row.push(product);
      if (row.length === perRow) open -= 1;
    }
    return [...rows].map(([category, products]) => ({ category, products }));
  }

  async product({ id, similarLimit }: ProductDetailQuery): Promise<ProductWithSimilar | undefined> {
    const products = await this.snapshot();
    const product = products.find((p) => p.id === id);
    return product && { product, similar: similarProducts(products, product, similarLimit) };
  }

  async productTable({ search, page }: ProductTableQuery): Promise<Page<Product>> {
    return pageOf(searchProductTable(await this.snapshot(), search), page);
  }
}

function browsed(products: readonly Product[], view: BrowseQuery, page: ListingQuery['page']): BrowsePage {
  return { ...pageOf(applyBrowse(products, view), page), unfiltered: products.length };
}
