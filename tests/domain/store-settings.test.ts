import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_NAME, logoParts, readStoreSettings, storeNameProblem } from '../../src/domain/settings/store-settings';

describe('store settings', () => {
  it("defaults to 'Fashion Zone'", () => {
    expect(DEFAULT_STORE_NAME).toBe('Fashion Zone');
  });

  it('needs a name of 1 to 40 characters, trimmed', () => {
    expect(storeNameProblem('  ')).toBe('Store name is required');
    expect(storeNameProblem('x'.repeat(41))).toBe('Store name must be at most 40 characters');
    expect(storeNameProblem(` ${'x'.repeat(40)} `)).toBeUndefined();
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
  it('accepts exactly the names storeNameProblem accepts', () => {
    for (const name of ['', ' ', 'a', ' a ', 'x'.repeat(40), 'x'.repeat(41), ` ${'x'.repeat(40)} `]) {
      expect(readStoreSettings({ storeName: name }) !== undefined, JSON.stringify(name)).toBe(storeNameProblem(name) === undefined);
    }
  });
});
