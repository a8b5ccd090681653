import { inject, injectable } from 'inversify';
import { orderLinesCsv } from '../../domain/reports/order-lines-export';
import { reportFileName, reportRangeProblem, thisMonth, type ReportRange } from '../../domain/reports/report-range';
import { salesSummary, type SalesSummary } from '../../domain/reports/sales-summary';
import { OrderDesk } from '../orders/order-desk';
import { CLOCK, type Clock } from '../ports/clock';
import { type AdminOnly, type Unavailable } from '../outcomes';

/** The range is not one a report covers: its message, nothing read. */
export type InvalidRange = { readonly kind: 'invalid'; readonly reason: string };

export type SummaryOutcome = { readonly kind: 'ok'; readonly summary: SalesSummary } | InvalidRange | AdminOnly | Unavailable;
export type ExportOutcome = { readonly kind: 'ok'; readonly fileName: string; readonly csv: string } | InvalidRange | AdminOnly | Unavailable;

/**
 * The Reports section: a range's summary on screen and its order lines as a CSV file, for the
 * admin only (OrderDesk.list asks AdminAuthority). Every order is read and the range chosen here;
 * a range query in the database (OrderDesk.search's placedFrom/placedUntil) would read fewer when
 * the book grows past what one read carries.
 */
@injectable()
export class ReportsService {
  constructor(
    @inject(OrderDesk) private readonly desk: OrderDesk,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The range the section opens with: this month so far, India time. */
  defaultRange(): ReportRange {
    return thisMonth(this.clock.now());
  }

  async summary(range: ReportRange): Promise<SummaryOutcome> {
    const reason = reportRangeProblem(range);
    if (reason) return { kind: 'invalid', reason };
    const orders = await this.desk.list();
    if (orders.kind !== 'ok') return orders;
    return { kind: 'ok', summary: salesSummary(orders.orders, range) };
  }

  async exportCsv(range: ReportRange): Promise<ExportOutcome> {
    const reason = reportRangeProblem(range);
    if (reason) return { kind: 'invalid', reason };
    const orders = await this.desk.list();
    if (orders.kind !== 'ok') return orders;
    return { kind: 'ok', fileName: reportFileName(range), csv: orderLinesCsv(orders.orders, range) };
  }
}
