/** About what search engines show of a page's description. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A page's meta description from longer text: spaces and line breaks collapsed, and when it is
 * longer than `max` characters, cut at the last word that fits, with an ellipsis.
 */
export function pageDescription(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  // One character left for the ellipsis; a word cut in two is dropped, unless it is the only one.
  const room = flat.slice(0, max - 1);
  const cut = flat[max - 1] === ' ' ? room : room.slice(0, Math.max(room.lastIndexOf(' '), 0)) || room;
  // Nor half of a character outside the Basic Multilingual Plane, nor a dangling comma.
  return `${cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,;:.-]+$/, '')}…`;
}
