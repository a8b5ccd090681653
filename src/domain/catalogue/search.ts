import { CATEGORY_NAMES } from './category';
import type { Product } from './product';
import { SUGGESTION_LIMIT, type Suggestion } from './suggestion';

// The suggestion's shape and count live apart, so that a caller who only names them does not load the search code.
export { SUGGESTION_LIMIT, type Suggestion };

/**
 * Catalogue search, for the header's suggestions and the /search page.
 *
 * A product matches when every word typed starts a word of its title, its category (as stored,
 * 'tshirts', and as shown, 'T-shirts'), its brand or its audience; case, accents and punctuation
 * do not matter ('t-shirt', 'T Shirt', 'tshirt' all find the T-shirts). Matching the start of
 * words, not any substring, keeps 'men' from finding everything for women.
 */

const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 8;

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a text: each whitespace-separated piece split at punctuation, and also joined up. */
function wordsOf(text: string, into: Set<string>): Set<string> {
  for (const chunk of fold(text).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    for (const part of parts) into.add(part);
    if (parts.length > 1) into.add(parts.join(''));
  }
  return into;
}

/** ' word word word': a word starts the text at `' ' + prefix`, found by one `includes`. */
function haystack(words: Set<string>): string {
  return ` ${[...words].join(' ')}`;
}

/** The words typed, folded like the index; punctuation inside a word is dropped ('t-shirt' → 'tshirt'). */
export function searchTerms(text: string): string[] {
  const terms: string[] = [];
  for (const chunk of fold(text.slice(0, MAX_QUERY_LENGTH)).trim().split(/\s+/)) {
    const term = chunk.replace(/[^\p{L}\p{N}]+/gu, '');
    if (term && !terms.includes(term)) terms.push(term);
    if (terms.length === MAX_QUERY_WORDS) break;
  }
  return terms;
}

type SearchedFields = Pick<Product, 'title' | 'category' | 'brand' | 'audience'>;

interface Indexed {
  /** The fields the entry was built from: a product changed in place is indexed again. */
  from: SearchedFields;
  title: string;
  all: string;
}

// Products are values; their search text is worked out once per product object, not per keystroke.
const index = new WeakMap<Product, Indexed>();

function isCurrent({ from }: Indexed, product: Product): boolean {
  // Field by field, without building a string: this runs for every product at every keystroke.
  return from.title === product.title && from.category === product.category && from.brand === product.brand && from.audience === product.audience;
}

function indexed(product: Product): Indexed {
  const cached = index.get(product);
  if (cached && isCurrent(cached, product)) return cached;
  const { title, category, brand, audience } = product;
  const titleWords = wordsOf(title, new Set());
  const allWords = wordsOf(`${category} ${CATEGORY_NAMES[category] ?? ''} ${brand} ${audience}`, new Set(titleWords));
  const entry = { from: { title, category, brand, audience }, title: haystack(titleWords), all: haystack(allWords) };
  index.set(product, entry);
  return entry;
}

function containsAll(text: string, needles: readonly string[]): boolean {
  for (const needle of needles) if (!text.includes(needle)) return false;
  return true;
}

/** The products matching every word of `text`, in catalogue order; none for empty text. */
export function searchProducts(products: readonly Product[], text: string): Product[] {
  const needles = searchTerms(text).map((t) => ` ${t}`);
  if (needles.length === 0) return [];
  const found: Product[] = [];
  for (const product of products) {
    if (containsAll(indexed(product).all, needles)) found.push(product);
  }
  return found;
}

/** 0: the title starts with what was typed; 1: the title has every word; 2: matched by category/brand. */
type Rank = 0 | 1 | 2;

interface Candidate {
  rank: Rank;
  product: Product;
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.rank !== b.rank) return a.rank < b.rank;
  const p = a.product;
  const q = b.product;
  if (p.ratingCount !== q.ratingCount) return p.ratingCount > q.ratingCount;
  return p.id < q.id;
}

/**
 * Up to `limit` suggestions for the text typed so far: products whose title matches first (those
 * whose title starts with it before the others), then those found by category or brand; the most
 * rated first within each group. One pass over the catalogue, keeping only the best `limit`.
 */
export function suggest(products: readonly Product[], text: string, limit = SUGGESTION_LIMIT): Suggestion[] {
  const terms = searchTerms(text);
  const needles = terms.map((t) => ` ${t}`);
  if (needles.length === 0 || limit <= 0) return [];
  const first = needles[0]!;
  const top: Candidate[] = [];
  for (const product of products) {
    const entry = indexed(product);
    if (!containsAll(entry.all, needles)) continue;
    const rank: Rank = containsAll(entry.title, needles) ? (entry.title.startsWith(first) ? 0 : 1) : 2;
    const candidate = { rank, product };
    if (top.length === limit && !better(candidate, top[limit - 1]!)) continue;
    let at = top.length;
    while (at > 0 && better(candidate, top[at - 1]!)) at -= 1;
    top.splice(at, 0, candidate);
    if (top.length > limit) top.pop();
  }
  return top.map(({ product: p }) => ({
    id: p.id,
    title: p.title,
    categoryName: CATEGORY_NAMES[p.category] ?? p.category,
    brand: p.brand,
  }));
}
