import { inject, injectable } from 'inversify';
import { BrowseCatalogueService } from '../../../application/catalogue/browse-catalogue';
import type { BrowseQuery } from '../../../domain/catalogue/browse';
import { parseBrowseQuery, serializeBrowseQuery } from '../../../domain/catalogue/browse-query-url';
import { searchQuery, searchTextOf } from '../../app/paths';
import { makeViewModel } from '../../lib/view-model';
import { BrowseControls } from './browse-controls';

/** `/search?q=…`: the results for the text, with the same filters and sort as a category page, all in the URL. */
@injectable()
export class SearchViewModel {
  readonly controls = new BrowseControls((next) => this.queryStringFor(next));
  /** The text searched for, trimmed ('' when there is none). */
  text = '';

  constructor(@inject(BrowseCatalogueService) private readonly browse: BrowseCatalogueService) {
    makeViewModel(this, arguments);
  }

  async show(search: string): Promise<void> {
    const params = new URLSearchParams(search);
    const text = (searchTextOf(params) ?? '').trim();
    const query = parseBrowseQuery(params);
    const fresh = text !== this.text;
    this.text = text;
    if (!text) {
      this.controls.clear(query);
      return;
    }
    await this.controls.load(query, fresh, (page) => this.browse.search(text, query, page));
  }

  dispose(): void {
    this.controls.dispose();
  }

  /** The query string of another view of these results: the text first, then the filters. */
  queryStringFor(next: BrowseQuery): string {
    return searchQuery(this.text, serializeBrowseQuery(next));
  }
}
