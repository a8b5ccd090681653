import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/product-repository';
import { SupabaseStoreSettings } from '../../src/adapters/supabase/supabase-store-settings';
import { RecordingLogger } from '../support/recording-logger';
import { storeSettingsContract } from '../adapters/store-settings.contract';
import { seedAccounts } from './support/catalogue-fixture';
import { admin, anon, shopper, type Actor } from './support/database';
import { connectToApiDatabase, projectAnsweringErrors, supabaseAs } from './support/postgrest';

// The store's settings through supabase-js and PostgREST. Only this file writes the API database's
// store_settings row, so resetting it needs no lock.
let db: pg.Client;

beforeAll(async () => {
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(() => db.end());

const storeNameIs = (name: string) => db.query('update public.store_settings set store_name = $1', [name]);
const storedName = async () => (await db.query<{ store_name: string }>('select store_name from public.store_settings')).rows[0]?.store_name;

async function loaded(actor: Actor, logger = new RecordingLogger()): Promise<SupabaseStoreSettings> {
  const settings = new SupabaseStoreSettings(supabaseAs(actor), logger);
  await settings.refresh();
  return settings;
}

storeSettingsContract('SupabaseStoreSettings (PostgREST, as an admin)', async () => {
  await storeNameIs('Fashion Zone');
  return loaded(admin);
});

describe('SupabaseStoreSettings', () => {
  it("reads the defaults until refresh() has loaded the stored name, which anyone (the storefront's header) may read", async () => {
    await storeNameIs('Style Hub');
    const settings = new SupabaseStoreSettings(supabaseAs(anon), new RecordingLogger());
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone' });
    await settings.refresh();
    expect(settings.read()).toEqual({ storeName: 'Style Hub' });
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

    await (await loaded(admin)).save({ storeName: 'Style Hub' });
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
    const saving = settings.save({ storeName: 'Mine Now' });
    await expect(saving).rejects.toBeInstanceOf(StorageWriteError);
    await expect(saving).rejects.toThrow('The settings could not be saved: only an admin may change the settings.');
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone' });
    expect(heard).toEqual([]);
    expect(await storedName()).toBe('Fashion Zone');
  });

  it("refuses even an admin's name the table's check refuses, with a message", async () => {
    await storeNameIs('Fashion Zone');
    const settings = await loaded(admin);
    await expect(settings.save({ storeName: 'x'.repeat(41) })).rejects.toThrow(
      'The settings could not be saved: the store name must be 1 to 40 characters, with no spaces around it.',
    );
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone' });
  });

  // A server error, not a network failure, which supabase-js retries for 7 s before it gives up.
  it('keeps what it knows, with a warning, when the project answers with an error', async () => {
    const failing = projectAnsweringErrors();
    const logger = new RecordingLogger();
    const settings = new SupabaseStoreSettings(failing, logger);
    await settings.refresh();
    expect(settings.read()).toEqual({ storeName: 'Fashion Zone' });
    expect(logger.warnings).toEqual(['The store settings could not be loaded; keeping "Fashion Zone".']);
  });
});
