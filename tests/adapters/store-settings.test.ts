import { identityRules } from '../support/identity-rules';
import { describe, expect, it } from 'vitest';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { LocalStoreSettings, SHOP_IDENTITY_KEY, STORE_SETTINGS_KEY } from '../../src/adapters/local/local-store-settings';
import { MemoryStoreSettings } from '../../src/adapters/memory/memory-store-settings';
import { RecordingLogger } from '../support/recording-logger';
import { SHOP_IDENTITY } from '../../src/domain/orders/shop-identity';
import { OTHER_IDENTITY, storeSettingsContract } from './store-settings.contract';

storeSettingsContract('MemoryStoreSettings', () => new MemoryStoreSettings(identityRules));
storeSettingsContract('LocalStoreSettings', () => new LocalStoreSettings(localStorage, new RecordingLogger(), identityRules));

describe('LocalStoreSettings', () => {
  it('keeps the name and the hold under storeSettings: a new adapter on the same storage reads them', async () => {
    await new LocalStoreSettings(localStorage, new RecordingLogger(), identityRules).save({ storeName: 'Style Hub', holdMinutes: 60 });
    expect(JSON.parse(localStorage.getItem(STORE_SETTINGS_KEY)!)).toEqual({ storeName: 'Style Hub', holdMinutes: 60 });
    expect(new LocalStoreSettings(localStorage, new RecordingLogger(), identityRules).read()).toEqual({ storeName: 'Style Hub', holdMinutes: 60 });
  });

  it('reads settings saved before the hold existed with the default hold', () => {
    localStorage.setItem(STORE_SETTINGS_KEY, JSON.stringify({ storeName: 'Style Hub' }));
    expect(new LocalStoreSettings(localStorage, new RecordingLogger(), identityRules).read()).toEqual({ storeName: 'Style Hub', holdMinutes: 30 });
  });

  it.each([
    ['not JSON', '{"storeName"'],
    ['a wrong shape', JSON.stringify({ storeName: 42 })],
    ['a blank name', JSON.stringify({ storeName: '   ' })],
    ['a hold of 2 minutes', JSON.stringify({ storeName: 'Style Hub', holdMinutes: 2 })],
  ])('reads tampered settings (%s) as the defaults, with a warning', (_what, raw) => {
    localStorage.setItem(STORE_SETTINGS_KEY, raw);
    const logger = new RecordingLogger();
    expect(new LocalStoreSettings(localStorage, logger, identityRules).read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 30 });
    expect(logger.warnings).toEqual([`The stored settings under "${STORE_SETTINGS_KEY}" are unreadable; using the defaults.`]);
  });

  it("hears another tab's change (a storage event) and tells its listeners", () => {
    const events = new EventTarget();
    const settings = new LocalStoreSettings(localStorage, new RecordingLogger(), identityRules, events);
    expect(settings.read().storeName).toBe('Fashion Zone');
    const heard: string[] = [];
    settings.subscribe(() => heard.push(settings.read().storeName));
    localStorage.setItem(STORE_SETTINGS_KEY, JSON.stringify({ storeName: 'From Another Tab' }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
    expect(heard).toEqual([]);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: STORE_SETTINGS_KEY }));
    expect(heard).toEqual(['From Another Tab']);
  });

  it('reports a write the storage refuses and keeps what it had', async () => {
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    const settings = new LocalStoreSettings(full, new RecordingLogger(), identityRules);
    await expect(settings.save({ storeName: 'Style Hub', holdMinutes: 30 })).rejects.toBeInstanceOf(StorageWriteError);
    expect(settings.read().storeName).toBe('Fashion Zone');
  });

  it('keeps the identity under shopIdentity: a new adapter on the same storage reads it', async () => {
    await new LocalStoreSettings(localStorage, new RecordingLogger(), identityRules).saveIdentity(OTHER_IDENTITY);
    expect(JSON.parse(localStorage.getItem(SHOP_IDENTITY_KEY)!)).toEqual(OTHER_IDENTITY);
    expect(await new LocalStoreSettings(localStorage, new RecordingLogger(), identityRules).readIdentity()).toEqual(OTHER_IDENTITY);
  });

  it('reads a tampered identity (a GSTIN whose check character is wrong) as the seeded one, with a warning', async () => {
    localStorage.setItem(SHOP_IDENTITY_KEY, JSON.stringify({ ...OTHER_IDENTITY, gstin: '27AAPFU0939F1Z5' }));
    const logger = new RecordingLogger();
    expect(await new LocalStoreSettings(localStorage, logger, identityRules).readIdentity()).toEqual(SHOP_IDENTITY);
    expect(logger.warnings).toEqual([`The stored business identity under "${SHOP_IDENTITY_KEY}" is unreadable; using the seeded one.`]);
  });
});
