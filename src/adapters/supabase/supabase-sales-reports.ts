import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { OrderLinesCursor, OrderLinesPage, SalesReportQueries } from '../../application/ports/sales-report-queries';
import { CATEGORIES } from '../../domain/catalogue/category';
import { CHECKOUT_DELIVERY_OPTIONS } from '../../domain/orders/delivery-estimate';
import { ORDER_STATUSES } from '../../domain/orders/order-status';
import type { ExportedLine } from '../../domain/reports/order-lines-export';
import type { ReportRange } from '../../domain/reports/report-range';
import type { SalesSummary } from '../../domain/reports/sales-summary';
import { failed } from './supabase-errors';

const REFUSALS = { '42501': 'only the admin reads them' };

const paise = z.number().int().nonnegative();
const count = z.number().int().nonnegative();
const category = z.enum(CATEGORIES);
const rateTax = { taxable: paise, cgst: paise, sgst: paise, igst: paise };

// Never a wrong figure: an answer not of this shape is an error, not zeros.
const summaryAnswer = z.object({
  orders: count,
  cancellations: count,
  revenue: paise,
  averageOrderValue: paise,
  delivery: paise,
  topProducts: z.array(z.object({ productId: z.number().int().positive(), title: z.string(), category, units: count, revenue: paise })).max(10),
  byCategory: z.array(z.object({ category, units: count, revenue: paise })),
  taxByRate: z.array(z.object({ ratePercent: z.number().int().nonnegative(), ...rateTax })),
  taxTotals: z.object(rateTax),
});

const orderColumns = [
  z.string(),
  z.number().int(),
  z.enum(ORDER_STATUSES),
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.enum(['cod', 'upi']),
  z.enum(['cod-due', 'pending', 'paid', 'refund-due', 'refunded', 'void']),
] as const;
const taxColumns = [paise, paise, z.number().int().nonnegative(), paise, paise, paise, paise] as const;
const noTax = Array.from({ length: 7 }, () => z.null()) as unknown as readonly [z.ZodNull, z.ZodNull, z.ZodNull, z.ZodNull, z.ZodNull, z.ZodNull, z.ZodNull];
const goodsRow = [...orderColumns, z.literal('goods'), z.string(), category, z.string(), z.number().int().positive(), paise] as const;
const deliveryRow = [...orderColumns, z.literal('delivery'), z.enum(CHECKOUT_DELIVERY_OPTIONS), z.null(), z.null(), z.literal(1), paise, ...taxColumns] as const;
// The variant: colour and SKU, each null when the line has none (a delivery charge's row: both).
const variantColumns = [z.string().nullable(), z.string().nullable()] as const;
const row = z.union([
  z.tuple([...goodsRow, ...taxColumns, ...variantColumns]),
  z.tuple([...goodsRow, ...noTax, ...variantColumns]),
  z.tuple([...deliveryRow, z.null(), z.null()]),
]);

const cursor = z.object({ placedAt: z.string(), order: z.number().int().positive(), row: z.number().int().nonnegative() });
const pageAnswer = z.object({ lines: z.array(row), next: cursor.nullable() });

function exportedLine(cells: z.infer<typeof row>): ExportedLine {
  const [number, placedAt, status, customer, phone, pinCode, state, paymentMethod, paymentState] = cells;
  const order = { number, placedAt, status, customer, phone, pinCode, state, paymentMethod, paymentState };
  const [discount, amount, ratePercent, taxable, cgst, sgst, igst] = cells.slice(15, 22) as (number | null)[];
  const [colour, sku] = cells.slice(22) as (string | null)[];
  const tax = discount === null || discount === undefined ? undefined : { discount, amount: amount!, ratePercent: ratePercent!, taxable: taxable!, cgst: cgst!, sgst: sgst!, igst: igst! };
  const item: ExportedLine['item'] =
    cells[9] === 'goods'
      ? { kind: 'goods', title: cells[10], category: cells[11], size: cells[12], ...(colour ? { colour } : {}), ...(sku ? { sku } : {}), quantity: cells[13], unitPrice: cells[14] }
      : { kind: 'delivery', option: cells[10], fee: cells[14] };
  return tax ? { order, item, tax } : { order, item };
}

/**
 * The reports in the project's database: `sales_summary(range_from, range_to)` sums a range in SQL
 * and `sales_report_lines(range_from, range_to, after, max_lines)` answers its export a page at a
 * time (supabase/migrations/20261202100800_sales_reports.sql), by the tax invoice's arithmetic
 * (kept per line when an order is written, 20261202101100_sales_summary_from_stored_figures.sql), for
 * an admin only (at aal2 when the admin has a second factor): kilobytes whatever the number of orders.
 */
export class SupabaseSalesReports implements SalesReportQueries {
  constructor(private readonly client: SupabaseClient) {}

  async summary(range: ReportRange): Promise<SalesSummary> {
    const { data, error } = await this.client.rpc('sales_summary', { range_from: range.from, range_to: range.to });
    if (error) throw failed("The report's summary could not be read", error, REFUSALS);
    const parsed = summaryAnswer.safeParse(data);
    if (!parsed.success) throw new Error("The report's summary could not be read: the database answered what sales_summary never answers.");
    return { range, ...parsed.data };
  }

  async orderLines(range: ReportRange, after: OrderLinesCursor | undefined, limit: number): Promise<OrderLinesPage> {
    const { data, error } = await this.client.rpc('sales_report_lines', {
      range_from: range.from,
      range_to: range.to,
      after: after === undefined ? null : (JSON.parse(after) as unknown),
      max_lines: limit,
    });
    if (error) throw failed("The report's lines could not be read", error, REFUSALS);
    const parsed = pageAnswer.safeParse(data);
    if (!parsed.success) throw new Error("The report's lines could not be read: the database answered what sales_report_lines never answers.");
    const lines = parsed.data.lines.map(exportedLine);
    return parsed.data.next === null ? { lines } : { lines, next: JSON.stringify(parsed.data.next) };
  }
}
