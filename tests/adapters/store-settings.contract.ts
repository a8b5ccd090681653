import { describe, expect, it } from 'vitest';
import type { StoreSettings } from '../../src/application/ports/store-settings';

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
  });
}
