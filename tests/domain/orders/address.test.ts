import { describe, expect, it } from 'vitest';
import { checkForm } from '../../../src/domain/form-check';
import {
  addressFormSchema,
  addressFormValues,
  CITY_REQUIRED,
  CITY_TOO_LONG,
  CITY_TOO_SHORT,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  EMAIL_TOO_LONG,
  EMPTY_ADDRESS_FORM,
  FULL_NAME_REQUIRED,
  FULL_NAME_TOO_LONG,
  FULL_NAME_TOO_SHORT,
  LANDMARK_TOO_LONG,
  LINE1_REQUIRED,
  LINE1_TOO_LONG,
  LINE2_REQUIRED,
  LINE2_TOO_LONG,
  MOBILE_FIRST_DIGIT,
  MOBILE_INVALID,
  PIN_CODE_INVALID,
  STATE_REQUIRED,
  type AddressFormValues,
  type DeliveryAddress,
} from '../../../src/domain/orders/address';
import { STATES_AND_TERRITORIES } from '../../../src/domain/orders/indian-states';
import { pinCodeMessage } from '../../../src/domain/orders/pin-code';
import { HOME } from '../../support/addresses';

const errorsOf = (changes: Partial<AddressFormValues>) => {
  const check = checkForm(addressFormSchema, { ...HOME, ...changes });
  return check.ok ? {} : check.fieldErrors;
};

