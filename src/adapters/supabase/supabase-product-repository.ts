import type { SupabaseClient } from '@supabase/supabase-js';
import type { Logger } from '../../application/ports/logger';
import type { ProductRepository } from '../../application/ports/product-repository';
import { StorageWriteError } from '../../application/ports/storage-errors';
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
import type { ProductDraft } from '../../domain/admin/product-form';
import { CATEGORY_NAMES, isCategory } from '../../domain/catalogue/category';
import type { Product } from '../../domain/catalogue/product';
import type { ProductVariants } from '../../domain/catalogue/variants';
import { searchTerms } from '../../domain/catalogue/search';
import type { Suggestion } from '../../domain/catalogue/suggestion';
import type { Page } from '../../domain/paging';
import { filtered, inCatalogueOrder, inListing, sorted, type ProductQuery } from './product-filters';
import { gridArguments, PRODUCT_COLUMNS, productsFromRows, rowFromDraft, rowFromProduct, type ProductRow, type ProductRowDraft } from './product-rows';
import { countOf, pagedRows, rowsOf } from './paged-rows';
import { LeftOutProductWarnings } from './left-out-products';
import { productTableSearch } from './product-table-search';
import { onSale, showable } from './shop-filters';
import { CATALOGUE_REFUSALS, readError, writeError, type PostgrestFailure, type Refusals } from './supabase-errors';

// save_product (20261203090100_save_product.sql) and the replace_product_variants it calls refuse a
// product with sentences of their own (22023, and 23505 for a name or SKU another product holds):
// those are the reason as written.
const GRID_REFUSALS: Refusals = { ...CATALOGUE_REFUSALS, P0002: 'the product is no longer in the catalogue' };
const SAID_BY_THE_DATABASE = new Set(['22023', '23505']);

function gridError(what: string, failure: PostgrestFailure): StorageWriteError {
  if (SAID_BY_THE_DATABASE.has(failure.code)) return new StorageWriteError(`${what} could not be saved: ${failure.message.replace(/\.$/, '')}.`, { cause: failure });
  return writeError(what, failure, GRID_REFUSALS);
}

// Typed as a plain string: supabase-js parses a literal select list into row types, which these
// untyped tables do not need and which TypeScript then gives up on (too deep) in the helpers.
const ID_COLUMN: string = 'id';

interface SuggestionRow {
  id: number;
  name: string;
  category: string;
  brand: string | null;
}

/**
 * The catalogue in Supabase's PostgreSQL, through PostgREST. Every question is answered by the
 * database: filters, sort and paging in the request, the word search and the suggestions by RPCs
 * over an index (supabase/migrations/…_catalogue_queries.sql). Row-level security decides who
 * reads what (anyone: the active products; an admin: all) and who writes (admins only); the
 * storefront's questions ask for the products on sale themselves, so that an admin browsing the
 * shop sees what a shopper sees, and the admin table lists every product, on sale or not.
 *
 * A row in a category the store does not know, or without an image, is no product of the store's:
 * every question leaves it out in the database (shop-filters.ts), so that totals match the rows
 * listed. Given a logger, the admin table's questions say what is left out, once for each category
 * (left-out-products.ts), and any other row that turns out not to be a product is said once too.
 */
export class SupabaseProductRepository implements ProductRepository {
  private readonly leftOut: LeftOutProductWarnings | undefined;
  private readonly toldLeftOut = new Set<number>();

  constructor(
    private readonly client: SupabaseClient,
    private readonly logger?: Logger,
  ) {
    this.leftOut = logger ? new LeftOutProductWarnings(client, logger) : undefined;
  }

  async browse({ listing, view, page }: ListingQuery): Promise<BrowsePage> {
    const [answer, unfiltered] = await Promise.all([
      pagedRows(() => sorted(filtered(inListing(onSale(this.selectCounted()), listing), view), view.sort), page),
      countOf(inListing(onSale(this.countOnly()), listing)),
    ]);
    return { items: this.productsOf(answer.items), total: answer.total, unfiltered };
  }

  async search({ text, view, page }: SearchQuery): Promise<BrowsePage> {
    const terms = searchTerms(text);
    if (terms.length === 0) return { items: [], total: 0, unfiltered: 0 };
    const [answer, unfiltered] = await Promise.all([
      pagedRows(() => sorted(filtered(onSale(this.found(terms, false)), view), view.sort), page),
      countOf(onSale(this.found(terms, true))),
    ]);
    return { items: this.productsOf(answer.items), total: answer.total, unfiltered };
  }

  async suggest({ text, limit }: SuggestionQuery): Promise<Suggestion[]> {
    const terms = searchTerms(text);
    if (terms.length === 0 || limit <= 0) return [];
    // The function ranks and cuts, among the products on sale it can show (…_storefront_active_only.sql);
    // PostgREST does not promise a function's row order, so it is asked again.
    const answer = await this.client
      .rpc('suggest_products', { terms, max_count: limit })
      .select('id,name,category,brand,suggestion_rank,rating_count')
      .order('suggestion_rank', { ascending: true })
      .order('rating_count', { ascending: false })
      .order('id', { ascending: true });
    if (answer.error) throw readError('The catalogue', answer.error);
    return (answer.data as SuggestionRow[]).map((row) => ({
      id: Number(row.id),
      title: row.name,
      categoryName: isCategory(row.category) ? CATEGORY_NAMES[row.category] : row.category,
      brand: row.brand ?? '',
    }));
  }

