import type pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginService } from '../../src/application/sign-in/login-service';
import { SignUpService } from '../../src/application/sign-in/sign-up-service';
import { SHOPPER_SIGN_IN_LOG } from '../../src/application/ports/shopper-sign-in-log';
import { SupabaseShopperSignInLog } from '../../src/adapters/supabase/supabase-shopper-sign-in-log';
import { newName, newPhone } from '../support/new-accounts';
import { ASHA, RAVI, shopperSignInLogContract } from '../adapters/shopper-sign-in-log.contract';
import { accountsOnSupabase } from './support/accounts-on-supabase';
import { startAuthEmulation, type AuthEmulation } from './support/auth-emulation';
import { lockCatalogue, seedAccounts, unlockCatalogue } from './support/catalogue-fixture';
import { admin, anon, type Actor } from './support/database';
import { connectToApiDatabase, projectAnsweringErrors, supabaseAs } from './support/postgrest';

// The shoppers' logins through supabase-js and PostgREST. This file and supabase-order-figures
// (whose Active Users count them) write the API database's shopper_sign_ins table (the other files'
// logins note theirs in the test container's memory log): each case holds the catalogue's lock, as
// that file does. Its shoppers are its own accounts, named so that no other file's clash with them.
const shopperOf = (label: string, n: number): Actor => ({ label, role: 'authenticated', userId: `00000000-0000-4000-8000-0000005e000${n}` });
const ASHAS = shopperOf('Asha (sign-ins)', 1);
const RAVIS = shopperOf('Ravi (sign-ins)', 2);
const BY_PHONE: Record<string, Actor> = { [ASHA]: ASHAS, [RAVI]: RAVIS };

