import type { Container } from 'inversify';
import type { SuggestionSource } from './header-search-view-model';

/**
 * The catalogue's suggestions for the header's search box. The search code and the catalogue use
 * case come in by a dynamic import, so they load when the shopper first reaches for the box and
 * stay out of the storefront's first load.
 */
export async function loadSuggestionSource(container: Container): Promise<SuggestionSource> {
  const { BrowseCatalogueService } = await import('../../application/catalogue/browse-catalogue');
  const browse = container.get(BrowseCatalogueService);
  return (text) => browse.suggestions(text);
}
