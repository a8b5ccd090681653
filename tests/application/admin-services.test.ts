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
  it('says plainly that no Supabase project is configured, and runs nothing', async () => {
    const test = createTestContainer();
    expect(await test.container.get(MigrationService).start('page')).toEqual({ kind: 'not-configured' });
    expect(test.migration.runs).toBe(0);
    expect(test.notifier.notices).toEqual([
      {
        kind: 'error',
        title: 'Migration Failed',
        description: 'No Supabase project is configured for this store, so there is nowhere to migrate to. Nothing was changed.',
      },
    ]);
  });

  it("with a project: 'Migration Started', then the success toast of where it was started", async () => {
    const test = createTestContainer();
    test.migration.configured = true;
    const service = test.container.get(MigrationService);
    await service.start('products');
    await service.start('page');
    expect(test.notifier.notices.map((n) => [n.title, n.description])).toEqual([
      ['Migration Started', undefined],
      ['Migration Successful', 'All data has been transferred to Supabase. The page will refresh to load the new data.'],
      ['Migration Started', undefined],
      ['Migration Successful', 'All data has been transferred to Supabase.'],
    ]);
  });

  it("fails with the error's message from the button, and the page's own text from the page", async () => {
    const test = createTestContainer();
    test.migration.configured = true;
    test.migration.outcome = { kind: 'failed', message: 'permission denied for table products' };
    const service = test.container.get(MigrationService);
    await service.start('products');
    await service.start('page');
    test.migration.run = () => Promise.reject(new Error(''));
    await service.start('products');
    expect(test.notifier.notices.filter((n) => n.kind === 'error').map((n) => [n.title, n.description])).toEqual([
      ['Migration Failed', 'permission denied for table products'],
      ['Migration Failed', 'There was an error migrating the data'],
      ['Migration Failed', 'Unknown error occurred'],
    ]);
  });
});
