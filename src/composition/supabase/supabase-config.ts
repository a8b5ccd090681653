/**
 * The Supabase project's settings, read from the build's environment when VITE_STORAGE=supabase.
 * A module of its own: only the Supabase connection (./connect.ts)
 * imports it, so its checks are no part of the local store's first load.
 */
import type { ConfigReading, Env } from '../app-config';
import { supabaseKeyKind } from './supabase-key';

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

/**
 * `VITE_SUPABASE_URL` and `VITE_SUPABASE_ANON_KEY`, for the Supabase backend. The key must
 * be the public one: a service-role key bypasses row-level security, so it is refused here, before any
 * request could carry it (./supabase-key.ts tells the keys apart; the build itself refuses a secret one,
 * build/refuse-secret-keys.ts, and CI a bundle that holds one, scripts/check-bundle-secrets.mjs).
 */
export function readSupabaseSettings(env: Env): ConfigReading<SupabaseSettings> {
  const problems = [...urlProblems(env.VITE_SUPABASE_URL?.trim()), ...keyProblems(env.VITE_SUPABASE_ANON_KEY?.trim())];
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { url: env.VITE_SUPABASE_URL!.trim().replace(/\/+$/, ''), anonKey: env.VITE_SUPABASE_ANON_KEY!.trim() } };
}

function urlProblems(url: string | undefined): string[] {
  if (!url) return ['VITE_SUPABASE_URL is missing: the address of your Supabase project, like https://abcdefgh.supabase.co.'];
  try {
    const { protocol } = new URL(url);
    if (protocol === 'https:' || protocol === 'http:') return [];
  } catch {
    // Said below, as for any other scheme.
  }
  return [`VITE_SUPABASE_URL must be an http(s) address, like https://abcdefgh.supabase.co; got "${url}".`];
}

function keyProblems(key: string | undefined): string[] {
  if (!key) return ["VITE_SUPABASE_ANON_KEY is missing: your project's anon (public) key, from its API settings."];
  const reading = supabaseKeyKind(key);
  if (reading.kind === 'public') return [];
  // Said without naming the service role's claim: CI refuses a bundle that holds that word.
  if (reading.kind === 'secret') {
    return [
      `VITE_SUPABASE_ANON_KEY is ${reading.role ? `a key with the role "${reading.role}"` : 'a secret key'}, not the anon (public) key. A service-role (secret) key bypasses row-level security: never give it to the browser. Use the anon (public) key.`,
    ];
  }
  return ["VITE_SUPABASE_ANON_KEY must be your project's anon (public) key: a JWT whose role is anon, or an sb_publishable_ key."];
}
