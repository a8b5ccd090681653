import type { OrderLinesCursor, OrderLinesPage, SalesReportQueries } from '../../application/ports/sales-report-queries';
import { newestFirst, type Order } from '../../domain/orders/order';
import { exportedLines } from '../../domain/reports/order-lines-export';
import { placedInRange, type ReportRange } from '../../domain/reports/report-range';
import { salesSummary, type SalesSummary } from '../../domain/reports/sales-summary';
import type { WholeOrderBook } from './whole-order-book';

/** Where a page stopped: the last line's order (its placing time and number) and its row in that order. */
interface Keyset {
  readonly placedAt: number;
  readonly number: string;
  readonly row: number;
}

function keysetOf(cursor: OrderLinesCursor): Keyset {
  const [placedAt, number, row] = cursor.split('/');
  const keyset = { placedAt: Number(placedAt), number: number ?? '', row: Number(row) };
  if (!Number.isSafeInteger(keyset.placedAt) || !Number.isSafeInteger(keyset.row) || keyset.number === '') throw new Error(`Not a page's cursor: ${cursor}`);
  return keyset;
}

/** Whether `order` comes after the keyset's order in the export (oldest first, then by number). */
function compareToKeyset(order: Order, keyset: Keyset): number {
  return order.placedAt - keyset.placedAt || (order.number < keyset.number ? -1 : order.number > keyset.number ? 1 : 0);
}

/**
 * The memory and local backends' reports: their book's orders are in the browser already, so they
 * are read whole and summed by the same domain functions the report has always used; the export's
 * pages are cut by the same keyset a database's are (placing time, order number, row).
 */
export class BookSalesReports implements SalesReportQueries {
  constructor(private readonly book: WholeOrderBook) {}

  async summary(range: ReportRange): Promise<SalesSummary> {
    return salesSummary(await this.book.everyOrder(), range);
  }

  async orderLines(range: ReportRange, after: OrderLinesCursor | undefined, limit: number): Promise<OrderLinesPage> {
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new RangeError(`How many lines? (1 to 1,000, not ${limit})`);
    const keyset = after === undefined ? undefined : keysetOf(after);
    const inRange = placedInRange(range);
    const orders = (await this.book.everyOrder())
      .filter((order) => inRange(order.placedAt) && (keyset === undefined || compareToKeyset(order, keyset) >= 0))
      .sort((a, b) => newestFirst(b, a));
    const lines: OrderLinesPage['lines'][number][] = [];
    let last: Keyset | undefined;
    for (const order of orders) {
      const from = keyset !== undefined && compareToKeyset(order, keyset) === 0 ? keyset.row + 1 : 0;
      const rows = exportedLines(order);
      for (let row = from; row < rows.length; row += 1) {
        if (lines.length === limit) return { lines, next: `${last!.placedAt}/${last!.number}/${last!.row}` };
        lines.push(rows[row]!);
        last = { placedAt: order.placedAt, number: order.number, row };
      }
    }
    return { lines };
  }
}
