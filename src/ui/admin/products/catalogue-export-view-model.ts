import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { CatalogueExportService } from '../../../application/admin/catalogue-export-service';
import { NOTIFIER, type Notifier, type Notice } from '../../../application/ports/notifier';
import { settled } from '../../lib/settled';
import { makeViewModel } from '../../lib/view-model';
import type { ExportFile } from '../parts/download-file';
import { exportAnswer } from '../parts/export-answer';

export const CATALOGUE_EXPORT_FAILED: Notice = { title: 'Export Failed', description: 'The products could not be read. Please try again.' };

/** The Products section's Export CSV: the catalogue, one row a variant, as a file to download. */
@injectable()
export class CatalogueExportViewModel {
  exporting = false;

  constructor(
    @inject(CatalogueExportService) private readonly service: CatalogueExportService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {
    makeViewModel(this, arguments);
  }

  /** The file to download; undefined (and said) when there is none to give, or one is on its way. */
  async exportCsv(): Promise<ExportFile | undefined> {
    if (this.exporting) return undefined;
    this.exporting = true;
    const outcome = await settled(this.service.exportCsv());
    runInAction(() => (this.exporting = false));
    return exportAnswer(outcome, this.notifier, CATALOGUE_EXPORT_FAILED);
  }
}