  async catalogue({ order, page }: CatalogueQuery): Promise<Page<Product>> {
    const answer = await pagedRows(() => {
      const query = onSale(this.selectCounted());
      return inCatalogueOrder(order === 'discount' ? query.order('discount', { ascending: false }) : query);
    }, page);
    return { items: this.productsOf(answer.items), total: answer.total };
  }

  categoryRows({ categories, perRow }: CategoryRowsQuery): Promise<CategoryRow[]> {
    // One small request a shelf, side by side: each reads perRow rows through the category index.
    return Promise.all(
      categories.map(async (category) => {
        if (perRow <= 0) return { category, products: [] };
        const answer = await inCatalogueOrder(onSale(this.select()).filter('category', 'eq', category)).limit(perRow);
        return { category, products: this.productsOf(rowsOf(answer)) };
      }),
    );
  }

  /** A product off sale has no page, for an admin either: the shop answers what a shopper would get. */
  async product({ id, similarLimit }: ProductDetailQuery): Promise<ProductWithSimilar | undefined> {
    const [product] = this.productsOf(rowsOf(await onSale(this.select()).filter('id', 'eq', String(id)).limit(1)));
    if (!product) return undefined;
    if (similarLimit <= 0) return { product, similar: [] };
    const others = onSale(this.products().select(PRODUCT_COLUMNS).eq('category', product.category).neq('id', id));
    const similar = await inCatalogueOrder(others).limit(similarLimit);
    return { product, similar: this.productsOf(rowsOf(similar)) };
  }

  async productTable({ search, page }: ProductTableQuery): Promise<Page<Product>> {
    const needle = search.trim();
    // Every product row-level security lets the caller read, on sale or not (an admin: all).
    const [answer] = await Promise.all([
      needle ? productTableSearch(this.client, needle, page) : pagedRows(() => inCatalogueOrder(showable(this.selectCounted())), page),
      this.leftOut?.check(),
    ]);
    return { items: this.productsOf(answer.items), total: answer.total };
  }

  /** The row and its grid in one transaction (save_product): a refused grid leaves no product behind. */
  async add(draft: ProductDraft): Promise<Product> {
    const what = `“${draft.title}”`;
    // No id: the table's identity gives one above every id it holds (a trigger keeps it there).
    const id = await this.saveProduct(what, rowFromDraft(draft), draft);
    const [product] = this.productsOf(rowsOf(await this.select().filter('id', 'eq', String(id)).limit(1)));
    if (!product) throw new StorageWriteError(`${what} was saved, but the database answered a record that is not a product.`);
    return product;
  }

  /**
   * The row and its grid in one transaction (save_product): the grid is checked whole, SKUs against
   * the catalogue's, and a refusal of either changes nothing. A product not stored yet (an id of the
   * migration's) is inserted with its id.
   */
  async save(product: Product): Promise<void> {
    await this.saveProduct(`“${product.title}”`, rowFromProduct(product), product);
  }

  private async saveProduct(what: string, row: ProductRowDraft, grid: ProductVariants): Promise<number> {
    const answer = await this.client.rpc('save_product', { product: row, ...gridArguments(grid) });
    if (answer.error) throw gridError(what, answer.error);
    return Number(answer.data);
  }

  async remove(id: number): Promise<void> {
    const answer = await this.products().delete().eq('id', id).select('id');
    if (answer.error) throw writeError(`The removal of product ${id}`, answer.error, CATALOGUE_REFUSALS);
    if (answer.data.length > 0) return;
    // Nothing deleted: an unknown id (nothing to do), or row-level security hid the row from a
    // caller who may read it but not delete it, which must not pass for a success.
    const still = await this.products().select('id').eq('id', id).maybeSingle();
    if (still.error) throw readError('The catalogue', still.error);
    if (still.data) throw writeError(`The removal of product ${id}`, { code: '42501', message: 'not allowed' }, CATALOGUE_REFUSALS);
  }

  /** The rows' products; a row that is not one (say, an id below 1) is left out, and said once. */
  private productsOf(rows: readonly ProductRow[]): Product[] {
    return productsFromRows(rows, (row) => {
      const id = Number(row.id);
      if (this.toldLeftOut.has(id)) return;
      this.toldLeftOut.add(id);
      this.logger?.warn(`Product ${id} ("${row.name}") is left out of the catalogue: its row is not a product the store can show.`, row);
    });
  }

  private products() {
    return this.client.from('products');
  }

  private select(): ProductQuery {
    return this.products().select(PRODUCT_COLUMNS);
  }

  private selectCounted(): ProductQuery {
    return this.products().select(PRODUCT_COLUMNS, { count: 'exact' });
  }

  /** What a shop search finds (supabase/migrations: search_catalogue), counted; head: the count alone. */
  private found(terms: string[], head: boolean): ProductQuery {
    // PostgREST filters an RPC's result only on columns it selects: is_active for onSale, sizes_in_stock for the size filter.
    return this.client.rpc('search_catalogue', { terms }, { count: 'exact', head }).select(`${PRODUCT_COLUMNS},is_active,sizes_in_stock`);
  }

  private countOnly(): ProductQuery {
    return this.products().select(ID_COLUMN, { count: 'exact', head: true });
  }
}
