import type { ExportedLine } from '../../domain/reports/order-lines-export';
import type { ReportRange } from '../../domain/reports/report-range';
import type { SalesSummary } from '../../domain/reports/sales-summary';

/**
 * Where the next page of a range's export lines starts: the backend's own keyset (the placing time,
 * order and row of the last line answered), handed back as it came, never read by the caller.
 */
export type OrderLinesCursor = string;

export interface OrderLinesPage {
  /** The range's export lines after the cursor, oldest order first, each order's lines in invoice order. */
  readonly lines: readonly ExportedLine[];
  /** Where the next page starts; undefined when this page holds the range's last line. */
  readonly next?: OrderLinesCursor;
}

/**
 * The Reports section's questions, answered where the orders are: a browser's backend computes
 * them from its book with the domain's functions (salesSummary, exportedLines); a database's answers
 * them in SQL with the same arithmetic, so that the admin's screen never reads every order, and the
 * export comes a page at a time, never as one value of the whole range. For the admin only: the
 * caller has checked (AdminAuthority), and a server-backed port checks again (its database refuses
 * anyone else). Methods reject when the orders cannot be read.
 */
export interface SalesReportQueries {
  /** The summary of the orders placed in `range` (India days, both included), as salesSummary. */
  summary(range: ReportRange): Promise<SalesSummary>;
  /** At most `limit` (1 to 1,000) of the range's export lines, after `after` (from the first without it). */
  orderLines(range: ReportRange, after: OrderLinesCursor | undefined, limit: number): Promise<OrderLinesPage>;
}

export const SALES_REPORTS = Symbol('SalesReportQueries');
