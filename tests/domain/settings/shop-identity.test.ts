import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../src/domain/form-check';
import { SHOP_IDENTITY } from '../../../src/domain/orders/shop-identity';
import { gstinCheckCharacter, gstinProblem, isUpiId } from '../../../src/domain/settings/gstin';
import { GSTIN_MESSAGES, shopIdentityFormSchema, shopIdentityFormValues, UPI_ID_INVALID } from '../../../src/domain/settings/shop-identity-form';
import { readShopIdentity } from '../../../src/domain/settings/shop-identity-settings';

describe('gstinCheckCharacter (the GSTN mod-36 check)', () => {
  it("refuses 29AABCF1234K1Z5, whose check character is 'P', and passes the corrected 29AABCF1234K1ZP", () => {
    expect(gstinCheckCharacter('29AABCF1234K1Z')).toBe('P');
    expect(gstinProblem('29AABCF1234K1Z5', 'Karnataka')).toBe('check');
    expect(gstinProblem('29AABCF1234K1ZP', 'Karnataka')).toBeUndefined();
  });

  it('passes published GSTINs of real registrations', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeUndefined();
    expect(gstinProblem('07AAACR5055K1Z9', 'Delhi')).toBeUndefined();
  });

  it('catches every change of one character among the first fourteen', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 1, max: 35 }), (at, shift) => {
        const valid = '29AABCF1234K1ZP';
        const changed = alphabet[(alphabet.indexOf(valid[at]!) + shift) % 36]!;
        const typo = valid.slice(0, at) + changed + valid.slice(at + 1, 14);
        expect(gstinCheckCharacter(typo)).not.toBe('P');
      }),
    );
  });

  it('answers nothing for what is not fourteen GSTIN characters', () => {
    expect(gstinCheckCharacter('29AABCF1234K1')).toBeUndefined();
    expect(gstinCheckCharacter('29aabcf1234k1z')).toBeUndefined();
  });
});

describe('gstinProblem', () => {
  it.each([
    ['too short', '29AABCF1234K1Z'],
    ['a digit where the PAN has a letter', '291ABCF1234K1ZP'],
    ['no Z in the fourteenth place', '29AABCF1234K1YP'],
    ['an entity number of 0', '29AABCF1234K0ZP'],
    ['lower case', '29aabcf1234k1zp'],
  ])('refuses %s as a malformed GSTIN', (_what, gstin) => {
    expect(gstinProblem(gstin, 'Karnataka')).toBe('format');
  });

  it("refuses a GSTIN whose state code is not the registered state's", () => {
    expect(gstinProblem('29AABCF1234K1ZP', 'Maharashtra')).toBe('state');
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toBe('state');
  });
});

describe('isUpiId', () => {
  it.each(['fashionzone@okaxis', 'fashion.zone-1_a@ybl', 'shop@upi'])('takes %s', (id) => expect(isUpiId(id)).toBe(true));
  it.each(['fashionzone', '@okaxis', 'fashionzone@', 'a@okaxis', 'fashion zone@okaxis', 'shop@ok@axis', 'shop@ok.axis'])('refuses %s', (id) =>
    expect(isUpiId(id)).toBe(false),
  );
});

describe('the seeded identity and the stored one', () => {
  it('is a valid identity: its GSTIN passes the check and names Karnataka', () => {
    expect(readShopIdentity(SHOP_IDENTITY)).toEqual(SHOP_IDENTITY);
  });

  it.each([
    ['the old GSTIN', { gstin: '29AABCF1234K1Z5' }],
    ['a UPI ID with no handle', { upiId: 'fashionzone' }],
    ['a PIN starting with 0', { warehousePinCode: '060001' }],
    ['no address', { addressLines: [] }],
    ['a name with spaces around it', { legalName: ' Fashion Zone ' }],
    ['an unknown state', { state: 'Atlantis' }],
  ])('reads an identity with %s as none', (_what, change) => {
    expect(readShopIdentity({ ...SHOP_IDENTITY, ...change })).toBeUndefined();
  });
});

describe('shopIdentityFormSchema', () => {
  const form = shopIdentityFormValues(SHOP_IDENTITY);

  it('gives back the identity, trimmed, the GSTIN upper-cased, a blank second line left out', () => {
    const check = checkForm(shopIdentityFormSchema, { ...form, legalName: '  Style Hub LLP ', gstin: ' 29aabcf1234k1zp ', addressLine2: '  ' });
    expect(check).toEqual({ ok: true, value: { ...SHOP_IDENTITY, legalName: 'Style Hub LLP', addressLines: [SHOP_IDENTITY.addressLines[0]] } });
  });

  it("says each GSTIN problem at the GSTIN: its format, its state code, its check character", () => {
    const errors = (values: Partial<typeof form>) => {
      const check = checkForm(shopIdentityFormSchema, { ...form, ...values });
      return check.ok ? {} : check.fieldErrors;
    };
    expect(errors({ gstin: '29AABCF1234' })).toEqual({ gstin: GSTIN_MESSAGES.format });
    expect(errors({ state: 'Maharashtra' })).toEqual({ gstin: GSTIN_MESSAGES.state });
    expect(errors({ gstin: '29AABCF1234K1Z5' })).toEqual({ gstin: GSTIN_MESSAGES.check });
    expect(errors({ upiId: 'fashionzone', legalName: '' })).toEqual({ upiId: UPI_ID_INVALID, legalName: 'Enter the legal name' });
  });
});
