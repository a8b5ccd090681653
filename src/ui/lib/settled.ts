/**
 * A change's outcome, or 'not-saved' when it could not even be asked (the editor's code did not
 * load: offline, or a deploy replaced it): the page then says so and its controls come back.
 */
export async function settled<O>(change: Promise<O>): Promise<O | { readonly kind: 'not-saved' }> {
  try {
    return await change;
  } catch {
    return { kind: 'not-saved' };
  }
}
