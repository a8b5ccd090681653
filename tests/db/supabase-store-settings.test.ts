import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SupabaseStoreSettings } from '../../src/adapters/supabase/supabase-store-settings';
import { RecordingLogger } from '../support/recording-logger';
import { OTHER_IDENTITY, storeSettingsContract } from '../adapters/store-settings.contract';
import { SHOP_IDENTITY } from '../../src/domain/orders/shop-identity';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, anon, shopper, type Actor } from './support/database';
import { connectToApiDatabase, projectAnsweringErrors, supabaseAs } from './support/postgrest';

// The store's settings through supabase-js and PostgREST. The order book's contract
// (supabase-order-book.test.ts) also saves the identity, under the catalogue's lock: each case here
// holds it too, from its reset to its end.
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(() => db.end());
beforeEach(() => lockCatalogue(db));
afterEach(() => unlockCatalogue(db));

const storeNameIs = (name: string, holdMinutes = 30) => db.query('update public.store_settings set store_name = $1, hold_minutes = $2', [name, holdMinutes]);
const storedName = async () => (await db.query<{ store_name: string }>('select store_name from public.store_settings')).rows[0]?.store_name;

async function loaded(actor: Actor, logger = new RecordingLogger()): Promise<SupabaseStoreSettings> {
  const settings = new SupabaseStoreSettings(supabaseAs(actor), logger);
  await settings.refresh();
  return settings;
}

// The seeded identity back, as the migration leaves it (20261202100400_shop_identity_settings.sql).
const identityIsSeeded = () =>
  db.query(`update public.store_settings set legal_name = default, address_line1 = default, address_line2 = default, state = default,
              warehouse_pin = default, gstin = default, upi_id = default, upi_payee_name = default`);

storeSettingsContract('SupabaseStoreSettings (PostgREST, as an admin)', async () => {
  await storeNameIs('Fashion Zone');
  await identityIsSeeded();
  return loaded(admin);
});

describe('SupabaseStoreSettings', () => {
  it("reads the defaults until refresh() has loaded the stored name, which anyone (the storefront's header) may read", async () => {
    await storeNameIs('Style Hub');
    const settings = new SupabaseStoreSettings(supabaseAs(anon), new RecordingLogger());
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 30 });
    await settings.refresh();
    expect(settings.read()).toEqual({ storeName: 'Style Hub', holdMinutes: 30 });
  });

  it("hears another client's change at the next refresh(), and only a change", async () => {
    await storeNameIs('Fashion Zone');
    const settings = await loaded(shopper);
    const heard: string[] = [];
    settings.subscribe(() => heard.push(settings.read().storeName));
    const before = settings.read();
    await settings.refresh();
    expect(heard).toEqual([]);
    expect(settings.read()).toBe(before);

    await (await loaded(admin)).save({ storeName: 'Style Hub', holdMinutes: 30 });
    expect(await storedName()).toBe('Style Hub');
    await settings.refresh();
    expect(heard).toEqual(['Style Hub']);
  });

  it.each([
    ['a shopper', shopper],
    ['anon', anon],
  ])('refuses a change by %s with a message, and keeps the name it had', async (_who, actor) => {
    await storeNameIs('Fashion Zone');
    const settings = await loaded(actor);
    const heard: string[] = [];
    settings.subscribe(() => heard.push(settings.read().storeName));
    const saving = settings.save({ storeName: 'Mine Now', holdMinutes: 30 });
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('The settings could not be saved: only an admin may change the settings.');
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 30 });
    expect(heard).toEqual([]);
    expect(await storedName()).toBe('Fashion Zone');
  });

  it("refuses even an admin's name the table's check refuses, with a message", async () => {
    await storeNameIs('Fashion Zone');
    const settings = await loaded(admin);
    for (const refused of [{ storeName: 'x'.repeat(41), holdMinutes: 30 }, { storeName: 'Fine', holdMinutes: 4 }, { storeName: 'Fine', holdMinutes: 1441 }]) {
      await expect(settings.save(refused)).rejects.toThrow(
        'The settings could not be saved: the store name must be 1 to 40 characters, with no spaces around it, and the UPI payment hold 5 to 1440 minutes.',
      );
    }
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 30 });
  });

  it('reads and saves the UPI payment hold beside the name', async () => {
    await storeNameIs('Fashion Zone', 90);
    const settings = await loaded(admin);
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 90 });
    await settings.save({ storeName: 'Fashion Zone', holdMinutes: 15 });
    expect((await db.query('select hold_minutes from public.store_settings')).rows).toEqual([{ hold_minutes: 15 }]);
    await storeNameIs('Fashion Zone');
  });

  // A server error, not a network failure, which supabase-js retries for 7 s before it gives up.
  it('keeps what it knows, with a warning, when the project answers with an error', async () => {
    const failing = projectAnsweringErrors();
    const logger = new RecordingLogger();
    const settings = new SupabaseStoreSettings(failing, logger);
    await settings.refresh();
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 30 });
    expect(logger.warnings).toEqual(['The store settings could not be loaded; keeping "Fashion Zone".']);
  });

  it.each([
    ['a shopper', shopper],
    ['anon', anon],
  ])('refuses an identity saved by %s, and keeps the seeded one', async (_who, actor) => {
    await identityIsSeeded();
    const settings = await loaded(actor);
    await expect(settings.saveIdentity(OTHER_IDENTITY)).rejects.toThrow('The business identity could not be saved: only an admin may change the settings.');
    expect(await settings.readIdentity()).toEqual(SHOP_IDENTITY);
    expect((await db.query('select legal_name from public.store_settings')).rows).toEqual([{ legal_name: SHOP_IDENTITY.legalName }]);
  });

  it("refuses even an admin's GSTIN whose check character is wrong (the table's check), and keeps the identity", async () => {
    await identityIsSeeded();
    const settings = await loaded(admin);
    await expect(settings.saveIdentity({ ...SHOP_IDENTITY, gstin: '29AABCF1234K1Z5' })).rejects.toBeInstanceOf(StorageWriteError);
    expect(await settings.readIdentity()).toEqual(SHOP_IDENTITY);
    expect((await db.query('select gstin from public.store_settings')).rows).toEqual([{ gstin: '29AABCF1234K1ZP' }]);
  });

  it('reads an identity another client saved at the next refresh()', async () => {
    await identityIsSeeded();
    const reader = await loaded(anon);
    await (await loaded(admin)).saveIdentity(OTHER_IDENTITY);
    await reader.refresh();
    expect(await reader.readIdentity()).toEqual(OTHER_IDENTITY);
    await identityIsSeeded();
  });
});
