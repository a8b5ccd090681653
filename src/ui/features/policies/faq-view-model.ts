import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { DEFAULT_FAQ_CATEGORY, FAQ_CATEGORIES, type FaqCategoryId } from '../../../domain/policies/content/faq';
import { faqMatchCount, faqTabToShow, normaliseFaqSearch, searchFaq, type FaqCategory } from '../../../domain/policies/faq-search';

/** The FAQ page: the search text as typed and the tab chosen; what shows follows from the domain's search. */
@injectable()
export class FaqViewModel {
  search = '';
  chosen: FaqCategoryId = DEFAULT_FAQ_CATEGORY;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get searching(): boolean {
    return normaliseFaqSearch(this.search) !== '';
  }

  /** The search as the 'no results' message quotes it. */
  get searchText(): string {
    return normaliseFaqSearch(this.search);
  }

  get results(): FaqCategory<FaqCategoryId>[] {
    return searchFaq(FAQ_CATEGORIES, this.search);
  }

  get matchCount(): number {
    return faqMatchCount(this.results);
  }

  get noResults(): boolean {
    return this.searching && this.matchCount === 0;
  }

  get tab(): FaqCategoryId {
    return faqTabToShow(this.results, this.chosen);
  }

  setSearch(text: string): void {
    this.search = text;
  }

  clearSearch(): void {
    this.search = '';
  }

  choose(tab: string): void {
    const category = FAQ_CATEGORIES.find((candidate) => candidate.id === tab);
    if (category) this.chosen = category.id;
  }
}
