/*
 * SupabaseSessionStore through supabase-js against the EMULATION of Supabase Auth
 * (tests/db/support/auth-emulation.ts; GoTrue does not run here) and the real PostgREST: the
 * session restored before the first render, refreshed, ended by a refused refresh, and signed out
 * even when Auth says the session had already ended. Also: row-level security applies to the
 * emulation's tokens as it does to a project's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AssuranceLevel } from '../../src/application/ports/session-store';
import { SupabaseSessionStore } from '../../src/adapters/supabase/auth/supabase-session-store';
import { SupabaseUserAccounts } from '../../src/adapters/supabase/auth/supabase-user-accounts';
import { sessionStoreContract } from '../adapters/session-store.contract';
import { isAdmin } from '../../src/domain/sign-in/account';
import { RecordingLogger } from '../support/recording-logger';
import { authenticatorCode, startAuthEmulation, type AuthEmulation } from './support/auth-emulation';
import { newName, newPhone } from '../support/new-accounts';
import { MemoryStorage, supabaseWithAuth } from './support/postgrest';

let emulation: AuthEmulation;
beforeAll(async () => {
  emulation = await startAuthEmulation();
});
afterAll(async () => {
  await emulation?.stop();
});

/** A new account, signed in through Auth with its password (and its authenticator's code when `assurance` says so). */
async function signedInThroughAuth(client: SupabaseClient, assurance: AssuranceLevel = 'password') {
  const name = newName();
  const phone = newPhone();
  const accounts = new SupabaseUserAccounts(client);
  await accounts.register({ name, phone, password: 'secret1' }, '2026-11-23T18:00:00.000Z');
  const checked = await accounts.checkPassword(name, 'secret1');
  if (checked.kind !== 'ok') throw new Error(`the fixture could not log in: ${checked.kind}`);
  if (assurance === 'password-and-code') {
    const { data: enrolled, error: enrolling } = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (enrolling) throw enrolling;
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: authenticatorCode(enrolled.totp.secret) });
    if (error) throw error;
  }
  return checked.user;
}

sessionStoreContract(
  'SupabaseSessionStore (Supabase Auth emulated)',
  async () => {
    const client = supabaseWithAuth(emulation);
    const session = new SupabaseSessionStore(client, new RecordingLogger());
    await session.ready();
    return {
      session,
      client,
      // The login: Auth checks the password (and the code), then the store holds its holder.
      logInAsTheLoginDoes: async (assurance: AssuranceLevel) => {
        const user = await signedInThroughAuth(client, assurance);
        session.logIn(user, assurance);
        return user;
      },
    };
  },
  {
    // The store's copy says admin, but Auth holds no session: the assurance claimed is not Auth's either.
    "a holder named admin, with the admin role, handed to logIn without Auth's session": async ({ session }) => {
      session.logIn({ phone: '9000000001', name: 'admin', role: 'admin' }, 'password-and-code');
    },
    "a holder over another account's Auth session": async ({ session, client }) => {
      const other = await signedInThroughAuth(supabaseWithAuth(emulation));
      await signedInThroughAuth(client);
      session.logIn(other, 'password');
    },
  },
);

/** A shopper signed up and logged in as the login page does it: the password, then `logIn`. */
async function loggedIn(storage = new MemoryStorage()) {
  const client = supabaseWithAuth(emulation, storage);
  const logger = new RecordingLogger();
  const session = new SupabaseSessionStore(client, logger);
  await session.ready();
  const name = newName();
  const phone = newPhone();
  const accounts = new SupabaseUserAccounts(client);
  await accounts.register({ name, phone, password: 'secret1' }, '2026-11-23T18:00:00.000Z');
  const checked = await accounts.checkPassword(name, 'secret1');
  if (checked.kind !== 'ok') throw new Error(`the fixture could not log in: ${checked.kind}`);
  session.logIn(checked.user);
  const userId = (await client.auth.getUser()).data.user!.id;
  return { client, logger, session, storage, name, phone, userId };
}

