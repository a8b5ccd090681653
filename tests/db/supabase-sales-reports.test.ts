import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { SupabaseSalesReports } from '../../src/adapters/supabase/supabase-sales-reports';
import { salesReportsContract } from '../adapters/sales-reports.contract';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin } from './support/database';
import { emptyOrders } from './support/figure-orders';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';
import { insertReportOrders } from './support/report-orders';

// The reports computed in SQL (sales_summary, sales_report_lines) through supabase-js and PostgREST,
// as the admin asks, against the domain's salesSummary and orderLinesCsv over the same orders,
// written straight into the tables under the catalogue's lock that every file writing orders holds.
const OWNER = '00000000-0000-4000-8000-0000000e0101';

let db: pg.Client;
beforeAll(async () => {
  db = await connectToApiDatabase();
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  await db.query(`insert into auth.users (id, email) values ($1, 'reports@figures.test') on conflict (id) do nothing`, [OWNER]);
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(async () => {
  await emptyOrders(db);
  await unlockCatalogue(db);
});

salesReportsContract('SupabaseSalesReports (PostgREST, the admin)', async () => ({
  reports: new SupabaseSalesReports(supabaseAs(admin)),
  seed: async (orders) => {
    await emptyOrders(db);
    await insertReportOrders(db, orders.map((order) => ({ ...order, owner: OWNER })));
  },
}));
