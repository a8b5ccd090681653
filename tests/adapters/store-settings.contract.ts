import { describe, expect, it } from 'vitest';
import type { StoreSettings } from '../../src/application/ports/store-settings';
import { SHOP_IDENTITY, type ShopIdentity } from '../../src/domain/orders/shop-identity';

/** Another valid identity: Maharashtra's, its GSTIN's check character right. */
export const OTHER_IDENTITY: ShopIdentity = {
  legalName: 'Style Hub Retail LLP',
  addressLines: ['12 Linking Road, Bandra West'],
  state: 'Maharashtra',
  warehousePinCode: '400050',
  gstin: '27AAPFU0939F1ZV',
  upiId: 'stylehub@ybl',
  upiPayeeName: 'Style Hub',
};

/** What every StoreSettings adapter must do; `create()` gives settings with nothing saved yet (a database's, once reset and loaded: hence the promise). */
export function storeSettingsContract(name: string, create: () => StoreSettings | Promise<StoreSettings>) {
  describe(`${name} — StoreSettings contract`, () => {
    it("reads 'Fashion Zone' and a UPI hold of 30 minutes until settings are saved", async () => {
      expect((await create()).read()).toEqual({ storeName: 'Fashion Zone', holdMinutes: 30 });
    });

    it('reads what was saved, and tells its listeners until they unsubscribe', async () => {
      const settings = await create();
      const heard: string[] = [];
      const unsubscribe = settings.subscribe(() => heard.push(settings.read().storeName));
      await settings.save({ storeName: 'Style Hub', holdMinutes: 45 });
      expect(settings.read()).toEqual({ storeName: 'Style Hub', holdMinutes: 45 });
      unsubscribe();
      await settings.save({ storeName: 'Other', holdMinutes: 30 });
      expect(heard).toEqual(['Style Hub']);
      expect(settings.read().storeName).toBe('Other');
    });

    it('answers the same value between changes (a render can compare it)', async () => {
      const settings = await create();
      await settings.save({ storeName: 'Style Hub', holdMinutes: 30 });
      expect(settings.read()).toBe(settings.read());
    });

    it('reads the seeded identity until another is saved, its GSTIN 29AABCF1234K1ZP', async () => {
      expect(await (await create()).readIdentity()).toEqual(SHOP_IDENTITY);
      expect(SHOP_IDENTITY.gstin).toBe('29AABCF1234K1ZP');
    });

    it('reads the identity saved, tells its listeners, and leaves the name and the hold as they were', async () => {
      const settings = await create();
      await settings.save({ storeName: 'Style Hub', holdMinutes: 45 });
      let heard = 0;
      settings.subscribe(() => (heard += 1));
      await settings.saveIdentity(OTHER_IDENTITY);
      expect(await settings.readIdentity()).toEqual(OTHER_IDENTITY);
      expect(settings.read()).toEqual({ storeName: 'Style Hub', holdMinutes: 45 });
      expect(heard).toBe(1);
      await settings.save({ storeName: 'Fashion Zone', holdMinutes: 30 });
      expect(await settings.readIdentity()).toEqual(OTHER_IDENTITY);
      await settings.saveIdentity({ ...OTHER_IDENTITY, addressLines: ['12 Linking Road', 'Bandra West, Mumbai 400050'] });
      expect((await settings.readIdentity()).addressLines).toEqual(['12 Linking Road', 'Bandra West, Mumbai 400050']);
      await settings.saveIdentity(SHOP_IDENTITY);
    });
  });
}
