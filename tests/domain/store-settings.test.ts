import { describe, expect, it } from 'vitest';
import { checkForm } from '../../src/domain/form-check';
import { DEFAULT_STORE_NAME, logoParts, readStoreSettings } from '../../src/domain/settings/store-settings';
import { generalSettingsSchema } from '../../src/domain/settings/store-settings-form';

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
    expect(readStoreSettings({ storeName: ' Style Hub ' })).toEqual({ storeName: 'Style Hub' });
    for (const bad of [null, 'Style Hub', { storeName: 42 }, { storeName: '' }, { name: 'x' }, { storeName: 'x'.repeat(41) }]) {
      expect(readStoreSettings(bad), JSON.stringify(bad)).toBeUndefined();
    }
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
