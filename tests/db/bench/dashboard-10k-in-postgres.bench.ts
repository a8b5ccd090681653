import { dashboardBench } from '../support/dashboard-bench';
import { reportsBench } from '../support/reports-bench';

// The Dashboard's question at 10,000 orders, beside its before (all_orders' query: every order) timed once.
await dashboardBench(10_000, { timeBefore: true });

// The Reports section's questions over the same orders (a month's summary, a page of its export).
await reportsBench(10_000);
