/*
 * The supabase-mode journeys' servers: the Auth emulation and the gateway in front of it, the test
 * PostgREST and `vite preview` (see gateway.ts). PostgreSQL and PostgREST themselves are started by
 * scripts/test-db.sh, which runs these journeys after the database tests. The catalogue is reset to
 * the store's built-in products and the admin account is made as the README tells a maintainer to:
 * signed up, then made admin by the one SQL statement. The back office runs over a year of orders
 * (./support/year-of-orders.ts).
 */
import pg from 'pg';
import { SupabaseUserAccounts } from '../../src/adapters/supabase/auth/supabase-user-accounts';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { resetCatalogue } from '../../tests/db/support/catalogue-fixture';
import { startAuthEmulation } from '../../tests/db/support/auth-emulation';
import { supabaseWithAuth } from '../../tests/db/support/postgrest';
import { startGateway } from './support/gateway';
import { ADMIN_ACCOUNT, GATEWAY_PORT, PREVIEW_PORT } from './support/journey-settings';
import { seedYearOfOrders } from './support/year-of-orders';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const rest = process.env.TEST_REST_URL;
  const database = process.env.TEST_API_PGDATABASE;
  if (!rest || !database) throw new Error('Run these journeys with `npm run test:db`, which starts PostgreSQL and PostgREST and then runs them.');
  const db = new pg.Client({ database });
  await db.connect();
  await resetCatalogue(db, seedProducts(() => 0.5));
  await db.query('truncate public.users, public.admin_activity, public.admin_sign_ins');
  await seedYearOfOrders(db);

  const emulation = await startAuthEmulation();
  const registered = await new SupabaseUserAccounts(supabaseWithAuth(emulation)).register(ADMIN_ACCOUNT, new Date().toISOString());
  if (registered.kind !== 'registered') throw new Error(`The journeys' admin could not sign up: ${registered.kind}`);
  // The README's statement that makes the first admin.
  await db.query(`update public.profiles set role = 'admin' where phone = $1`, [ADMIN_ACCOUNT.phone]);
  await db.end();

  const gateway = await startGateway(GATEWAY_PORT, { rest, auth: emulation.url, app: `http://127.0.0.1:${PREVIEW_PORT}` }, emulation.smsCode);
  return async () => {
    await new Promise((resolve) => gateway.close(resolve));
    await emulation.stop();
  };
}
