import { dashboardBench } from '../support/dashboard-bench';
import { reportsBench } from '../support/reports-bench';

// The Dashboard's question at 100,000 orders. Its before (all_orders' query: every order) there
// takes some 20 s of the database: timed only with DB_BENCH_BEFORE=1.
await dashboardBench(100_000, { timeBefore: Boolean(process.env.DB_BENCH_BEFORE) });

// The Reports section's questions over the same orders (a month's summary, a page of its export).
await reportsBench(100_000);
