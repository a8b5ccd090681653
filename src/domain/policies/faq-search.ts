import type { QuestionAndAnswer } from './question-and-answer';

/** A tab of the FAQ page and its questions. */
export interface FaqCategory<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  readonly questions: readonly QuestionAndAnswer[];
}

/** The search as it is matched: without the spaces around it. Empty means 'show everything'. */
export function normaliseFaqSearch(search: string): string {
  return search.trim();
}

/** Does the question or its answer contain the search text, whatever the letter case? */
export function matchesFaqSearch(item: QuestionAndAnswer, search: string): boolean {
  const needle = normaliseFaqSearch(search).toLowerCase();
  if (needle === '') return true;
  return item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle);
}

/**
 * Every category with only its questions that match (in their order); an empty or blank search
 * keeps them all. Categories are kept even when nothing in them matches, so the tabs stay put.
 */
export function searchFaq<Id extends string>(categories: readonly FaqCategory<Id>[], search: string): FaqCategory<Id>[] {
  return categories.map((category) => ({
    ...category,
    questions: category.questions.filter((item) => matchesFaqSearch(item, search)),
  }));
}

/** How many questions the search left, over all categories. */
export function faqMatchCount(results: readonly FaqCategory[]): number {
  return results.reduce((count, category) => count + category.questions.length, 0);
}

/**
 * The tab to show: the one chosen, unless the search left it empty while another tab has answers —
 * then the first tab with answers, so a match in another tab is never hidden behind an empty one.
 * With no match anywhere, the chosen tab (the page says there are no results).
 */
export function faqTabToShow<Id extends string>(results: readonly FaqCategory<Id>[], chosen: Id): Id {
  const current = results.find((category) => category.id === chosen);
  if (current && current.questions.length > 0) return chosen;
  return results.find((category) => category.questions.length > 0)?.id ?? chosen;
}
