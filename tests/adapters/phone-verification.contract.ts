import { describe, expect, it } from 'vitest';
import type { PhoneVerification } from '../../src/application/ports/phone-verification';

/**
 * Where a test reads the code an adapter really sent (Supabase Auth's SMS, emulated). Without it,
 * the adapter is of the local kind: nothing is sent and any six digits pass, as the spec's product.
 */
export interface SentCodes {
  codeSentTo(phone: string): string | undefined;
}

/** What every PhoneVerification adapter must do. */
export function phoneVerificationContract(name: string, create: () => PhoneVerification, sent?: SentCodes) {
  describe(`${name} — PhoneVerification contract`, () => {
    it('sends a code, then accepts it', async () => {
      const phones = create();
      await phones.send('9876543210');
      expect(await phones.verify('9876543210', sent ? (sent.codeSentTo('9876543210') ?? '') : '123456')).toBe(true);
    });

    if (!sent) {
      it('accepts any six digits, as the spec’s product (nothing was really sent)', async () => {
        const phones = create();
        await phones.send('9876543210');
        expect(await phones.verify('9876543210', '123456')).toBe(true);
        expect(await phones.verify('9876543210', '000000')).toBe(true);
      });
    }

    it('refuses anything but six digits', async () => {
      const phones = create();
      await phones.send('9876543210');
      for (const code of ['12345', '1234567', '12345a', ' 123456', '']) expect(await phones.verify('9876543210', code), code).toBe(false);
    });
  });
}
