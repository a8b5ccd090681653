import { describe, expect, it, vi } from 'vitest';
import { MigrationService } from '../../src/application/admin/migration-service';
import { StoreSettingsService } from '../../src/application/admin/store-settings-service';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { logInAdmin } from '../support/admin-session';
import { createTestContainer } from '../support/test-container';

// DashboardService: tests/application/admin-reports-dashboard.test.ts (its figures come from the orders).

describe('StoreSettingsService', () => {
  it("saves the store name trimmed and answers 'ok' with what was saved", async () => {
    const test = logInAdmin(createTestContainer());
    const service = test.container.get(StoreSettingsService);
    expect(service.current().storeName).toBe('Fashion Zone');
    // A save without the hold keeps the hold as it is (30 minutes by default).
    expect(await service.save({ storeName: '  Style Hub ' })).toEqual({ kind: 'ok', settings: { storeName: 'Style Hub', holdMinutes: 30 } });
    expect(test.storeSettings.read()).toEqual({ storeName: 'Style Hub', holdMinutes: 30 });
    // The use case answers; the view model says it.
    expect(test.notifier.notices).toEqual([]);
  });

  it("answers 'invalid' with the form's message (its one schema) to a blank or overlong name, saving nothing", async () => {
    const test = logInAdmin(createTestContainer());
    const service = test.container.get(StoreSettingsService);
    expect(await service.save({ storeName: '  ' })).toEqual({ kind: 'invalid', errors: { storeName: 'Store name is required' } });
    expect(await service.save({ storeName: 'x'.repeat(41) })).toEqual({ kind: 'invalid', errors: { storeName: 'Store name must be at most 40 characters' } });
    expect(test.storeSettings.read().storeName).toBe('Fashion Zone');
  });

  it("answers 'not-saved' (with the storage's reason when it gave one) when the storage refuses the write", async () => {
    const test = logInAdmin(createTestContainer());
    const service = test.container.get(StoreSettingsService);
    test.storeSettings.save = () => Promise.reject(new StorageWriteError('The settings could not be saved: browser storage is full or unavailable.'));
    expect(await service.save({ storeName: 'Style Hub' })).toEqual({
      kind: 'not-saved',
      reason: 'The settings could not be saved: browser storage is full or unavailable.',
    });
    test.storeSettings.save = () => Promise.reject(new Error('socket hang up'));
    expect(await service.save({ storeName: 'Style Hub' })).toEqual({ kind: 'not-saved' });
    expect(test.storeSettings.read().storeName).toBe('Fashion Zone');
    expect(test.logger.errors).toHaveLength(2);
  });
});

describe('MigrationService', () => {
  it("answers 'not-configured' without a Supabase project, and reads or writes nothing", async () => {
    const test = logInAdmin(createTestContainer());
    const started = vi.fn();
    expect(await test.container.get(MigrationService).start({ started })).toEqual({ kind: 'not-configured' });
    expect(started).not.toHaveBeenCalled();
    expect(test.migrationTarget.writes).toBe(0);
    expect((await test.migrationSource.read()).products).toHaveLength(1);
    expect(test.notifier.notices).toEqual([]);
  });

  it("with a project: says it started, reports progress, then answers 'ok' with the report and clears the local copies", async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    const service = test.container.get(MigrationService);
    const heard: string[] = [];
    const outcome = await service.start({ started: () => heard.push('started'), progress: ({ done, total }) => heard.push(`${done}/${total}`) });
    expect(outcome).toEqual({ kind: 'ok', report: { created: 2, updated: 0, unchanged: 0, failed: [] } });
    expect(heard).toEqual(['started', '0/2', '1/2', '2/2']);
    expect((await test.migrationSource.read()).products).toEqual([]);
    expect(test.notifier.notices).toEqual([]);
  });

  it("answers 'incomplete' with the report when the project refuses records, deleting nothing local", async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    test.migrationTarget.refusal = new Error('permission denied for table products');
    const outcome = await test.container.get(MigrationService).start();
    expect(outcome).toEqual({
      kind: 'incomplete',
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
  });

  it("answers 'failed' when the run stops (unreadable local data), with the error's words when it has any", async () => {
    const test = logInAdmin(createTestContainer());
    test.migrationTarget.configured = true;
    const service = test.container.get(MigrationService);
    test.migrationSource.read = () => Promise.reject(new Error('The users stored in this browser ("users") are unreadable: nothing was migrated.'));
    expect(await service.start()).toEqual({ kind: 'failed', reason: 'The users stored in this browser ("users") are unreadable: nothing was migrated.' });
    test.migrationSource.read = () => Promise.reject(new Error(''));
    expect(await service.start()).toEqual({ kind: 'failed' });
    test.migrationTarget.isConfigured = () => Promise.reject('unreachable');
    expect(await service.start()).toEqual({ kind: 'failed' });
  });
});
