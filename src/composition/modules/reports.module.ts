import type { Bind, ResolutionContext } from 'inversify';
import { SALES_REPORTS, type SalesReportQueries } from '../../application/ports/sales-report-queries';
import type { WholeOrderBook } from '../../adapters/in-browser/whole-order-book';
import { deferred } from '../deferred';
import { featureModule } from '../feature-module';
import { supabaseAdapters } from '../supabase/adapter-code';
import { WHOLE_ORDER_BOOK } from '../whole-order-book';

// The browser backends sum the reports from their own order book (the one the checkout binds), in
// the browser; the adapter comes in the admin area's chunk.
const bindBookReports = (bind: Bind) =>
  bind<SalesReportQueries>(SALES_REPORTS)
    .toDynamicValue((context: ResolutionContext) => {
      const book = context.get<WholeOrderBook>(WHOLE_ORDER_BOOK);
      return deferred<SalesReportQueries>(async () => new (await import('./admin.adapters')).BookSalesReports(book));
    })
    .inSingletonScope();

/** The Reports section's questions (SALES_REPORTS): summed from the book in a browser's backend, in SQL on Supabase. */
export const reportsModule = featureModule({
  memory: bindBookReports,
  local: bindBookReports,
  supabase: (bind, { client }) => {
    bind<SalesReportQueries>(SALES_REPORTS).toConstantValue(deferred(async () => new (await supabaseAdapters()).SupabaseSalesReports(client)));
  },
});
