/**
 * Order arithmetic is done in whole paise (integers), never in fractional rupees: sums of lines,
 * fees and tax splits then add up exactly. Catalogue prices are rupees; they enter here through
 * `toPaise` and leave through `toRupees` for formatRupees.
 */
export type Paise = number;

export function toPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

export function toRupees(paise: Paise): number {
  return paise / 100;
}
