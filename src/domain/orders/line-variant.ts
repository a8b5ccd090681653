/** What a line (of a cart, an order, a return) holds of its variant. */
interface LineVariant {
  readonly productId: number;
  readonly size: string;
  readonly colour?: string | undefined;
}

/** How a line names its variant beside its quantity: 'Size L', or 'Size L · Colour Black'. */
export function lineVariantText(line: Pick<LineVariant, 'size' | 'colour'>): string {
  return line.colour === undefined ? `Size ${line.size}` : `Size ${line.size} · Colour ${line.colour}`;
}

/** A key unique among the lines of one cart, order or return: two colours of a size are two lines. */
export function lineKey(line: LineVariant): string {
  return line.colour === undefined ? `${line.productId}/${line.size}` : `${line.productId}/${line.size}/${line.colour}`;
}
