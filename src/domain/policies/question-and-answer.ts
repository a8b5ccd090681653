/** One question of a help page and its answer, as plain text. */
export interface QuestionAndAnswer {
  readonly question: string;
  readonly answer: string;
}
