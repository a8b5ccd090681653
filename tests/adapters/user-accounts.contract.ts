import { describe, expect, it } from 'vitest';
import type { UserAccounts } from '../../src/application/ports/user-accounts';
import { newName, newPhone } from '../support/new-accounts';

const REGISTERED_AT = '2026-11-23T18:00:00.000Z';

/** A name and a phone no other case has used (a shared backend keeps every account a run makes). */
function someone(first = 'Asha') {
  return { name: newName(first), phone: newPhone(), password: 'secret1' };
}

/**
 * What every UserAccounts adapter must do (the local and memory backends' PasswordAccounts,
 * Supabase Auth's SupabaseUserAccounts); `create()` gives the accounts of one store.
 */
export function userAccountsContract(name: string, create: () => UserAccounts | Promise<UserAccounts>) {
  describe(`${name} — UserAccounts contract`, () => {
    it('registers an account, which then logs in by its name in any case with its exact password', async () => {
      const accounts = await create();
      const asha = someone();
      expect(await accounts.register(asha, REGISTERED_AT)).toEqual({ kind: 'registered', account: { name: asha.name, phone: asha.phone, registeredAt: REGISTERED_AT } });
      for (const typed of [asha.name, asha.name.toUpperCase(), asha.name.toLowerCase()]) {
        const checked = await accounts.checkPassword(typed, asha.password);
        expect(checked).toMatchObject({ kind: 'ok', user: { name: asha.name, phone: asha.phone } });
      }
      expect(await accounts.checkPassword(asha.name, 'Secret1')).toEqual({ kind: 'wrong-password' });
      expect(await accounts.checkPassword(someone('Nobody').name, asha.password)).toEqual({ kind: 'unknown-user' });
    });

    it('refuses a name taken in any case, and a phone that has an account, saving nothing', async () => {
      const accounts = await create();
      const asha = someone();
      await accounts.register(asha, REGISTERED_AT);
      const other = someone('Ravi');
      expect(await accounts.register({ ...other, name: asha.name.toUpperCase() }, REGISTERED_AT)).toEqual({ kind: 'name-taken' });
      expect(await accounts.register({ ...other, phone: asha.phone }, REGISTERED_AT)).toEqual({ kind: 'phone-taken' });
      expect(await accounts.checkPassword(other.name, other.password)).toEqual({ kind: 'unknown-user' });
      expect(await accounts.isPhoneRegistered(other.phone)).toBe(false);
    });

    it('knows which names have an account, ignoring case (the login throttle counts the others together)', async () => {
      const accounts = await create();
      const asha = someone();
      expect(await accounts.isNameRegistered(asha.name)).toBe(false);
      await accounts.register(asha, REGISTERED_AT);
      expect(await accounts.isNameRegistered(asha.name)).toBe(true);
      expect(await accounts.isNameRegistered(asha.name.toUpperCase())).toBe(true);
      expect(await accounts.isNameRegistered(someone('Nobody').name)).toBe(false);
    });

    it('knows which phones have an account', async () => {
      const accounts = await create();
      const asha = someone();
      expect(await accounts.isPhoneRegistered(asha.phone)).toBe(false);
      await accounts.register(asha, REGISTERED_AT);
      expect(await accounts.isPhoneRegistered(asha.phone)).toBe(true);
    });

    it("names the account of a mobile number (a shopper logs in with the number they signed up with)", async () => {
      const accounts = await create();
      const asha = someone();
      expect(await accounts.nameForPhone(asha.phone)).toBeUndefined();
      await accounts.register(asha, REGISTERED_AT);
      expect(await accounts.nameForPhone(asha.phone)).toBe(asha.name);
      expect(await accounts.nameForPhone(someone('Nobody').phone)).toBeUndefined();
    });
  });
}
