import { describe, expect, it } from 'vitest';
import { checkForm } from '../../src/domain/form-check';
import { DEFAULT_HOLD_MINUTES, DEFAULT_STORE_NAME, logoParts, readStoreSettings } from '../../src/domain/settings/store-settings';
import { generalSettingsSchema, HOLD_MINUTES_RANGE, HOLD_MINUTES_REQUIRED } from '../../src/domain/settings/store-settings-form';

const storeNameProblem = (storeName: string) => {
  const check = checkForm(generalSettingsSchema, { storeName });
  return check.ok ? undefined : check.fieldErrors.storeName;
};

describe('store settings', () => {
  it("defaults to 'Fashion Zone'", () => {
    expect(DEFAULT_STORE_NAME).toBe('Fashion Zone');
  });

  it("the form's one schema needs a name of 1 to 40 characters, and gives it back trimmed", () => {
    expect(storeNameProblem('  ')).toBe('Store name is required');
    expect(storeNameProblem('x'.repeat(41))).toBe('Store name must be at most 40 characters');
    expect(storeNameProblem(` ${'x'.repeat(40)} `)).toBeUndefined();
    expect(checkForm(generalSettingsSchema, { storeName: ' Style Hub ' })).toEqual({ ok: true, value: { storeName: 'Style Hub' } });
  });

  it('reads stored settings only when they are usable', () => {
    expect(readStoreSettings({ storeName: ' Style Hub ' })).toEqual({ storeName: 'Style Hub', holdMinutes: DEFAULT_HOLD_MINUTES });
    expect(readStoreSettings({ storeName: 'Style Hub', holdMinutes: 45 })).toEqual({ storeName: 'Style Hub', holdMinutes: 45 });
    for (const bad of [null, 'Style Hub', { storeName: 42 }, { storeName: '' }, { name: 'x' }, { storeName: 'x'.repeat(41) }, { storeName: 'x', holdMinutes: 4 }, { storeName: 'x', holdMinutes: 1441 }, { storeName: 'x', holdMinutes: 7.5 }, { storeName: 'x', holdMinutes: '30' }]) {
      expect(readStoreSettings(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it("the form's hold is a whole number of minutes from 5 to 1440, given back as a number", () => {
    const holdProblem = (holdMinutes: string) => {
      const check = checkForm(generalSettingsSchema, { storeName: 'Shop', holdMinutes });
      return check.ok ? undefined : check.fieldErrors.holdMinutes;
    };
    expect(holdProblem(' ')).toBe(HOLD_MINUTES_REQUIRED);
    for (const bad of ['4', '1441', '7.5', '-10', 'ten', '99999']) expect(holdProblem(bad), bad).toBe(HOLD_MINUTES_RANGE);
    for (const good of ['5', ' 30 ', '1440']) expect(holdProblem(good), good).toBeUndefined();
    expect(checkForm(generalSettingsSchema, { storeName: 'Shop', holdMinutes: ' 45 ' })).toEqual({ ok: true, value: { storeName: 'Shop', holdMinutes: 45 } });
  });

  it('splits the logo at the first space', () => {
    expect(logoParts('Fashion Zone')).toEqual({ lead: 'Fashion', accent: 'Zone' });
    expect(logoParts('The Style Hub')).toEqual({ lead: 'The', accent: 'Style Hub' });
    expect(logoParts('Stylo')).toEqual({ lead: 'Stylo', accent: '' });
  });
});

describe('the stored name and the form agree', () => {
  it("accepts exactly the names the form's schema accepts", () => {
    for (const name of ['', ' ', 'a', ' a ', 'x'.repeat(40), 'x'.repeat(41), ` ${'x'.repeat(40)} `]) {
      expect(readStoreSettings({ storeName: name }) !== undefined, JSON.stringify(name)).toBe(storeNameProblem(name) === undefined);
    }
  });
});
