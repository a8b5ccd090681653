import { describe, expect, it } from 'vitest';
import type { PhoneVerification } from '../../src/application/ports/phone-verification';

/** What every PhoneVerification adapter of the local kind must do (any six digits pass, as the spec). */
export function phoneVerificationContract(name: string, create: () => PhoneVerification) {
  describe(`${name} — PhoneVerification contract`, () => {
    it('sends a code, then accepts six digits', async () => {
      const phones = create();
      await phones.send('9876543210');
      expect(await phones.verify('9876543210', '123456')).toBe(true);
      expect(await phones.verify('9876543210', '000000')).toBe(true);
    });

    it('refuses anything but six digits', async () => {
      const phones = create();
      await phones.send('9876543210');
      for (const code of ['12345', '1234567', '12345a', ' 123456', '']) expect(await phones.verify('9876543210', code), code).toBe(false);
    });
  });
}
