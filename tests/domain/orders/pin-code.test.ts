import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATES, STATES_AND_TERRITORIES, UNION_TERRITORIES } from '../../../src/domain/orders/indian-states';
import { checkPinCode, pinCodeMessage, statesOfPinCode } from '../../../src/domain/orders/pin-code';

describe('Indian states and PIN codes', () => {
  it('lists 28 states and 8 union territories, each once', () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect(new Set(STATES_AND_TERRITORIES).size).toBe(36);
  });

  it('reaches every state and union territory from some postal circle', () => {
    const served = new Set<string>();
    for (let prefix = 10; prefix <= 99; prefix++) for (const state of statesOfPinCode(`${prefix}0001`)) served.add(state);
    expect([...served].sort()).toEqual([...STATES_AND_TERRITORIES].sort());
  });

  it('knows real PIN codes', () => {
    expect(statesOfPinCode('110001')).toEqual(['Delhi']);
    expect(statesOfPinCode('560001')).toEqual(['Karnataka']);
    expect(statesOfPinCode('400001')).toContain('Maharashtra');
    expect(statesOfPinCode('403001')).toContain('Goa');
    expect(statesOfPinCode('160017')).toContain('Chandigarh');
    expect(statesOfPinCode('500001')).toEqual(['Telangana']);
    expect(statesOfPinCode('781001')).toEqual(['Assam']);
  });

  it('refuses a malformed PIN code, and one the shop does not deliver to', () => {
    for (const pin of ['000000', '012345', '12345', '1234567', '12a456', ' 560001', '']) expect(checkPinCode(pin, 'Karnataka')).toEqual({ kind: 'malformed' });
    expect(checkPinCode('900001', 'Delhi')).toEqual({ kind: 'not-delivered' }); // the Army Postal Service
    expect(checkPinCode('350001', 'Delhi')).toEqual({ kind: 'not-delivered' }); // unallocated
  });

  it('names the state a PIN code belongs to when the address chose another', () => {
    expect(checkPinCode('560001', 'Kerala')).toEqual({ kind: 'other-state', belongsTo: ['Karnataka'] });
    expect(pinCodeMessage('560001', 'Kerala')).toBe('PIN code 560001 is in Karnataka, not Kerala');
    expect(pinCodeMessage('403001', 'Kerala')).toBe('PIN code 403001 is in Maharashtra or Goa, not Kerala');
    expect(pinCodeMessage('560001', 'Karnataka')).toBeUndefined();
    expect(pinCodeMessage('000000', 'Karnataka')).toBe('PIN code must be 6 digits and cannot start with 0');
  });

  it('accepts a PIN code for a state exactly when its circle serves that state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), fc.constantFrom(...STATES_AND_TERRITORIES), (number, state) => {
        const pin = String(number);
        const ok = checkPinCode(pin, state).kind === 'ok';
        expect(ok).toBe(statesOfPinCode(pin).includes(state));
      }),
    );
  });
});
