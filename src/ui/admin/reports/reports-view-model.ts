import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { ReportsService } from '../../../application/admin/reports-service';
import { NOTIFIER, type Notifier } from '../../../application/ports/notifier';
import type { ReportRange } from '../../../domain/reports/report-range';
import type { SalesSummary } from '../../../domain/reports/sales-summary';
import { Loadable, type LoadStatus } from '../../lib/loadable';
import { settled } from '../../lib/settled';
import { makeViewModel } from '../../lib/view-model';
import { refused } from '../parts/admin-refusal';
import type { ExportFile } from '../parts/download-file';
import { exportAnswer } from '../parts/export-answer';

export const EXPORT_FAILED = { title: 'Export Failed', description: 'The orders could not be read. Please try again.' };

/** The orders could not be read: the summary's load fails, and says so. */
class ReportUnavailable extends Error {}


/**
 * The Reports section: the range chosen (this month so far at first), its summary, and its export.
 * A range that is not one (a day missing, the first after the last) is said beside the fields and
 * nothing is read.
 */
@injectable()
export class ReportsViewModel {
  private readonly report = new Loadable<SalesSummary>();
  range: ReportRange;
  /** Why the range typed is not one; undefined when it is. */
  rangeProblem: string | undefined = undefined;
  exporting = false;

  constructor(
    @inject(ReportsService) private readonly service: ReportsService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    this.range = service.defaultRange();
    makeViewModel(this, arguments, {}, { deep: false });
  }

  get status(): LoadStatus {
    return this.report.status;
  }

  get summary(): SalesSummary | undefined {
    return this.report.value;
  }

  /** The summary shown is of another range than the fields say (it is being read). */
  get pending(): boolean {
    return this.report.pending;
  }

  start(): Promise<void> {
    return this.load();
  }

  dispose(): void {
    this.report.cancel();
  }

  /** The admin changed a day of the range: the summary follows when the range is one. */
  setRange(change: Partial<ReportRange>): Promise<void> {
    this.range = { ...this.range, ...change };
    return this.load();
  }

  private load(): Promise<void> {
    const range = this.range;
    return this.report.load(async () => {
      const outcome = await this.service.summary(range);
      if (outcome.kind === 'admin-only') throw refused(this.notifier);
      if (outcome.kind === 'invalid') {
        runInAction(() => (this.rangeProblem = outcome.reason));
        throw new ReportUnavailable(outcome.reason);
      }
      if (outcome.kind === 'unavailable') throw new ReportUnavailable('The orders could not be read.');
      runInAction(() => (this.rangeProblem = undefined));
      return outcome.summary;
    });
  }

  /** The range's order lines as a CSV file to download; undefined (and said) when there is none to give. */
  async exportCsv(): Promise<ExportFile | undefined> {
    if (this.exporting) return undefined;
    this.exporting = true;
    const outcome = await settled(this.service.exportCsv(this.range));
    runInAction(() => (this.exporting = false));
    if (outcome.kind === 'invalid') {
      runInAction(() => (this.rangeProblem = outcome.reason));
      return undefined;
    }
    return exportAnswer(outcome, this.notifier, EXPORT_FAILED);
  }
}
