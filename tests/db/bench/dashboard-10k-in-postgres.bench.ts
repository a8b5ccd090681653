import { dashboardBench } from '../support/dashboard-bench';

// The Dashboard's question at 10,000 orders, beside all_orders (its before) timed once.
await dashboardBench(10_000, { timeBefore: true });
