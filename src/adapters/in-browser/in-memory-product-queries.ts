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
import type { Category } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import { similarProducts } from '../../domain/catalogue/similar-products';
import type { Suggestion } from '../../domain/catalogue/suggestion';
import { pageOf, type Page } from '../../domain/paging';

type BrowseAnswers = typeof import('./browse-answers');

let browseAnswers: Promise<BrowseAnswers> | undefined;

/** The filtering and search code, fetched once; a failed fetch (offline) is tried again next time. */
function loadBrowseAnswers(): Promise<BrowseAnswers> {
  browseAnswers ??= import('./browse-answers').catch((error: unknown) => {
    browseAnswers = undefined;
    throw error;
  });
  return browseAnswers;
}

/**
 * The catalogue's questions answered over a list held in this process, with the domain's own
 * functions: what the memory and local adapters share. A database adapter answers the same
 * questions in the database instead (and passes the same contract suite).
 *
 * What the home and product pages ask is answered here; filtering, sorting, searching and the
 * deals' order come from a module loaded on demand (browse-answers), so that the storefront's
 * first load does not carry them (budgets.json, firstLoad).
 */
export abstract class InMemoryProductQueries implements ProductQueries {
  constructor() {
    // Fetch the filtering and search code now, alongside the page, so that a category or search
    // page landed on does not wait for it after its own code has arrived; nothing waits on it here.
    loadBrowseAnswers().catch(() => {});
  }

  /** The catalogue in catalogue order. Read only: the caller never changes it. */
  protected abstract snapshot(): Promise<readonly Product[]>;

  browse(query: ListingQuery): Promise<BrowsePage> {
    return this.answer('listingPage', query);
  }

  search(query: SearchQuery): Promise<BrowsePage> {
    return this.answer('searchPage', query);
  }

  suggest(query: SuggestionQuery): Promise<Suggestion[]> {
    return this.answer('suggestions', query);
  }

  productTable(query: ProductTableQuery): Promise<Page<Product>> {
    return this.answer('tablePage', query);
  }

  async catalogue(query: CatalogueQuery): Promise<Page<Product>> {
    if (query.order === 'discount') return this.answer('discountPage', query);
    return pageOf(await this.snapshot(), query.page);
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

  /** Answers with one of the on-demand functions, once both the catalogue and the code are there. */
  private async answer<K extends keyof BrowseAnswers>(
    name: K,
    query: Parameters<BrowseAnswers[K]>[1],
  ): Promise<ReturnType<BrowseAnswers[K]>> {
    const [products, answers] = await Promise.all([this.snapshot(), loadBrowseAnswers()]);
    const answerWith = answers[name] as (products: readonly Product[], query: Parameters<BrowseAnswers[K]>[1]) => ReturnType<BrowseAnswers[K]>;
    return answerWith(products, query);
  }
}
