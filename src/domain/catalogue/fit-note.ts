// A product's fit note: one line under its sizes on how it sits and what the model wears
// ('Regular fit. The model is 180 cm and wears M'), beside the category's size guide, which says
// what each size measures. The admin writes it per product; a product may have none.

export const MAX_FIT_NOTE_LENGTH = 160;

export const FIT_NOTE_TOO_LONG = `Fit note must be at most ${MAX_FIT_NOTE_LENGTH} characters`;

/** The note as it is kept: spaces and line breaks run into one space, trimmed; undefined when nothing is left. */
export function fitNoteOf(text: string | undefined): string | undefined {
  const note = text?.replace(/\s+/g, ' ').trim();
  return note ? note : undefined;
}

/** Whether a note can be kept as it is: nothing, or at most MAX_FIT_NOTE_LENGTH characters once its spaces are tidied. */
export function isFitNoteAccepted(text: string | undefined): boolean {
  return (fitNoteOf(text)?.length ?? 0) <= MAX_FIT_NOTE_LENGTH;
}
