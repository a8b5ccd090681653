/*
 * The store's own sign-up and login use cases, unchanged, on the Supabase account adapters:
 * supabase-js against the EMULATION of Supabase Auth (tests/db/support/auth-emulation.ts; GoTrue
 * does not run here) and the real PostgreSQL and PostgREST. The other ports stay the test
 * container's memory adapters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginService } from '../../src/application/sign-in/login-service';
import { SignUpService } from '../../src/application/sign-in/sign-up-service';
import { authenticatorCode, startAuthEmulation, type AuthEmulation } from './support/auth-emulation';
import { newName, newPhone } from '../support/new-accounts';
import { accountsOnSupabase } from './support/accounts-on-supabase';

let emulation: AuthEmulation;
beforeAll(async () => {
  emulation = await startAuthEmulation();
});
afterAll(async () => {
  await emulation?.stop();
});

const storeOnSupabase = () => accountsOnSupabase(emulation);

async function signedUp() {
  const store = await storeOnSupabase();
  const signUp = store.container.get(SignUpService);
  const phone = newPhone();
  const name = newName();
  expect(await signUp.sendCode(phone)).toEqual({ kind: 'ok', phone });
  expect(await signUp.verifyCode(phone, emulation.smsCode(`+91${phone}`)!)).toEqual({ kind: 'ok' });
  expect(await signUp.createAccount(phone, name, 'secret1')).toEqual({ kind: 'ok', name, returnPath: '/' });
  return { store, phone, name };
}

describe('sign-up and login on Supabase Auth (emulated)', () => {
  it('signs up: the code sent to the phone, then the name and password; logged in as them', async () => {
    const { store, phone, name } = await signedUp();
    expect(store.adapters.session.currentUser()).toEqual({ phone, name, role: 'user' });
    // The use cases answer; the toasts are the view models' (tests/ui/features/accounts).
    expect(store.notifier.notices).toEqual([]);
  });

  it('refuses to send a code to a phone that has an account', async () => {
    const { phone } = await signedUp();
    const store = await storeOnSupabase();
    expect(await store.container.get(SignUpService).sendCode(phone)).toEqual({ kind: 'phone-taken' });
    expect(emulation.smsCode(`+91${phone}`)).toBeUndefined();
  });

  it('logs in, telling an unknown name from a wrong password', async () => {
    const { phone, name } = await signedUp();
    const store = await storeOnSupabase();
    const login = store.container.get(LoginService);
    expect(await login.logIn(newName('Nobody'), 'secret1')).toEqual({ kind: 'unknown-user' });
    expect(await login.logIn(name, 'wrong-password')).toEqual({ kind: 'wrong-password' });
    expect(await login.logIn(name.toUpperCase(), 'secret1')).toEqual({ kind: 'ok', name, returnPath: '/' });
    expect(store.adapters.session.currentUser()).toEqual({ phone, name, role: 'user' });
  });

  it('asks for the authenticator code when one is set up, and logs in only once it passes', async () => {
    const { store: first, name } = await signedUp();
    const setup = await first.adapters.secondFactor.startSetup(first.adapters.session.currentUser()!);
    expect(await first.adapters.secondFactor.confirmSetup(first.adapters.session.currentUser()!, authenticatorCode(setup.secret))).toBe('enabled');

    const store = await storeOnSupabase();
    const login = store.container.get(LoginService);
    const outcome = await login.logIn(name, 'secret1');
    if (outcome.kind !== 'second-factor') throw new Error(`expected the code step, got ${outcome.kind}`);
    expect(store.adapters.session.isLoggedIn()).toBe(false);
    const code = authenticatorCode(setup.secret, Date.now() + 30_000);
    expect(await login.verifySecondFactor(outcome.challenge, code === '000000' ? '111111' : '000000')).toEqual({ kind: 'wrong-code' });
    expect(store.adapters.session.isLoggedIn()).toBe(false);
    expect(await login.verifySecondFactor(outcome.challenge, code)).toEqual({ kind: 'ok', name, returnPath: '/' });
    expect(store.adapters.session.currentUser()?.name).toBe(name);
  });
});