describe('SupabaseSessionStore (Supabase Auth emulated)', () => {
  it("vouches with Auth's assurance level and the profile's role, never the caller's: a password-only sign-in claimed as 'password-and-code' is 'password'", async () => {
    const client = supabaseWithAuth(emulation);
    const session = new SupabaseSessionStore(client, new RecordingLogger());
    await session.ready();
    const user = await signedInThroughAuth(client, 'password');
    session.logIn({ ...user, role: 'admin' }, 'password-and-code');
    expect(await session.verify()).toEqual({ user: { ...user, role: 'user' }, assurance: 'password' });
  });

  it("holds a new sign-up as a 'user', as its profile is: the name 'admin' alone opens nothing", async () => {
    const session = new SupabaseSessionStore(supabaseWithAuth(emulation), new RecordingLogger());
    session.logIn({ phone: '9000000001', name: 'admin' });
    expect(session.currentUser()).toEqual({ phone: '9000000001', name: 'admin', role: 'user' });
    expect(isAdmin(session.currentUser()!)).toBe(false);
  });

  it('restores the stored session before the first render: a reloaded page is still logged in', async () => {
    const { storage, name, phone } = await loggedIn();
    const reloaded = new SupabaseSessionStore(supabaseWithAuth(emulation, storage), new RecordingLogger());
    expect(reloaded.isLoggedIn()).toBe(false);
    await reloaded.ready();
    expect(reloaded.currentUser()).toEqual({ name, phone, role: 'user' });
  });

  it('does not count a password sign-in as logged in, nor restore it, while the authenticator code is owed', async () => {
    const { client, storage, name } = await loggedIn();
    const { data: enrolled } = await client.auth.mfa.enroll({ factorType: 'totp' });
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: enrolled!.id, code: authenticatorCode(enrolled!.totp.secret) });
    expect(error).toBeNull();
    await client.auth.signOut();

    const signingIn = new SupabaseSessionStore(supabaseWithAuth(emulation, storage), new RecordingLogger());
    await signingIn.ready();
    expect((await new SupabaseUserAccounts(supabaseWithAuth(emulation, storage)).checkPassword(name, 'secret1')).kind).toBe('ok');
    expect(signingIn.isLoggedIn()).toBe(false);
    const reloaded = new SupabaseSessionStore(supabaseWithAuth(emulation, storage), new RecordingLogger());
    await reloaded.ready();
    expect(reloaded.isLoggedIn()).toBe(false);
  });

  it('treats a stored session it cannot check (Auth unreachable) as logged out, with a warning', async () => {
    const { storage } = await loggedIn();
    await emulation.stop();
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const logger = new RecordingLogger();
      const reloaded = new SupabaseSessionStore(supabaseWithAuth(emulation, storage), logger);
      await reloaded.ready();
      expect(reloaded.isLoggedIn()).toBe(false);
      expect(logger.warnings).toEqual(['The stored Supabase session could not be restored: treated as logged out.']);
    } finally {
      printed.mockRestore();
      emulation = await startAuthEmulation();
    }
  });

  it('stays logged in across a refresh, and tells its subscribers', async () => {
    const { client, session, name } = await loggedIn();
    const heard = vi.fn();
    session.subscribe(heard);
    const before = emulation.requests.filter((r) => r === 'POST /auth/v1/token').length;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(emulation.requests.filter((r) => r === 'POST /auth/v1/token').length).toBe(before + 1);
    expect(heard).toHaveBeenCalled();
    expect(session.currentUser()?.name).toBe(name);
    // The renewed token is one PostgREST accepts: the profile is still readable.
    expect((await client.from('profiles').select('name')).data).toEqual([{ name }]);
  });

  it('drops the session when Auth refuses the refresh of an expired one (400 refresh_token_not_found, not retryable)', async () => {
    // A one-second token: supabase-js refreshes it before every request, and it is soon expired
    // for real (a refused refresh of a token still valid keeps the session, by design).
    emulation.accessTokenSeconds = 1;
    try {
      const { client, session, storage, userId } = await loggedIn();
      const heard = vi.fn();
      session.subscribe(heard);
      expect(session.isLoggedIn()).toBe(true);
      emulation.endSessions(userId);
      const expiresAt = (JSON.parse(storage.getItem(storage.keys()[0]!)!) as { expires_at: number }).expires_at;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiresAt * 1000 - Date.now() + 50)));
      const asked = emulation.requests.length;
      const { data } = await client.auth.getSession();
      expect(emulation.requests.slice(asked)).toEqual(['POST /auth/v1/token']);
      expect(data.session).toBeNull();
      expect(session.isLoggedIn()).toBe(false);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(storage.keys()).toEqual([]);
    } finally {
      emulation.accessTokenSeconds = 3600;
    }
  });

  it('logs out at once, and ends the session at Auth: its token is refused afterwards', async () => {
    const { client, session, storage, logger } = await loggedIn();
    const token = (await client.auth.getSession()).data.session!.access_token;
    session.logOut();
    expect(session.isLoggedIn()).toBe(false);
    await vi.waitFor(() => expect(storage.keys()).toEqual([]));
    expect(emulation.requests).toContain('POST /auth/v1/logout');
    const answer = await fetch(`${emulation.url}/auth/v1/user`, { headers: { Authorization: `Bearer ${token}`, 'X-Supabase-Api-Version': '2024-01-01' } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ code: 'session_not_found' });
    expect(logger.warnings).toEqual([]);
  });

  it.each([401, 403, 404] as const)('treats a sign-out answered %i (the session had already ended) as done', async (status) => {
    const { session, storage, logger, userId } = await loggedIn();
    emulation.endedSessionAnswer = status;
    try {
      emulation.endSessions(userId);
      const answered = emulation.requests.length;
      session.logOut();
      expect(session.isLoggedIn()).toBe(false);
      await vi.waitFor(() => expect(storage.keys()).toEqual([]));
      expect(emulation.requests.slice(answered)).toContain('POST /auth/v1/logout');
      expect(logger.warnings).toEqual([]);
    } finally {
      emulation.endedSessionAnswer = undefined;
    }
  });

  it('forgets the session when Auth cannot be reached to sign out, with a warning', async () => {
    const { client, session, logger } = await loggedIn();
    await emulation.stop();
    // supabase-js prints the failed fetch itself.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      session.logOut();
      expect(session.isLoggedIn()).toBe(false);
      await vi.waitFor(() => expect(logger.warnings.length).toBe(1));
      expect(logger.warnings[0]).toMatch(/forgot the session anyway/);
      expect(client).toBeDefined();
    } finally {
      printed.mockRestore();
      emulation = await startAuthEmulation();
    }
  });

  it('logs out when supabase-js signs out by itself (another tab, or a call elsewhere)', async () => {
    const { client, session } = await loggedIn();
    const heard = vi.fn();
    session.subscribe(heard);
    await client.auth.signOut({ scope: 'local' });
    expect(session.isLoggedIn()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('the emulation’s tokens and row-level security', () => {
  it('a shopper signed in through Auth reads their own profile but cannot write the catalogue (42501)', async () => {
    const { client, name } = await loggedIn();
    expect((await client.from('profiles').select('name')).data).toEqual([{ name }]);
    const { error } = await client.from('products').insert({ sku: 'EMU0001', name: 'Not Allowed', description: 'x', price: 1, image_url: '/images/x.jpg' });
    expect(error?.code).toBe('42501');
  });
});
