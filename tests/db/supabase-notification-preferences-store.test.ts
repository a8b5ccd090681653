import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SupabaseNotificationPreferencesStore } from '../../src/adapters/supabase/supabase-notification-preferences-store';
import { DEFAULT_NOTIFICATION_PREFERENCES, withSwitch } from '../../src/domain/notifications/notification-preferences';
import { notificationPreferencesStoreContract } from '../adapters/notification-preferences-store.contract';
import { seedAccounts, seedOtherShoppers } from './support/catalogue-fixture';
import { SHOPPER_ID, anon, otherShopper, shopper, thirdShopper } from './support/database';
import { oneSessionPerOwner } from './support/one-session-per-owner';
import { connectToApiDatabase, supabaseAs } from './support/postgrest';

// Notification preferences through supabase-js and PostgREST. Only this file writes the API
// database's notification_preferences table, so emptying it needs no lock.
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
  await seedOtherShoppers(db);
});
afterAll(() => db.end());

const emptyTable = () => db.query('truncate public.notification_preferences');

notificationPreferencesStoreContract('SupabaseNotificationPreferencesStore (PostgREST, one shopper per client)', async () => {
  await emptyTable();
  return oneSessionPerOwner({ '9876543210': shopper, '9123456780': otherShopper, '9000000000': thirdShopper }, (client) => new SupabaseNotificationPreferencesStore(client));
});

const changed = withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'email', 'recommendations', true);

describe('SupabaseNotificationPreferencesStore', () => {
  it("keeps them in the signed-in shopper's row, whatever phone it is given", async () => {
    await emptyTable();
    const store = new SupabaseNotificationPreferencesStore(supabaseAs(shopper));
    await store.save('9876543210', changed);
    expect((await db.query('select user_id, preferences from public.notification_preferences')).rows).toEqual([{ user_id: SHOPPER_ID, preferences: changed }]);
    expect(await store.read('9123456780')).toEqual(changed);
  });

  it("never reads another shopper's", async () => {
    await emptyTable();
    await new SupabaseNotificationPreferencesStore(supabaseAs(otherShopper)).save('9123456780', changed);
    expect(await new SupabaseNotificationPreferencesStore(supabaseAs(shopper)).read('9123456780')).toBeUndefined();
  });

  it('reads a switch saved before it existed with its default, and the saved ones as they were', async () => {
    await emptyTable();
    await db.query(`insert into public.notification_preferences (user_id, preferences) values ($1, '{"email":{"promotions":false}}')`, [SHOPPER_ID]);
    expect(await new SupabaseNotificationPreferencesStore(supabaseAs(shopper)).read('9876543210')).toEqual(
      withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'email', 'promotions', false),
    );
  });

  it('without a session, reads nothing and refuses to save, with a message', async () => {
    await emptyTable();
    const store = new SupabaseNotificationPreferencesStore(supabaseAs(anon));
    expect(await store.read('9876543210')).toBeUndefined();
    const saving = store.save('9876543210', changed);
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('Your notification preferences could not be saved: sign in to save your own.');
    expect((await db.query('select count(*)::int as count from public.notification_preferences')).rows).toEqual([{ count: 0 }]);
  });
});
