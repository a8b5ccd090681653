/*
 * SupabaseSecondFactor through supabase-js against the EMULATION of Supabase Auth
 * (tests/db/support/auth-emulation.ts; GoTrue does not run here): TOTP factors enrolled,
 * confirmed, challenged and verified by Auth on the session the password sign-in made, then removed.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupabaseSecondFactor } from '../../src/adapters/supabase/auth/supabase-second-factor';
import { SupabaseUserAccounts } from '../../src/adapters/supabase/auth/supabase-user-accounts';
import { secondFactorContract } from '../adapters/second-factor.contract';
import { authenticatorCode, startAuthEmulation, type AuthEmulation } from './support/auth-emulation';
import { newName, newPhone } from '../support/new-accounts';
import { connectToApiDatabase, supabaseWithAuth } from './support/postgrest';

const ISSUER = 'Style Hub';
const NEXT_STEP_MS = 30_000;

let emulation: AuthEmulation;
let db: pg.Client;
beforeAll(async () => {
  emulation = await startAuthEmulation();
  db = await connectToApiDatabase();
});
afterAll(async () => {
  await emulation?.stop();
  await db?.end();
});

/** A user signed in by password (aal1), as the login page leaves them before the code. */
async function signedIn(name = newName('Admin')) {
  const client = supabaseWithAuth(emulation);
  const accounts = new SupabaseUserAccounts(client);
  if ((await accounts.checkPassword(name, 'secret1')).kind === 'unknown-user') {
    await accounts.register({ name, phone: newPhone(), password: 'secret1' }, '2026-11-23T18:00:00.000Z');
  }
  const checked = await accounts.checkPassword(name, 'secret1');
  if (checked.kind !== 'ok') throw new Error(`the fixture could not sign in: ${checked.kind}`);
  return { client, user: checked.user, factor: new SupabaseSecondFactor(client, ISSUER), name };
}

async function level(client: ReturnType<typeof supabaseWithAuth>) {
  return (await client.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel;
}

/** A user whose authenticator is set up and confirmed; `secret` is what their app holds. */
async function withAuthenticator() {
  const first = await signedIn();
  const setup = await first.factor.startSetup(first.user);
  expect(await first.factor.confirmSetup(first.user, authenticatorCode(setup.secret))).toBe('enabled');
  await first.client.auth.signOut({ scope: 'local' });
  return { ...(await signedIn(first.name)), secret: setup.secret };
}

secondFactorContract('SupabaseSecondFactor (Supabase Auth emulated)', async () => {
  const { factor, user } = await signedIn();
  // Auth takes the code of the step before or after its own too: this step's code, then the
  // next one's, both counted from the first, so that a step ending mid-test changes nothing.
  let first: number | undefined;
  let taken = 0;
  return {
    factor,
    user,
    nextCode: async (secret: string) => {
      if (taken >= 2) throw new Error('the contract asked for more unused codes than Auth takes at once');
      first ??= Date.now();
      return authenticatorCode(secret, first + taken++ * NEXT_STEP_MS);
    },
  };
});

describe('SupabaseSecondFactor (Supabase Auth emulated)', () => {
  it('starts a setup with a base32 secret and an otpauth URI with the store as issuer', async () => {
    const { user, factor } = await signedIn();
    const setup = await factor.startSetup(user);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(setup.uri).searchParams.get('issuer')).toBe(ISSUER);
    expect(new URL(setup.uri).searchParams.get('secret')).toBe(setup.secret);
    expect(emulation.requests).toContain('POST /auth/v1/factors');
    expect(await factor.status(user)).toBe('off');
  });

  it('enables the factor with its current code only, and the session reaches aal2', async () => {
    const { client, user, factor } = await signedIn();
    const setup = await factor.startSetup(user);
    const code = authenticatorCode(setup.secret);
    expect(await factor.confirmSetup(user, code === '000000' ? '111111' : '000000')).toBe('invalid');
    expect(await factor.confirmSetup(user, 'abcdef')).toBe('invalid');
    expect(await factor.status(user)).toBe('off');
    expect(await factor.confirmSetup(user, code)).toBe('enabled');
    expect(await factor.status(user)).toBe('on');
    expect(await level(client)).toBe('aal2');
  });

  it('keeps one pending setup: a second start replaces the first, whose codes then fail', async () => {
    const { client, user, factor } = await signedIn();
    const first = await factor.startSetup(user);
    const second = await factor.startSetup(user);
    expect(second.secret).not.toBe(first.secret);
    expect((await client.auth.mfa.listFactors()).data?.all).toHaveLength(1);
    expect(await factor.confirmSetup(user, authenticatorCode(first.secret))).toBe('invalid');
    expect(await factor.confirmSetup(user, authenticatorCode(second.secret))).toBe('enabled');
  });

  it('at the next login: required, a wrong code refused, the right one passes and raises the session to aal2', async () => {
    const { client, user, factor, secret } = await withAuthenticator();
    expect(await level(client)).toBe('aal1');
    expect(await factor.status(user)).toBe('on');
    const code = authenticatorCode(secret, Date.now() + NEXT_STEP_MS);
    expect(await factor.verify(user, code === '000000' ? '111111' : '000000')).toBe('invalid');
    expect(await factor.verify(user, code)).toBe('ok');
    expect(await level(client)).toBe('aal2');
    expect(emulation.requests.filter((r) => /^POST \/auth\/v1\/factors\/[^/]+\/challenge$/.test(r)).length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a code used already (the emulation, like the port, refuses a replay; Auth answers it as a wrong code)', async () => {
    const { user, factor, secret } = await withAuthenticator();
    const code = authenticatorCode(secret, Date.now() + NEXT_STEP_MS);
    expect(await factor.verify(user, code)).toBe('ok');
    expect(await factor.verify(user, code)).toBe('invalid');
  });

  it('turns off with a current code only: a wrong one leaves it on', async () => {
    const { user, factor, secret } = await withAuthenticator();
    const code = authenticatorCode(secret, Date.now() + NEXT_STEP_MS);
    expect(await factor.disable(user, code === '000000' ? '111111' : '000000')).toBe('invalid');
    expect(await factor.status(user)).toBe('on');
    expect(await factor.disable(user, code)).toBe('disabled');
    expect(await factor.status(user)).toBe('off');
    expect(emulation.requests.some((r) => /^DELETE \/auth\/v1\/factors\/[^/]+$/.test(r))).toBe(true);
  });

  it('makes an admin an admin for row-level security only once the code has passed (is_admin() through PostgREST)', async () => {
    const { client, user, factor, secret } = await withAuthenticator();
    await db.query(`update public.profiles set role = 'admin' where lower(name) = lower($1)`, [user.name]);
    expect((await client.rpc('is_admin')).data).toBe(false);
    expect(await factor.verify(user, authenticatorCode(secret, Date.now() + NEXT_STEP_MS))).toBe('ok');
    expect((await client.rpc('is_admin')).data).toBe(true);
  });

  it('cannot be removed by a password-only session behind the adapter’s back (Auth wants aal2: 422 insufficient_aal)', async () => {
    const { client } = await withAuthenticator();
    const [verified] = (await client.auth.mfa.listFactors()).data!.totp;
    const { error } = await client.auth.mfa.unenroll({ factorId: verified!.id });
    expect(error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  });
});
