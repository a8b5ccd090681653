import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginIdentifier } from '../../../src/domain/sign-in/login-identifier';

describe('loginIdentifier', () => {
  it.each(['9876543210', '98765 43210', '+91 98765 43210', '+919876543210', '919876543210', '09876543210', '98765-43210', ' 9876543210 '])(
    'reads %j as the mobile number 9876543210',
    (text) => {
      expect(loginIdentifier(text)).toEqual({ kind: 'phone', phone: '9876543210' });
    },
  );

  it.each(['Asha', 'admin', '1234567890', '987654321', '98765432101', '+1 9876543210', '98765x43210'])('reads %j as a name, as typed', (text) => {
    expect(loginIdentifier(text)).toEqual({ kind: 'name', name: text });
  });

  it('never reads a text with a letter as a phone', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(/[a-z]/i.test(text));
        expect(loginIdentifier(text).kind).toBe('name');
      }),
    );
  });
});
