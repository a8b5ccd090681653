import { describe, expect, it } from 'vitest';
import type { Suggestion } from '../../../src/domain/catalogue/search';
import { HeaderSearchViewModel, type SuggestionSource } from '../../../src/ui/shell/header-search-view-model';

const CATALOGUE: Suggestion[] = [
  { id: 4, title: 'Fleece Pullover Hoodie', categoryName: 'Hoodies', brand: 'Urban Style' },
  { id: 18, title: 'Zip-Up Kangaroo Pocket Hoodie', categoryName: 'Hoodies', brand: 'Metro Fashion' },
  { id: 3, title: 'Slim Fit Stretch Denim Jeans', categoryName: 'Jeans', brand: 'Metro Fashion' },
];

/** Answers at once from a small list, case-insensitively, and records what it was asked. */
function fakeSource() {
  const asked: string[] = [];
  const source: SuggestionSource = async (text) => {
    asked.push(text);
    const needle = text.trim().toLowerCase();
    return CATALOGUE.filter((s) => s.title.toLowerCase().includes(needle));
  };
  return { source, asked };
}

/** A source whose answers the test releases one by one, in any order. */
function manualSource() {
  const pending = new Map<string, (answer: Suggestion[]) => void>();
  const source: SuggestionSource = (text) => new Promise((resolve) => pending.set(text, resolve));
  return { source, answer: (text: string, answer: Suggestion[]) => pending.get(text)!(answer) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function typed(text: string) {
  const vm = new HeaderSearchViewModel();
  vm.connect(fakeSource().source);
  vm.input(text);
  await settle();
  return vm;
}

describe('HeaderSearchViewModel', () => {
  it('suggests for the text typed and opens the list', async () => {
    const vm = await typed('hoodie');
    expect(vm.suggestions.map((s) => s.id)).toEqual([4, 18]);
    expect(vm.open).toBe(true);
    expect(vm.active).toBeUndefined();
    expect(vm.announcement).toBe('2 suggestions available');
  });

  it('suggests nothing for blank text, and the list stays closed', async () => {
    const vm = await typed('hoodie');
    vm.input('   ');
    await settle();
    expect(vm.suggestions).toEqual([]);
    expect(vm.open).toBe(false);
    expect(vm.announcement).toBe('');
  });

  it('says so when nothing matches, once the search has answered for that text', async () => {
    const { source, answer } = manualSource();
    const vm = new HeaderSearchViewModel();
    vm.connect(source);
    vm.input('zzz');
    expect(vm.announcement).toBe('');
    answer('zzz', []);
    await settle();
    expect(vm.open).toBe(false);
    expect(vm.announcement).toBe('No suggestions. Press Enter to search for it.');
    vm.input('zzzz');
    expect(vm.announcement).toBe('');
    vm.close();
    expect(vm.announcement).toBe('');
  });

  it('is engaged by the first focus or keystroke, and suggests for what was typed before the search code arrived', async () => {
    const vm = new HeaderSearchViewModel();
    expect(vm.engaged).toBe(false);
    vm.focus();
    expect(vm.engaged).toBe(true);
    vm.input('denim');
    await settle();
    expect(vm.open).toBe(false);
    const { source, asked } = fakeSource();
    vm.connect(source);
    await settle();
    expect(asked).toEqual(['denim']);
    expect(vm.suggestions.map((s) => s.title)).toEqual(['Slim Fit Stretch Denim Jeans']);
    expect(vm.announcement).toBe('1 suggestion available');
  });

  it('moves through the suggestions with the arrow keys, wrapping round both ways', async () => {
    const vm = await typed('hoodie');
    vm.move(1);
    expect(vm.active?.id).toBe(4);
    vm.move(1);
    expect(vm.active?.id).toBe(18);
    vm.move(1);
    expect(vm.active?.id).toBe(4);
    vm.move(-1);
    expect(vm.active?.id).toBe(18);
    vm.move(-1);
    expect(vm.active?.id).toBe(4);
  });

  it('ArrowUp from the text goes to the last suggestion', async () => {
    const vm = await typed('hoodie');
    vm.move(-1);
    expect(vm.active?.id).toBe(18);
  });

  it('Enter opens the active suggestion and closes the list', async () => {
    const vm = await typed('hoodie');
    vm.move(1);
    vm.move(1);
    expect(vm.submit()).toBe('/product/18');
    expect(vm.open).toBe(false);
  });

  it('Enter with no active suggestion searches for the text, trimmed and encoded', async () => {
    const vm = await typed('  denim & co ');
    expect(vm.submit()).toBe('/search?q=denim+%26+co');
    expect(new URLSearchParams(vm.submit()!.split('?')[1]).get('q')).toBe('denim & co');
    expect(vm.open).toBe(false);
  });

  it('Enter on blank text does nothing', async () => {
    const vm = await typed('  ');
    expect(vm.submit()).toBeUndefined();
  });

  it('choosing a suggestion (a click) opens it', async () => {
    const vm = await typed('hoodie');
    expect(vm.choose(vm.suggestions[1]!)).toBe('/product/18');
    expect(vm.open).toBe(false);
  });

  it('pointing at a suggestion makes it the active one', async () => {
    const vm = await typed('hoodie');
    vm.point(1);
    expect(vm.active?.id).toBe(18);
    vm.point(7);
    expect(vm.active?.id).toBe(18);
  });

  it('Escape (or leaving the box) closes the list; ArrowDown opens it again at the first suggestion', async () => {
    const vm = await typed('hoodie');
    vm.move(1);
    vm.close();
    expect(vm.open).toBe(false);
    expect(vm.active).toBeUndefined();
    expect(vm.submit()).toBe('/search?q=hoodie');
    vm.move(1);
    expect(vm.open).toBe(true);
    expect(vm.active?.id).toBe(4);
  });

  it('focusing the box again shows the suggestions for its text', async () => {
    const vm = await typed('hoodie');
    vm.close();
    vm.focus();
    await settle();
    expect(vm.open).toBe(true);
  });

  it('ignores an answer that arrives after newer text', async () => {
    const vm = new HeaderSearchViewModel();
    const { source, answer } = manualSource();
    vm.connect(source);
    vm.input('ho');
    vm.input('hoo');
    answer('hoo', [CATALOGUE[0]!]);
    await settle();
    answer('ho', CATALOGUE);
    await settle();
    expect(vm.suggestions.map((s) => s.id)).toEqual([4]);
  });

  it('ignores an answer that arrives after navigating away', async () => {
    const vm = new HeaderSearchViewModel();
    const { source, answer } = manualSource();
    vm.connect(source);
    vm.input('hoo');
    vm.close(); // the click on a link leaves the box
    vm.syncWithLocation('/product/4', null);
    answer('hoo', CATALOGUE);
    await settle();
    expect(vm.suggestions).toEqual([]);
    expect(vm.open).toBe(false);
  });

  it('keeps working when the source fails: no suggestions, Enter still searches', async () => {
    const vm = new HeaderSearchViewModel();
    vm.connect(() => Promise.reject(new Error('offline')));
    vm.input('hoodie');
    await settle();
    expect(vm.open).toBe(false);
    expect(vm.submit()).toBe('/search?q=hoodie');
  });

  it('shows the search text on /search and starts empty on other pages', async () => {
    const vm = await typed('hoodie');
    vm.close();
    vm.syncWithLocation('/search', ' denim ');
    expect(vm.text).toBe('denim');
    expect(vm.open).toBe(false);
    vm.syncWithLocation('/product/3', null);
    expect(vm.text).toBe('');
    vm.syncWithLocation('/search', null);
    expect(vm.text).toBe('');
    vm.input('shirt');
    expect(vm.submit()).toBe('/search?q=shirt');
    vm.syncWithLocation('/categories/shirts', 'shirt');
    expect(vm.text).toBe('');
  });

  it('keeps what the shopper is typing when a page asked for before arrives, and its suggestions', async () => {
    // A link clicked, then the box typed into while that page's code still loads.
    const vm = await typed('denim');
    vm.syncWithLocation('/', null);
    expect(vm.text).toBe('denim');
    expect(vm.suggestions.map((s) => s.id)).toEqual([3]);
    expect(vm.open).toBe(true);
    vm.move(1);
    expect(vm.submit()).toBe('/product/3');
    vm.syncWithLocation('/product/3', null);
    expect(vm.text).toBe('');
    expect(vm.open).toBe(false);
  });
});
