import { describe, expect, it } from 'vitest';
import type { AccountHolder } from '../../src/domain/sign-in/account';
import type { SecondFactor } from '../../src/application/ports/second-factor';

export interface SecondFactorUnderTest {
  readonly factor: SecondFactor;
  /** The admin, as the login hands them over. */
  readonly user: AccountHolder;
  /**
   * A code the authenticator holding `secret` shows, that this adapter has not seen yet and takes
   * now: the local one's clock moves on a step; Auth (which allows a step either side) gets this
   * step's code, then the next one's. A case asks for two at most.
   */
  nextCode(secret: string): Promise<string>;
}

/** A wrong code: an authenticator shows it for a given step one time in a million. */
const WRONG = '000000';

/**
 * What every SecondFactor adapter must do: the local and memory backends' TotpSecondFactor and
 * Supabase Auth's SupabaseSecondFactor. `create()` gives an admin without an authenticator.
 */
export function secondFactorContract(name: string, create: () => Promise<SecondFactorUnderTest>) {
  describe(`${name} — SecondFactor contract`, () => {
    it('without a factor: off; verify and disable say there is none, confirm that nothing was started', async () => {
      const { factor, user } = await create();
      expect(await factor.status(user)).toBe('off');
      expect(await factor.verify(user, '123456')).toBe('not-set-up');
      expect(await factor.disable(user, '123456')).toBe('not-set-up');
      expect(await factor.confirmSetup(user, '123456')).toBe('not-started');
    });

    it('is set up by a current code of the new secret, not a wrong one; then the login asks for it', async () => {
      const { factor, user, nextCode } = await create();
      const setup = await factor.startSetup(user);
      expect(setup.secret).toMatch(/^[A-Z2-7]{16,}=*$/);
      expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
      expect(await factor.confirmSetup(user, WRONG)).toBe('invalid');
      expect(await factor.status(user)).toBe('off');
      expect(await factor.confirmSetup(user, await nextCode(setup.secret))).toBe('enabled');
      expect(await factor.status(user)).toBe('on');
    });

    it('verifies a current code once: a wrong code or the same code again is refused', async () => {
      const { factor, user, nextCode } = await create();
      const { secret } = await factor.startSetup(user);
      await factor.confirmSetup(user, await nextCode(secret));
      const code = await nextCode(secret);
      expect(await factor.verify(user, WRONG)).toBe('invalid');
      expect(await factor.verify(user, code)).toBe('ok');
      // The local adapter says why; Auth answers a reused code as a wrong one.
      expect(['replayed', 'invalid']).toContain(await factor.verify(user, code));
    });

    it('is turned off only with a current code', async () => {
      const { factor, user, nextCode } = await create();
      const { secret } = await factor.startSetup(user);
      await factor.confirmSetup(user, await nextCode(secret));
      expect(await factor.disable(user, WRONG)).toBe('invalid');
      expect(await factor.status(user)).toBe('on');
      expect(await factor.disable(user, await nextCode(secret))).toBe('disabled');
      expect(await factor.status(user)).toBe('off');
    });
  });
}
