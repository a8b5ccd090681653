import type { Category } from '../catalogue/category';
import { taxInvoice } from '../orders/invoice';
import type { Order } from '../orders/order';
import type { Paise } from '../orders/paise';
import { placedInRange, type ReportRange } from './report-range';

/**
 * The Reports section's summary of a range: what the shop sold and the tax it collected. Revenue
 * is what the orders not cancelled cost, delivery included (their invoices' totals, to the paisa);
 * the tax is read off each order's tax invoice (src/domain/orders/invoice.ts), whose lines add up
 * to the order's total, so the tax table's taxable value and tax add up to the revenue exactly.
 * Every amount in paise (integers): the sums are exact.
 */
export interface ProductSales {
  readonly productId: number;
  /** Its title on the newest order in the range (a product may be renamed since). */
  readonly title: string;
  readonly category: Category;
  readonly units: number;
  /** What its lines were paid, after their share of any discount. */
  readonly revenue: Paise;
}

export interface CategorySales {
  readonly category: Category;
  readonly units: number;
  readonly revenue: Paise;
}

/** The tax collected at one GST rate: CGST + SGST on deliveries within the shop's state, IGST outside it. */
export interface RateTax {
  readonly ratePercent: number;
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

export interface SalesSummary {
  readonly range: ReportRange;
  /** Orders placed in the range, cancelled ones included. */
  readonly orders: number;
  readonly cancellations: number;
  /** What the orders not cancelled cost, delivery included. */
  readonly revenue: Paise;
  /** Revenue over the orders not cancelled, to the nearest paisa (0 when there are none). */
  readonly averageOrderValue: Paise;
  /** The delivery charges within the revenue. */
  readonly delivery: Paise;
  /** At most TOP_PRODUCTS_SHOWN: the most units first, then the most revenue, then the lower id. */
  readonly topProducts: readonly ProductSales[];
  /** Every category sold, the most revenue first. */
  readonly byCategory: readonly CategorySales[];
  /** Each GST rate charged, the lowest first. */
  readonly taxByRate: readonly RateTax[];
  readonly taxTotals: Omit<RateTax, 'ratePercent'>;
}

export const TOP_PRODUCTS_SHOWN = 10;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function salesSummary(orders: readonly Order[], range: ReportRange): SalesSummary {
  const inRange = placedInRange(range);
  let count = 0;
  let cancellations = 0;
  let revenue = 0;
  let delivery = 0;
  const products = new Map<number, Mutable<ProductSales> & { placedAt: number }>();
  const categories = new Map<Category, Mutable<CategorySales>>();
  const rates = new Map<number, Mutable<RateTax>>();

  for (const order of orders) {
    if (!inRange(order.placedAt)) continue;
    count += 1;
    const outcome = taxInvoice(order);
    if (outcome.kind === 'cancelled') {
      cancellations += 1;
      continue;
    }
    revenue += order.totals.total;
    outcome.invoice.lines.forEach((line, index) => {
      const rate = rates.get(line.ratePercent) ?? { ratePercent: line.ratePercent, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
      rate.taxable += line.taxable;
      rate.cgst += line.cgst;
      rate.sgst += line.sgst;
      rate.igst += line.igst;
      rates.set(line.ratePercent, rate);
      const bought = line.kind === 'goods' ? order.lines[index] : undefined;
      if (!bought) {
        delivery += line.amount;
        return;
      }
      const product = products.get(bought.productId);
      if (product) {
        product.units += bought.quantity;
        product.revenue += line.amount;
        if (order.placedAt > product.placedAt) Object.assign(product, { title: bought.title, category: bought.category, placedAt: order.placedAt });
      } else {
        products.set(bought.productId, { productId: bought.productId, title: bought.title, category: bought.category, units: bought.quantity, revenue: line.amount, placedAt: order.placedAt });
      }
      const category = categories.get(bought.category) ?? { category: bought.category, units: 0, revenue: 0 };
      category.units += bought.quantity;
      category.revenue += line.amount;
      categories.set(bought.category, category);
    });
  }

  const taxByRate = [...rates.values()].sort((a, b) => a.ratePercent - b.ratePercent);
  const sold = count - cancellations;
  return {
    range,
    orders: count,
    cancellations,
    revenue,
    averageOrderValue: sold === 0 ? 0 : Math.round(revenue / sold),
    delivery,
    topProducts: [...products.values()]
      .sort((a, b) => b.units - a.units || b.revenue - a.revenue || a.productId - b.productId)
      .slice(0, TOP_PRODUCTS_SHOWN)
      .map(({ productId, title, category, units, revenue: paid }) => ({ productId, title, category, units, revenue: paid })),
    byCategory: [...categories.values()].sort((a, b) => b.revenue - a.revenue || a.category.localeCompare(b.category)),
    taxByRate,
    taxTotals: {
      taxable: taxByRate.reduce((sum, rate) => sum + rate.taxable, 0),
      cgst: taxByRate.reduce((sum, rate) => sum + rate.cgst, 0),
      sgst: taxByRate.reduce((sum, rate) => sum + rate.sgst, 0),
      igst: taxByRate.reduce((sum, rate) => sum + rate.igst, 0),
    },
  };
}
