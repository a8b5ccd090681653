import { describe, expect, it } from 'vitest';
import { DEFAULT_FAQ_CATEGORY, FAQ_CATEGORIES } from '../../src/domain/policies/content/faq';
import { faqMatchCount, faqTabToShow, matchesFaqSearch, searchFaq, type FaqCategory } from '../../src/domain/policies/faq-search';

const categories: FaqCategory<'a' | 'b'>[] = [
  { id: 'a', label: 'A', questions: [{ question: 'How do I track my order?', answer: 'Open My Orders.' }, { question: 'Delivery time?', answer: 'Three to five days.' }] },
  { id: 'b', label: 'B', questions: [{ question: 'Return window?', answer: 'Thirty days from delivery.' }] },
];

describe('FAQ search', () => {
  it('matches the question or the answer, whatever the letter case', () => {
    expect(matchesFaqSearch(categories[0]!.questions[0]!, 'TRACK')).toBe(true);
    expect(matchesFaqSearch(categories[0]!.questions[0]!, 'my orders')).toBe(true);
    expect(matchesFaqSearch(categories[0]!.questions[0]!, 'refund')).toBe(false);
  });

  it('keeps every question for an empty or blank search', () => {
    expect(searchFaq(categories, '')).toEqual(categories);
    expect(searchFaq(categories, '   \t')).toEqual(categories);
  });

  it('ignores the spaces around the search, not those inside it', () => {
    expect(faqMatchCount(searchFaq(categories, '  delivery '))).toBe(2);
    expect(faqMatchCount(searchFaq(categories, 'thirty  days'))).toBe(0);
  });

  it('filters each category, keeping the categories and their order', () => {
    const results = searchFaq(categories, 'delivery');
    expect(results.map((category) => category.id)).toEqual(['a', 'b']);
    expect(results[0]!.questions.map((item) => item.question)).toEqual(['Delivery time?']);
    expect(results[1]!.questions).toHaveLength(1);
    expect(faqMatchCount(searchFaq(categories, 'no such words'))).toBe(0);
  });

  it('shows the chosen tab unless the search emptied it while another has answers', () => {
    expect(faqTabToShow(searchFaq(categories, ''), 'b')).toBe('b');
    expect(faqTabToShow(searchFaq(categories, 'thirty'), 'a')).toBe('b');
    expect(faqTabToShow(searchFaq(categories, 'track'), 'b')).toBe('a');
    expect(faqTabToShow(searchFaq(categories, 'zzz'), 'b')).toBe('b');
  });
});

describe('the FAQ page content', () => {
  it('has the spec’s four tabs, orders first (the default)', () => {
    expect(FAQ_CATEGORIES.map((category) => category.id)).toEqual(['orders', 'returns', 'account', 'products']);
    expect(DEFAULT_FAQ_CATEGORY).toBe('orders');
  });

  it('has questions in every tab, none twice', () => {
    const questions = FAQ_CATEGORIES.flatMap((category) => category.questions.map((item) => item.question));
    expect(FAQ_CATEGORIES.every((category) => category.questions.length >= 3)).toBe(true);
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('finds the return window in the returns tab by the answer text', () => {
    const results = searchFaq(FAQ_CATEGORIES, '30 DAYS');
    expect(results.find((category) => category.id === 'returns')!.questions.length).toBeGreaterThan(0);
  });
});
