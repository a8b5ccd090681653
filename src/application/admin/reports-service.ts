import { inject, injectable } from 'inversify';
import { CSV_BOM, csvRecord } from '../../domain/reports/csv';
import { exportedLineRow, ORDER_LINE_COLUMNS } from '../../domain/reports/order-lines-export';
import { reportFileName, reportRangeProblem, thisMonth, type ReportRange } from '../../domain/reports/report-range';
import type { SalesSummary } from '../../domain/reports/sales-summary';
import { releaseExpiredHolds } from '../orders/expired-holds';
import { ADMIN_ONLY, UNAVAILABLE, type AdminOnly, type Unavailable } from '../outcomes';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { ORDER_BOOK, type OrderBook } from '../ports/order-book';
import { SALES_REPORTS, type OrderLinesCursor, type SalesReportQueries } from '../ports/sales-report-queries';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
import { AdminAuthority } from './admin-authority';

/** The range is not one a report covers: its message, nothing read. */
export type InvalidRange = { readonly kind: 'invalid'; readonly reason: string };

/** The export's text in parts (the first with the BOM and the header), to be joined or made a Blob as they are. */
export type ExportOutcome = { readonly kind: 'ok'; readonly fileName: string; readonly parts: readonly string[] } | InvalidRange | AdminOnly | Unavailable;
export type SummaryOutcome = { readonly kind: 'ok'; readonly summary: SalesSummary } | InvalidRange | AdminOnly | Unavailable;

/** Lines a page of the export asks its backend for: each answer stays within the answer-size budget (budgets.json). */
export const EXPORT_PAGE_LINES = 500;

/**
 * The Reports section: a range's summary on screen and its order lines as a CSV file, for the
 * admin only (AdminAuthority). Both are asked of the backend (SALES_REPORTS: summed where the orders
 * are, never read here whole); the file is written a page of lines at a time, each page's rows one
 * part of it, so no single value ever holds the whole range.
 */
@injectable()
export class ReportsService {
  constructor(
    @inject(SALES_REPORTS) private readonly reports: SalesReportQueries,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
    @inject(ORDER_BOOK) private readonly book: OrderBook,
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The range the section opens with: this month so far, India time. */
  defaultRange(): ReportRange {
    return thisMonth(this.clock.now());
  }

  async summary(range: ReportRange): Promise<SummaryOutcome> {
    const reason = reportRangeProblem(range);
    if (reason) return { kind: 'invalid', reason };
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    await this.releaseHolds();
    try {
      return { kind: 'ok', summary: await this.reports.summary(range) };
    } catch (error) {
      this.logger.warn("The report's orders could not be read.", error);
      return UNAVAILABLE;
    }
  }

  async exportCsv(range: ReportRange): Promise<ExportOutcome> {
    const reason = reportRangeProblem(range);
    if (reason) return { kind: 'invalid', reason };
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    await this.releaseHolds();
    // csvFile's text, a page at a time: the BOM and the header, then each record ended by CRLF.
    const parts = [`${CSV_BOM}${csvRecord(ORDER_LINE_COLUMNS)}\r\n`];
    let after: OrderLinesCursor | undefined;
    try {
      do {
        const page = await this.reports.orderLines(range, after, EXPORT_PAGE_LINES);
        if (page.lines.length > 0) parts.push(page.lines.map((line) => `${csvRecord(exportedLineRow(line))}\r\n`).join(''));
        after = page.next;
      } while (after !== undefined);
    } catch (error) {
      // A file missing its later pages would pass for the whole range: none is given.
      this.logger.warn("The export's orders could not be read.", error);
      return UNAVAILABLE;
    }
    return { kind: 'ok', fileName: reportFileName(range), parts };
  }

  // As OrderDesk's reads: a browser's book releases the UPI holds that ran out before a read, so
  // that the report does not count as sold a payment that never came (a server's book does it on a schedule).
  private releaseHolds(): Promise<void> {
    return releaseExpiredHolds(this.book, this.settings, this.clock, this.logger);
  }
}
