import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { UserAccounts } from '../../src/application/ports/user-accounts';

const REGISTERED_AT = '2026-11-23T18:00:00.000Z';
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A name and a phone no other case has used: a backend shared by several test files (Supabase's
 * auth.users) holds every account a run makes, and both are unique there.
 */
function someone(first = 'Asha') {
  const name = `${first} ${LETTERS[randomInt(26)]!.toUpperCase()}${Array.from({ length: 7 }, () => LETTERS[randomInt(26)]).join('')}`;
  return { name, phone: `9${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`, password: 'secret1' };
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

    it('knows which phones have an account', async () => {
      const accounts = await create();
      const asha = someone();
      expect(await accounts.isPhoneRegistered(asha.phone)).toBe(false);
      await accounts.register(asha, REGISTERED_AT);
      expect(await accounts.isPhoneRegistered(asha.phone)).toBe(true);
    });
  });
}
