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
