import type pg from 'pg';

// The benches that fill the API database's orders (tests/db/bench) run side by side: each holds
// this lock from its first write to its last, so that none empties another's orders mid-measure.
const ORDERS_BENCH_LOCK = 1013;

export async function lockOrders(db: pg.ClientBase): Promise<void> {
  await db.query('select pg_advisory_lock($1)', [ORDERS_BENCH_LOCK]);
}

export async function unlockOrders(db: pg.ClientBase): Promise<void> {
  await db.query('select pg_advisory_unlock($1)', [ORDERS_BENCH_LOCK]);
}