describe('the address form', () => {
  it('takes a complete address, trimmed, with or without a landmark', () => {
    const spaced = { ...HOME, fullName: '  Asha Rao ', line1: ' 12 MG Road\t', pinCode: ' 560038 ', mobile: '9876543210 ' };
    expect(checkForm(addressFormSchema, spaced)).toEqual({ ok: true, value: HOME });
    expect(checkForm(addressFormSchema, { ...HOME, landmark: '   ' })).toEqual({ ok: true, value: { ...HOME, landmark: '' } });
    const { landmark: _none, ...withoutLandmark } = HOME;
    expect(checkForm(addressFormSchema, withoutLandmark)).toEqual({ ok: true, value: { ...HOME, landmark: '' } });
  });

  it('says, at each field, what an empty form lacks', () => {
    expect(checkForm(addressFormSchema, EMPTY_ADDRESS_FORM)).toEqual({
      ok: false,
      formErrors: [],
      fieldErrors: {
        fullName: FULL_NAME_REQUIRED,
        mobile: MOBILE_INVALID,
        email: EMAIL_REQUIRED,
        line1: LINE1_REQUIRED,
        line2: LINE2_REQUIRED,
        city: CITY_REQUIRED,
        state: STATE_REQUIRED,
        pinCode: PIN_CODE_INVALID,
      },
    });
  });

  it('says the plain words the issue asks for', () => {
    expect([FULL_NAME_REQUIRED, MOBILE_INVALID, EMAIL_INVALID, PIN_CODE_INVALID]).toEqual([
      'Enter your full name',
      'Enter a 10-digit mobile number',
      'Enter a valid email address',
      'Enter a 6-digit PIN code',
    ]);
  });

  it.each([
    ['a name of 2 characters', { fullName: 'As' }, 'fullName', FULL_NAME_TOO_SHORT],
    ['a name of 61 characters', { fullName: 'A'.repeat(61) }, 'fullName', FULL_NAME_TOO_LONG],
    ['a mobile of 9 digits', { mobile: '987654321' }, 'mobile', MOBILE_INVALID],
    ['a mobile with +91', { mobile: '+919876543210' }, 'mobile', MOBILE_INVALID],
    ['a mobile with a space', { mobile: '98765 43210' }, 'mobile', MOBILE_INVALID],
    ['a mobile starting with 5', { mobile: '5876543210' }, 'mobile', MOBILE_FIRST_DIGIT],
    ['an email without @', { email: 'asha.example.in' }, 'email', EMAIL_INVALID],
    ['an email of 121 characters', { email: `${'a'.repeat(110)}@example.in` }, 'email', EMAIL_TOO_LONG],
    ['a 5,000-character address line 1', { line1: 'x'.repeat(5000) }, 'line1', LINE1_TOO_LONG],
    ['a 5,000-character address line 2', { line2: 'x'.repeat(5000) }, 'line2', LINE2_TOO_LONG],
    ['a line 2 of spaces', { line2: '   ' }, 'line2', LINE2_REQUIRED],
    ['a landmark of 81 characters', { landmark: 'x'.repeat(81) }, 'landmark', LANDMARK_TOO_LONG],
    ['a city of 1 character', { city: 'B' }, 'city', CITY_TOO_SHORT],
    ['a city of 61 characters', { city: 'B'.repeat(61) }, 'city', CITY_TOO_LONG],
    ['a state not on the list', { state: 'Bangalore' }, 'state', STATE_REQUIRED],
    ['no state chosen', { state: '' }, 'state', STATE_REQUIRED],
    ['a PIN of 5 digits (12345)', { pinCode: '12345' }, 'pinCode', PIN_CODE_INVALID],
    ['a PIN with a letter', { pinCode: '56003B' }, 'pinCode', PIN_CODE_INVALID],
    ['a PIN of 000000', { pinCode: '000000' }, 'pinCode', 'PIN code must be 6 digits and cannot start with 0'],
    ['a PIN the shop does not deliver to', { pinCode: '990001' }, 'pinCode', 'We do not deliver to PIN code 990001'],
  ])('refuses %s, at that field only', (_what, changes, field, message) => {
    expect(errorsOf(changes)).toEqual({ [field]: message });
  });

  it('takes each field at its limits', () => {
    const longest = { fullName: 'A'.repeat(60), email: `${'a'.repeat(109)}@example.in`, line1: 'x'.repeat(120), line2: 'y'.repeat(120), landmark: 'z'.repeat(80), city: 'C'.repeat(60) };
    expect(errorsOf(longest)).toEqual({});
    expect(errorsOf({ fullName: 'Ash', city: 'Ka' })).toEqual({});
  });

  it("refuses a PIN of another state with pinCodeMessage's words, naming the state it belongs to", () => {
    expect(errorsOf({ pinCode: '110001' })).toEqual({ pinCode: 'PIN code 110001 is in Delhi, not Karnataka' });
    expect(errorsOf({ pinCode: '110001' }).pinCode).toBe(pinCodeMessage('110001', 'Karnataka'));
    expect(errorsOf({ pinCode: '400001', state: 'Kerala' })).toEqual({ pinCode: 'PIN code 400001 is in Maharashtra or Goa, not Kerala' });
    expect(errorsOf({ pinCode: '403001', state: 'Goa' })).toEqual({});
  });

  it("says the PIN's state even while other fields are wrong, and nothing of it before a state is chosen", () => {
    expect(errorsOf({ fullName: '', pinCode: '110001' })).toEqual({ fullName: FULL_NAME_REQUIRED, pinCode: 'PIN code 110001 is in Delhi, not Karnataka' });
    expect(errorsOf({ state: '', pinCode: '110001' })).toEqual({ state: STATE_REQUIRED });
    expect(errorsOf({ state: '', pinCode: '000000' })).toEqual({ state: STATE_REQUIRED, pinCode: 'PIN code must be 6 digits and cannot start with 0' });
  });

  it('takes every one of the 36 states and union territories with a PIN of its own', () => {
    for (const state of STATES_AND_TERRITORIES) {
      const pin = Array.from({ length: 90 }, (_, index) => `${index + 10}0001`).find((candidate) => pinCodeMessage(candidate, state) === undefined)!;
      expect(errorsOf({ state, pinCode: pin }), state).toEqual({});
    }
  });

  it('refuses what is no form at all, without throwing', () => {
    for (const raw of [null, undefined, 'address', 7]) expect(checkForm(addressFormSchema, raw as never).ok).toBe(false);
  });

  it('gives back the form values of an address for editing, and nothing else', () => {
    expect(addressFormValues({ ...HOME, id: 'a', isDefault: true } as DeliveryAddress)).toEqual(HOME);
  });
});
