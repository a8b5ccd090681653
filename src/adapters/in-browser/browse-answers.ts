import type { BrowsePage, CatalogueQuery, ListingQuery, ProductTableQuery, SearchQuery, SuggestionQuery } from '../../application/ports/product-queries';
import { searchProductTable } from '../../domain/admin/product-table';
import { applyBrowse, type BrowseQuery } from '../../domain/catalogue/browse';
import { productsInListing } from '../../domain/catalogue/browse-page';
import type { Product } from '../../domain/catalogue/product';
import { searchProducts, suggest, type Suggestion } from '../../domain/catalogue/search';
import { pageOf, type Page } from '../../domain/paging';
import { dealsByDiscount } from '../../domain/storefront/deals';

/*
 * The answers that filter, sort and search (and order by discount), over a list in memory. A module
 * of its own, loaded on demand by InMemoryProductQueries: the home and product pages never need
 * it, and it stays out of the storefront's first load (budgets.json, firstLoad).
 */

export function listingPage(products: readonly Product[], { listing, view, page }: ListingQuery): BrowsePage {
  return browsed(productsInListing(products, listing), view, page);
}

export function searchPage(products: readonly Product[], { text, view, page }: SearchQuery): BrowsePage {
  return browsed(searchProducts(products, text), view, page);
}

export function suggestions(products: readonly Product[], { text, limit }: SuggestionQuery): Suggestion[] {
  return suggest(products, text, limit);
}

export function discountPage(products: readonly Product[], { page }: CatalogueQuery): Page<Product> {
  return pageOf(dealsByDiscount(products), page);
}

export function tablePage(products: readonly Product[], { search, page }: ProductTableQuery): Page<Product> {
  // Blank text lists every product: slice the catalogue itself rather than a copy of it.
  return pageOf(search.trim() ? searchProductTable(products, search) : products, page);
}

function browsed(products: readonly Product[], view: BrowseQuery, page: ListingQuery['page']): BrowsePage {
  return { ...pageOf(applyBrowse(products, view), page), unfiltered: products.length };
}
