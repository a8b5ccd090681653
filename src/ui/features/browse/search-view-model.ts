import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { BrowseCatalogueService } from '../../../application/catalogue/browse-catalogue';
import type { BrowseQuery } from '../../../domain/catalogue/browse';
import { parseBrowseQuery, serializeBrowseQuery } from '../../../domain/catalogue/browse-query-url';
import { BrowseControls } from './browse-controls';

/** The search text's parameter: `/search?q=…`. */
export const SEARCH_PARAM = 'q';

/** `/search?q=…`: the results for the text, with the same filters and sort as a category page, all in the URL. */
@injectable()
export class SearchViewModel {
  readonly controls = new BrowseControls();
  /** The text searched for, trimmed ('' when there is none). */
  text = '';

  constructor(@inject(BrowseCatalogueService) private readonly browse: BrowseCatalogueService) {
    makeAutoObservable<this, 'browse'>(this, { browse: false, controls: false }, { autoBind: true });
  }

  async show(search: string): Promise<void> {
    const params = new URLSearchParams(search);
    const text = (params.get(SEARCH_PARAM) ?? '').trim();
    const query = parseBrowseQuery(params);
    const fresh = text !== this.text;
    this.text = text;
    if (!text) {
      this.controls.clear(query);
      return;
    }
    await this.controls.load(query, fresh, () => this.browse.search(text, query));
  }

  dispose(): void {
    this.controls.dispose();
  }

  /** The query string of another view of these results: the text first, then the filters. */
  searchFor(next: BrowseQuery): string {
    const filters = serializeBrowseQuery(next);
    const q = new URLSearchParams({ [SEARCH_PARAM]: this.text }).toString();
    return filters ? `${q}&${filters}` : q;
  }
}
