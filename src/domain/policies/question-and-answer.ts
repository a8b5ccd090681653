/** A page of the shop that an answer sends the shopper on to; the pages link it in their own words. */
export type FurtherHelp = 'size-guide';

/** One question of a help page and its answer, as plain text. */
export interface QuestionAndAnswer {
  readonly question: string;
  readonly answer: string;
  readonly seeAlso?: FurtherHelp;
}
