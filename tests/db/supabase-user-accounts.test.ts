/*
 * SupabaseUserAccounts and SupabasePhoneVerification through supabase-js against the EMULATION of
 * Supabase Auth (tests/db/support/auth-emulation.ts; GoTrue does not run here) and the real
 * PostgreSQL and PostgREST: sign-up makes an auth.users row whose profile the trigger fills, and
 * the name and phone checks are the migration's SECURITY DEFINER functions.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupabasePhoneVerification } from '../../src/adapters/supabase/auth/supabase-phone-verification';
import { SupabaseUserAccounts } from '../../src/adapters/supabase/auth/supabase-user-accounts';
import { emailFromName } from '../../src/domain/migration/migration-records';
import { phoneVerificationContract } from '../adapters/phone-verification.contract';
import { userAccountsContract } from '../adapters/user-accounts.contract';
import { startAuthEmulation, type AuthEmulation } from './support/auth-emulation';
import { seedAccounts } from './support/catalogue-fixture';
import { admin } from './support/database';
import { newName, newPhone } from '../support/new-accounts';
import { connectToApiDatabase, supabaseAs, supabaseWithAuth } from './support/postgrest';

const REGISTERED_AT = '2026-11-23T18:00:00.000Z';

let emulation: AuthEmulation;
let db: pg.Client;
beforeAll(async () => {
  emulation = await startAuthEmulation();
  db = await connectToApiDatabase();
  await seedAccounts(db);
});
afterAll(async () => {
  await emulation?.stop();
  await db?.end();
});

const accounts = () => new SupabaseUserAccounts(supabaseWithAuth(emulation));

async function registered(name = newName(), phone = newPhone(), password = 'secret1') {
  expect(await accounts().register({ name, phone, password }, REGISTERED_AT)).toEqual({ kind: 'registered', account: { name, phone, registeredAt: REGISTERED_AT } });
  return { name, phone, password };
}

describe('SupabaseUserAccounts (Supabase Auth emulated)', () => {
  it('signs up with the email made from the name, and the profile gets the name and phone', async () => {
    const { name, phone } = await registered();
    const { rows } = await db.query('select p.name, p.phone, p.role, u.email from public.profiles p join auth.users u using (id) where u.email = $1', [emailFromName(name)]);
    expect(rows).toEqual([{ name, phone, role: 'user', email: emailFromName(name) }]);
    expect(emulation.requests).toContain('POST /auth/v1/signup');
  });

  it('signs in with the right password, whatever the case of the name, and answers the holder from the profile', async () => {
    const { name, phone, password } = await registered();
    expect(await accounts().checkPassword(name, password)).toEqual({ kind: 'ok', user: { name, phone, role: 'user' } });
    expect(await accounts().checkPassword(name.toUpperCase(), password)).toEqual({ kind: 'ok', user: { name, phone, role: 'user' } });
  });

  it("answers the profile's role, which the maintainer's SQL grants: a name alone makes nobody admin", async () => {
    const { name, phone, password } = await registered(newName('Admin'));
    expect(await accounts().checkPassword(name, password)).toEqual({ kind: 'ok', user: { name, phone, role: 'user' } });
    await db.query(`update public.profiles set role = 'admin' where phone = $1`, [phone]);
    expect(await accounts().checkPassword(name, password)).toEqual({ kind: 'ok', user: { name, phone, role: 'admin' } });
  });

  it('tells a wrong password from an unknown name, which Auth answers alike (400 invalid_credentials)', async () => {
    const { name } = await registered();
    expect(await accounts().checkPassword(name, 'wrong-password')).toEqual({ kind: 'wrong-password' });
    expect(await accounts().checkPassword(newName('Nobody'), 'secret1')).toEqual({ kind: 'unknown-user' });
  });

  it('refuses a name taken in any case (422 user_already_exists) and a phone already registered, creating nothing', async () => {
    const { name, phone } = await registered();
    const otherPhone = newPhone();
    const otherName = newName();
    expect(await accounts().register({ name: name.toLowerCase(), phone: otherPhone, password: 'secret2' }, REGISTERED_AT)).toEqual({ kind: 'name-taken' });
    expect(await accounts().register({ name: otherName, phone, password: 'secret2' }, REGISTERED_AT)).toEqual({ kind: 'phone-taken' });
    const { rows } = await db.query('select count(*)::int as n from public.profiles where phone = $1 or lower(name) = lower($2)', [otherPhone, otherName]);
    expect(rows[0].n).toBe(0);
    expect((await db.query('select 1 from auth.users where email = $1', [emailFromName(otherName)])).rowCount).toBe(0);
  });

  it('says phone-taken when the profile refuses the phone inside the sign-up (a race past the first check)', async () => {
    const { phone } = await registered();
    const raced = new SupabaseUserAccounts(supabaseWithAuth(emulation));
    let asked = 0;
    // The first look-up answers as it would have a moment before the other sign-up.
    raced.isPhoneRegistered = async (p) => (asked++ === 0 ? false : SupabaseUserAccounts.prototype.isPhoneRegistered.call(raced, p));
    expect(await raced.register({ name: newName(), phone, password: 'secret1' }, REGISTERED_AT)).toEqual({ kind: 'phone-taken' });
  });

  it('says plainly that the project must not ask to confirm emails, which names’ emails cannot be', async () => {
    emulation.confirmEmail = true;
    try {
      await expect(accounts().register({ name: newName(), phone: newPhone(), password: 'secret1' }, REGISTERED_AT)).rejects.toThrow(/turn off “Confirm email”/);
    } finally {
      emulation.confirmEmail = false;
    }
  });

  it('knows which phones are registered', async () => {
    const { phone } = await registered();
    expect(await accounts().isPhoneRegistered(phone)).toBe(true);
    expect(await accounts().isPhoneRegistered(newPhone())).toBe(false);
  });

  it('counts the named accounts for an admin (Active Users), not the phone-only users of sign-up codes', async () => {
    await registered();
    await new SupabasePhoneVerification(supabaseWithAuth(emulation)).send(newPhone());
    // Other files sign users up meanwhile: the count lies between the named profiles before and after.
    const named = async () => (await db.query('select count(*)::int as n from public.profiles where name is not null')).rows[0].n as number;
    const before = await named();
    const counted = await new SupabaseUserAccounts(supabaseAs(admin)).count();
    expect(counted).toBeGreaterThanOrEqual(before);
    expect(counted).toBeLessThanOrEqual(await named());
  });

  it('counts only their own profile for a shopper, as row-level security lets them read', async () => {
    const client = supabaseWithAuth(emulation);
    const { name, password } = await registered();
    const shopperAccounts = new SupabaseUserAccounts(client);
    expect((await shopperAccounts.checkPassword(name, password)).kind).toBe('ok');
    expect(await shopperAccounts.count()).toBe(1);
  });
});

userAccountsContract('SupabaseUserAccounts (Supabase Auth emulated)', () => accounts());

phoneVerificationContract('SupabasePhoneVerification (Supabase Auth emulated)', () => new SupabasePhoneVerification(supabaseWithAuth(emulation)), {
  codeSentTo: (phone) => emulation.smsCode(`+91${phone}`),
});

describe('SupabasePhoneVerification (Supabase Auth emulated)', () => {
  it('sends a code to +91 and the number, and accepts that code once', async () => {
    const phone = newPhone();
    const phones = new SupabasePhoneVerification(supabaseWithAuth(emulation));
    await phones.send(phone);
    const code = emulation.smsCode(`+91${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(await phones.verify(phone, code!)).toBe(true);
    expect(await phones.verify(phone, code!)).toBe(false);
  });

  it('refuses a wrong code, and anything but six digits without asking Auth', async () => {
    const phone = newPhone();
    const phones = new SupabasePhoneVerification(supabaseWithAuth(emulation));
    await phones.send(phone);
    const code = emulation.smsCode(`+91${phone}`)!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await phones.verify(phone, wrong)).toBe(false);
    const asked = emulation.requests.length;
    for (const malformed of ['12345', '1234567', '12345a', ` ${code}`, '']) expect(await phones.verify(phone, malformed), malformed).toBe(false);
    expect(emulation.requests.length).toBe(asked);
    expect(await phones.verify(phone, code)).toBe(true);
  });

  it('leaves no session behind: the verified phone is not a login', async () => {
    const phone = newPhone();
    const client = supabaseWithAuth(emulation);
    const phones = new SupabasePhoneVerification(client);
    await phones.send(phone);
    expect(await phones.verify(phone, emulation.smsCode(`+91${phone}`)!)).toBe(true);
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('then signs up with that phone: the phone-only Auth user does not take it', async () => {
    const phone = newPhone();
    const client = supabaseWithAuth(emulation);
    const phones = new SupabasePhoneVerification(client);
    await phones.send(phone);
    await phones.verify(phone, emulation.smsCode(`+91${phone}`)!);
    const accounts = new SupabaseUserAccounts(client);
    expect(await accounts.isPhoneRegistered(phone)).toBe(false);
    const name = newName();
    expect((await accounts.register({ name, phone, password: 'secret1' }, REGISTERED_AT)).kind).toBe('registered');
    expect(await accounts.isPhoneRegistered(phone)).toBe(true);
  });
});
