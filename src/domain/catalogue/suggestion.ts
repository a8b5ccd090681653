/** A suggestion under the header's search box. */
export interface Suggestion {
  id: number;
  title: string;
  categoryName: string;
  brand: string;
}

/** How many suggestions the header shows at most. */
export const SUGGESTION_LIMIT = 5;
