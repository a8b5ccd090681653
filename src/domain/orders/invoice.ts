import { deliveryOption } from '../policies/shop-policies';
import { GST_RATES, gstRatePercent, HSN_CODES, splitInclusiveTax } from './gst';
import { indiaDate } from './india-time';
import type { IndianState } from './indian-states';
import type { Order } from './order';
import type { Paise } from './paise';
import { SHOP_IDENTITY } from './shop-identity';

/**
 * The GST tax invoice of an order (CGST rule 46), computed from the order alone: the shop that
 * sells, the buyer and where the goods go (the place of supply), and per line its HSN heading,
 * quantity, value and tax. Prices are tax-inclusive: each line's taxable value and tax add up to
 * exactly what was paid for it, so the invoice's total is the order's to the paisa.
 */

export { GST_STATE_CODES } from './gst-state-codes';


/** Who sells: what the invoice's head prints (the order's seller, kept when it was placed; SHOP_IDENTITY for an order placed before). */
export interface InvoiceSeller {
  readonly legalName: string;
  readonly addressLines: readonly string[];
  readonly state: IndianState;
  readonly gstin: string;
}

export interface InvoiceLine {
  /** A product as bought, or the delivery charge (its own line, taxed as the principal supply). */
  readonly kind: 'goods' | 'delivery';
  readonly description: string;
  /** The variant's SKU, on a goods line of an order that kept it. */
  readonly sku?: string;
  readonly hsn: string;
  readonly quantity: number;
  /** What one cost, tax included (the delivery: its fee). */
  readonly unitPrice: Paise;
  /** unitPrice × quantity. */
  readonly gross: Paise;
  /** The line's share of the order's discount (the delivery has none: a discount never pays for delivery). */
  readonly discount: Paise;
  /** What was paid for the line, tax included: gross − discount, and exactly taxable + cgst + sgst + igst. */
  readonly amount: Paise;
  readonly taxable: Paise;
  readonly ratePercent: number;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

export type InvoiceTotals = Pick<InvoiceLine, 'gross' | 'discount' | 'amount' | 'taxable' | 'cgst' | 'sgst' | 'igst'>;

/** The rate table an invoice was taxed by: the entry of GST_RATES in force on its date. */
export type GstRateTable = (typeof GST_RATES)[number];

/**
 * What an order's tax invoice says, but its number and date: computed for any order not cancelled,
 * shipped or not (the reports count an order's tax from its placing), as its invoice will say it.
 */
export interface InvoiceTaxes {
  readonly orderNumber: string;
  readonly seller: InvoiceSeller;
  readonly buyer: { readonly name: string; readonly addressLines: readonly string[]; readonly mobile: string; readonly email: string };
  /** The delivery state: where the supply ends. */
  readonly placeOfSupply: IndianState;
  /** Delivered outside the seller's state: IGST, otherwise CGST + SGST. */
  readonly interState: boolean;
  readonly lines: readonly InvoiceLine[];
  readonly totals: InvoiceTotals;
  readonly rates: GstRateTable;
}

export interface TaxInvoice extends InvoiceTaxes {
  /** 'FZ/26-27/000123': consecutive within its financial year, at most 16 characters. */
  readonly number: string;
  /** The day it was issued, India time ('YYYY-MM-DD'): the day the order shipped. */
  readonly date: string;
}

export type InvoiceOutcome =
  | { readonly kind: 'invoice'; readonly invoice: TaxInvoice }
  /** Not shipped yet: no tax invoice until dispatch; `invoice` is what it will say, without number or date. */
  | { readonly kind: 'not-issued'; readonly invoice: InvoiceTaxes }
  | { readonly kind: 'cancelled' };

/**
 * The tax invoice of `order`: issued once it shipped (order.invoice); 'not-issued' before, with its
 * taxes as the invoice will show them; 'cancelled': a cancelled order supplied nothing and has none.
 *
 * Each goods line is taxed at the rate of its unit price on the order's day (India time: the price
 * was agreed then); the order's discount, if any, is shared among the goods lines in proportion to
 * their value. The delivery charge is part of a composite supply whose principal supply is the
 * goods: it is taxed at the highest rate among them, under that line's HSN heading.
 */
export function taxInvoice(order: Order, seller: InvoiceSeller = order.seller ?? SHOP_IDENTITY): InvoiceOutcome {
  if (order.status === 'Cancelled') return { kind: 'cancelled' };
  const taxes = invoiceTaxes(order, seller);
  if (!order.invoice) return { kind: 'not-issued', invoice: taxes };
  return { kind: 'invoice', invoice: { ...taxes, number: order.invoice.number, date: order.invoice.date } };
}

function invoiceTaxes(order: Order, seller: InvoiceSeller): InvoiceTaxes {
  const date = indiaDate(order.placedAt);
  const placeOfSupply = order.address.state;
  const tax = (amount: Paise, ratePercent: number) => splitInclusiveTax(amount, ratePercent, placeOfSupply, seller.state);

  const grosses = order.lines.map((line) => line.unitPrice * line.quantity);
  const discounts = shareOut(Math.min(order.totals.discount, sum(grosses)), grosses);
  const lines: InvoiceLine[] = order.lines.map((line, index) => {
    const ratePercent = gstRatePercent(line.unitPrice, date);
    const amount = grosses[index]! - discounts[index]!;
    return {
      kind: 'goods',
      description: `${line.title} (Size ${line.size}${line.colour === undefined ? '' : `, ${line.colour}`})`,
      ...(line.sku !== undefined && { sku: line.sku }),
      hsn: HSN_CODES[line.category],
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      gross: grosses[index]!,
      discount: discounts[index]!,
      amount,
      ratePercent,
      ...tax(amount, ratePercent),
    };
  });

  if (order.totals.delivery > 0) {
    const principal = lines.reduce((best, line) => (line.ratePercent > best.ratePercent || (line.ratePercent === best.ratePercent && line.amount > best.amount) ? line : best));
    const fee = order.totals.delivery;
    lines.push({
      kind: 'delivery',
      description: `Delivery charges (${deliveryOption(order.delivery.option).name})`,
      hsn: principal.hsn,
      quantity: 1,
      unitPrice: fee,
      gross: fee,
      discount: 0,
      amount: fee,
      ratePercent: principal.ratePercent,
      ...tax(fee, principal.ratePercent),
    });
  }

  const { fullName, line1, line2, landmark, city, state, pinCode, mobile, email } = order.address;
  return {
    orderNumber: order.number,
    seller: { legalName: seller.legalName, addressLines: seller.addressLines, state: seller.state, gstin: seller.gstin },
    buyer: { name: fullName, addressLines: [line1, line2, ...(landmark ? [landmark] : []), `${city}, ${state} ${pinCode}`], mobile, email },
    placeOfSupply,
    interState: placeOfSupply !== seller.state,
    lines,
    totals: {
      gross: sum(lines.map((line) => line.gross)),
      discount: sum(lines.map((line) => line.discount)),
      amount: sum(lines.map((line) => line.amount)),
      taxable: sum(lines.map((line) => line.taxable)),
      cgst: sum(lines.map((line) => line.cgst)),
      sgst: sum(lines.map((line) => line.sgst)),
      igst: sum(lines.map((line) => line.igst)),
    },
    rates: rateTableOn(date),
  };
}

/** The entry of the dated rate table in force on `date` ('YYYY-MM-DD'). */
export function rateTableOn(date: string): GstRateTable {
  return [...GST_RATES].reverse().find((rates) => rates.from <= date) ?? GST_RATES[0];
}

/**
 * `total` (whole paise, 0 ≤ total ≤ Σ weights) shared in proportion to `weights`: each share is
 * its exact part rounded down, and the paise left over go one each to the largest remainders
 * (the earlier line on a tie). The shares add up to `total`, and none exceeds its weight.
 */
export function shareOut(total: Paise, weights: readonly Paise[]): Paise[] {
  const whole = sum(weights);
  if (total <= 0 || whole <= 0) return weights.map(() => 0);
  // In BigInt: total × weight can pass 2^53 for a large order.
  const [t, w] = [BigInt(total), BigInt(whole)];
  const parts = weights.map((weight) => ({ share: (t * BigInt(weight)) / w, remainder: (t * BigInt(weight)) % w }));
  const shares = parts.map((part) => Number(part.share));
  const byRemainder = parts.map((part, index) => ({ index, remainder: part.remainder })).sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index));
  let left = total - sum(shares);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** 0–999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest].filter(Boolean).join(' ');
}

/** A whole number in words in the Indian system (thousand, lakh, crore). */
function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 1_00_00_000);
  const lakhs = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousands = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${indianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    belowThousand(rest),
  ]
    .filter(Boolean)
    .join(' ');
}

/** An amount as an invoice writes it out: 'Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only'. */
export function rupeesInWords(amount: Paise): string {
  const paise = Math.abs(Math.round(amount));
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
