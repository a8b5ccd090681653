import { injectable } from 'inversify';
// Types only: this view model is part of the storefront's first load, the search code is not.
import type { Suggestion } from '../../domain/catalogue/search';
import { SEARCH_PATH, productPath, searchPath } from '../app/paths';
import { Loadable } from '../lib/loadable';
import { makeViewModel } from '../lib/view-model';

/** Where suggestions come from once the search code has loaded (the catalogue use case). */
export type SuggestionSource = (text: string) => Promise<readonly Suggestion[]>;

/** The suggestions found for a text. */
interface Answer {
  readonly text: string;
  readonly suggestions: readonly Suggestion[];
}

const NONE: readonly Suggestion[] = [];

/**
 * The header's search box, an ARIA combobox: typing shows up to five suggestions, the arrow keys
 * move through them, Enter opens the active one (or the search page for the text), Escape closes.
 * It holds no search logic: suggestions come from a source connected on first use (`connect`),
 * so the search code loads when the shopper reaches for the box, not with the page.
 */
@injectable()
export class HeaderSearchViewModel {
  text = '';
  /** The suggestion the arrow keys point at, or -1 for the text itself. */
  activeIndex = -1;
  /** The shopper wants the list (typing); Escape, leaving the box or choosing closes it. */
  expanded = false;
  /** Set at the first focus or keystroke: the search code loads then. */
  engaged = false;
  private source: SuggestionSource | undefined;
  private readonly answer = new Loadable<Answer>();

  constructor() {
    // Products are immutable values: held by reference, not copied into deep observables.
    makeViewModel<this, 'source'>(this, arguments, { source: false }, { deep: false });
  }

  get suggestions(): readonly Suggestion[] {
    return this.answer.value?.suggestions ?? NONE;
  }

  get open(): boolean {
    return this.expanded && this.suggestions.length > 0;
  }

  get active(): Suggestion | undefined {
    return this.open ? this.suggestions[this.activeIndex] : undefined;
  }

  /** For the live region: a screen reader hears how many suggestions the list offers. */
  get announcement(): string {
    if (this.open) {
      const count = this.suggestions.length;
      return `${count} suggestion${count === 1 ? '' : 's'} available`;
    }
    // Said only once the search has answered for this very text, not while it is still looking.
    const answeredNothing = this.expanded && this.text.trim() !== '' && this.answer.value?.text === this.text;
    return answeredNothing ? 'No suggestions. Press Enter to search for it.' : '';
  }

  engage(): void {
    this.engaged = true;
  }

  /** The search code has arrived: suggest for what was typed meanwhile. */
  connect(source: SuggestionSource): void {
    this.source = source;
    if (this.expanded) void this.refresh();
  }

  focus(): void {
    this.engage();
    if (this.text.trim()) {
      this.expanded = true;
      void this.refresh();
    }
  }

  input(text: string): void {
    this.engage();
    this.text = text;
    this.expanded = true;
    this.activeIndex = -1;
    void this.refresh();
  }

  /** ArrowDown (+1) and ArrowUp (−1): through the suggestions, wrapping round. */
  move(step: 1 | -1): void {
    const count = this.suggestions.length;
    if (count === 0) return;
    if (!this.open) {
      this.expanded = true;
      this.activeIndex = step === 1 ? 0 : count - 1;
      return;
    }
    if (step === 1) this.activeIndex = (this.activeIndex + 1) % count;
    else this.activeIndex = this.activeIndex <= 0 ? count - 1 : this.activeIndex - 1;
  }

  point(index: number): void {
    if (index >= 0 && index < this.suggestions.length) this.activeIndex = index;
  }

  close(): void {
    this.expanded = false;
    this.activeIndex = -1;
  }

  /** Enter: the active suggestion's page, else the search page for the text; nothing for blank text. */
  submit(): string | undefined {
    const active = this.active;
    if (active) return this.choose(active);
    if (!this.text.trim()) return undefined;
    this.close();
    return searchPath(this.text);
  }

  /** A suggestion was picked: the product's page. */
  choose(suggestion: Suggestion): string {
    this.close();
    return productPath(suggestion.id);
  }

  /**
   * The box shows the search on /search, and starts empty on other pages. Not while the shopper is
   * typing: a page asked for before the first keystroke can arrive after it (its code still loading),
   * and would wipe the text just before Enter. Leaving the box (blur, Escape, Enter) ends the typing.
   */
  syncWithLocation(pathname: string, q: string | null): void {
    if (this.expanded) return;
    this.text = pathname === SEARCH_PATH ? (q ?? '').trim() : '';
    this.answer.clear();
    this.close();
  }

  private refresh(): Promise<void> {
    const text = this.text;
    const source = this.source;
    if (!text.trim() || !source) {
      this.answer.clear();
      return Promise.resolve();
    }
    return this.answer.load(
      // No suggestions when the search fails; Enter still searches.
      async () => ({ text, suggestions: await source(text).catch((): readonly Suggestion[] => []) }),
      {
        apply: ({ suggestions }) => {
          if (this.activeIndex >= suggestions.length) this.activeIndex = -1;
        },
      },
    );
  }
}
