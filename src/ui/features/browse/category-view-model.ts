import { inject, injectable } from 'inversify';
import { BrowseCatalogueService, type CategoryPageResult } from '../../../application/catalogue/browse-catalogue';
import { DEFAULT_BROWSE_QUERY, type BrowseQuery } from '../../../domain/catalogue/browse';
import { filterSizes } from '../../../domain/catalogue/size-filter';
import { parseBrowseQuery, serializeBrowseQuery } from '../../../domain/catalogue/browse-query-url';
import { categoryPageFromSlug } from '../../../domain/catalogue/category';
import { canonicalSlug } from '../../../domain/catalogue/canonical-slug';
import { makeViewModel } from '../../lib/view-model';
import { BrowseControls, GRID_PAGE_SIZE } from './browse-controls';

/**
 * `/categories/{slug}`: the address is the source of truth for filters and sort. The page hands
 * its slug and query string to `show`; the filter controls go to the address of the next view
 * (`queryStringFor`), which comes back here through `show`.
 */
@injectable()
export class CategoryViewModel {
  readonly controls = new BrowseControls((next) => this.queryStringFor(next));
  slug = '';
  title = '';

  constructor(@inject(BrowseCatalogueService) private readonly browse: BrowseCatalogueService) {
    makeViewModel(this, arguments);
  }

  async show(slug: string, search: string): Promise<void> {
    const query = parseBrowseQuery(search);
    const fresh = slug !== this.slug;
    this.slug = slug;
    this.controls.sizeChoices = filterSizes(categoryPageFromSlug(slug));
    await this.controls.load(
      query,
      fresh,
      (page) => this.browse.categoryPage(slug, query, page),
      (page) => {
        this.title = page.title;
      },
    );
  }

  /** The category's first page in the default view, as `show` would show it, without showing it (what a prerendered page shows). */
  fetchFirst(slug: string): Promise<CategoryPageResult> {
    return this.browse.categoryPage(slug, DEFAULT_BROWSE_QUERY, { offset: 0, limit: GRID_PAGE_SIZE });
  }

  /** Shows what `fetchFirst` answered at once: the render that hydrates a prerendered page. */
  seed(slug: string, page: CategoryPageResult): void {
    this.slug = slug;
    this.controls.sizeChoices = filterSizes(categoryPageFromSlug(slug));
    this.title = page.title;
    this.controls.seed(DEFAULT_BROWSE_QUERY, page);
  }

  /** The slug the page is listed under ('tshirts' for /categories/t-shirts); none for a slug that names no category. */
  get canonicalSlug(): string | undefined {
    const page = categoryPageFromSlug(this.slug);
    return page && canonicalSlug(page);
  }

  dispose(): void {
    this.controls.dispose();
  }

  /** The query string of another view of this page ('' for the default view). */
  queryStringFor(next: BrowseQuery): string {
    return serializeBrowseQuery(next);
  }
}
