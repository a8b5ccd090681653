import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { CatalogueExportService } from '../../../application/admin/catalogue-export-service';
import { NOTIFIER, type Notifier, type Notice } from '../../../application/ports/notifier';
import { settled } from '../../lib/settled';
import { makeViewModel } from '../../lib/view-model';
import { EXPORT_READY } from '../parts/admin-notices';
import { refused } from '../parts/admin-refusal';
import type { ExportFile } from '../parts/download-file';

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
    switch (outcome.kind) {
      case 'ok':
        this.notifier.success(EXPORT_READY(outcome.fileName));
        return { fileName: outcome.fileName, parts: outcome.parts };
      case 'admin-only':
        refused(this.notifier);
        return undefined;
      default:
        this.notifier.error(CATALOGUE_EXPORT_FAILED);
        return undefined;
    }
  }
}
