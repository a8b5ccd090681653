import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupabaseAdminActivityLog } from '../../src/adapters/supabase/supabase-admin-activity-log';
import { adminActivityLogContract, anActivity } from '../adapters/admin-activity-log.contract';
import { seedAccounts } from './support/catalogue-fixture';
import { admin, shopper } from './support/database';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// The dashboard's activity through supabase-js and PostgREST, as the admin. Only this file writes
// the API database's admin_activity table, so emptying it needs no lock.
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(() => db.end());

adminActivityLogContract('SupabaseAdminActivityLog (PostgREST, as an admin)', async (capacity) => {
  await db.query('truncate public.admin_activity');
  return new SupabaseAdminActivityLog(supabaseAs(admin), capacity);
});

describe('SupabaseAdminActivityLog', () => {
  it("records the entry in the admin's own name, and refuses a shopper's with a message", async () => {
    await db.query('truncate public.admin_activity');
    await new SupabaseAdminActivityLog(supabaseAs(admin)).record(anActivity(7));
    expect((await db.query('select user_id, product_id from public.admin_activity')).rows).toEqual([{ user_id: admin.userId, product_id: '7' }]);
    await expect(new SupabaseAdminActivityLog(supabaseAs(shopper)).record(anActivity(8))).rejects.toThrow(/could not be recorded/);
    expect(await new SupabaseAdminActivityLog(supabaseAs(shopper)).recent(10)).toEqual([]);
  });
});