let db: pg.Client;
let emulation: AuthEmulation;
beforeAll(async () => {
  db = await connectToApiDatabase();
  // Under the lock: another file seeding the same accounts at once would clash on their emails.
  await lockCatalogue(db);
  await seedAccounts(db).finally(() => unlockCatalogue(db));
  for (const actor of [ASHAS, RAVIS]) {
    await db.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3) on conflict (id) do nothing`, [
      actor.userId,
      `${actor.userId}@sign-ins.test`,
      JSON.stringify({ name: actor.label }),
    ]);
  }
  emulation = await startAuthEmulation();
});
afterAll(async () => {
  await emulation?.stop();
  await db.end();
});

beforeEach(() => lockCatalogue(db));
afterEach(() => unlockCatalogue(db));

const emptyLog = () => db.query('truncate public.shopper_sign_ins');

/** The table as the superuser sees it: whose last login, and when. */
async function rows(): Promise<{ user_id: string; signed_in_at: Date }[]> {
  return (await db.query('select user_id, signed_in_at from public.shopper_sign_ins order by user_id')).rows;
}

shopperSignInLogContract('SupabaseShopperSignInLog (PostgREST: each shopper their own session, the admin reads)', async () => {
  await emptyLog();
  return {
    as: (shopper) => new SupabaseShopperSignInLog(supabaseAs(BY_PHONE[shopper]!)),
    admin: new SupabaseShopperSignInLog(supabaseAs(admin)),
    // The Auth user id: what an order's owner is in the database (orders.user_id, dashboard_figures' Active Users).
    ownerOf: (shopper) => BY_PHONE[shopper]!.userId!,
    backdate: async (shopper, ms) => {
      await db.query(`update public.shopper_sign_ins set signed_in_at = signed_in_at - make_interval(secs => $2::double precision / 1000) where user_id = $1`, [
        BY_PHONE[shopper]!.userId,
        ms,
      ]);
    },
  };
});

describe('SupabaseShopperSignInLog', () => {
  it("notes the session's own login at the database's time, whatever owner and time the caller gives", async () => {
    await emptyLog();
    const before = Date.now();
    await new SupabaseShopperSignInLog(supabaseAs(ASHAS)).record(RAVI, 0);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row!.user_id).toBe(ASHAS.userId);
    expect(row!.signed_in_at.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row!.signed_in_at.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("notes nothing for an admin's login: the Access Logs keep those", async () => {
    await emptyLog();
    await new SupabaseShopperSignInLog(supabaseAs(admin)).record('9000000001', Date.now());
    expect(await rows()).toEqual([]);
  });

  it('lets a shopper note their own login but not read anyone\'s, and says why', async () => {
    await emptyLog();
    await new SupabaseShopperSignInLog(supabaseAs(RAVIS)).record(RAVI, Date.now());
    await expect(new SupabaseShopperSignInLog(supabaseAs(ASHAS)).signedInSince(0)).rejects.toThrow(
      "The shoppers' logins could not be read: refused (a shopper notes only their own login; only an admin reads them).",
    );
  });

  it('refuses anon both a note and a look', async () => {
    const log = new SupabaseShopperSignInLog(supabaseAs(anon));
    await expect(log.record(ASHA, Date.now())).rejects.toThrow(/could not be noted/);
    await expect(log.signedInSince(0)).rejects.toThrow(/could not be read/);
  });

  it('rejects when the project is out of reach, so that the dashboard shows no figure rather than a wrong one', async () => {
    await expect(new SupabaseShopperSignInLog(projectAnsweringErrors()).signedInSince(0)).rejects.toThrow("The shoppers' logins could not be read");
  });

  it("no longer lists a shopper made admin since: an admin's logins are not a shopper's", async () => {
    await emptyLog();
    const promoted = shopperOf('Promoted (sign-ins)', 3);
    await db.query(`insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, '{"name":"Promoted (sign-ins)"}') on conflict (id) do nothing`, [
      promoted.userId,
      `${promoted.userId}@sign-ins.test`,
    ]);
    await new SupabaseShopperSignInLog(supabaseAs(promoted)).record('', Date.now());
    const adminLog = new SupabaseShopperSignInLog(supabaseAs(admin));
    expect(await adminLog.signedInSince(0)).toEqual([promoted.userId]);
    await db.query(`update public.profiles set role = 'admin' where id = $1`, [promoted.userId]);
    try {
      expect(await adminLog.signedInSince(0)).toEqual([]);
    } finally {
      await db.query(`update public.profiles set role = 'user' where id = $1`, [promoted.userId]);
    }
  });
});

describe("the store's login and sign-up on Supabase (Auth emulated) note the shopper's login", () => {
  async function storeOnSupabase() {
    const store = await accountsOnSupabase(emulation);
    store.container.rebind(SHOPPER_SIGN_IN_LOG).toConstantValue(new SupabaseShopperSignInLog(store.client));
    return store;
  }

  const idOf = async (name: string) => (await db.query<{ id: string }>('select id from public.profiles where name = $1', [name])).rows[0]!.id;

  it('a sign-up, then a login in another browser: one row, the account\'s, at the later login', async () => {
    await emptyLog();
    const phone = newPhone();
    const name = newName();
    const first = await storeOnSupabase();
    const signUp = first.container.get(SignUpService);
    expect(await signUp.sendCode(phone)).toEqual({ kind: 'ok', phone });
    expect(await signUp.verifyCode(phone, emulation.smsCode(`+91${phone}`)!)).toEqual({ kind: 'ok' });
    expect(await signUp.createAccount(phone, name, 'secret1')).toEqual({ kind: 'ok', name, returnPath: '/' });
    const id = await idOf(name);
    const [signedUp] = await rows();
    expect(signedUp?.user_id).toBe(id);

    const second = await storeOnSupabase();
    expect(await second.container.get(LoginService).logIn(name, 'secret1')).toEqual({ kind: 'ok', name, returnPath: '/' });
    const [loggedIn, ...others] = await rows();
    expect(others).toEqual([]);
    expect(loggedIn!.user_id).toBe(id);
    expect(loggedIn!.signed_in_at.getTime()).toBeGreaterThanOrEqual(signedUp!.signed_in_at.getTime());
    expect([...first.logger.warnings, ...second.logger.warnings]).toEqual([]);

    expect(await new SupabaseShopperSignInLog(supabaseAs(admin)).signedInSince(Date.now() - 60_000)).toEqual([id]);
  });
});
