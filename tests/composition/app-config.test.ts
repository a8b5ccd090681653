import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/composition/app-config';
import { readSupabaseSettings } from '../../src/composition/supabase/supabase-config';
import { fakeJwt } from '../support/fake-jwt';

const ANON_KEY = fakeJwt({ iss: 'supabase', role: 'anon' });
const SERVICE_KEY = fakeJwt({ iss: 'supabase', role: 'service_role' });

describe('readConfig', () => {
  it('uses the browser storage when VITE_STORAGE is unset or empty, and takes memory', () => {
    expect(readConfig({})).toEqual({ ok: true, value: { storage: 'local' } });
    expect(readConfig({ VITE_STORAGE: '' })).toEqual({ ok: true, value: { storage: 'local' } });
    expect(readConfig({ VITE_STORAGE: 'memory' })).toEqual({ ok: true, value: { storage: 'memory' } });
  });

  it('names the choices for anything else, rather than throwing', () => {
    expect(readConfig({ VITE_STORAGE: 'postgres' })).toEqual({ ok: false, problems: ['VITE_STORAGE must be one of local, memory, supabase; got "postgres".'] });
  });
});

describe('readConfig with VITE_STORAGE=supabase', () => {
  it('takes it; the project settings are read by the Supabase half, which only that mode loads', () => {
    expect(readConfig({ VITE_STORAGE: 'supabase' })).toEqual({ ok: true, value: { storage: 'supabase' } });
  });
});

describe('readSupabaseSettings', () => {
  it('takes an https address (without its trailing slash) and the anon key, JWT or publishable', () => {
    expect(readSupabaseSettings({ VITE_SUPABASE_URL: ' https://abcdefgh.supabase.co/ ', VITE_SUPABASE_ANON_KEY: ANON_KEY })).toEqual({
      ok: true,
      value: { url: 'https://abcdefgh.supabase.co', anonKey: ANON_KEY },
    });
    expect(readSupabaseSettings({ VITE_SUPABASE_URL: 'http://127.0.0.1:54321', VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc123' }).ok).toBe(true);
  });

  it('says what is missing, both at once', () => {
    const reading = readSupabaseSettings({});
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problems).toEqual([
      'VITE_SUPABASE_URL is missing: the address of your Supabase project, like https://abcdefgh.supabase.co.',
      "VITE_SUPABASE_ANON_KEY is missing: your project's anon (public) key, from its API settings.",
    ]);
  });

  it('refuses an address that is not http(s), and a key that is not a key', () => {
    const reading = readSupabaseSettings({ VITE_SUPABASE_URL: 'abcdefgh.supabase.co', VITE_SUPABASE_ANON_KEY: 'hunter2' });
    expect(!reading.ok && reading.problems).toEqual([
      'VITE_SUPABASE_URL must be an http(s) address, like https://abcdefgh.supabase.co; got "abcdefgh.supabase.co".',
      "VITE_SUPABASE_ANON_KEY must be your project's anon (public) key: a JWT whose role is anon, or an sb_publishable_ key.",
    ]);
    expect(readSupabaseSettings({ VITE_SUPABASE_URL: 'javascript:alert(1)', VITE_SUPABASE_ANON_KEY: ANON_KEY }).ok).toBe(false);
  });

  it('refuses a service-role key, JWT or secret, saying why it must never reach the browser', () => {
    const problemsOf = (key: string) => {
      const reading = readSupabaseSettings({ VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co', VITE_SUPABASE_ANON_KEY: key });
      return !reading.ok && reading.problems;
    };
    const why = 'A service-role (secret) key bypasses row-level security: never give it to the browser. Use the anon (public) key.';
    expect(problemsOf(SERVICE_KEY)).toEqual([`VITE_SUPABASE_ANON_KEY is a key with the role "service_role", not the anon (public) key. ${why}`]);
    expect(problemsOf('sb_secret_abc123')).toEqual([`VITE_SUPABASE_ANON_KEY is a secret key, not the anon (public) key. ${why}`]);
    // A signed-in user's access token is no project key either.
    expect(problemsOf(fakeJwt({ iss: 'supabase', role: 'authenticated' }))).toEqual([`VITE_SUPABASE_ANON_KEY is a key with the role "authenticated", not the anon (public) key. ${why}`]);
  });
});
