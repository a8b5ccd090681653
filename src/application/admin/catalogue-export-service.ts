import { inject, injectable } from 'inversify';
import { CATALOGUE_CSV_COLUMNS, catalogueCsvPart, catalogueFileName } from '../../domain/admin/catalogue-csv';
import { numberedPage } from '../../domain/paging';
import { CSV_BOM, csvRecord } from '../../domain/reports/csv';
import { CLOCK, type Clock } from '../ports/clock';
import { LOGGER, type Logger } from '../ports/logger';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../ports/product-repository';
import { ADMIN_ONLY, UNAVAILABLE, type AdminOnly, type Unavailable } from '../outcomes';
import { AdminAuthority } from './admin-authority';

export type CatalogueExportOutcome = { readonly kind: 'ok'; readonly fileName: string; readonly parts: readonly string[]; readonly products: number } | AdminOnly | Unavailable;

/** Products a page of the export asks the store for: as the reports' export, each answer stays small. */
export const EXPORT_PAGE_PRODUCTS = 200;

/**
 * The admin's catalogue as a CSV file, one row a variant (catalogue-csv.ts). Read a page at a time
 * through the admin table's own query, so that no backend hands over its whole catalogue at once.
 */
@injectable()
export class CatalogueExportService {
  constructor(
    @inject(PRODUCT_REPOSITORY) private readonly products: ProductRepository,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  async exportCsv(): Promise<CatalogueExportOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const parts = [`${CSV_BOM}${csvRecord(CATALOGUE_CSV_COLUMNS)}\r\n`];
    let exported = 0;
    try {
      for (let page = 1; ; page += 1) {
        const answer = await this.products.productTable({ search: '', page: numberedPage(page, EXPORT_PAGE_PRODUCTS) });
        if (answer.items.length > 0) parts.push(catalogueCsvPart(answer.items));
        exported += answer.items.length;
        if (answer.items.length < EXPORT_PAGE_PRODUCTS || exported >= answer.total) break;
      }
    } catch (error) {
      // A file missing its later pages would pass for the whole catalogue: none is given.
      this.logger.warn("The catalogue's products could not be read for the export.", error);
      return UNAVAILABLE;
    }
    return { kind: 'ok', fileName: catalogueFileName(this.clock.now()), parts, products: exported };
  }
}
