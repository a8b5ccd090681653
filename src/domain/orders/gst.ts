import type { Category } from '../catalogue/category';
import type { IndianState } from './indian-states';
import type { Paise } from './paise';

/**
 * The GST on what the shop sells, as in force from 22 September 2025 (the rate rationalisation
 * notified by CBIC, notification 9/2025-Central Tax (Rate)): ready-made garments and clothing
 * accessories (HSN chapters 61 and 62) are taxed at 5% when one piece sells for up to ₹2,500, and
 * at 18% above. Before that date the bands were 5% up to ₹1,000 and 12% above; orders are taxed at
 * the rates of the day they are placed, so an older order keeps its invoice.
 */
export const GST_RATES = [
  { from: '2017-07-01', lowRatePercent: 5, highRatePercent: 12, bandLimitRupees: 1000 },
  { from: '2025-09-22', lowRatePercent: 5, highRatePercent: 18, bandLimitRupees: 2500 },
] as const;

/** The HSN heading of each category, as the invoice prints it. */
export const HSN_CODES: Readonly<Record<Category, string>> = {
  tshirts: '6109', // T-shirts, knitted
  dresses: '6204', // women's dresses
  jeans: '6203', // trousers of denim
  hoodies: '6110', // sweatshirts, knitted
  kids: '6111', // children's garments, knitted
  shirts: '6205', // men's shirts
  outerwear: '6201', // jackets and coats
  activewear: '6112', // track suits and sportswear
  accessories: '6217', // made-up clothing accessories
};

/** The GST rate (percent) of one piece sold at `unitPrice` (paise, tax included) on the day `date` ('YYYY-MM-DD'). */
export function gstRatePercent(unitPrice: Paise, date: string): number {
  const table = [...GST_RATES].reverse().find((rates) => rates.from <= date) ?? GST_RATES[0];
  return unitPrice <= table.bandLimitRupees * 100 ? table.lowRatePercent : table.highRatePercent;
}

export interface TaxSplit {
  /** The value the tax is charged on. */
  readonly taxable: Paise;
  /** Central and state tax, for a delivery within the shop's own state; 0 otherwise. */
  readonly cgst: Paise;
  readonly sgst: Paise;
  /** Integrated tax, for a delivery to another state; 0 otherwise. */
  readonly igst: Paise;
}

/**
 * The tax inside a tax-inclusive amount, to the paisa: taxable + tax is exactly `amount`. Within the
 * shop's state the tax is split in two halves (CGST and SGST; an odd paisa goes to CGST), otherwise it
 * is all IGST.
 */
export function splitInclusiveTax(amount: Paise, ratePercent: number, placeOfSupply: IndianState, shopState: IndianState): TaxSplit {
  const taxable = Math.round((amount * 100) / (100 + ratePercent));
  const tax = amount - taxable;
  if (placeOfSupply !== shopState) return { taxable, cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { taxable, cgst: tax - sgst, sgst, igst: 0 };
}
