import { describe, expect, it } from 'vitest';
import { LocalMigrationSource } from '../../src/adapters/local/local-migration-source';
import { PRODUCT_STORAGE_KEY } from '../../src/adapters/local/local-product-repository';
import { USERS_KEY } from '../../src/adapters/local/local-user-repository';
import { MemoryMigrationSource } from '../../src/adapters/memory/memory-migration-source';
import { RecordingLogger } from '../support/recording-logger';
import { migrationSourceContract } from './migration-source.contract';

migrationSourceContract('MemoryMigrationSource', (snapshot) => new MemoryMigrationSource(snapshot));
migrationSourceContract('LocalMigrationSource', (snapshot) => {
  localStorage.clear();
  localStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify({ state: { products: snapshot.products }, version: 0 }));
  localStorage.setItem(USERS_KEY, JSON.stringify(snapshot.users));
  return new LocalMigrationSource(localStorage, new RecordingLogger());
});

describe('LocalMigrationSource', () => {
  it('reads a legacy catalogue stored as a bare list, and nothing when nothing is stored', async () => {
    localStorage.clear();
    const source = new LocalMigrationSource(localStorage, new RecordingLogger());
    expect(await source.read()).toEqual({ products: [], users: {} });
    localStorage.setItem(PRODUCT_STORAGE_KEY, JSON.stringify([{ name: 'Old Tee', price: '499' }]));
    expect((await source.read()).products).toEqual([{ name: 'Old Tee', price: '499' }]);
  });

  it.each([
    [PRODUCT_STORAGE_KEY, '{"state":'],
    [USERS_KEY, '["not", "a", "map"]'],
  ])('stops with a message when %s is unreadable, rather than skip it', async (key, raw) => {
    localStorage.clear();
    localStorage.setItem(key, raw);
    await expect(new LocalMigrationSource(localStorage, new RecordingLogger()).read()).rejects.toThrow(/unreadable: nothing was migrated/);
  });

  it('clears only the migrated keys: the session and everything else stay', async () => {
    localStorage.clear();
    for (const key of [PRODUCT_STORAGE_KEY, USERS_KEY, 'isLoggedIn', 'currentUser', 'storeSettings']) localStorage.setItem(key, '{}');
    await new LocalMigrationSource(localStorage, new RecordingLogger()).clearMigrated();
    expect(Object.keys(localStorage).sort()).toEqual(['currentUser', 'isLoggedIn', 'storeSettings']);
  });
});
