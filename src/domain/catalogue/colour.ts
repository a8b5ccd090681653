import { isAcceptedImageUrl } from './image-url.ts';

/** One colour a product comes in: its name (shown beside the swatch), the swatch and the colour's own image. */
export interface Colour {
  readonly name: string;
  readonly swatch: string;
  readonly image: string;
}

/** Long enough for 'Grey Melange' or 'Dusty Rose Pink', short enough for a swatch's label and a SKU. */
export const MAX_COLOUR_NAME_LENGTH = 24;

// Only hex: the value lands in a style attribute, and a hex colour cannot carry anything but a colour.
const HEX_SWATCH = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A swatch as the store accepts it: a CSS hex colour, #rgb or #rrggbb. */
export function isSwatch(value: string): boolean {
  return HEX_SWATCH.test(value);
}

/**
 * The colour's part of a variant SKU: its letters and digits, uppercase ('Grey Melange' → 'GREYMELANGE').
 * Without separators, so that the hyphens of a SKU only ever separate product, size and colour.
 */
export function colourCode(name: string): string {
  return name.normalize('NFKD').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Whether `name` names `colour`, as a URL or a CSV may spell it ('navy', 'Grey-Melange'). */
export function namesColour(colour: Colour, name: string): boolean {
  const code = colourCode(name);
  return code !== '' && code === colourCode(colour.name);
}

/**
 * Why a product's colours cannot be stored, or undefined when they can. A product either has no
 * colours (it comes in one, shown by its own image) or at least two: a single named colour would be
 * a choice with nothing to choose. Two names that give one SKU code are refused, or two variants
 * would share a SKU.
 */
export function colourProblem(colours: readonly Colour[]): string | undefined {
  if (colours.length === 1) return 'A product with colours needs at least two; with one colour, leave colours out.';
  const codes = new Set<string>();
  for (const colour of colours) {
    const name = colour.name.trim();
    if (name === '') return 'Each colour needs a name.';
    if (name.length > MAX_COLOUR_NAME_LENGTH) return `The colour name '${name}' is longer than ${MAX_COLOUR_NAME_LENGTH} characters.`;
    const code = colourCode(name);
    if (code === '') return `The colour name '${name}' needs a letter or a digit.`;
    if (codes.has(code)) return `Two colours are both called '${name}'.`;
    codes.add(code);
    if (!isSwatch(colour.swatch)) return `The swatch of '${name}' must be a hex colour such as #1f2a44.`;
    if (!isAcceptedImageUrl(colour.image)) return `The image of '${name}' must be an http(s) address or a path of this site.`;
  }
  return undefined;
}
