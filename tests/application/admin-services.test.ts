import { describe, expect, it } from 'vitest';
import { DashboardService } from '../../src/application/admin/dashboard-service';
import { MigrationService } from '../../src/application/admin/migration-service';
import { StoreSettingsService } from '../../src/application/admin/store-settings-service';
import { StorageWriteError } from '../../src/application/ports/product-repository';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import { aStoredUser } from '../support/accounts';
import { aProduct } from '../support/products';
import { createTestContainer } from '../support/test-container';

describe('DashboardService', () => {
  it('counts the products through the store, without reading the list', async () => {
    const test = createTestContainer({ products: Array.from({ length: 37 }, (_, i) => aProduct({ id: i + 1 })) });
    const asked: unknown[] = [];
    const productTable = test.products.productTable.bind(test.products);
    test.products.productTable = (query) => {
      asked.push(query);
      return productTable(query);
    };
    test.products.catalogue = () => Promise.reject(new Error('the dashboard must not read the whole catalogue'));
    expect(await test.container.get(DashboardService).figures()).toEqual({ totalProducts: 37, revenueToday: 0, activeUsers: 0, pendingDeliveries: 0 });
    expect(asked).toEqual([{ search: '', page: { offset: 0, limit: 0 } }]);
  });

  it('counts the registered accounts as Active Users', async () => {
    const test = createTestContainer({ users: [aStoredUser(), aStoredUser({ name: 'admin', phone: '9000000001' })] });
    expect((await test.container.get(DashboardService).figures()).activeUsers).toBe(2);
  });

  it('asks the accounts (UserAccounts), not the local user repository, which a Supabase backend does not have', async () => {
    const test = createTestContainer({ users: [aStoredUser()] });
    test.container.get<UserAccounts>(USER_ACCOUNTS).count = async () => 41;
    test.users.count = () => Promise.reject(new Error('the dashboard must count through UserAccounts'));
    expect((await test.container.get(DashboardService).figures()).activeUsers).toBe(41);
  });

  it("lists the admin's latest changes, newest first", async () => {
    const test = createTestContainer();
    for (let id = 1; id <= 10; id += 1) await test.activity.record({ action: 'added', productId: id, productTitle: `P${id}`, at: id });
    const recent = await test.container.get(DashboardService).recentActivity();
    expect(recent.map((e) => e.productId)).toEqual([10, 9, 8, 7, 6, 5, 4, 3]);
  });
});

describe('StoreSettingsService', () => {
  it('saves a trimmed store name and says so', async () => {
    const test = createTestContainer();
    const service = test.container.get(StoreSettingsService);
    expect(service.current().storeName).toBe('Fashion Zone');
    expect(await service.save('  Style Hub ')).toBe(true);
    expect(test.storeSettings.read()).toEqual({ storeName: 'Style Hub' });
    expect(test.notifier.notices).toEqual([{ kind: 'success', title: 'Success', description: 'Settings saved successfully' }]);
  });

  it('refuses a blank or overlong name, saving nothing', async () => {
    const test = createTestContainer();
    const service = test.container.get(StoreSettingsService);
    expect(await service.save('  ')).toBe(false);
    expect(await service.save('x'.repeat(41))).toBe(false);
    expect(test.storeSettings.read().storeName).toBe('Fashion Zone');
    expect(test.notifier.notices.map((n) => n.description)).toEqual(['Store name is required', 'Store name must be at most 40 characters']);
  });

  it('says when the storage refuses the write', async () => {
    const test = createTestContainer();
    test.storeSettings.save = () => Promise.reject(new StorageWriteError('The settings could not be saved: browser storage is full or unavailable.'));
    expect(await test.container.get(StoreSettingsService).save('Style Hub')).toBe(false);
    expect(test.notifier.notices).toEqual([
      { kind: 'error', title: 'Save Failed', description: 'The settings could not be saved: browser storage is full or unavailable.' },
    ]);
  });
});

describe('MigrationService', () => {
  it('says plainly that no Supabase project is configured, and reads or writes nothing', async () => {
    const test = createTestContainer();
    expect(await test.container.get(MigrationService).start('page')).toEqual({ kind: 'not-configured' });
    expect(test.migrationTarget.writes).toBe(0);
    expect((await test.migrationSource.read()).products).toHaveLength(1);
    expect(test.notifier.notices).toEqual([
      {
        kind: 'error',
        title: 'Migration Failed',
        description: 'No Supabase project is configured for this store, so there is nowhere to migrate to. Nothing was changed.',
      },
    ]);
  });

  it("with a project: 'Migration Started', progress, the report, then the success toast of where it was started", async () => {
    const test = createTestContainer();
    test.migrationTarget.configured = true;
    const service = test.container.get(MigrationService);
    const progress: string[] = [];
    const first = await service.start('products', ({ done, total }) => progress.push(`${done}/${total}`));
    expect(first).toEqual({ kind: 'migrated', report: { created: 2, updated: 0, unchanged: 0, failed: [] } });
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
    expect((await test.migrationSource.read()).products).toEqual([]);
    await service.start('page');
    expect(test.notifier.notices.map((n) => [n.title, n.description])).toEqual([
      ['Migration Started', undefined],
      ['Migration Successful', 'All data has been transferred to Supabase. The page will refresh to load the new data.'],
      ['Migration Started', undefined],
      ['Migration Successful', 'All data has been transferred to Supabase.'],
    ]);
  });

  it('reports the records the project refused, deletes nothing local, and says so from the button and the page', async () => {
    const test = createTestContainer();
    test.migrationTarget.configured = true;
    test.migrationTarget.refusal = new Error('permission denied for table products');
    const service = test.container.get(MigrationService);
    const outcome = await service.start('products');
    expect(outcome).toEqual({
      kind: 'failed',
      message: '2 records of 2 could not be copied (Linen Shirt (SHI4004): permission denied for table products). Nothing was deleted from this browser.',
      report: {
        created: 0,
        updated: 0,
        unchanged: 0,
        failed: [
          { label: 'Linen Shirt (SHI4004)', reason: 'permission denied for table products' },
          { label: 'asha', reason: 'permission denied for table products' },
        ],
      },
    });
    expect((await test.migrationSource.read()).products).toHaveLength(1);
    await service.start('page');
    expect(test.notifier.notices.filter((n) => n.kind === 'error').map((n) => [n.title, n.description])).toEqual([
      ['Migration Failed', outcome.kind === 'failed' ? outcome.message : ''],
      ['Migration Failed', 'There was an error migrating the data'],
    ]);
  });

  it("a run that stops (unreadable local data, an error without words) fails with its message or 'Unknown error occurred'", async () => {
    const test = createTestContainer();
    test.migrationTarget.configured = true;
    const service = test.container.get(MigrationService);
    test.migrationSource.read = () => Promise.reject(new Error('The users stored in this browser ("users") are unreadable: nothing was migrated.'));
    expect(await service.start('products')).toEqual({ kind: 'failed', message: 'The users stored in this browser ("users") are unreadable: nothing was migrated.' });
    test.migrationSource.read = () => Promise.reject(new Error(''));
    await service.start('products');
    expect(test.notifier.notices.filter((n) => n.kind === 'error').map((n) => n.description)).toEqual([
      'The users stored in this browser ("users") are unreadable: nothing was migrated.',
      'Unknown error occurred',
    ]);
  });
});
